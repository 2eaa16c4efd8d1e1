import { TableSkeleton } from '../../../components/Skeletons';

/** What an order list shows instead of its table: loading (and the table's place), or nothing to list. */
export function OrderListStatus({ loading, emptyText }: { loading: boolean; emptyText: string }) {
  return loading ? (
    <>
      <p role="status" className="py-2">
        Loading…
      </p>
      <TableSkeleton rows={1} kind="orders" />
    </>
  ) : (
    <p className="py-2">{emptyText}</p>
  );
}
