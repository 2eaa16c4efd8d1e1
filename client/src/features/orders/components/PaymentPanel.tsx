import { useMutation } from '@apollo/client/react';
import { PAYMENT_REFERENCE_MAX, PAYMENT_STATUS_LABELS, paymentMethodLabel } from '@waters/domain';
import { useState } from 'react';
import { formFailure } from '../../../api/api-errors';
import { Field } from '../../../components/form/Field';
import { BusyForm, type BusyFormWords } from './BusyForm';
import { useProofPicture } from '../hooks/use-proof-picture';
import { formatMediumDate } from '../../../lib/format';
import { canTake } from '../../../lib/order-life';
import { toast } from '../../../state/toast';
import type { OrderDetailsFragment } from '../api/my-order.generated';
import {
  PROOF_LIMITS,
  PROOF_MESSAGES,
  ProofUploadError,
  proofFileProblem,
  uploadPaymentProof,
} from '../api/payment-proof';
import { SetPaymentReferenceDocument } from '../api/set-payment-reference.generated';
import { referenceProblem } from '../utils/payment-reference';
import { PayBy } from './PayBy';
import './order-details.css';

/** Whether the customer can still send a proof or a reference, as the order-life table says (a transfer not yet checked, on an order not cancelled). */
export const takesProof = (order: OrderDetailsFragment) => canTake(order, 'sendProof', 'customer');

/** A transfer not yet checked: the receipt's picture and its reference number, sent to the server. */
export function ProofForms({ order, onChanged }: { order: OrderDetailsFragment; onChanged: () => void }) {
  return (
    <div className="mt-3">
      <ProofUpload order={order} onSent={onChanged} />
      <ReferenceForm order={order} />
    </div>
  );
}

/** The order's payment: how and whether it is paid, the reference and the receipt's picture shown back, a refund owed or sent. */
export function PaymentPanel({ order }: { order: OrderDetailsFragment }) {
  return (
    <>
      <dl className="row mb-2">
        <dt className="col-sm-4">Method</dt>
        <dd className="col-sm-8">{paymentMethodLabel(order.paymentMethod, order.deliveryMethod)}</dd>
        <dt className="col-sm-4">Status</dt>
        <dd className="col-sm-8" data-testid="payment-status">
          {PAYMENT_STATUS_LABELS[order.paymentStatus]}
          {order.paidAt && <span className="text-body-secondary"> ({formatMediumDate(order.paidAt)})</span>}
          <PayBy order={order} className="d-block" />
        </dd>
        {order.paymentReference && (
          <>
            <dt className="col-sm-4">Reference number</dt>
            <dd className="col-sm-8 text-break">{order.paymentReference}</dd>
          </>
        )}
      </dl>
      {order.hasPaymentProof && <ProofPreview orderId={order.orderId} version={order.paymentProofVersion} />}
    </>
  );
}

const PROOF_FORM: BusyFormWords = {
  submitText: 'Send proof',
  busyText: 'Sending…',
  variant: 'primary',
  'aria-labelledby': 'payment-proof-title',
  className: 'mb-3',
};

function ProofUpload({ order, onSent }: { order: OrderDetailsFragment; onSent: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    const reason = file ? proofFileProblem(file) : 'Choose the picture of your receipt first.';
    setProblem(reason);
    if (reason || !file) {
      document.getElementById('payment-proof-file')?.focus();
      return;
    }
    setSending(true);
    try {
      await uploadPaymentProof(order.orderId, file);
      toast.success('Proof of payment sent.');
      setFile(null);
      const input = document.getElementById('payment-proof-file') as HTMLInputElement | null;
      if (input) input.value = '';
      onSent();
    } catch (error) {
      setProblem(error instanceof ProofUploadError ? error.message : PROOF_MESSAGES.failed);
    } finally {
      setSending(false);
    }
  };
  return (
    <BusyForm {...PROOF_FORM} busy={sending} onSubmit={send}>
      <h3 id="payment-proof-title" className="h6 fw-bold">
        {order.hasPaymentProof ? 'Send another proof of payment' : 'Proof of payment'}
      </h3>
      <Field
        id="payment-proof-file"
        label="Picture of the receipt"
        type="file"
        accept={PROOF_LIMITS.types.join(',')}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setProblem(null);
        }}
        hint="A screenshot or photo of the transfer (JPEG, PNG or WebP, up to 5 MB)."
        error={problem ?? undefined}
      />
    </BusyForm>
  );
}

const REFERENCE_FORM: BusyFormWords = {
  submitText: 'Save reference',
  busyText: 'Saving…',
  variant: 'outline-primary',
  'aria-label': 'Payment reference',
};

function ReferenceForm({ order }: { order: OrderDetailsFragment }) {
  const [reference, setReference] = useState(order.paymentReference ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [setPaymentReference, { loading }] = useMutation(SetPaymentReferenceDocument);
  const save = async () => {
    const reason = referenceProblem(reference);
    setProblem(reason);
    if (reason) {
      document.getElementById('payment-reference')?.focus();
      return;
    }
    try {
      await setPaymentReference({ variables: { orderId: order.orderId, reference: reference.trim() } });
      toast.success('Reference number saved.');
    } catch (error) {
      const refusal = formFailure(error);
      setProblem(
        refusal.code === 'BAD_USER_INPUT' && refusal.message
          ? refusal.message
          : 'The reference number could not be saved. Try again.',
      );
    }
  };
  return (
    <BusyForm {...REFERENCE_FORM} busy={loading} onSubmit={save}>
      <Field
        id="payment-reference"
        label="Reference number"
        value={reference}
        onChange={(event) => {
          setReference(event.target.value);
          setProblem(null);
        }}
        maxLength={PAYMENT_REFERENCE_MAX}
        autoComplete="off"
        spellCheck={false}
        hint="The transfer's reference number, as your bank or wallet shows it."
        error={problem ?? undefined}
      />
    </BusyForm>
  );
}

/** The sent picture, fetched with the session's token into a blob address (an <img> cannot send it), again for each proof sent. */
function ProofPreview({ orderId, version }: { orderId: number; version: string | null | undefined }) {
  const proof = useProofPicture(orderId, version);
  if (proof.state === 'failed')
    return <p className="small text-body-secondary">The proof you sent could not be shown.</p>;
  if (proof.state === 'loading') return null;
  return (
    <figure className="mb-3">
      <img src={proof.url} alt="The proof of payment you sent" className="img-thumbnail payment-proof-preview" />
      <figcaption className="small text-body-secondary">The proof you sent.</figcaption>
    </figure>
  );
}
