import Button from 'react-bootstrap/Button';

interface LoadMoreProps {
  shown: number;
  total: number;
  /** What the list holds, plural ("orders"). */
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * Under a long list: how much of it is on screen, and a button for the next page while there
 * is one. The button keeps focus while the rows arrive above it.
 */
export function LoadMore({ shown, total, noun, hasMore, loading, onLoadMore }: LoadMoreProps) {
  if (total <= shown && !hasMore) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
      <p className="mb-0 text-body-secondary" role="status">
        Showing {shown} of {total} {noun}
      </p>
      {hasMore && (
        <Button variant="outline-secondary" onClick={onLoadMore} aria-disabled={loading}>
          {loading ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
