import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useInertBackground } from '../hooks/use-inert-background';
import { toast } from '../state/toast';

export interface ConfirmDialogProps {
  /** The ids' stem: the dialog is labelled by its title (`${id}-title`) and described by its question (`${id}-text`). */
  id: string;
  title: ReactNode;
  /** The title's element and classes (Bootstrap's title, a div styled as h4, when not given). */
  titleAs?: 'h2' | 'h3';
  titleClassName?: string;
  /** The question: what the choice does. */
  children: ReactNode;
  /** Classes of the question's paragraph. */
  textClassName?: string;
  confirmLabel: string;
  confirmVariant?: 'danger' | 'primary';
  /** While true (the change under way) the confirming button is disabled. */
  busy: boolean;
  /** Makes the change, then says so and closes the dialog itself; throws when refused or failed. */
  onConfirm: () => Promise<void>;
  /** The notice for a refusal or failure, after which the dialog closes. */
  failure: string;
  onClose: () => void;
}

/**
 * Asks before a change that cannot be taken back: a centred modal with a Close button, the
 * question, Cancel (which has the focus when it opens) and the confirming button. A refusal or failure is a notice, and
 * the dialog closes.
 */
export function ConfirmDialog({
  id,
  title,
  titleAs,
  titleClassName,
  children,
  textClassName = 'mb-0',
  confirmLabel,
  confirmVariant = 'danger',
  busy,
  onConfirm,
  failure,
  onClose,
}: ConfirmDialogProps) {
  useInertBackground();
  const confirm = async () => {
    try {
      await onConfirm();
    } catch {
      toast.failure(failure);
      onClose();
    }
  };

  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} centered>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={`${id}-title`} as={titleAs} className={titleClassName}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id={`${id}-text`} className={textClassName}>
          {children}
        </p>
      </Modal.Body>
      <Modal.Footer>
        {/* A confirmation dialog opens on its safe choice (WAI-ARIA dialog pattern). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Button variant="outline-secondary" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button variant={confirmVariant} onClick={() => void confirm()} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
