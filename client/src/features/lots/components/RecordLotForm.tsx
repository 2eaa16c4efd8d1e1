import { useMutation, useQuery } from '@apollo/client/react';
import { isCalendarDay, REMARKS_MAX } from '@waters/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { FormFailure } from '../../../api/api-errors';
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

  // Typing over the rule's value starts from it.
  const typeOver = (name: 'lotCode' | 'bestBefore') => (event: { target: { value: string } }) => {
    setTyped((current) => ({ ...current, [name]: true }));
    form.set(name, event.target.value);
  };
  const bind = (name: RecordLotField) => ({ id: fieldId(name), ...form.bind(name, errors, { onLeave: false }) });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
      {failure && (
        <Alert variant="danger" transition={false}>
          <p className="mb-0">{failure.message}</p>
          {failure.detail && <p className="mb-0 mt-1 small">{failure.detail}</p>}
        </Alert>
      )}
      <div className="row g-3 mb-3">
        <div className="col-12 col-sm-6">
          <Field
            {...bind('quantity')}
            label="Quantity (units made)"
            groupClassName=""
            inputMode="numeric"
            autoComplete="off"
            required
          />
        </div>
        <div className="col-12 col-sm-6">
          <Field
            {...bind('productionDate')}
            label="Production date"
            groupClassName=""
            type="date"
            max={today}
            required
            hint="The Manila day it was made; not in the future."
          />
        </div>
        <div className="col-12 col-sm-6">
          <Field
            {...bind('lotCode')}
            value={values.lotCode}
            onChange={typeOver('lotCode')}
            label="Lot code"
            groupClassName=""
            className="font-monospace"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
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
        </div>
        <div className="col-12 col-sm-6">
          <Field
            {...bind('bestBefore')}
            value={values.bestBefore}
            onChange={typeOver('bestBefore')}
            label="Best before"
            groupClassName=""
            type="date"
            min={isCalendarDay(productionDate) ? productionDate : undefined}
            required
            hint={
              rule
                ? `By the rule: the production date plus ${rule.shelfLifeDays} days (${formatDay(rule.bestBefore)}). Sold through that Manila day.`
                : 'Sold through this Manila day.'
            }
          />
        </div>
        {asksWhy && (
          <div className="col-12">
            <Field
              {...bind('bestBeforeReason')}
              as="textarea"
              rows={2}
              maxLength={REMARKS_MAX}
              label="Why the best-before is not the rule’s"
              groupClassName=""
              required
              hint={`Required, up to ${REMARKS_MAX} characters; kept in the audit log.`}
            />
          </div>
        )}
      </div>
      <SubmitRow label="Record lot" busyLabel="Recording…" busy={loading} />
    </form>
  );
}
