import { REMARKS_MAX } from '@waters/domain';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CancelMyOrderDocument } from '../api/cancel-my-order.generated';
import type { OrderLifeFragment, OrderRowFragment } from '../../../api/fragments.generated';
import { formatPeso } from '../../../lib/format';
import { FormDialog } from '../../../components/FormDialog';
import { RemarksField } from '../../../components/form/RemarksField';
import { formFailure } from '../../../api/api-errors';
import { raiseFlags } from '../../../state/refresh-flags';
import { toast } from '../../../state/toast';
import { useFormState } from '../../../hooks/use-form-state';

/**
 * A customer withdrawing one of their pending orders, with a required reason. `order` is null
 * while closed. The server decides the race with the company: if the order was decided first
 * the customer is told so and the list is asked again. A paid order's money is owed back: the dialog says so.
 */
export function CancelMyOrderDialog({
  order,
  onClose,
  onDone,
}: {
  order: (OrderRowFragment & Partial<Pick<OrderLifeFragment, 'paymentStatus'>>) | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [shown, setShown] = useState(order);
  if (order && order !== shown) setShown(order);
  const form = useFormState({ reason: '' });
  const { reason } = form.values;
  const errors = { reason: reason.trim() === '' ? 'Please say why you are cancelling.' : undefined };
  const [cancelMyOrder, { loading }] = useMutation(CancelMyOrderDocument);

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!order) return;
    form.attempt();
    if (errors.reason) return;
    try {
      await cancelMyOrder({ variables: { input: { orderId: order.orderId, reason } } });
      toast.success(`Order ${order.orderId} cancelled.`);
      raiseFlags('pendingsUpdated');
    } catch (error) {
      const decided = formFailure(error).code === 'CONFLICT';
      toast.failure(
        decided
          ? `Order ${order.orderId} was already decided and can no longer be cancelled.`
          : 'Error cancelling order.',
      );
    }
    onDone();
  };

  return (
    <FormDialog
      show={order !== null}
      onEnter={() => form.reset({ reason: '' })}
      titleId="cancel-mine-title"
      title={<>Cancel order {shown?.orderId}</>}
      onSubmit={confirm}
      onClose={onClose}
      cancelLabel="Keep order"
      submitLabel="Cancel order"
      submitVariant="danger"
      busy={loading}
    >
      {shown?.paymentStatus === 'PAID' && (
        <p className="alert alert-info" id="cancel-mine-refund">
          You paid {formatPeso(shown.totalAmount)}: cancelling makes a refund of {formatPeso(shown.totalAmount)} due. We
          will send it back and e-mail you once it is sent.
        </p>
      )}
      <RemarksField
        id="cancel-mine-reason"
        label="Reason for cancelling"
        requiredMark={false}
        rows={3}
        required
        {...form.bind('reason', errors, { onLeave: false })}
        hint={`Required, up to ${REMARKS_MAX} characters.`}
      />
    </FormDialog>
  );
}
