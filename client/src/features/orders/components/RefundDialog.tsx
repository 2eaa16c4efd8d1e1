import {
  PAYMENT_REFERENCE_MAX,
  REFUND_METHODS,
  refundMethodLabel,
  type PaymentMethod,
  type RefundMethod,
} from '@waters/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { formatPeso } from '../../../lib/format';
import { FormDialog } from '../../../components/FormDialog';
import { Field } from '../../../components/form/Field';

export interface RefundableOrder {
  orderId: number;
  totalAmount: number;
  paymentMethod: PaymentMethod;
}

export interface RefundSent {
  method: RefundMethod;
  reference: string | null;
  refundedOn: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Record the refund of a cancelled paid order once the money went back: how (the way it came,
 * unless chosen otherwise), its reference, the day (today unless said otherwise, never later).
 */
export function RefundDialog({
  order,
  today,
  busy,
  onConfirm,
  onClose,
}: {
  order: RefundableOrder | null;
  today: string;
  busy: boolean;
  onConfirm: (refund: RefundSent) => void;
  onClose: () => void;
}) {
  const [method, setMethod] = useState<RefundMethod>('GCASH');
  const [reference, setReference] = useState('');
  const [refundedOn, setRefundedOn] = useState(today);
  useEffect(() => {
    if (!order) return;
    setMethod(order.paymentMethod);
    setReference('');
    setRefundedOn(today);
  }, [order, today]);
  if (!order) return null;
  const dateProblem = !refundedOn
    ? 'Choose the day it was sent.'
    : refundedOn > today
      ? 'The day cannot be later than today.'
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dateProblem) return document.getElementById('refund-date')?.focus();
    onConfirm({ method, reference: reference.trim() || null, refundedOn });
  };
  return (
    <FormDialog
      titleId="refund-title"
      title={<>Record the refund of order {order.orderId}</>}
      titleAs="h2"
      titleClassName="h5"
      describedBy="refund-amount"
      onSubmit={submit}
      onClose={onClose}
      cancelLabel="Not yet"
      submitLabel={<>Record refund of {formatPeso(order.totalAmount)}</>}
      busy={busy}
    >
      <p id="refund-amount" className="fs-5">
        Refund due: <strong>{formatPeso(order.totalAmount)}</strong>
      </p>
      <Field
        as="select"
        id="refund-method"
        label="Sent back by"
        requiredMark={false}
        value={method}
        onChange={(event) => setMethod(event.target.value as RefundMethod)}
        options={REFUND_METHODS.map((value) => ({ value, label: capitalised(refundMethodLabel(value)) }))}
      />
      <Field
        id="refund-reference"
        label="Reference number (optional)"
        value={reference}
        maxLength={PAYMENT_REFERENCE_MAX}
        autoComplete="off"
        onChange={(event) => setReference(event.target.value)}
        hint="As the bank or wallet shows it; none for cash."
      />
      <Field
        id="refund-date"
        label="Sent on"
        type="date"
        requiredMark={false}
        max={today}
        value={refundedOn}
        onChange={(event) => setRefundedOn(event.target.value)}
        error={dateProblem}
        groupClassName=""
      />
    </FormDialog>
  );
}
