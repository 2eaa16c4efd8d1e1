import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { formFailure } from '../api/api-errors';
import { MarkOrderPaidDocument } from '../api/mark-order-paid.generated';
import { markOwnChange } from '../state/live-orders';
import { toast } from '../state/toast';

/**
 * "Mark as paid" (employees): cash once collected, a transfer once its proof is checked. Someone
 * else's earlier change (already paid, cancelled) is a conflict: its reason is shown and `refresh`
 * reads the list again, as it does after a success.
 */
export function useMarkPaid(refresh: () => void) {
  const [markOrderPaid] = useMutation(MarkOrderPaidDocument);
  const [marking, setMarking] = useState<number | null>(null);
  const mark = async ({ orderId }: { orderId: number }) => {
    setMarking(orderId);
    try {
      markOwnChange(orderId);
      await markOrderPaid({ variables: { orderId } });
      toast.success(`Order ${orderId} marked as paid.`);
      refresh();
    } catch (error) {
      const { code, message } = formFailure(error);
      const stale = code === 'CONFLICT' || code === 'NOT_FOUND';
      toast.failure(`Order ${orderId} could not be marked as paid.`, stale || code === 'BAD_USER_INPUT' ? message : null);
      if (stale) refresh();
    } finally {
      setMarking(null);
    }
  };
  return { mark, marking };
}
