import { FULFILMENT_LABELS, FULFILMENT_STEPS, type FulfilmentStatus } from '@waters/domain';
import type { ActedOrder, OrderActionRequest } from './order-actions';
import { undoUntil } from '../../../lib/order-life';
import { MarkPaidDialog } from './MarkPaidDialog';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';
import { RefundDialog, type RefundSent } from './RefundDialog';

const TIME = new Intl.DateTimeFormat('en-PH', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Manila' });
const stepWord = (step: FulfilmentStatus | null | undefined) => (step ? FULFILMENT_LABELS[step] : 'not packed');
const previousStep = (order: ActedOrder) => {
  const steps = FULFILMENT_STEPS[order.deliveryMethod];
  const at = order.fulfilmentStatus ? steps.indexOf(order.fulfilmentStatus) : -1;
  return at > 0 ? steps[at - 1] : null;
};

/** The reason dialog's words for taking back a payment or a step, with until when it can be. */
function reasonRequest(request: OrderActionRequest): ReasonRequest | null {
  if (request.kind === 'revertPayment') {
    const { order } = request;
    return {
      title: `Undo the payment of order ${order.orderId}`,
      explanation: `The payment marked by mistake is taken back: the order is ${order.hasPaymentProof ? 'waiting for its proof to be checked again' : 'unpaid'} again. This can be done until midnight (Manila) of the day it was marked.`,
      confirmLabel: 'Undo payment',
    };
  }
  if (request.kind === 'undoStep') {
    const { order } = request;
    const until = undoUntil(order, 'undoStep');
    const cash =
      order.amountCollected !== null && order.amountCollected !== undefined
        ? ' The cash recorded with it is taken back too.'
        : '';
    return {
      title: `Undo "${stepWord(order.fulfilmentStatus)}" (order ${order.orderId})`,
      explanation: `Order ${order.orderId} goes back to ${stepWord(previousStep(order)).toLowerCase()}.${cash}${until ? ` This can be done until ${TIME.format(until)}.` : ''}`,
      confirmLabel: `Undo ${stepWord(order.fulfilmentStatus).toLowerCase()}`,
    };
  }
  return null;
}

/** The dialog of the action asked for (none while `request` is null). */
export function OrderActionDialogs({
  request,
  today,
  busy,
  onClose,
  onMarkPaid,
  onReason,
  onRefund,
}: {
  request: OrderActionRequest | null;
  today: string;
  busy: boolean;
  onClose: () => void;
  onMarkPaid: () => void;
  onReason: (reason: string) => void;
  onRefund: (refund: RefundSent) => void;
}) {
  return (
    <>
      <MarkPaidDialog
        order={request?.kind === 'markPaid' ? request.order : null}
        busy={busy}
        onClose={onClose}
        onConfirm={onMarkPaid}
      />
      <ReasonDialog
        request={request ? reasonRequest(request) : null}
        busy={busy}
        onClose={onClose}
        onConfirm={onReason}
      />
      <RefundDialog
        order={request?.kind === 'recordRefund' ? request.order : null}
        today={today}
        busy={busy}
        onClose={onClose}
        onConfirm={onRefund}
      />
    </>
  );
}
