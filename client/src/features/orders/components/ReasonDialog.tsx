import { useEffect, type FormEvent, type ReactNode } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { AuditedReasonField } from '../../../components/form/AuditedReasonField';
import { useFormState } from '../../../hooks/use-form-state';

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
    <FormDialog
      titleId="correction-title"
      title={request.title}
      titleAs="h2"
      titleClassName="h5"
      describedBy="correction-text"
      onSubmit={submit}
      onClose={onClose}
      cancelLabel="Keep it"
      submitLabel={request.confirmLabel}
      submitVariant="danger"
      busy={busy}
    >
      <p id="correction-text">{request.explanation}</p>
      <AuditedReasonField id="correction-reason" {...form.bind('reason', errors, { onLeave: false })} />
    </FormDialog>
  );
}
