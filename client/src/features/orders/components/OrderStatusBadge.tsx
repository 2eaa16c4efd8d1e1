import type { OrderStatus } from '../../../gql/graphql';

/** Colour and text together (never colour alone): approved green, cancelled red, pending amber. */
const LOOK: Record<OrderStatus, string> = {
  APPROVED: 'text-bg-success',
  CANCELLED: 'text-bg-danger',
  PENDING: 'text-bg-warning',
};

/** An order's status as a badge, in the original site's words. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge ${LOOK[status] ?? 'text-bg-secondary'}`}>{status}</span>;
}
