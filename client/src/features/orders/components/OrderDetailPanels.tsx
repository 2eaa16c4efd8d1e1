import { formatDeliveryDate } from '../../../lib/delivery-date';
import { METHOD_LABELS } from '../../../lib/delivery-labels';
import { formatPeso } from '../../../lib/format';
import { ScrollableTable } from '../../../components/ScrollableTable';
import type { OrderDetailsFragment } from '../api/my-order.generated';
import { LineLots } from './LineLots';
import { CartItemsTable } from './order-fields';

/** The order's lines (each with the lots it was packed from, once packed), then its goods, delivery fee and total. */
export function OrderItems({ order }: { order: OrderDetailsFragment }) {
  return (
    <>
      <ScrollableTable label="Products ordered">
        <CartItemsTable order={order} lineNote={(line) => <LineLots lots={line.lots} />} />
      </ScrollableTable>
      <dl className="mt-3 mb-0 text-end">
        <div>
          <dt className="d-inline fw-normal">Goods: </dt>
          <dd className="d-inline mb-0">{formatPeso(order.goodsAmount)}</dd>
        </div>
        <div>
          <dt className="d-inline fw-normal">Delivery fee: </dt>
          <dd className="d-inline mb-0">{formatPeso(order.deliveryFee)}</dd>
        </div>
        <div className="h5 mb-0 mt-1">
          <dt className="d-inline">Total: </dt>
          <dd className="d-inline mb-0">{formatPeso(order.totalAmount)}</dd>
        </div>
      </dl>
    </>
  );
}

/** How the order comes: the method, the zone of a delivery, the day, the address and the note. */
export function DeliveryFacts({ order }: { order: OrderDetailsFragment }) {
  const delivering = order.deliveryMethod === 'DELIVERY';
  return (
    <dl className="row mb-0">
      <dt className="col-sm-4">Method</dt>
      <dd className="col-sm-8">{METHOD_LABELS[order.deliveryMethod]}</dd>
      {delivering && (
        <>
          <dt className="col-sm-4">Zone</dt>
          <dd className="col-sm-8">{order.deliveryZoneName ?? '—'}</dd>
        </>
      )}
      <dt className="col-sm-4">{delivering ? 'Delivery date' : 'Pickup date'}</dt>
      <dd className="col-sm-8">{order.deliveryDate ? formatDeliveryDate(order.deliveryDate) : 'Not set'}</dd>
      <dt className="col-sm-4">{delivering ? 'Address' : 'Your address'}</dt>
      <dd className="col-sm-8 text-break">{order.address}</dd>
      <dt className="col-sm-4">Note</dt>
      <dd className="col-sm-8 text-break mb-0 order-note">{order.orderNote || 'None'}</dd>
    </dl>
  );
}
