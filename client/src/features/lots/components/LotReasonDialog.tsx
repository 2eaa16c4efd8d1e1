import { AskReasonDialog } from '../../../components/dialogs/AskReasonDialog';
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
  const text = TEXT[kind];
  return (
    <AskReasonDialog
      id="lot-reason"
      title={text.title(lot)}
      explanation={text.explanation(lot)}
      submitLabel={text.submit}
      busyLabel={text.busy}
      submitVariant={text.variant}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
