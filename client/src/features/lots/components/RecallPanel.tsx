import { useMutation } from '@apollo/client/react';
import { REMARKS_MAX } from '@waters/domain';
import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { flushSync } from 'react-dom';
import { formFailure } from '../../../api/api-errors';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { Field } from '../../../components/form/Field';
import { FormSection } from '../../../components/FormSection';
import { onDemand } from '../../../components/on-demand';
import { useFormState } from '../../../hooks/use-form-state';
import type { SubmitFailure } from '../../../hooks/use-form-submit';
import { toast } from '../../../state/toast';
import { ProductLotsDocument } from '../api/product-lots.generated';
import type { RecallOutcomeFieldsFragment } from '../api/recall-fields.generated';
import { RecallsDocument } from '../api/recalls.generated';
import { StartRecallDocument } from '../api/start-recall.generated';
import { counted, foundText } from '../utils/recall-text';
import { RECALL_FIELDS, recallErrors, recallInput, type RecallField, type RecallValues } from '../utils/recall-form';
import { RecallFindings } from './RecallFindings';
import '../../../components/choice-check.css';

// The confirmation (Bootstrap's modal) loads when a recall is first asked for.
const ConfirmDialog = onDemand(() =>
  import('../../../components/ConfirmDialog').then((module) => module.ConfirmDialog),
);

const fieldId = (name: RecallField) => `recall-${name}`;
const TITLE_ID = 'recall-title';
const FINDINGS_ID = 'recall-findings-title';

/** A lot the form offers: its code, and how its menu names it (code, best-before, status). */
export interface RecallLotOption {
  id: number;
  lotCode: string;
  label: string;
}

/** A lot turned to from its row ("Recall…"): `turn` tells one press from the next. */
export interface ChosenLot {
  lotId: number;
  turn: number;
}

/** What the Recall button would recall, in words. */
const describe = (values: RecallValues, lots: readonly RecallLotOption[], productName: string) => {
  if (values.scope === 'lot') {
    const lot = lots.find((candidate) => String(candidate.id) === values.lotId);
    return `lot ${lot?.lotCode ?? values.lotId} of ${productName}`;
  }
  return `every lot of ${productName} made from ${values.producedFrom} to ${values.producedTo}`;
};

/**
 * Recalls one lot of the product, or its lots made between two days, with a reason: a mock recall
 * (a drill) only finds and times the lookup; a recall, once confirmed, also takes the lots off sale
 * and e-mails every customer who received them. What either found shows under the form.
 */
