import type { FormEvent, ReactNode } from 'react';
import { Alert } from './Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

interface FormDialogProps {
  /** Shown (default); a dialog kept mounted between openings passes false while closed. */
  show?: boolean;
  /** Called as it opens (a dialog kept mounted starts its fields afresh). */
  onEnter?: () => void;
  size?: 'lg';
  /** The title's id, which names the dialog. */
  titleId: string;
  title: ReactNode;
  /** The title's element and classes (Bootstrap's title, a div styled as h4, when not given). */
  titleAs?: 'h2';
  titleClassName?: string;
  /** The id of what the dialog is about (its question, the amount due), which describes it. */
  describedBy?: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The button that closes without submitting ("Cancel" unless it says what is kept). */
  cancelLabel?: string;
  submitLabel: ReactNode;
  /** Danger when submitting takes something back (cancels an order, undoes a payment). */
  submitVariant?: 'primary' | 'danger';
  /** While saving (or uploading), the submit button waits. */
  busy: boolean;
  /** The server's reason for a refusal that names no field, above the fields. */
  message?: string | null;
  /** The fields. */
  children: ReactNode;
}

/**
 * A dialog that is one form (products, stock, delivery zones, a reason asked before a step): its
 * title, the fields, then Cancel and the submit button.
 */
export function FormDialog({
  show = true,
  onEnter,
  size,
  titleId,
  title,
  titleAs,
  titleClassName,
  describedBy,
  onSubmit,
  onClose,
  cancelLabel = 'Cancel',
  submitLabel,
  submitVariant = 'primary',
  busy,
  message,
  children,
}: FormDialogProps) {
  return (
    <Modal
      show={show}
      onHide={onClose}
      onEnter={onEnter}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      size={size}
      centered
    >
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as={titleAs} className={titleClassName}>
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {message && (
            <Alert variant="danger" className="py-2">
              {message}
            </Alert>
          )}
          {children}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={submitVariant} disabled={busy}>
            {submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
