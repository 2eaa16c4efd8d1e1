import { useMutation, useQuery } from '@apollo/client/react';
import { isCalendarDay, REMARKS_MAX } from '@waters/domain';
import { useState } from 'react';
import type { FormFailure } from '../../../api/api-errors';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { Field } from '../../../components/form/Field';
import { SubmitRow } from '../../../components/form/SubmitRow';
import { useFormState } from '../../../hooks/use-form-state';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { formatDay } from '../../../lib/period';
import { toast } from '../../../state/toast';
import type { LotFieldsFragment } from '../api/lot-fields.generated';
import { LotRuleDocument } from '../api/lot-rule.generated';
import { ProductLotsDocument } from '../api/product-lots.generated';
import { RecordLotDocument } from '../api/record-lot.generated';
import {
  bestBeforeChanged,
  RECORD_LOT_FIELDS,
  recordLotErrors,
  recordLotInput,
  type RecordLotField,
  type RecordLotValues,
  type TypedOver,
} from '../utils/record-lot-form';

const fieldId = (name: RecordLotField) => `record-lot-${name}`;
const NOT_TYPED: TypedOver = { lotCode: false, bestBefore: false };
/** A lot code is typed as its labels print it: capitals, monospaced, without spelling or autofill help. */
const AS_PRINTED = {
  className: 'font-monospace',
  autoComplete: 'off',
  spellCheck: false,
  autoCapitalize: 'characters',
} as const;

const failed = (refusal: FormFailure) => ({
  message: 'The lot could not be recorded.',
  detail:
    refusal.code === 'CONFLICT' || refusal.code === 'BAD_USER_INPUT' || refusal.code === 'NOT_FOUND'
      ? refusal.message
      : null,
});

/**
 * Records a production batch of the product: units made, the production day (today in Manila by
 * default, never later), and the lot code and best-before the rule gives (lotRule), which the staff
 * may type over; a best-before that is not the rule's asks why. The lot is released at once.
 */
export function RecordLotForm({
  productId,
  productName,
  today,
  titleId,
}: {
  productId: string;
  productName: string;
  today: string;
  titleId: string;
}) {
  const empty: RecordLotValues = {
    quantity: '',
    productionDate: today,
    lotCode: '',
    bestBefore: '',
    bestBeforeReason: '',
  };
  const form = useFormState(empty);
  const [typed, setTyped] = useState<TypedOver>(NOT_TYPED);
  const { productionDate } = form.values;
  const ruleAsked = isCalendarDay(productionDate) && productionDate <= today;
  const { data: ruleData, refetch: refetchRule } = useQuery(LotRuleDocument, {
    variables: { productId, productionDate },
    skip: !ruleAsked,
    fetchPolicy: 'network-only',
  });
  const rule = ruleAsked && ruleData ? ruleData.lotRule : null;
  // The rule's code and best-before show until the staff type others.
  const values: RecordLotValues = {
    ...form.values,
    lotCode: typed.lotCode ? form.values.lotCode : (rule?.nextCode ?? ''),
    bestBefore: typed.bestBefore ? form.values.bestBefore : (rule?.bestBefore ?? ''),
  };
  const errors = recordLotErrors(values, typed, rule, today);
  const asksWhy = bestBeforeChanged(values, typed, rule);
  const [recordLot, { loading }] = useMutation(RecordLotDocument);

  const { submit, failure } = useFormSubmit({
    form,
    fields: RECORD_LOT_FIELDS,
    errors,
    focus: (name) => document.getElementById(fieldId(name))?.focus(),
    busy: loading,
    send: async () => {
      const result = await recordLot({
        variables: { input: recordLotInput(productId, values, typed, rule) },
        refetchQueries: [ProductLotsDocument],
      });
      const lot: LotFieldsFragment | undefined = result.data?.recordLot;
      if (!lot) throw new Error('No answer');
      toast.success(
        `Lot ${lot.lotCode} of ${productName} recorded: ${lot.quantity} units, best before ${lot.bestBeforeLabel}.`,
      );
      form.reset(empty);
      setTyped(NOT_TYPED);
      // The day's next letter has moved on.
      if (ruleAsked) refetchRule().catch(() => undefined);
    },
    failure: failed,
  });

  // Each field is a column of the form's grid (half the width from small screens up).
  const bind = (name: RecordLotField, column = 'col-12 col-sm-6') => ({
    id: fieldId(name),
    groupClassName: column,
    ...form.bind(name, errors, { onLeave: false }),
  });
  // The rule's value shows until the staff type over it, starting from it.
  const bindTypedOver = (name: 'lotCode' | 'bestBefore') => ({
    ...bind(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setTyped((current) => ({ ...current, [name]: true }));
      form.set(name, event.target.value);
    },
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
      <FailureAlert failure={failure} />
      <div className="row g-3 mb-3">
        <Field {...bind('quantity')} label="Quantity (units made)" inputMode="numeric" autoComplete="off" required />
        <Field
          {...bind('productionDate')}
          label="Production date"
          type="date"
          max={today}
          required
          hint="The Manila day it was made; not in the future."
        />
        <Field
          {...bindTypedOver('lotCode')}
          {...AS_PRINTED}
          label="Lot code"
          required
          hint={
            typed.lotCode
              ? `Your own code${rule ? ` (the rule’s: ${rule.nextCode})` : ''}.`
              : rule
                ? 'By the rule: the kind’s prefix, the production day and the day’s next letter. Type another to use it.'
                : ruleAsked
                  ? 'Working out the rule’s code…'
                  : 'Given by the rule once the production date is set.'
          }
        />
        <Field
          {...bindTypedOver('bestBefore')}
          label="Best before"
          type="date"
          min={isCalendarDay(productionDate) ? productionDate : undefined}
          required
          hint={
            rule
              ? `By the rule: the production date plus ${rule.shelfLifeDays} days (${formatDay(rule.bestBefore)}). Sold through that Manila day.`
              : 'Sold through this Manila day.'
          }
        />
        {asksWhy && (
          <Field
            {...bind('bestBeforeReason', 'col-12')}
            as="textarea"
            rows={2}
            maxLength={REMARKS_MAX}
            label="Why the best-before is not the rule’s"
            required
            hint={`Required, up to ${REMARKS_MAX} characters; kept in the audit log.`}
          />
        )}
      </div>
      <SubmitRow label="Record lot" busyLabel="Recording…" busy={loading} />
    </form>
  );
}
