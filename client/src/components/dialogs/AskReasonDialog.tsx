import { useState, type FormEvent, type ReactNode } from 'react';
import { useFormState } from '../../hooks/use-form-state';
import { FormDialog } from '../FormDialog';
import { AuditedReasonField } from '../form/AuditedReasonField';

export interface AskReasonDialogProps {
  /** The ids' stem: `${id}-title`, `${id}-text` (what confirming does, which describes the dialog) and the reason's field, `id`. */
  id: string;
  title: string;
  explanation: ReactNode;
  submitLabel: string;
  busyLabel: string;
  submitVariant?: 'primary' | 'danger';
  /** Sends the change with the reason; resolves to the refusal to show above the reason (the dialog stays open), or null once done. */
  onConfirm: (reason: string) => Promise<string | null>;
  onClose: () => void;
}

/**
 * Asks why before an audited change (a lot held or written off, an application declined): the
 * reason is required and kept in the audit log; a refusal shows above it and the dialog stays open.
 */
export function AskReasonDialog({
  id,
  title,
  explanation,
  submitLabel,
  busyLabel,
  submitVariant = 'primary',
  onConfirm,
  onClose,
}: AskReasonDialogProps) {
  const form = useFormState({ reason: '' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { reason } = form.values;
  const errors = { reason: reason.trim() === '' ? 'Say why: a reason is required.' : undefined };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.attempt();
    setMessage(null);
    if (errors.reason) {
      document.getElementById(id)?.focus();
      return;
    }
    setBusy(true);
    const refused = await onConfirm(reason.trim());
    // Closed by then when it was done; a refusal keeps the dialog open to say why.
    if (refused !== null) {
      setMessage(refused);
      setBusy(false);
    }
  };

  return (
    <FormDialog
      titleId={`${id}-title`}
      title={title}
      titleAs="h2"
      titleClassName="h5"
      describedBy={`${id}-text`}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={busy ? busyLabel : submitLabel}
      submitVariant={submitVariant}
      busy={busy}
      message={message}
    >
      <p id={`${id}-text`}>{explanation}</p>
      <AuditedReasonField id={id} {...form.bind('reason', errors, { onLeave: false })} />
    </FormDialog>
  );
}
