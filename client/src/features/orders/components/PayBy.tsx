import { lazy, Suspense } from 'react';
import type { PayByOrder } from './PayByLine';

// Its code (the statements' rules, the day in words) comes only with an order on terms: a household's lists never load it.
// React's own lazy, not onDemand: the order pages would otherwise take on-demand's shared chunk with it.
const PayByLine = lazy(() => import('./PayByLine').then((module) => ({ default: module.PayByLine })));

/** The day an order on terms is to be paid by, and whether it is overdue; nothing for other orders, or a cancelled one, which no one pays. */
export function PayBy({ order, className }: { order: PayByOrder; className?: string }) {
  if (!order.dueDate || order.orderStatus === 'CANCELLED') return null;
  return (
    <Suspense fallback={null}>
      <PayByLine order={order} className={className} />
    </Suspense>
  );
}
