import { REMARKS_MAX } from '@waters/domain';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useFormState } from '../../../hooks/use-form-state';
import { Field } from '../../../components/form/Field';

export interface ReasonRequest {
  /** The dialog's title ("Undo payment of order 42"). */
  title: string;
  /** What confirming does and until when it can. */
  explanation: ReactNode;
  confirmLabel: string;
}

/**
 * A correction asked with its reason (audited, and told to the customer when they were told of
 * what is taken back). `request` is null while closed.
 */
export function ReasonDialog({
  request,
  busy,
  onConfirm,
  onClose,
}: {
  request: ReasonRequest | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const form = useFormState({ reason: '' });
  const { reason } = form.values;
  const errors = { reason: reason.trim() === '' ? 'Please say why.' : undefined };
  const { reset } = form;
  // Each correction starts with an empty reason (the same one, re-rendered, keeps what was typed).
  const which = request?.title ?? null;
  useEffect(() => reset({ reason: '' }), [which, reset]);
  if (!request) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    if (errors.reason) {
      document.getElementById('correction-reason')?.focus();
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal show onHide={onClose} centered aria-labelledby="correction-title" aria-describedby="correction-text">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="correction-title" as="h2" className="h5">
            {request.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p id="correction-text">{request.explanation}</p>
          <Field
            as="textarea"
            id="correction-reason"
            label="Reason"
            groupClassName=""
            requiredMark={false}
            rows={2}
            required
            maxLength={REMARKS_MAX}
            value={reason}
            onChange={form.change('reason')}
            hint={`Required, up to ${REMARKS_MAX} characters; kept in the audit log.`}
            error={form.visible(errors, 'reason')}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {request.confirmLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
