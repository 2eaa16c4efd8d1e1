import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Field, ReadOnlyField } from '../../../components/form/Field';
import { EditProductDocument } from '../api/edit-product.generated';
import type { ProductCardFragment } from '../../../lib/fragments.generated';
import { formFailure } from '../../../lib/api-errors';
import { MESSAGES } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useFormState } from '../../../lib/use-form-state';
import { imageError, priceError, PRODUCT_LIMITS, PRODUCT_STATUSES } from '../utils/product-form';
import { ProductImageUpload } from './ProductImageUpload';

/** Both editable text fields are required: the browser and assistive technology are told, the labels carry no asterisk. */
const REQUIRED = { required: true, 'aria-required': 'true', requiredMark: false } as const;

/** 'Edit Product': the name stays as it is; price and status change. */
export function EditProductModal({ product, onClose, onSaved }: { product: ProductCardFragment; onClose: () => void; onSaved: (product: ProductCardFragment) => void }) {
  const form = useFormState({ productPrice: String(product.productPrice), productStatus: product.productStatus, productImage: product.productImage });
  const { values } = form;
  // The server's reason for a refusal, above the form until the next attempt.
  const [serverError, setServerError] = useState<string | null>(null);
  const [editProduct, { loading }] = useMutation(EditProductDocument);
  const [uploading, setUploading] = useState(false);

  const errors = { productPrice: priceError(values.productPrice), productImage: imageError(values.productImage) };
  const price = Number(values.productPrice);
  const status = values.productStatus;
  // Sent only when changed, so a price or status edit asks what it always did.
  const newImage = values.productImage.trim() === product.productImage ? undefined : values.productImage.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    setServerError(null);
    const firstInvalid = errors.productPrice ? 'edit-productPrice' : errors.productImage ? 'edit-productImage' : null;
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    const id = product.productId;
    const input = { productId: id, productPrice: price, productStatus: status, ...(newImage === undefined ? {} : { productImage: newImage }) };
    try {
      const { data } = await editProduct({ variables: { input } });
      toast.success(MESSAGES.productUpdated(id));
      onSaved(data?.editProduct ?? { ...product, productPrice: price, productStatus: status, productImage: newImage ?? product.productImage });
    } catch (error) {
      toast.failure(MESSAGES.errorUpdatingProduct(id));
      const { code, message, fields } = formFailure(error);
      if (code === 'BAD_USER_INPUT') setServerError(fields.productPrice ?? fields.productImage ?? message);
    }
  };

  return (
    <Modal show onHide={onClose} aria-labelledby="edit-product-title" centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="edit-product-title">Edit Product</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {serverError && (
            <Alert variant="danger" className="py-2">
              {serverError}
            </Alert>
          )}
          <ReadOnlyField id="edit-productId" label="Product ID" value={product.productId} />
          <ReadOnlyField id="edit-productName" label="Product Name" value={product.productName} />
          <Field
            id="edit-productPrice"
            label="Product Price (PHP)"
            {...REQUIRED}
            type="number"
            inputMode="decimal"
            min="0.01"
            max={PRODUCT_LIMITS.priceMax}
            step="0.01"
            value={values.productPrice}
            onChange={form.change('productPrice')}
            error={form.visible(errors, 'productPrice')}
          />
          <Field as="select" id="edit-productStatus" label="Product Status" value={values.productStatus} onChange={form.change('productStatus')} options={PRODUCT_STATUSES} />
          <Field
            id="edit-productImage"
            label="Product Image URL"
            {...REQUIRED}
            groupClassName=""
            inputMode="url"
            value={values.productImage}
            onChange={form.change('productImage')}
            maxLength={PRODUCT_LIMITS.imageMax}
            error={form.visible(errors, 'productImage')}
          />
          <ProductImageUpload idPrefix="edit" onUploaded={(url) => form.set('productImage', url)} onBusyChange={setUploading} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={loading || uploading}>
            Save Changes
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