export function RecallPanel({
  productId,
  productName,
  lots,
  today,
  chosen,
}: {
  productId: string;
  productName: string;
  lots: readonly RecallLotOption[];
  today: string;
  chosen: ChosenLot | null;
}) {
  const form = useFormState<RecallValues>({
    scope: 'lot',
    lotId: '',
    producedFrom: '',
    producedTo: '',
    reason: '',
  });
  const { values } = form;
  const errors = recallErrors(values);
  const [startRecall, { loading }] = useMutation(StartRecallDocument);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [outcome, setOutcome] = useState<RecallOutcomeFieldsFragment | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState(false);

  // A lot's "Recall…": the form turns to that lot, and the reason is asked next.
  const { set } = form;
  useEffect(() => {
    if (!chosen) return;
    set('scope', 'lot');
    set('lotId', String(chosen.lotId));
    const reason = document.getElementById(fieldId('reason'));
    reason?.scrollIntoView({ block: 'center' });
    reason?.focus();
  }, [chosen, set]);

  const focus = (name: RecallField) => document.getElementById(fieldId(name))?.focus();
  /** The form's own check before either button: the first field with a message takes the focus. */
  const checked = () => {
    form.attempt();
    setFailure(null);
    const invalid = RECALL_FIELDS.find((name) => errors[name]);
    if (invalid) focus(invalid);
    return !invalid;
  };

  const run = async (mock: boolean) => {
    try {
      const result = await startRecall({
        variables: { input: recallInput(productId, values, mock) },
        // A recall changes its lots' status; either one joins the past recalls.
        refetchQueries: mock ? [RecallsDocument] : [RecallsDocument, ProductLotsDocument],
      });
      const found = result.data?.startRecall;
      if (!found) throw result.error ?? new Error('No answer');
      setOutcome(found);
      setAnnouncement(`${mock ? 'Mock recall' : 'Recall'} done. ${foundText(found.recall)}.`);
      if (!mock)
        toast.success(
          `Recalled ${found.recall.lotCodes.join(', ')}: ${counted(found.recall.noticesSent, 'customer')} e-mailed.`,
        );
    } catch (error) {
      const refusal = formFailure(error);
      const named = RECALL_FIELDS.find((name) => refusal.fields[name]);
      if (refusal.code === 'BAD_USER_INPUT' && named) {
        flushSync(() => form.setServerErrors(refusal.fields));
        focus(named);
        return;
      }
      setFailure({
        message: mock ? 'The mock recall could not be run.' : 'The recall could not be started.',
        detail: refusal.code === 'NETWORK' || refusal.code === 'INTERNAL_SERVER_ERROR' ? null : refusal.message,
      });
    }
  };

  const mockRecall = (event: FormEvent) => {
    event.preventDefault();
    if (!loading && checked()) void run(true);
  };
  const askRecall = () => {
    if (!loading && checked()) setConfirming(true);
  };
  const bind = (name: RecallField) => ({ id: fieldId(name), ...form.bind(name, errors, { onLeave: false }) });
  const range = values.scope === 'range';

  return (
    <>
      <FormSection titleId={TITLE_ID} title="Recall">
        <p id="recall-about">
          Finds every order, customer and unit that received the lots, and times the lookup. A{' '}
          <strong>mock recall</strong> is a drill: nothing is changed and nobody is told. A <strong>recall</strong>{' '}
          takes the lots off sale at once and e-mails each customer who received them.
        </p>
        <form noValidate onSubmit={mockRecall} aria-labelledby={TITLE_ID} aria-describedby="recall-about">
          <FailureAlert failure={failure} />
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">What to recall</legend>
            {(
              [
                ['lot', 'One lot'],
                ['range', `The lots of ${productName} made between two dates`],
              ] as const
            ).map(([scope, label]) => (
              <div key={scope} className="form-check choice-check">
                <input
                  type="radio"
                  className="form-check-input"
                  id={`recall-scope-${scope}`}
                  name="recall-scope"
                  checked={values.scope === scope}
                  onChange={() => form.set('scope', scope)}
                />
                <label className="form-check-label" htmlFor={`recall-scope-${scope}`}>
                  {label}
                </label>
              </div>
            ))}
          </fieldset>
          {range ? (
            <div className="row g-3 mb-3">
              <div className="col-12 col-sm-6">
                <Field {...bind('producedFrom')} label="Made from" type="date" max={today} groupClassName="" required />
              </div>
              <div className="col-12 col-sm-6">
                <Field {...bind('producedTo')} label="Made to" type="date" max={today} groupClassName="" required />
              </div>
            </div>
          ) : (
            <Field {...bind('lotId')} as="select" label="Lot" required>
              <option value="">Choose a lot…</option>
              {lots.map((lot) => (
                <option key={lot.id} value={String(lot.id)}>
                  {lot.label}
                </option>
              ))}
            </Field>
          )}
          <Field
            {...bind('reason')}
            as="textarea"
            rows={2}
            maxLength={REMARKS_MAX}
            label="Reason"
            required
            hint={`Required, up to ${REMARKS_MAX} characters: what was found, e.g. a supplier’s notice or a failed test.`}
          />
          <div className="d-flex flex-wrap justify-content-end gap-2">
            <Button type="submit" variant="outline-primary" disabled={loading}>
              Mock recall
            </Button>
            <Button variant="danger" aria-haspopup="dialog" disabled={loading} onClick={askRecall}>
              Recall
            </Button>
          </div>
          <p role="status" className="visually-hidden">
            {announcement}
          </p>
        </form>
      </FormSection>
      {outcome && (
        <RecallFindings
          key={outcome.recall.id}
          outcome={outcome}
          titleId={FINDINGS_ID}
          title={`${outcome.recall.mock ? 'Mock recall' : 'Recall'} of ${outcome.recall.lotCodes.join(', ')}`}
        />
      )}
      {confirming && (
        <ConfirmDialog
          id="recall-confirm"
          title="Start a recall"
          titleAs="h2"
          titleClassName="h5"
          confirmLabel="Recall"
          busy={loading}
          failure="The recall could not be started."
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await run(false);
            setConfirming(false);
          }}
        >
          Recall {describe(values, lots, productName)}? Its units left stop being sold at once, and every customer who
          received them is e-mailed about the recall. This cannot be undone.
        </ConfirmDialog>
      )}
    </>
  );
}
