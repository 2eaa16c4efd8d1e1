import { ORDER_DECISIONS, type OrderDecisionName } from '@waters/domain';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Field } from '../../../components/form/Field';
import { useFormState } from '../../../hooks/use-form-state';
import type { ActivityLogFilter } from './activity-log-filter';

const NONE: ActivityLogFilter = { from: '', to: '', status: '', name: '', customer: '' };
const DECISION_LABELS: Record<OrderDecisionName, string> = { APPROVED: 'Approved', CANCELLED: 'Cancelled' };
const DECISION_OPTIONS = ORDER_DECISIONS.map((value) => ({ value, label: DECISION_LABELS[value] }));

/** Date range, status and customer (name or id); applied on submit (one reload per change of mind, not per keystroke). */
export function ActivityLogFilters({
  value,
  onApply,
}: {
  value: ActivityLogFilter;
  onApply: (filter: ActivityLogFilter) => void;
}) {
  const form = useFormState(value);
  const draft = form.values;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, name: draft.name.trim(), customer: draft.customer.trim() });
  };
  const clear = () => {
    form.reset(NONE);
    onApply(NONE);
  };
  // Each filter's id is `log-` and its name.
  const filter = (name: keyof ActivityLogFilter) => ({
    id: `log-${name}`,
    value: draft[name],
    onChange: form.change(name),
  });
  return (
    <Form onSubmit={submit} aria-label="Filter the activity log" className="row g-2 align-items-end mb-3">
      <Field {...filter('from')} label="Decided from" groupClassName="col-6 col-md-4 col-xl-2" type="date" />
      <Field
        {...filter('to')}
        label="Decided to"
        groupClassName="col-6 col-md-4 col-xl-2"
        type="date"
        min={draft.from || undefined}
      />
      <Field
        {...filter('status')}
        as="select"
        label="Status"
        groupClassName="col-12 col-md-4 col-xl-2"
        options={DECISION_OPTIONS}
      >
        <option value="">All</option>
      </Field>
      <Field {...filter('name')} label="Customer Name" groupClassName="col-12 col-md-6 col-xl-3" autoComplete="off" />
      <Field {...filter('customer')} label="Customer ID" groupClassName="col-12 col-md-6 col-xl-3" autoComplete="off" />
      <div className="col-12 d-flex flex-wrap gap-2">
        <Button type="submit" variant="primary">
          Apply filters
        </Button>
        <Button variant="outline-secondary" onClick={clear}>
          Clear filters
        </Button>
      </div>
    </Form>
  );
}
