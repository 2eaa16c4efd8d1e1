import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { AuditedReasonField } from '../../../components/form/AuditedReasonField';
import { useFormState } from '../../../hooks/use-form-state';
import type { LotRow } from '../utils/lot-status';

/** The changes to a lot that are asked with a reason (audited). */
export type LotReasonKind = 'hold' | 'writeOff';

const TEXT = {
  hold: {
    title: (lot: LotRow) => `Put lot ${lot.lotCode} on hold`,
    explanation: (lot: LotRow) =>
      `Its ${lot.quantityLeft} units left stop being sold and packed at once, until the lot is released again.`,
    submit: 'Put on hold',
    busy: 'Putting on hold…',
    variant: 'primary',
  },
  writeOff: {
    title: (lot: LotRow) => `Write off lot ${lot.lotCode}`,
    explanation: (lot: LotRow) =>
      `Its ${lot.quantityLeft} units left are taken out of stock for good (thrown away or returned). This cannot be undone.`,
    submit: 'Write off',
    busy: 'Writing off…',
    variant: 'danger',
  },
} as const;

/**
 * Asks why before a lot is put on hold or written off: the reason is required and kept in the
 * audit log. `onConfirm` sends the change and resolves to the server's refusal, shown above the
 * reason (the dialog stays open), or null once it is done.
 */
export function LotReasonDialog({
  kind,
  lot,
  onConfirm,
  onClose,
}: {
  kind: LotReasonKind;
  lot: LotRow;
  onConfirm: (reason: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const form = useFormState({ reason: '' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { reason } = form.values;
  const errors = { reason: reason.trim() === '' ? 'Say why: a reason is required.' : undefined };
  const text = TEXT[kind];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.attempt();
    setMessage(null);
    if (errors.reason) {
      document.getElementById('lot-reason')?.focus();
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
      titleId="lot-reason-title"
      title={text.title(lot)}
      titleAs="h2"
      titleClassName="h5"
      describedBy="lot-reason-text"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={busy ? text.busy : text.submit}
      submitVariant={text.variant}
      busy={busy}
      message={message}
    >
      <p id="lot-reason-text">{text.explanation(lot)}</p>
      <AuditedReasonField id="lot-reason" {...form.bind('reason', errors, { onLeave: false })} />
    </FormDialog>
  );
}
