import { REMARKS_MAX, type PaymentStatus } from '@waters/domain';
import { formatPeso } from '../../../lib/format';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ApproveOrderDocument } from '../api/approve-order.generated';
import { CancelOrderDocument } from '../api/cancel-order.generated';
import type { OrderRowFragment } from '../../../api/fragments.generated';
import { RemarksField } from '../../../components/form/RemarksField';
import { formFailure } from '../../../api/api-errors';
import { MESSAGES } from '../../../lib/messages';
import { raiseFlags } from '../../../state/refresh-flags';
import { toast } from '../../../state/toast';
import { useFormState } from '../../../hooks/use-form-state';

export type DecisionAction = 'approve' | 'cancel';
export interface Decision {
  order: OrderRowFragment & { paymentStatus?: PaymentStatus };
  action: DecisionAction;
}

const TEXT = {
  approve: {
    title: 'Approve Order',
    question: MESSAGES.approveQuestion,
    confirm: 'Confirm Approval',
    done: MESSAGES.orderApproved,
    failed: MESSAGES.errorApprovingOrder,
  },
  cancel: {
    title: 'Cancel Order',
    question: MESSAGES.cancelQuestion,
    confirm: 'Confirm Cancellation',
    done: MESSAGES.orderCancelled,
    failed: MESSAGES.errorCancellingOrder,
  },
} as const;

/**
 * The Approve Order / Cancel Order confirmation. `decision` is null while closed; the
 * last one stays on screen while the dialog fades out, but only an open dialog confirms.
 */
export function DecisionDialog({
  decision,
  onClose,
  onDecided,
  onStale,
}: {
  decision: Decision | null;
  onClose: () => void;
  /** The order left the queue because of this employee's decision. */
  onDecided: (orderId: number) => void;
  /** Someone else decided (or removed) the order first: the list needs the server's view. */
  onStale: () => void;
}) {
  const [shown, setShown] = useState(decision);
  if (decision && decision !== shown) setShown(decision);
  const form = useFormState({ remarks: '' });
  const { remarks } = form.values;
  const [approveOrder, approving] = useMutation(ApproveOrderDocument);
  const [cancelOrder, cancelling] = useMutation(CancelOrderDocument);
  const busy = approving.loading || cancelling.loading;

  const confirm = async () => {
    if (!decision?.order || !decision.action) return;
    const { order, action } = decision;
    const text = TEXT[action];
    // Remarks go to the server exactly as typed; an empty box sends none.
    const input = remarks === '' ? { orderId: order.orderId } : { orderId: order.orderId, remarks };
    try {
      await (action === 'approve' ? approveOrder({ variables: { input } }) : cancelOrder({ variables: { input } }));
      toast.success(text.done(order.orderId));
      raiseFlags('ordersUpdated', 'pendingsUpdated');
      onDecided(order.orderId);
    } catch (error) {
      const { code, message } = formFailure(error);
      // The server's reason (not enough stock, already decided) stays under the message until closed.
      toast.failure(
        text.failed,
        code === 'CONFLICT' || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' ? message : null,
      );
      if (code === 'CONFLICT' || code === 'NOT_FOUND') onStale();
    }
  };

  const text = shown ? TEXT[shown.action] : null;
  return (
    <Modal
      show={decision !== null}
      onHide={onClose}
      onEnter={() => form.reset({ remarks: '' })}
      aria-labelledby="decision-title"
      aria-describedby="decision-question"
      centered
    >
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="decision-title">{text?.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="decision-question">{text?.question}</p>
        <p>
          Order ID: <strong>{shown?.order.orderId}</strong>
        </p>
        {shown?.action === 'cancel' && shown.order.paymentStatus === 'PAID' && (
          <p className="alert alert-warning" id="decision-refund">
            This order is paid ({formatPeso(shown.order.totalAmount)}). Cancelling it makes a refund of{' '}
            {formatPeso(shown.order.totalAmount)} due: send the money back, then record the refund on the admin
            dashboard.
          </p>
        )}
        <RemarksField
          id="decision-remarks"
          label="Remarks"
          rows={3}
          value={remarks}
          onChange={form.change('remarks')}
          hint={`Optional, up to ${REMARKS_MAX} characters.`}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant={shown?.action === 'cancel' ? 'danger' : 'success'} onClick={confirm} disabled={busy}>
          {text?.confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
