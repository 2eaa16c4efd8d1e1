import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CatalogueProductsDocument, type CatalogueProductsQuery } from '../api/catalogue-products.generated';
import type { StaffProductFragment } from '../../../api/fragments.generated';
import { productPage } from '../../../test/connection-pages';
import { product } from '../../../test/fixtures';
import { settle } from '../../../test/kit';
import { createCache } from '../../../api/apollo';
import { useCursorPages, type CursorPagesOptions } from '../../../hooks/use-cursor-pages';
import type { EarlyVariable } from 'virtual:early-queries';
import { startEarlyQuery, takeEarlyAnswer } from '../../../api/early-query';
import { SESSION_KEYS } from '../../../state/session';

const item = (productId: string) => product(productId, productId);

interface Request {
  after: string | undefined;
  answer: (page: ReturnType<typeof productPage>) => void;
  fail: () => void;
}

/** A server that answers only when the test says so, in the order the test chooses. */
function setUp() {
  const requests: Request[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push({
          after: operation.variables.after as string | undefined,
          answer: (page) => {
            observer.next({ data: { productsConnection: page } });
            observer.complete();
          },
          fail: () => observer.error(new Error('offline')),
        });
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  const report = { loaded: jest.fn(), failed: jest.fn() };
  const options: CursorPagesOptions<CatalogueProductsQuery, StaffProductFragment> = {
    pick: (data) => data.productsConnection,
    keyOf: (item) => item.productId,
    report,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  const hook = renderHook(() => useCursorPages(CatalogueProductsDocument, options), { wrapper });
  const ids = () => hook.result.current.items?.map((item) => item.productId) ?? null;
  /** Waits until the server has been asked `count` times in all. */
  const asked = (count: number) => waitFor(() => expect(requests).toHaveLength(count));
  /** The server answers request `index` with a page of the products of these IDs. */
  const answer = (index: number, productIds: string[], options?: Parameters<typeof productPage>[1]) =>
    act(async () => requests[index].answer(productPage(productIds.map(item), options)));
  /** The first page arrives: these IDs, and more to come after the last. */
  const firstPage = async (productIds: string[], totalCount: number) => {
    await asked(1);
    await answer(0, productIds, {
      totalCount,
      endCursor: productIds[productIds.length - 1].toLowerCase(),
      hasNextPage: true,
    });
  };
  return { requests, report, hook, ids, asked, answer, firstPage };
}

describe('useCursorPages', () => {
  it('loads the first page, appends the next ones, and reports only the first page as loaded', async () => {
    const { requests, report, hook, ids, asked, answer } = setUp();
    await asked(1);
    expect(requests[0].after).toBeUndefined();
    expect(hook.result.current.loading).toBe(true);
    await answer(0, ['A', 'B'], { totalCount: 3, endCursor: 'b', hasNextPage: true });
    expect(ids()).toEqual(['A', 'B']);
    expect(hook.result.current).toMatchObject({ totalCount: 3, hasMore: true, loading: false });

    act(() => hook.result.current.loadMore());
    await asked(2);
    expect(requests[1].after).toBe('b');
    expect(hook.result.current.loadingMore).toBe(true);
    // The next page repeats B (a row moved between pages): it is listed once.
    await answer(1, ['B', 'C'], { totalCount: 3 });
    await settle();
    expect(ids()).toEqual(['A', 'B', 'C']);
    expect(hook.result.current).toMatchObject({ hasMore: false, loadingMore: false });
    expect(report.loaded).toHaveBeenCalledTimes(1);
    expect(report.failed).not.toHaveBeenCalled();
  });

  it('keeps the list while a reload is on its way, and Load more waits for it', async () => {
    const { requests, hook, ids, asked, answer, firstPage } = setUp();
    await firstPage(['A'], 2);

    act(() => hook.result.current.reload());
    await asked(2);
    expect(ids()).toEqual(['A']);
    act(() => hook.result.current.loadMore());
    await settle();
    expect(requests).toHaveLength(2);

    await answer(1, ['Z'], { totalCount: 1 });
    await settle();
    expect(ids()).toEqual(['Z']);
    expect(hook.result.current.hasMore).toBe(false);
  });

  it('drops a page asked for before a reload when it arrives after it', async () => {
    const { requests, report, hook, ids, asked, answer, firstPage } = setUp();
    await firstPage(['A'], 2);

    act(() => hook.result.current.loadMore());
    await asked(2);
    act(() => hook.result.current.reload());
    await asked(3);
    await answer(2, ['N'], { totalCount: 2, endCursor: 'n', hasNextPage: true });
    await answer(1, ['B'], { totalCount: 2 });
    await settle();
    expect(ids()).toEqual(['N']);
    // The cursor is the reloaded page's: the next Load more continues after N.
    expect(hook.result.current).toMatchObject({ hasMore: true, loadingMore: false });
    act(() => hook.result.current.loadMore());
    await asked(4);
    expect(requests[3].after).toBe('n');
    expect(report.failed).not.toHaveBeenCalled();
  });

  it('takes only the newest of two reloads in a row, reported once: the second is asked of the server, not joined to the first', async () => {
    const { report, hook, ids, asked, answer } = setUp();
    await asked(1);
    await answer(0, ['A']);
    act(() => hook.result.current.reload());
    act(() => hook.result.current.reload());
    // The second reload follows a change the first may have been read before (two live events in a row):
    // it goes to the server itself (joined to the first, the page kept the first change's state).
    await asked(3);
    await answer(2, ['NEWER']);
    await settle();
    expect(ids()).toEqual(['NEWER']);
    expect(hook.result.current.loading).toBe(false);
    // The first reload's answer, arriving after, is dropped.
    await answer(1, ['NEW']);
    await settle();
    expect(ids()).toEqual(['NEWER']);
    expect(report.loaded).toHaveBeenCalledTimes(2);
    expect(report.failed).not.toHaveBeenCalled();
  });

  it('a burst of live changes while a quiet read is on its way: one more read once it is in, not one per change', async () => {
    const { hook, ids, firstPage, asked, answer, requests } = setUp();
    await firstPage(['A'], 1);
    act(() => hook.result.current.reloadQuietly());
    await asked(2);
    for (let change = 0; change < 5; change++) act(() => hook.result.current.reloadQuietly());
    await settle();
    expect(requests).toHaveLength(2);
    // The read on its way may predate the changes: one more is asked once it is in, and it is the list's.
    await answer(1, ['A', 'B'], { totalCount: 2 });
    await asked(3);
    await answer(2, ['A', 'B', 'C'], { totalCount: 3 });
    await settle();
    expect(ids()).toEqual(['A', 'B', 'C']);
    expect(requests).toHaveLength(3);
    // Quiet: nobody asked, so nobody is told.
    expect(hook.result.current.loading).toBe(false);
    // A later change reads again.
    act(() => hook.result.current.reloadQuietly());
    await asked(4);
  });

  it('reports a failed Load more and keeps what is listed, with the same cursor', async () => {
    const { requests, report, hook, ids, asked, firstPage } = setUp();
    await firstPage(['A'], 2);
    act(() => hook.result.current.loadMore());
    await asked(2);
    await act(async () => requests[1].fail());
    await settle();
    expect(report.failed).toHaveBeenCalledTimes(1);
    // With the cause, for a list that logs it rather than telling the reader.
    expect(report.failed).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }));
    expect(ids()).toEqual(['A']);
    expect(hook.result.current).toMatchObject({ hasMore: true, loadingMore: false });
    act(() => hook.result.current.loadMore());
    await asked(3);
    expect(requests[2].after).toBe('a');
  });

  it('takes a row away locally, with the count', async () => {
    const { hook, ids, firstPage } = setUp();
    await firstPage(['A', 'B'], 5);
    act(() => hook.result.current.removeLocally('A'));
    expect(ids()).toEqual(['B']);
    expect(hook.result.current.totalCount).toBe(4);
    act(() => hook.result.current.removeLocally('nope'));
    expect(hook.result.current.totalCount).toBe(4);
  });
});

