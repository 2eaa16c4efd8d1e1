import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { CustomerStatusBadge } from './CustomerStatusBadge';
import { formatDeliveryDate } from '../../../lib/delivery-date';
import { formatPeso } from '../../../lib/format';
import { orderDetailsPath } from '../../../lib/paths';
import { useLiveOrders } from '../../../state/live-orders';
import { MyOrderDocument } from '../api/my-order.generated';
import { NextStep } from './NextStep';
import { FRESH_READ } from '../../../api/fresh-read';

/** What Confirm Order hands Pending Orders: the order just placed. */
export interface JustPlacedState {
  placedOrderId: number;
}

export const justPlacedId = (state: unknown): number | null => {
  const id = (state as Partial<JustPlacedState> | null)?.placedOrderId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Pending Orders right after Confirm Order leads with the new order: its number, total, the day it
 * comes or is picked up, where it stands and what to do next (where to send the money, the cash to
 * have ready), and the way to its own page. It follows the order live.
 */
export function JustPlaced({ orderId }: { orderId: number }) {
  const { data, refetch } = useQuery(MyOrderDocument, {
    variables: { orderId },
    fetchPolicy: 'cache-and-network',
    context: FRESH_READ,
  });
  useLiveOrders((change) => {
    if (change === 'resync' || change.orderId === orderId) void refetch();
  });
  const order = data?.myOrder;
  if (!order) return null;
  const day = order.deliveryMethod === 'PICKUP' ? 'Pickup' : 'Delivery';
  return (
    <section aria-labelledby="just-placed-title" className="card shadow-sm bg-white mb-3 just-placed">
      <div className="card-body">
        <h2 id="just-placed-title" className="h5 d-flex flex-wrap align-items-center gap-2">
          Order {order.orderId} placed <CustomerStatusBadge word={order.customerStatus} />
        </h2>
        <p className="mb-2">
          Total <strong>{formatPeso(order.totalAmount)}</strong>
          {order.deliveryDate && (
            <>
              {' · '}
              {day} on <strong>{formatDeliveryDate(order.deliveryDate)}</strong>
            </>
          )}
        </p>
        <NextStep order={order} payTo={order.payTo} />
        <Link to={orderDetailsPath(order.orderId)} className="btn btn-primary mt-2">
          Open order {order.orderId}
        </Link>
      </div>
    </section>
  );
}
