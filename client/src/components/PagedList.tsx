import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

/**
 * The list's records in either layout: those marked data-record (RecordList's table rows and
 * phone cards), else the rows of its table (an order's lines are a table of their own inside a cell).
 */
function listedRecords(box: HTMLElement | null): readonly HTMLElement[] {
  const marked = box ? [...box.querySelectorAll<HTMLElement>('[data-record]')] : [];
  if (marked.length > 0) return marked;
  return [...(box?.querySelector('table')?.tBodies[0]?.rows ?? [])];
}

interface PagedListProps {
  /** The table of what is loaded so far. */
  children: ReactNode;
  shown: number;
  total: number;
  /** What the list holds, plural ("orders"). */
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * A long list's table and, under it, how much of it is on screen ("Showing X of Y orders", a
 * polite status) with a "Load more" button while there is a next page. The button keeps focus
 * while the rows arrive above it (it is aria-disabled, not disabled); when the last page arrives
 * and the button goes, focus moves to the first new row instead of being lost.
 */
export function PagedList({ children, shown, total, noun, hasMore, loading, onLoadMore }: PagedListProps) {
  const box = useRef<HTMLDivElement>(null);
  // How many rows were listed when Load more was pressed, until that page is in.
  const from = useRef<number | null>(null);

  useEffect(() => {
    if (loading || from.current === null) return;
    const firstNew = from.current;
    from.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    const records = listedRecords(box.current);
    const row = records[firstNew] ?? records[firstNew - 1];
    if (!row) return;
    row.tabIndex = -1;
    row.focus();
  }, [loading]);

  const loadMore = () => {
    if (!loading) from.current = shown;
    onLoadMore();
  };

  return (
    <div ref={box}>
      {children}
      {(hasMore || total > shown) && (
        <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
          <p className="mb-0 text-body-secondary" role="status">
            Showing {shown} of {total} {noun}
          </p>
          {hasMore && (
            <Button variant="outline-secondary" className="load-more" onClick={loadMore} aria-disabled={loading}>
              {loading ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
