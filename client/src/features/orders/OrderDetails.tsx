import { useQuery } from '@apollo/client/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { takeArrivedEarlyAnswer } from '../../api/api-client';
import { Link, useParams } from 'react-router-dom';
import { errorCode } from '../../api/api-errors';
import { CustomerStatusBadge } from './components/CustomerStatusBadge';
import { customerNextStep } from '../../lib/order-life';
import { NextStep } from './components/NextStep';
import { DeliveryFacts, OrderItems } from './components/OrderDetailPanels';
import { HEADING_ID, HOME_CRUMB, ShopHeader, STOREFRONT_CRUMB, type Crumb } from '../../components/ScreenHeader';
import { formatMediumDate } from '../../lib/format';
import { PATHS } from '../../lib/paths';
import { useLiveOrders } from '../../state/live-orders';
import { MyOrderDocument, type OrderDetailsFragment } from './api/my-order.generated';
import { OrderTimeline } from './components/OrderTimeline';
import { PaymentPanel, ProofForms, takesProof } from './components/PaymentPanel';
import './components/order-details.css';
import { FRESH_READ } from '../../api/fresh-read';

/** An order ID as the address carries it: a positive whole number. */
const parseOrderId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

const PENDING_CRUMB: Crumb = { label: 'YOUR PENDING ORDERS', to: PATHS.pendingOrders };
const HISTORY_CRUMB: Crumb = { label: 'YOUR ORDER HISTORY', to: PATHS.completeOrders };

const listCrumb = (order: OrderDetailsFragment | undefined): Crumb[] =>
  !order ? [] : order.orderStatus === 'PENDING' ? [PENDING_CRUMB] : [HISTORY_CRUMB];

/**
 * orders/:orderId, a customer's own order: first the word for where it stands and what comes next
 * (where to send the money, with the proof and reference of a transfer), then its steps, lines and
 * totals, payment and delivery; it follows the live order stream.
 */
export function OrderDetails() {
  const orderId = parseOrderId(useParams().orderId);
  // The early answer (asked for by the shell) already in: the first render is the order, and no second ask.
  const [early] = useState(() => orderId !== null && takeArrivedEarlyAnswer(MyOrderDocument, { orderId }));
  const { data, loading, error, refetch } = useQuery(MyOrderDocument, {
    variables: { orderId: orderId ?? 0 },
    skip: orderId === null,
    fetchPolicy: early ? 'cache-first' : 'cache-and-network',
    context: FRESH_READ,
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
      <ShopHeader
        title={title}
        trail={[HOME_CRUMB, STOREFRONT_CRUMB, ...listCrumb(order)]}
        awaitedCrumb={!order && loading ? PENDING_CRUMB.label : undefined}
      />
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

interface PanelOf {
  id: string;
  title: string;
  Body: ComponentType<{ order: OrderDetailsFragment }>;
}

/** The order's panels, in two columns on a wide screen: its steps and lines, then its payment and delivery. */
const COLUMNS: readonly { className: string; panels: readonly PanelOf[] }[] = [
  {
    className: 'col-12 col-lg-7',
    panels: [
      { id: 'order-steps-title', title: 'Progress', Body: OrderTimeline },
      { id: 'order-items-title', title: 'Items', Body: OrderItems },
    ],
  },
  {
    className: 'col-12 col-lg-5',
    panels: [
      { id: 'order-payment-title', title: 'Payment', Body: PaymentPanel },
      { id: 'order-delivery-title', title: 'Delivery', Body: DeliveryFacts },
    ],
  },
];

function OrderBody({ order, onChanged }: { order: OrderDetailsFragment; onChanged: () => void }) {
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
        {COLUMNS.map(({ className, panels }) => (
          <div key={className} className={className}>
            {panels.map(({ id, title, Body }) => (
              <Panel key={id} id={id} title={title}>
                <Body order={order} />
              </Panel>
            ))}
          </div>
        ))}
      </div>
    </>
  );
}
