import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Field, ReadOnlyField } from '../../../components/form/Field';
import { MAX_QUANTITY, type CartItem } from '../../../state/cart';
import { MESSAGES } from '../../../lib/messages';
import { useFormState } from '../../../hooks/use-form-state';

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

function EditForm({
  item,
  onSave,
  onClose,
}: {
  item: CartItem;
  onSave: EditCartItemDialogProps['onSave'];
  onClose: () => void;
}) {
  const form = useFormState({ quantity: String(item.Quantity) });
  const value = form.values.quantity;
  const quantity = Number(value);
  const errors = {
    quantity:
      value.trim() === '' || !Number.isInteger(quantity) || quantity > MAX_QUANTITY
        ? MESSAGES.quantityWholeNumber
        : undefined,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    if (errors.quantity) {
      document.getElementById('edit-cart-quantity')?.focus();
      return;
    }
    onSave(item, quantity);
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <ReadOnlyField id="edit-cart-product-id" label="Product ID" value={item.ProductId} />
        <ReadOnlyField id="edit-cart-product-name" label="Product Name" value={item.ProductName} />
        <Field
          id="edit-cart-quantity"
          label="Quantity"
          groupClassName=""
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          value={value}
          onChange={form.change('quantity')}
          error={form.visible(errors, 'quantity')}
          // The dialog exists to change this one number: it opens on it (WAI-ARIA dialog pattern).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
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
