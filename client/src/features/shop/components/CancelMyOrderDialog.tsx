import { REMARKS_MAX } from '@waters/domain';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { CancelMyOrderDocument, type OrderRowFragment } from '../../../gql/graphql';
import { errorCode } from '../../../lib/api-errors';
import { raiseFlags } from '../../../lib/refresh-flags';
import { toast } from '../../../lib/toast';

/**
 * A customer withdrawing one of their pending orders, with a required reason. `order` is null
 * while closed. The server decides the race with the company: if the order was decided first
 * the customer is told so and the list is asked again.
 */
export function CancelMyOrderDialog({ order, onClose, onDone }: { order: OrderRowFragment | null; onClose: () => void; onDone: () => void }) {
  const [shown, setShown] = useState(order);
  if (order && order !== shown) setShown(order);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [cancelMyOrder, { loading }] = useMutation(CancelMyOrderDocument);

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!order) return;
    if (reason.trim() === '') return setInvalid(true);
    try {
      await cancelMyOrder({ variables: { input: { orderId: order.orderId, reason } } });
      toast.success(`Order ${order.orderId} cancelled.`);
      raiseFlags('pendingsUpdated');
    } catch (error) {
      const decided = errorCode(error) === 'CONFLICT';
      toast.failure(decided ? `Order ${order.orderId} was already decided and can no longer be cancelled.` : 'Error cancelling order.');
    }
    onDone();
  };

  return (
    <Modal show={order !== null} onHide={onClose} onEnter={() => (setReason(''), setInvalid(false))} aria-labelledby="cancel-mine-title" centered>
      <Form noValidate onSubmit={confirm}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="cancel-mine-title">Cancel order {shown?.orderId}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="cancel-mine-reason">
            <Form.Label>Reason for cancelling</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              required
              maxLength={REMARKS_MAX}
              value={reason}
              isInvalid={invalid}
              onChange={(event) => (setReason(event.target.value), setInvalid(false))}
              aria-describedby="cancel-mine-reason-hint"
            />
            <Form.Text id="cancel-mine-reason-hint">Required, up to {REMARKS_MAX} characters.</Form.Text>
            <Form.Control.Feedback type="invalid">Please say why you are cancelling.</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Keep order
          </Button>
          <Button type="submit" variant="danger" disabled={loading}>
            Cancel order
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
