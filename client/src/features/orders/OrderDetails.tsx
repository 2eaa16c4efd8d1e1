import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorCode } from '../../api/api-errors';
import { CustomerStatusBadge } from './components/CustomerStatusBadge';
import { customerNextStep } from '../../lib/order-life';
import { NextStep } from './components/NextStep';
import { CartItemsTable } from './components/order-fields';
import { HEADING_ID, HOME_CRUMB, ShopHeader, STOREFRONT_CRUMB, type Crumb } from '../../components/ScreenHeader';
import { formatDeliveryDate } from '../../lib/delivery-date';
import { formatMediumDate, formatPeso } from '../../lib/format';
import { PATHS } from '../../lib/paths';
import { useLiveOrders } from '../../state/live-orders';
import { MyOrderDocument, type OrderDetailsFragment } from './api/my-order.generated';
import { METHOD_LABELS } from '../../lib/delivery-labels';
import { OrderTimeline } from './components/OrderTimeline';
import { PaymentPanel, ProofForms, takesProof } from './components/PaymentPanel';
import './components/order-details.css';

/** An order ID as the address carries it: a positive whole number. */
const parseOrderId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

const listCrumb = (order: OrderDetailsFragment | undefined): Crumb[] =>
  !order
    ? []
    : order.orderStatus === 'PENDING'
      ? [{ label: 'YOUR PENDING ORDERS', to: PATHS.pendingOrders }]
      : [{ label: 'YOUR ORDER HISTORY', to: PATHS.completeOrders }];

/**
 * orders/:orderId, a customer's own order: first the word for where it stands and what comes next
 * (where to send the money, with the proof and reference of a transfer), then its steps, lines and
 * totals, payment and delivery; it follows the live order stream.
 */
export function OrderDetails() {
  const orderId = parseOrderId(useParams().orderId);
  const { data, loading, error, refetch } = useQuery(MyOrderDocument, {
    variables: { orderId: orderId ?? 0 },
    skip: orderId === null,
    fetchPolicy: 'cache-and-network',
  });
  // A change to this order (approval, packing, payment …), or a reopened stream, reads it again.
  useLiveOrders((change) => {
    if (change === 'resync' || change.orderId === orderId) void refetch();
  }, orderId !== null);
  const order = data?.myOrder ?? undefined;
  const title = orderId === null ? 'ORDER NOT FOUND' : `ORDER ${orderId}`;

  let body: ReactNode;
  if (order) body = <OrderBody order={order} onChanged={() => void refetch()} />;
  else if (loading) body = <p role="status">Loading the order…</p>;
  else if (orderId === null || errorCode(error) === 'NOT_FOUND' || (data && !data.myOrder)) body = <NotFound />;
  else
    body = (
      <p>
        The order could not be loaded. Please try again later, or see{' '}
        <Link to={PATHS.pendingOrders}>your pending orders</Link>.
      </p>
    );

  return (
    <section aria-labelledby={HEADING_ID}>
      <ShopHeader title={title} trail={[HOME_CRUMB, STOREFRONT_CRUMB, ...listCrumb(order)]} />
      {body}
    </section>
  );
}

function NotFound() {
  return (
    <p>
      This order is not among your orders. See <Link to={PATHS.pendingOrders}>your pending orders</Link> or{' '}
      <Link to={PATHS.completeOrders}>your order history</Link>.
    </p>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card shadow-sm bg-white mb-3">
      <div className="card-body">
        <h2 id={id} className="h5">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function OrderBody({ order, onChanged }: { order: OrderDetailsFragment; onChanged: () => void }) {
  const delivering = order.deliveryMethod === 'DELIVERY';
  const transferOpen = takesProof(order);
  return (
    <>
      {/* Where it stands, in the customer's word, and what comes next: first, on a phone too. */}
      <p className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <CustomerStatusBadge word={order.customerStatus} className="fs-6" />
        <span>Placed {formatMediumDate(order.orderDate)}</span>
      </p>
      {(customerNextStep(order) || transferOpen) && (
        <div className="card shadow-sm bg-white mb-3 next-step-card">
          <div className="card-body">
            <NextStep order={order} payTo={order.payTo} />
            {transferOpen && <ProofForms order={order} onChanged={onChanged} />}
          </div>
        </div>
      )}
      <div className="row">
        <div className="col-12 col-lg-7">
          <Panel id="order-steps-title" title="Progress">
            <OrderTimeline order={order} />
          </Panel>
          <Panel id="order-items-title" title="Items">
            <div className="table-responsive">
              <CartItemsTable order={order} />
            </div>
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
          </Panel>
        </div>
        <div className="col-12 col-lg-5">
          <Panel id="order-payment-title" title="Payment">
            <PaymentPanel order={order} />
          </Panel>
          <Panel id="order-delivery-title" title="Delivery">
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
          </Panel>
        </div>
      </div>
    </>
  );
}
