import { useMutation } from '@apollo/client/react';
import { FULFILMENT_LABELS, FULFILMENT_STEPS, type FulfilmentStatus } from '@waters/domain';
import { MarkOrderPaidDocument } from '../api/mark-order-paid.generated';
import { RecordOrderRefundDocument } from '../api/record-order-refund.generated';
import { RevertOrderPaymentDocument } from '../api/revert-order-payment.generated';
import { UndoFulfilmentStepDocument } from '../api/undo-fulfilment-step.generated';
import type { ActedOrder, OrderActionRequest } from './order-actions';
import { formatClockTime } from '../../../lib/format';
import { undoUntil } from '../../../lib/order-life';
import { MarkPaidDialog } from './MarkPaidDialog';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';
import { RefundDialog } from './RefundDialog';

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
      explanation: `Order ${order.orderId} goes back to ${stepWord(previousStep(order)).toLowerCase()}.${cash}${until ? ` This can be done until ${formatClockTime(until)}.` : ''}`,
      confirmLabel: `Undo ${stepWord(order.fulfilmentStatus).toLowerCase()}`,
    };
  }
  return null;
}

/**
 * Sends one change to an order (the hook's): the notice that it was done, or the refusal's reason;
 * the dialog closes and the screen reads its orders again either way.
 */
export type RunChange = (
  orderId: number,
  change: () => Promise<unknown>,
  done: string,
  failed: string,
) => Promise<void>;

/**
 * The dialog of the action asked for (none while `request` is null), and the change its answer
 * sends: these documents load with the dialogs, not with the page.
 */
export function OrderActionDialogs({
  request,
  today,
  busy,
  onClose,
  run,
}: {
  request: OrderActionRequest | null;
  today: string;
  busy: boolean;
  onClose: () => void;
  run: RunChange;
}) {
  const [markPaid] = useMutation(MarkOrderPaidDocument);
  const [revert] = useMutation(RevertOrderPaymentDocument);
  const [undo] = useMutation(UndoFulfilmentStepDocument);
  const [recordRefund] = useMutation(RecordOrderRefundDocument);
  const orderId = request?.order.orderId ?? 0;
  // The step the clerk saw: a second tap finds it undone instead of undoing the one before it.
  const step = request?.kind === 'undoStep' ? (request.order.fulfilmentStatus ?? null) : null;
  return (
    <>
      <MarkPaidDialog
        order={request?.kind === 'markPaid' ? request.order : null}
        busy={busy}
        onClose={onClose}
        onConfirm={() =>
          void run(
            orderId,
            () => markPaid({ variables: { orderId } }),
            `Order ${orderId} marked as paid.`,
            `Order ${orderId} could not be marked as paid.`,
          )
        }
      />
      <ReasonDialog
        request={request ? reasonRequest(request) : null}
        busy={busy}
        onClose={onClose}
        onConfirm={(reason) =>
          void (request?.kind === 'revertPayment'
            ? run(
                orderId,
                () => revert({ variables: { orderId, reason } }),
                `The payment of order ${orderId} was taken back.`,
                `The payment of order ${orderId} could not be taken back.`,
              )
            : run(
                orderId,
                () => undo({ variables: { orderId, reason, step } }),
                `The last step of order ${orderId} was undone.`,
                `The last step of order ${orderId} could not be undone.`,
              ))
        }
      />
      <RefundDialog
        order={request?.kind === 'recordRefund' ? request.order : null}
        today={today}
        busy={busy}
        onClose={onClose}
        onConfirm={(refund) =>
          void run(
            orderId,
            () => recordRefund({ variables: { input: { orderId, ...refund } } }),
            `The refund of order ${orderId} was recorded.`,
            `The refund of order ${orderId} could not be recorded.`,
          )
        }
      />
    </>
  );
}
