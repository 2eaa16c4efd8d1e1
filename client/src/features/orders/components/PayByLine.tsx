import { manilaDay, payByText, UNPAID_PAYMENT_STATUSES, type PaymentStatus } from '@waters/domain';
import type { OrderStatus } from '../../../gql/graphql';
import { formatDeliveryDate } from '../../../lib/delivery-date';

/** What the pay-by line reads of an order: its due day (an account on terms), how far it is paid, and whether it stands. */
export interface PayByOrder {
  dueDate?: string | null;
  paymentStatus: PaymentStatus;
  orderStatus?: OrderStatus;
}

/** Past its due day (a Manila day) and still not paid: what the statements count as overdue. */
export const isOverdue = (order: PayByOrder, today = manilaDay(new Date())): boolean =>
  !!order.dueDate && order.dueDate < today && UNPAID_PAYMENT_STATUSES.includes(order.paymentStatus);

/**
 * "Pay by Tue 15 Dec 2026." under an order of a trade account on terms, with an Overdue badge (its
 * word, not its colour alone) once that day has passed unpaid. Shown through PayBy (./PayBy.tsx).
 */
export function PayByLine({ order, className }: { order: PayByOrder; className?: string }) {
  if (!order.dueDate) return null;
  return (
    <span className={className}>
      {payByText(order.dueDate, formatDeliveryDate)}
      {isOverdue(order) && <span className="badge text-bg-danger ms-1">Overdue</span>}
    </span>
  );
}
