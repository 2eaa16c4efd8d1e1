import { useEffect, useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { Field } from '../../../components/form/Field';
import { RemarksField } from '../../../components/form/RemarksField';
import { formatDeliveryDate } from '../../../lib/delivery-date';
import { formatPeso } from '../../../lib/format';
import { STEP_BUTTON, type ManifestOrder } from '../utils/manifest';
import type { FulfilmentStatus } from '@waters/domain';

/** A step that asks first: taken on another day than the order's, or handing over unpaid cash. */
export interface StepQuestion {
  order: ManifestOrder;
  to: FulfilmentStatus;
  /** The order's day (the manifest's), when it is not today. */
  offDay: string | null;
  collects: boolean;
}

export interface StepAnswer {
  cashCollected: number | null;
  reason: string | null;
  confirmOffDate: boolean;
}

const pesos = (typed: string) => (/^\d+(\.\d{1,2})?$/.test(typed.trim()) ? Number(typed.trim()) : null);

/**
 * Before a step the order-life table asks about: "due on another day: take it today?" and, handing
 * over unpaid cash, how much was collected (the total unless said otherwise; less needs a reason
 * and leaves a balance to chase). `question` is null while closed.
 */
export function StepDialog({
  question,
  busy,
  onConfirm,
  onClose,
}: {
  question: StepQuestion | null;
  busy: boolean;
  onConfirm: (answer: StepAnswer) => void;
  onClose: () => void;
}) {
  const [cash, setCash] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setCash(question ? question.order.totalAmount.toFixed(2) : '');
    setReason('');
    setTried(false);
  }, [question]);
  if (!question) return null;
  const { order, to, offDay, collects } = question;
  const amount = pesos(cash);
  const short = amount !== null && amount < order.totalAmount;
  const cashProblem = !collects
    ? undefined
    : amount === null
      ? 'Type the amount collected, e.g. 365.00.'
      : amount > order.totalAmount
        ? `More than the order's total (${formatPeso(order.totalAmount)}).`
        : undefined;
  const reasonProblem =
    collects && short && reason.trim() === '' ? 'Say why less than the total was collected.' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (cashProblem) return document.getElementById('step-cash')?.focus();
    if (reasonProblem) return document.getElementById('step-reason')?.focus();
    onConfirm({
      cashCollected: collects ? amount : null,
      reason: collects && short ? reason.trim() : null,
      confirmOffDate: offDay !== null,
    });
  };
  const label = STEP_BUTTON[to];
  return (
    <FormDialog
      titleId="step-title"
      title={
        <>
          {label}: order {order.orderId}
        </>
      }
      titleAs="h2"
      titleClassName="h5"
      onSubmit={submit}
      onClose={onClose}
      cancelLabel="Not now"
      submitLabel={collects && amount !== null ? `${label}, ${formatPeso(amount)} collected` : label}
      busy={busy}
    >
      {offDay && (
        <p className="alert alert-warning" id="step-off-day">
          Order {order.orderId} is due on {formatDeliveryDate(offDay)}, not today. Take this step today anyway?
        </p>
      )}
      {collects && (
        <>
          <p>
            Cash to collect: <strong>{formatPeso(order.totalAmount)}</strong>
          </p>
          <Field
            id="step-cash"
            label="Cash collected (₱)"
            inputMode="decimal"
            autoComplete="off"
            value={cash}
            onChange={(event) => setCash(event.target.value)}
            hint="The whole total marks the order paid; less leaves the rest as a balance due."
            error={tried ? cashProblem : undefined}
          />
          {short && (
            <RemarksField
              id="step-reason"
              label="Why less was collected"
              rows={2}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={tried ? reasonProblem : undefined}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
