import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ActivityLogFilter } from './activity-log-filter';

/** Date range, status and customer; applied on submit (one reload per change of mind, not per keystroke). */
export function ActivityLogFilters({ value, onApply }: { value: ActivityLogFilter; onApply: (filter: ActivityLogFilter) => void }) {
  const [draft, setDraft] = useState(value);
  const set = (key: keyof ActivityLogFilter) => (event: React.ChangeEvent<{ value: string }>) => setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, customer: draft.customer.trim() });
  };
  const clear = () => {
    const none: ActivityLogFilter = { from: '', to: '', status: '', customer: '' };
    setDraft(none);
    onApply(none);
  };
  return (
    <Form onSubmit={submit} aria-label="Filter the activity log" className="row g-2 align-items-end mb-3">
      <Form.Group className="col-6 col-md-3" controlId="log-from">
        <Form.Label>Decided from</Form.Label>
        <Form.Control type="date" value={draft.from} onChange={set('from')} />
      </Form.Group>
      <Form.Group className="col-6 col-md-3" controlId="log-to">
        <Form.Label>Decided to</Form.Label>
        <Form.Control type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
      </Form.Group>
      <Form.Group className="col-6 col-md-2" controlId="log-status">
        <Form.Label>Status</Form.Label>
        <Form.Select value={draft.status} onChange={set('status')}>
          <option value="">All</option>
          <option value="APPROVED">Approved</option>
          <option value="CANCELLED">Cancelled</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-6 col-md-4" controlId="log-customer">
        <Form.Label>Customer ID</Form.Label>
        <Form.Control value={draft.customer} onChange={set('customer')} autoComplete="off" />
      </Form.Group>
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
