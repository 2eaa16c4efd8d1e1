import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRefreshOnFlags, type RefreshFlag } from '../state/refresh-flags';
import { FRESH_READ } from '../api/fresh-read';
import { takeArrivedEarlyResult } from '../api/api-client';

/** One page of a cursor connection, as the server answers it. */
export interface Connection<TItem> {
  nodes: readonly TItem[];
  totalCount: number;
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

export interface PagesReport<TItem> {
  /** After each load of the first page (the first visit and every reload), not after "Load more". */
  loaded?: (items: readonly TItem[]) => void;
  /** After a load of any page failed (the first page or the next one), with the cause. */
  failed: (error: unknown) => void;
}

export interface CursorPagesOptions<TData, TItem> {
  /** The connection in an answer. */
  pick: (data: TData) => Connection<TItem>;
  /** What tells two items apart (a page may repeat a row the list already shows). */
  keyOf: (item: TItem) => string | number;
  report: PagesReport<TItem>;
  /** Flags another tab raises that reload the first page; a module constant. */
  reloadOn?: readonly RefreshFlag[];
  /** 'no-cache' when something else evicts the items from the cache (a watched page would be fetched again). */
  fetchPolicy?: 'network-only' | 'no-cache';
  /** Asked with every page (a search, filters, an order); when they change the list starts again from its first page. */
  variables?: Readonly<Record<string, unknown>>;
}

/** A query with an optional `after` cursor: the first page without it, the next ones with it. */
type PageDocument<TData> = TypedDocumentNode<TData, { after?: string | null }>;

interface Pages<TItem> {
  items: readonly TItem[] | null;
  totalCount: number;
  /** Where the next page starts; null on the last page. */
  next: string | null;
}

const nextCursor = (page: Connection<unknown>) =>
  page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null;

const NO_FLAGS: readonly RefreshFlag[] = [];

/** The first page from the shell's early answer to `document` with the list's variables, if it is already in. */
function earlyFirstPage<TData, TItem>(
  document: PageDocument<TData>,
  { pick, variables = {} }: CursorPagesOptions<TData, TItem>,
): Pages<TItem> | null {
  const data = takeArrivedEarlyResult<TData>(document, variables);
  if (!data) return null;
  const page = pick(data);
  return { items: page.nodes, totalCount: page.totalCount, next: nextCursor(page) };
}

/**
 * A long list read a page at a time, always from the server: the first page on mount and on every
 * reload (which replaces the list), the next ones on `loadMore` (appended). The list only ever
 * changes to what the server last said (or loses a row taken away locally): it is never emptied
 * while a reload is on its way, an older answer never replaces a newer one, a page asked for
 * before a reload is dropped when it arrives after it, and "Load more" waits for a reload. Quiet
 * reloads (live changes) are coalesced: at most one waits behind the one on its way.
 */
export function useCursorPages<TData, TItem>(document: PageDocument<TData>, options: CursorPagesOptions<TData, TItem>) {
  const { reloadOn = NO_FLAGS, fetchPolicy = 'network-only' } = options;
  // By value: a caller may pass a new object with the same filters on every render.
  const variablesKey = JSON.stringify(options.variables ?? {});
  const client = useApolloClient();
  const latestOptions = useRef(options);
  useLayoutEffect(() => {
    latestOptions.current = options;
  });

  // The first page as the shell's early request brought it, when already in (src/api/early-query.ts):
  // the first render is the list, not a loading state (and a list the page's HTML held stays as it was).
  const [early] = useState(() => earlyFirstPage(document, options));
  const [pages, setPages] = useState<Pages<TItem>>(() => early ?? { items: null, totalCount: 0, next: null });
  const [loading, setLoading] = useState(early === null);
  const [loadingMore, setLoadingMore] = useState(false);
  // Bumped by every reload: an answer to an older ticket is dropped.
  const ticket = useRef(0);
  const busy = useRef({ reload: false, more: false });
  // pages.next, readable from callbacks without waiting for a render.
  const cursor = useRef<string | null>(early?.next ?? null);
  // The early first page is the mount's load: reported once, not asked for again.
  const earlyUnreported = useRef(early !== null);

  const fetchPage = useCallback(
    async (after: string | null) => {
      const asked = JSON.parse(variablesKey) as Record<string, unknown>;
      // A one-off read, not a watched query: the list is what the server last said, never what the cache
      // became meanwhile, and each page asked is its own request (FRESH_READ).
      const { data } = await client.query({
        query: document,
        variables: after === null ? asked : { ...asked, after },
        fetchPolicy,
        context: FRESH_READ,
      });
      if (!data) throw new Error('No data');
      return latestOptions.current.pick(data);
    },
    // A new fetchPage (new variables) makes a new reload, which the effect below runs.
    [client, document, fetchPolicy, variablesKey],
  );

  /** quiet: a reload nobody asked for (a live change): no report of its success or failure. */
  const reload = useCallback(
    async (quiet = false) => {
      const mine = ++ticket.current;
      busy.current = { reload: true, more: false };
      setLoading(true);
      setLoadingMore(false);
      try {
        const page = await fetchPage(null);
        if (mine !== ticket.current) return;
        cursor.current = nextCursor(page);
        setPages({ items: page.nodes, totalCount: page.totalCount, next: cursor.current });
        if (!quiet) latestOptions.current.report.loaded?.(page.nodes);
      } catch (error) {
        if (mine === ticket.current && !quiet) latestOptions.current.report.failed(error);
      } finally {
        if (mine === ticket.current) {
          busy.current.reload = false;
          setLoading(false);
        }
      }
    },
    [fetchPage],
  );

  const fetchMore = useCallback(async () => {
    const after = cursor.current;
    if (after === null || busy.current.reload || busy.current.more) return;
    const mine = ticket.current;
    busy.current.more = true;
    setLoadingMore(true);
    try {
      const page = await fetchPage(after);
      if (mine !== ticket.current) return;
      cursor.current = nextCursor(page);
      const { keyOf } = latestOptions.current;
      setPages(({ items }) => {
        const shown = new Set(items?.map(keyOf));
        const added = page.nodes.filter((item) => !shown.has(keyOf(item)));
        return { items: [...(items ?? []), ...added], totalCount: page.totalCount, next: nextCursor(page) };
      });
    } catch (error) {
      if (mine === ticket.current) latestOptions.current.report.failed(error);
    } finally {
      if (mine === ticket.current) {
        busy.current.more = false;
        setLoadingMore(false);
      }
    }
  }, [fetchPage]);

  useEffect(() => {
    if (earlyUnreported.current && early) {
      earlyUnreported.current = false;
      latestOptions.current.report.loaded?.(early.items ?? []);
      return;
    }
    void reload();
  }, [reload, early]);
  const refresh = useCallback(() => void reload(), [reload]);
  // Live changes come in bursts (an order placed changes several lists at once): while a quiet read
  // is on its way, the changes after it asked wait for one more read, which starts once it is in
  // (it may have been answered before them), instead of each starting a read of its own.
  const latestReload = useRef(reload);
  useLayoutEffect(() => {
    latestReload.current = reload;
  });
  const quiet = useRef<'idle' | 'reading' | 'again'>('idle');
  // Read through a call: a change made while the read was on its way is seen after the await.
  const askedAgain = () => quiet.current === 'again';
  const refreshQuietly = useCallback(() => {
    if (quiet.current !== 'idle') {
      quiet.current = 'again';
      return;
    }
    void (async () => {
      do {
        quiet.current = 'reading';
        await latestReload.current(true);
      } while (askedAgain());
      quiet.current = 'idle';
    })();
  }, []);
  const loadMore = useCallback(() => void fetchMore(), [fetchMore]);
  useRefreshOnFlags(reloadOn, refresh);

  /** Takes a row off the list at once (decided, deleted) without asking the server again. */
  const removeLocally = useCallback((key: string | number) => {
    const { keyOf } = latestOptions.current;
    setPages((current) =>
      current.items?.some((item) => keyOf(item) === key)
        ? {
            ...current,
            items: current.items.filter((item) => keyOf(item) !== key),
            totalCount: Math.max(0, current.totalCount - 1),
          }
        : current,
    );
  }, []);

  return {
    items: pages.items,
    totalCount: pages.totalCount,
    hasMore: pages.next !== null,
    loading,
    loadingMore,
    reload: refresh,
    reloadQuietly: refreshQuietly,
    loadMore,
    removeLocally,
  };
}