describe('useCursorPages after the shell’s early answer to its first page', () => {
  const FIRST = productPage([item('A'), item('B')], { totalCount: 3, endCursor: 'b', hasNextPage: true });
  /** The shell's early script asked for the first page (as src/app/early-queries.ts lists a list's) and its answer is in. */
  async function earlyAnswerIn(variables: Readonly<Record<string, EarlyVariable>> = {}) {
    sessionStorage.setItem(SESSION_KEYS.token, 'token-a');
    sessionStorage.setItem(SESSION_KEYS.role, 'Employee');
    global.fetch = jest.fn(
      async () => new Response(JSON.stringify({ data: { productsConnection: FIRST } }), { status: 200 }),
    ) as unknown as typeof fetch;
    const request = {
      path: '/catalogue',
      role: 'Employee',
      operationName: 'CatalogueProducts',
      query: 'query CatalogueProducts { x }',
      variables,
    };
    startEarlyQuery([request], '/catalogue');
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  afterEach(() => {
    takeEarlyAnswer('CatalogueProducts', {}, 'token-a');
    sessionStorage.clear();
  });

  it('is the list from its first render, reported loaded once, and the server is not asked for it again', async () => {
    await earlyAnswerIn();
    const { requests, report, hook, ids, asked } = setUp();
    expect(ids()).toEqual(['A', 'B']);
    expect(hook.result.current).toMatchObject({ totalCount: 3, hasMore: true, loading: false });
    await settle();
    expect(requests).toHaveLength(0);
    expect(report.loaded).toHaveBeenCalledTimes(1);
    // The next page follows the early page's cursor.
    act(() => hook.result.current.loadMore());
    await asked(1);
    expect(requests[0].after).toBe('b');
  });

  it('asks the server as before when the early answer was for other variables', async () => {
    await earlyAnswerIn({ search: 'tuyo' });
    const { requests, hook, asked } = setUp();
    expect(hook.result.current).toMatchObject({ items: null, loading: true });
    await asked(1);
    expect(requests[0].after).toBeUndefined();
  });
});
