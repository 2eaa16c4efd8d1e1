import type { ReactNode } from 'react';
import { PagedList } from '../PagedList';

/** What a cursor-paged list's hook (useCursorPages and those built on it) tells its PagedList. */
export interface LoadedPages {
  totalCount: number;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** A PagedList fed straight from its hook: `shown` records loaded so far, of `pages.totalCount`. */
export function CursorPagedList({
  pages,
  shown,
  noun,
  children,
}: {
  pages: LoadedPages;
  shown: number;
  /** What the list holds, plural ("orders"). */
  noun: string;
  children: ReactNode;
}) {
  return (
    <PagedList
      shown={shown}
      total={pages.totalCount}
      noun={noun}
      hasMore={pages.hasMore}
      loading={pages.loading || pages.loadingMore}
      onLoadMore={pages.loadMore}
    >
      {children}
    </PagedList>
  );
}
