import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { SetProductStockDocument, type ProductCardFragment } from '../../../gql/graphql';
import { serverFieldErrors } from '../utils/server-field-errors';
import { toast } from '../../../lib/toast';

const asText = (value: number | null | undefined) => (value == null ? '' : String(value));
/** An empty field means "not tracked" / "no alert"; anything else must be a whole number from 0. */
const parse = (text: string): number | null | 'invalid' => (text.trim() === '' ? null : /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : 'invalid');

/** Sets a product's stock on hand and the level at which the staff get a low-stock e-mail. */
export function StockDialog({ product, onClose, onSaved }: { product: ProductCardFragment; onClose: () => void; onSaved: (saved: ProductCardFragment) => void }) {
  const [stock, setStock] = useState(asText(product.stockQuantity));
  const [threshold, setThreshold] = useState(asText(product.lowStockThreshold));
  const [errors, setErrors] = useState<{ stockQuantity?: string; lowStockThreshold?: string }>({});
  const [save, { loading }] = useMutation(SetProductStockDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const stockQuantity = parse(stock);
    const lowStockThreshold = parse(threshold);
    const found = {
      ...(stockQuantity === 'invalid' ? { stockQuantity: 'Stock must be a whole number from 0, or empty.' } : {}),
      ...(lowStockThreshold === 'invalid' ? { lowStockThreshold: 'Alert level must be a whole number from 0, or empty.' } : {}),
    };
    setErrors(found);
    if (stockQuantity === 'invalid' || lowStockThreshold === 'invalid') return;
    try {
      const { data } = await save({ variables: { input: { productId: product.productId, stockQuantity, lowStockThreshold } } });
      if (!data) throw new Error('No answer');
      toast.success(`Stock of ${product.productName} saved.`);
      onSaved(data.setProductStock);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.stockQuantity || fields.lowStockThreshold) setErrors(fields);
      else toast.failure('The stock could not be saved.');
    }
  };

  return (
    <Modal show onHide={onClose} aria-labelledby="stock-dialog-title" centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="stock-dialog-title">
            Stock of {product.productName} ({product.productId})
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group className="mb-3" controlId="stock-quantity">
            <Form.Label>Units on hand</Form.Label>
            <Form.Control
              inputMode="numeric"
              value={stock}
              onChange={(event) => setStock(event.target.value)}
              isInvalid={!!errors.stockQuantity}
              aria-describedby="stock-quantity-help"
            />
            <Form.Text id="stock-quantity-help">Empty: not tracked (never runs out). Approving an order takes its units.</Form.Text>
            <Form.Control.Feedback type="invalid">{errors.stockQuantity}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="stock-threshold">
            <Form.Label>Low-stock alert at</Form.Label>
            <Form.Control
              inputMode="numeric"
              value={threshold}
              onChange={(event) => setThreshold(event.target.value)}
              isInvalid={!!errors.lowStockThreshold}
              aria-describedby="stock-threshold-help"
            />
            <Form.Text id="stock-threshold-help">The staff get an e-mail when an approval takes the stock to this level or below. Empty: no alert.</Form.Text>
            <Form.Control.Feedback type="invalid">{errors.lowStockThreshold}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={loading}>
            Save stock
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
