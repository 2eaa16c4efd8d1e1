import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { formFailure } from '../../../api/api-errors';
import { MarkOrderPaidDocument } from '../api/mark-order-paid.generated';
import { RecordOrderRefundDocument } from '../api/record-order-refund.generated';
import { RevertOrderPaymentDocument } from '../api/revert-order-payment.generated';
import { UndoFulfilmentStepDocument } from '../api/undo-fulfilment-step.generated';
import type { OrderActionRequest } from '../components/order-actions';
import { onDemand } from '../../../components/on-demand';
import { markOwnChange } from '../../../state/live-orders';
import { toast } from '../../../state/toast';

// The dialogs (Bootstrap's modal) load once the page is idle, or when one is opened.
const OrderActionDialogs = onDemand(
  () => import('../components/OrderActionDialogs').then((module) => module.OrderActionDialogs),
  {
    neededWhen: ({ request }) => request !== null,
  },
);

/**
 * An employee's payment and correction actions on an order, each asked once more in a dialog:
 * Mark as paid (the total beside the proof), undo a payment or the last step (with a reason),
 * record a refund. `refresh` reads the screen's orders again after each answer.
 */
export function useOrderActions(
  refresh: () => void,
  today: string,
): { open: (request: OrderActionRequest) => void; busy: number | null; dialogs: ReactNode } {
  const [request, setRequest] = useState<OrderActionRequest | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [markPaid] = useMutation(MarkOrderPaidDocument);
  const [revert] = useMutation(RevertOrderPaymentDocument);
  const [undo] = useMutation(UndoFulfilmentStepDocument);
  const [recordRefund] = useMutation(RecordOrderRefundDocument);
  const close = () => setRequest(null);

  /** Runs the change; someone else's earlier change (or a closed window) is a notice with its reason, and the list as it is now. */
  const run = async (orderId: number, change: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(orderId);
    try {
      markOwnChange(orderId);
      await change();
      toast.success(done);
    } catch (error) {
      const { code, message } = formFailure(error);
      toast.failure(failed, code === 'CONFLICT' || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' ? message : null);
    } finally {
      setBusy(null);
      close();
      refresh();
    }
  };

  const orderId = request?.order.orderId ?? 0;
  // The step the clerk saw: a second tap finds it undone instead of undoing the one before it.
  const step = request?.kind === 'undoStep' ? (request.order.fulfilmentStatus ?? null) : null;
  const dialogs = (
    <OrderActionDialogs
      request={request}
      today={today}
      busy={busy !== null}
      onClose={close}
      onMarkPaid={() =>
        void run(
          orderId,
          () => markPaid({ variables: { orderId } }),
          `Order ${orderId} marked as paid.`,
          `Order ${orderId} could not be marked as paid.`,
        )
      }
      onReason={(reason) =>
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
      onRefund={(refund) =>
        void run(
          orderId,
          () => recordRefund({ variables: { input: { orderId, ...refund } } }),
          `The refund of order ${orderId} was recorded.`,
          `The refund of order ${orderId} could not be recorded.`,
        )
      }
    />
  );
  return { open: setRequest, busy, dialogs };
}
