import type { FormEvent, ReactNode } from 'react';
import { FormDialog } from '../../../components/FormDialog';

interface TradeDialogProps {
  /** The ids' stem: the title is `${id}-title`, and what the dialog does, which describes it, `${id}-text`. */
  id: string;
  title: string;
  text: ReactNode;
  submitLabel: string;
  /** While saving: the submit button says so and waits. */
  busy: boolean;
  /** The server's refusal, above the fields. */
  message: string | null;
  onSubmit: (event: FormEvent) => Promise<void>;
  onClose: () => void;
  /** For a dialog kept mounted between openings (FormDialog's). */
  show?: boolean;
  onEnter?: () => void;
  size?: 'lg';
  children: ReactNode;
}

/** A dialog of the Trade accounts screen that is one form: its title an h2, what it does under it, then the fields. */
export function TradeDialog({
  id,
  title,
  text,
  submitLabel,
  busy,
  message,
  onSubmit,
  children,
  ...dialog
}: TradeDialogProps) {
  return (
    <FormDialog
      {...dialog}
      titleId={`${id}-title`}
      title={title}
      titleAs="h2"
      titleClassName="h5"
      describedBy={`${id}-text`}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={busy ? 'Saving…' : submitLabel}
      busy={busy}
      message={message}
    >
      <p id={`${id}-text`}>{text}</p>
      {children}
    </FormDialog>
  );
}
