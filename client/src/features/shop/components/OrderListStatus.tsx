/** What an order list shows instead of its table: loading, or nothing to list. */
export function OrderListStatus({ loading, emptyText }: { loading: boolean; emptyText: string }) {
  return loading ? (
    <p role="status" className="py-2">
      Loading…
    </p>
  ) : (
    <p className="py-2">{emptyText}</p>
  );
}
