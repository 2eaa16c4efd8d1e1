import { useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Field } from '../../../components/form/Field';
import { SetProductStockDocument } from '../api/set-product-stock.generated';
import type { ProductCardFragment } from '../../../lib/fragments.generated';
import { formFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useFormState } from '../../../lib/use-form-state';

const asText = (value: number | null | undefined) => (value == null ? '' : String(value));
/** An empty field means "not tracked" / "no alert"; anything else must be a whole number from 0. */
const parse = (text: string): number | null | 'invalid' => (text.trim() === '' ? null : /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : 'invalid');

/** Sets a product's stock on hand and the level at which the staff get a low-stock e-mail. */
export function StockDialog({ product, onClose, onSaved }: { product: ProductCardFragment; onClose: () => void; onSaved: (saved: ProductCardFragment) => void }) {
  // Named as the server names the fields, so its messages land under them.
  const form = useFormState({ stockQuantity: asText(product.stockQuantity), lowStockThreshold: asText(product.lowStockThreshold) });
  const [save, { loading }] = useMutation(SetProductStockDocument);
  const stockQuantity = parse(form.values.stockQuantity);
  const lowStockThreshold = parse(form.values.lowStockThreshold);
  const errors = {
    stockQuantity: stockQuantity === 'invalid' ? 'Stock must be a whole number from 0, or empty.' : undefined,
    lowStockThreshold: lowStockThreshold === 'invalid' ? 'Alert level must be a whole number from 0, or empty.' : undefined,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    if (stockQuantity === 'invalid' || lowStockThreshold === 'invalid') return;
    try {
      const { data } = await save({ variables: { input: { productId: product.productId, stockQuantity, lowStockThreshold } } });
      if (!data) throw new Error('No answer');
      toast.success(`Stock of ${product.productName} saved.`);
      onSaved(data.setProductStock);
    } catch (error) {
      const { fields } = formFailure(error);
      if (fields.stockQuantity || fields.lowStockThreshold) form.setServerErrors(fields);
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
          <Field
            id="stock-quantity"
            label="Units on hand"
            inputMode="numeric"
            value={form.values.stockQuantity}
            onChange={form.change('stockQuantity')}
            hint="Empty: not tracked (never runs out). Approving an order takes its units."
            error={form.visible(errors, 'stockQuantity')}
          />
          <Field
            id="stock-threshold"
            label="Low-stock alert at"
            groupClassName=""
            inputMode="numeric"
            value={form.values.lowStockThreshold}
            onChange={form.change('lowStockThreshold')}
            hint="The staff get an e-mail when an approval takes the stock to this level or below. Empty: no alert."
            error={form.visible(errors, 'lowStockThreshold')}
          />
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
