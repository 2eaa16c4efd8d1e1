import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { MESSAGES } from '../../../lib/messages';

interface DiscardChangesDialogProps {
  show: boolean;
  /** Keep editing: the dialog closes and focus returns to the Back button. */
  onStay: () => void;
  /** Leave the page, dropping the changes. */
  onLeave: () => void;
}

/** Asks before Back throws away edits in the profile form. */
export function DiscardChangesDialog({ show, onStay, onLeave }: DiscardChangesDialogProps) {
  return (
    <Modal
      show={show}
      onHide={onStay}
      centered
      aria-labelledby="discard-changes-title"
      aria-describedby="discard-changes-text"
    >
      <Modal.Header closeButton closeLabel="Stay on this page">
        <Modal.Title id="discard-changes-title" as="h2" className="h5">
          Unsaved changes
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="discard-changes-text" className="mb-0">
          {MESSAGES.unsavedChanges}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onStay}>
          No, stay here
        </Button>
        <Button variant="danger" onClick={onLeave}>
          Yes, go back
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
