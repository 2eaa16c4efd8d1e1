import { paymentMethodLabel, type DeliveryMethod, type PaymentMethod, type PaymentStatus } from '@waters/domain';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useProofPicture } from '../hooks/use-proof-picture';
import { formatPeso } from '../../../lib/format';

/** What an employee checks before saying the money arrived. */
export interface PayableOrder {
  orderId: number;
  totalAmount: number;
  amountCollected?: number | null;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  paymentReference?: string | null;
  hasPaymentProof: boolean;
  paymentProofVersion?: string | null;
}

/**
 * Mark as paid, asked once more: the order's total (or the balance still owed) beside the
 * customer's reference and the receipt's picture, so a receipt for another amount is seen before
 * the payment is recorded. `order` is null while closed.
 */
export function MarkPaidDialog({
  order,
  busy,
  onConfirm,
  onClose,
}: {
  order: PayableOrder | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const proof = useProofPicture(order?.hasPaymentProof ? order.orderId : null, order?.paymentProofVersion);
  if (!order) return null;
  const balance = order.paymentStatus === 'BALANCE_DUE';
  const amount = balance ? order.totalAmount - (order.amountCollected ?? 0) : order.totalAmount;
  const method = paymentMethodLabel(order.paymentMethod, order.deliveryMethod);
  return (
    <Modal
      show
      onHide={onClose}
      centered
      size={order.hasPaymentProof ? 'lg' : undefined}
      aria-labelledby="mark-paid-title"
      aria-describedby="mark-paid-amount"
    >
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="mark-paid-title" as="h2" className="h5">
          Mark order {order.orderId} as paid
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="mark-paid-amount" className="fs-5 mb-2">
          {balance ? 'Balance to collect' : 'Order total'}: <strong>{formatPeso(amount)}</strong>
        </p>
        <dl className="row mb-2">
          <dt className="col-sm-4">Payment</dt>
          <dd className="col-sm-8">{method}</dd>
          {order.paymentReference && (
            <>
              <dt className="col-sm-4">Reference</dt>
              <dd className="col-sm-8 text-break">{order.paymentReference}</dd>
            </>
          )}
        </dl>
        {order.hasPaymentProof ? (
          proof.state === 'shown' ? (
            <img
              className="img-fluid d-block mx-auto proof-large"
              src={proof.url}
              alt={`Proof of payment for order ${order.orderId}`}
            />
          ) : (
            <p role="status">
              {proof.state === 'loading' ? 'Loading the proof of payment…' : 'The proof of payment could not be shown.'}
            </p>
          )
        ) : (
          <p className="mb-0">
            No proof of payment was sent: mark it paid only once the money is in your hands or the account.
          </p>
        )}
        <p className="mt-2 mb-0">Check that the receipt shows {formatPeso(amount)} before you confirm.</p>
      </Modal.Body>
      <Modal.Footer>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a confirmation opens on its safe choice */}
        <Button variant="outline-secondary" onClick={onClose} autoFocus>
          Not yet
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy}>
          Confirm payment of {formatPeso(amount)}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
