import { useState, type ReactNode } from 'react';
import { formFailure } from '../../../api/api-errors';
import type { OrderActionRequest } from '../components/order-actions';
import { onDemand } from '../../../components/on-demand';
import { markOwnChange } from '../../../state/live-orders';
import { toast } from '../../../state/toast';

// The dialogs (Bootstrap's modal), with the changes they send, load once the page is idle, or when one is opened.
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

  const dialogs = <OrderActionDialogs request={request} today={today} busy={busy !== null} onClose={close} run={run} />;
  return { open: setRequest, busy, dialogs };
}
