import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { MAX_QUANTITY, type CartItem } from '../../../lib/cart';
import { MESSAGES } from '../../../lib/messages';

interface EditCartItemDialogProps {
  /** The line being edited; null when the dialog is closed. */
  item: CartItem | null;
  /** Saves a whole-number quantity (0 or less removes the line). */
  onSave: (item: CartItem, quantity: number) => void;
  onClose: () => void;
  /** After the closing animation, e.g. to move focus when the edited row is gone. */
  onExited?: () => void;
}

/** 'Edit Cart Item': product ID and name read-only, the quantity editable. */
export function EditCartItemDialog({ item, onSave, onClose, onExited }: EditCartItemDialogProps) {
  return (
    <Modal show={item !== null} onHide={onClose} onExited={onExited} centered aria-labelledby="edit-cart-item-title">
      <Modal.Header closeButton closeLabel="Close dialog">
        <Modal.Title id="edit-cart-item-title" as="h2" className="h5">
          Edit Cart Item
        </Modal.Title>
      </Modal.Header>
      {/* Keyed by product so each opening starts from that line's quantity. */}
      {item && <EditForm key={item.ProductId} item={item} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function EditForm({ item, onSave, onClose }: { item: CartItem; onSave: EditCartItemDialogProps['onSave']; onClose: () => void }) {
  const [value, setValue] = useState(String(item.Quantity));
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const quantity = Number(value);
    if (value.trim() === '' || !Number.isInteger(quantity) || quantity > MAX_QUANTITY) {
      setInvalid(true);
      document.getElementById('edit-cart-quantity')?.focus();
      return;
    }
    onSave(item, quantity);
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <Form.Group className="mb-3" controlId="edit-cart-product-id">
          <Form.Label>Product ID</Form.Label>
          <Form.Control plaintext readOnly value={item.ProductId} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="edit-cart-product-name">
          <Form.Label>Product Name</Form.Label>
          <Form.Control plaintext readOnly value={item.ProductName} />
        </Form.Group>
        <Form.Group controlId="edit-cart-quantity">
          <Form.Label>Quantity</Form.Label>
          <Form.Control
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            step={1}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setInvalid(false);
            }}
            isInvalid={invalid}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'edit-cart-quantity-error' : undefined}
            // The dialog exists to change this one number: it opens on it (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          {invalid && (
            <Form.Control.Feedback type="invalid" id="edit-cart-quantity-error">
              {MESSAGES.quantityWholeNumber}
            </Form.Control.Feedback>
          )}
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="primary" type="submit">
          Save Changes
        </Button>
      </Modal.Footer>
    </Form>
  );
}
