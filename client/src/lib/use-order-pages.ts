import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { OrderPageFragment, OrderRowFragment } from '../gql/graphql';

export interface OrderListReport {
  /** After each load of the first page (the first visit and every reload), not after "Load more". */
  loaded: (orders: readonly OrderRowFragment[]) => void;
  /** After a load of any page failed. */
  failed: () => void;
}

/** One page of a list; `after` is the previous page's endCursor (none for the first page). */
export type FetchOrderPage = (after?: string) => Promise<OrderPageFragment>;

/**
 * A long order list read a page at a time: the first page on mount and on every reload, the
 * next ones on `loadMore`. The list only ever changes to what the server last said (or loses a
 * row just decided): it is never emptied while a reload is on its way, an older answer never
 * replaces a newer one, and a page asked for before a reload is dropped when it arrives after.
 */
export function useOrderPages(fetchPage: FetchOrderPage, report: OrderListReport) {
  const [orders, setOrders] = useState<readonly OrderRowFragment[] | null>(null);
  const [totalCount, setTotalCount] = useState(0);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const latest = useRef(0);
  const reportRef = useRef(report);
  useLayoutEffect(() => {
    reportRef.current = report;
  });

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    setLoadingMore(false);
    try {
      const page = await fetchPage();
      if (ticket !== latest.current) return;
      setOrders(page.nodes);
      setTotalCount(page.totalCount);
      setNext(page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null);
      reportRef.current.loaded(page.nodes);
    } catch {
      if (ticket !== latest.current) return;
      reportRef.current.failed();
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [fetchPage]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const loadMore = useCallback(async () => {
    if (next === null || loadingMore) return;
    const ticket = latest.current;
    setLoadingMore(true);
    try {
      const page = await fetchPage(next);
      if (ticket !== latest.current) return;
      setOrders((current) => {
        const shown = new Set(current?.map((o) => o.orderId));
        return [...(current ?? []), ...page.nodes.filter((o) => !shown.has(o.orderId))];
      });
      setTotalCount(page.totalCount);
      setNext(page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null);
    } catch {
      if (ticket === latest.current) reportRef.current.failed();
    } finally {
      if (ticket === latest.current) setLoadingMore(false);
    }
  }, [fetchPage, next, loadingMore]);

  const shown = useRef(orders);
  useLayoutEffect(() => {
    shown.current = orders;
  });
  const removeLocally = useCallback((orderId: number) => {
    if (!shown.current?.some((o) => o.orderId === orderId)) return;
    setOrders((current) => current?.filter((o) => o.orderId !== orderId) ?? current);
    setTotalCount((count) => Math.max(0, count - 1));
  }, []);

  return { orders, totalCount, hasMore: next !== null, loading, loadingMore, reload, loadMore, removeLocally };
}
