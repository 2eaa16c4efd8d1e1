import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { Field } from '../../../components/form/Field';
import { RemarksField } from '../../../components/form/RemarksField';
import type { LotChoiceInput } from '../../../gql/graphql';
import { formatDeliveryDate } from '../../../lib/delivery-date';
import { formatPeso } from '../../../lib/format';
import { PackingPlanDocument } from '../api/packing-plan.generated';
import { STEP_BUTTON, type ManifestOrder } from '../utils/manifest';
import { choosableLots, lineChoices, suggestedUnits, unitsKey, unitsProblem, type TypedUnits } from '../utils/packing';
import { LOT_REASON_ID, lotUnitsId, PackingLots, shortId } from './PackingLots';
import type { FulfilmentStatus } from '@waters/domain';

/** A step that asks first: taken on another day than the order's, handing over unpaid cash, or packing (its lots). */
export interface StepQuestion {
  order: ManifestOrder;
  to: FulfilmentStatus;
  /** The order's day (the manifest's), when it is not today. */
  offDay: string | null;
  collects: boolean;
}

export interface StepAnswer {
  cashCollected: number | null;
  /** Why less cash was collected, or why packing takes other lots than the first to expire. */
  reason: string | null;
  confirmOffDate: boolean;
  /** Packing: the lots chosen for the lines whose choice differs from first expired, first out (null: FEFO). */
  lots?: LotChoiceInput[] | null;
}

/** What packing answers when nothing was asked: first expired, first out. */
const AS_BEFORE: StepAnswer = { cashCollected: null, reason: null, confirmOffDate: false };

const pesos = (typed: string) => (/^\d+(\.\d{1,2})?$/.test(typed.trim()) ? Number(typed.trim()) : null);

/**
 * Before a step the order-life table asks about: "due on another day: take it today?" and, handing
 * over unpaid cash, how much was collected (the total unless said otherwise; less needs a reason
 * and leaves a balance to chase). Packing shows the lots each tracked line is packed from (first
 * expired, first out), refuses while they are short, and lets the packer choose others with a
 * reason; an order of untracked products only, with nothing else to ask, is packed at once.
 * `question` is null while closed.
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
  const [choosing, setChoosing] = useState(false);
  const [units, setUnits] = useState<TypedUnits>({});
  const [lotReason, setLotReason] = useState('');
  useEffect(() => {
    setCash(question ? question.order.totalAmount.toFixed(2) : '');
    setReason('');
    setTried(false);
    setChoosing(false);
    setUnits({});
    setLotReason('');
  }, [question]);
  const packing = question?.to === 'PACKED';
  // Read afresh each time: another packer may have just taken units.
  const plan = useQuery(PackingPlanDocument, {
    variables: { orderId: question?.order.orderId ?? 0 },
    skip: !packing,
    fetchPolicy: 'network-only',
  });
  const lines = packing && plan.data && !plan.loading ? plan.data.packingPlan : undefined;
  // Only untracked products and nothing else to ask: packed at once, as a step without questions is (once per question).
  const asksNothing = !!question && lines?.length === 0 && !question.offDay && !question.collects;
  const packedAtOnce = useRef<StepQuestion | null>(null);
  useEffect(() => {
    if (!asksNothing || packedAtOnce.current === question) return;
    packedAtOnce.current = question;
    onConfirm(AS_BEFORE);
  }, [asksNothing, question, onConfirm]);
  // While the plan loads (or when packing at once), nothing shows: the row's button waits.
  if (!question || (packing && !lines && !plan.error) || asksNothing) return null;
  const { order, to, offDay, collects } = question;
  const shownUnits = { ...suggestedUnits(lines ?? []), ...units };
  const choices = choosing && lines ? lineChoices(lines, shownUnits) : [];
  const chosenOther = choices.some((choice) => choice.differs);
  const blocked = lines?.find((line) => line.short > 0);
  const lotReasonProblem =
    chosenOther && lotReason.trim() === '' ? 'Say why these lots and not the first to expire.' : undefined;
  /** The first field of the lot choice with a problem: an entry, then a line that does not add up, then the reason. */
  const lotProblemField = () => {
    for (const choice of choices) {
      const lot = choosableLots(choice.line).find((each) =>
        unitsProblem(shownUnits[unitsKey(choice.line.lineId, each.id)], each),
      );
      if (lot) return lotUnitsId(choice.line.lineId, lot.id);
      if (choice.problem) return lotUnitsId(choice.line.lineId, choosableLots(choice.line)[0]?.id ?? 0);
    }
    return lotReasonProblem ? LOT_REASON_ID : null;
  };
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
    if (blocked) return;
    const lotProblem = lotProblemField();
    if (lotProblem) return document.getElementById(lotProblem)?.focus();
    onConfirm({
      cashCollected: collects ? amount : null,
      reason: collects && short ? reason.trim() : chosenOther ? lotReason.trim() : null,
      confirmOffDate: offDay !== null,
      // Only the lines whose lots differ from the suggestion are named; the others pack first expired, first out.
      ...(chosenOther ? { lots: choices.filter((choice) => choice.differs).flatMap((choice) => choice.lots) } : {}),
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
      describedBy={blocked ? shortId(blocked) : undefined}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel="Not now"
      submitLabel={collects && amount !== null ? `${label}, ${formatPeso(amount)} collected` : label}
      busy={busy || !!blocked}
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
      {plan.error && packing && (
        <p className="alert alert-warning">
          The lots to pack from could not be loaded: packing takes the first to expire, and is refused if they are
          short.
        </p>
      )}
      {lines && lines.length > 0 && (
        <PackingLots
          lines={lines}
          choosing={choosing}
          onChoosing={setChoosing}
          units={shownUnits}
          onUnits={(key, typed) => setUnits((typedBefore) => ({ ...typedBefore, [key]: typed }))}
          reason={lotReason}
          onReason={setLotReason}
          choices={choices}
          reasonProblem={lotReasonProblem}
          tried={tried}
        />
      )}
    </FormDialog>
  );
}
