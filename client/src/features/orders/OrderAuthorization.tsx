import { useState } from 'react';
import { OrdersToAuthorizeDocument, type OrdersToAuthorizeQuery } from './api/orders-to-authorize.generated';
import { MESSAGES } from '../../lib/messages';
import type { RefreshFlag } from '../../state/refresh-flags';
import { toast } from '../../state/toast';
import { AuthorizationTable, type QueueOrder } from './components/AuthorizationTable';
import type { Decision } from './components/DecisionDialog';
import type { ShownProof } from './components/PaymentProofThumbnail';
import { paymentText } from './utils/payment-settlement';
import { onDemand } from '../../components/on-demand';
import { TableSkeleton } from '../../components/Skeletons';
import { PortalHeading } from '../../components/PortalHeading';
import { CursorPagedList } from '../../components/lists/CursorPagedList';
import { LIVE_NOTICES, markOwnChange } from '../../state/live-orders';
import { useOrderPages, type LiveOrderList, type OrderListReport } from './hooks/use-order-pages';
import { useOrderActions } from './hooks/use-order-actions';
import { formatPeso } from '../../lib/format';
import { manilaDay } from '@waters/domain';

// Another tab decided an order or a customer placed one.
const RELOAD_ON: readonly RefreshFlag[] = ['ordersUpdated', 'cartCleared'];

const pick = (data: OrdersToAuthorizeQuery) => data.ordersToAuthorizeConnection;
const REPORT: OrderListReport = {
  // An empty queue is no failure: the list itself says so, in the error catalogue's words.
  loaded: (orders) => {
    if (orders.length > 0) toast.success(MESSAGES.fetchedOrders);
  },
  failed: () => toast.failure(MESSAGES.errorFetchingOrders),
};

// The dialog (Bootstrap's modal) loads once the queue has loaded and the page is idle, or when opened.
const DecisionDialog = onDemand(() => import('./components/DecisionDialog').then((module) => module.DecisionDialog), {
  neededWhen: ({ decision }) => decision !== null,
});

// The proof's large view (Bootstrap's modal too), likewise.
const ProofDialog = onDemand(() => import('./components/ProofDialog').then((module) => module.ProofDialog), {
  neededWhen: ({ proof }) => proof !== null,
});

// New orders join the queue and others' decisions leave it as they happen.
const LIVE: LiveOrderList = { concerns: () => true, announce: LIVE_NOTICES.queue };

/** order-page, Employee view: approve or cancel pending orders. */
export function OrderAuthorization() {
  const { orders, ...pages } = useOrderPages(OrdersToAuthorizeDocument, pick, REPORT, RELOAD_ON, undefined, LIVE);
  const { loading, reload: refresh, removeLocally } = pages;

  const [decision, setDecision] = useState<Decision | null>(null);
  const decide = (order: QueueOrder, action: Decision['action']) => setDecision({ order, action });
  const [proof, setProof] = useState<ShownProof | null>(null);
  const proofOrder = proof ? orders?.find((order) => order.orderId === proof.orderId) : undefined;
  // Mark as paid and its undo, each asked once more in a dialog.
  const actions = useOrderActions(refresh, manilaDay(new Date()));

  return (
    <section aria-labelledby="portal-title" aria-busy={loading}>
      <OrderAuthorizationHeading />
      {orders === null ? (
        <>
          <p role="status" className={loading ? undefined : 'text-danger-emphasis'}>
            {loading ? 'Loading orders…' : 'The orders could not be loaded.'}
          </p>
          {loading && <TableSkeleton rows={2} kind="orders" />}
        </>
      ) : orders.length === 0 ? (
        <p role="status" className="text-body-secondary">
          {MESSAGES.noValidOrders}
        </p>
      ) : (
        <CursorPagedList pages={pages} shown={orders.length} noun="orders">
          <AuthorizationTable
            orders={orders}
            onDecide={decide}
            onMarkPaid={(order) => actions.open({ kind: 'markPaid', order })}
            onRevertPayment={(order) => actions.open({ kind: 'revertPayment', order })}
            onOpenProof={setProof}
            markingPaid={actions.busy}
          />
        </CursorPagedList>
      )}
      <DecisionDialog
        decision={decision}
        onClose={() => setDecision(null)}
        onDecided={(orderId) => {
          markOwnChange(orderId);
          setDecision(null);
          removeLocally(orderId);
          refresh();
        }}
        onStale={() => {
          setDecision(null);
          refresh();
        }}
      />
      <ProofDialog proof={proof} detail={proofOrder ? proofDetail(proofOrder) : ''} onClose={() => setProof(null)} />
      {actions.dialogs}
    </section>
  );
}

/** Beside the receipt, what it must show: the order's total first. */
const proofDetail = (order: QueueOrder) =>
  [
    `Order total ${formatPeso(order.totalAmount)}`,
    paymentText(order),
    order.paymentReference && `Reference ${order.paymentReference}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** The queue's title (also what the page's shell shows an employee while its code loads: app/pages/shell-headings.tsx). */
export function OrderAuthorizationHeading() {
  return <PortalHeading title="ORDER AUTHORIZATION" />;
}
