import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { AddProductDocument, type ProductStatus, type ProductType } from '../../../gql/graphql';
import { errorCode, serverMessage } from '../../../lib/api-errors';
import { MESSAGES } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import {
  EMPTY_PRODUCT,
  newProductErrors,
  PRODUCT_LIMITS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  type NewProductValues,
  type ProductErrors,
  type ProductField,
} from '../utils/product-form';
import { serverFieldErrors } from '../utils/server-field-errors';
import { FieldError, invalidProps } from './FieldError';
import { ProductImageUpload } from './ProductImageUpload';

const FIELD_ORDER: readonly ProductField[] = ['productId', 'productName', 'productPrice', 'productType', 'productStatus', 'productImage'];
const fieldId = (field: ProductField) => `add-${field}`;

/** 'Add New Product': mounted when opened, so every opening starts from an empty form. */
export function AddProductModal({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const [values, setValues] = useState<NewProductValues>(EMPTY_PRODUCT);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<{ message: string | null; fields: ProductErrors } | null>(null);
  const [addProduct, { loading }] = useMutation(AddProductDocument);
  const [uploading, setUploading] = useState(false);

  const errors = newProductErrors(values);
  const shown = (field: ProductField) => (submitted ? errors[field] : undefined) ?? server?.fields[field];
  const update = (field: ProductField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    // The server's remark about this field no longer applies once it changes.
    setServer((s) => (s?.fields[field] ? { ...s, fields: { ...s.fields, [field]: undefined } } : s));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServer(null);
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    const input = {
      productId: values.productId.trim(),
      productName: values.productName.trim(),
      productPrice: Number(values.productPrice),
      productType: values.productType as ProductType,
      productStatus: values.productStatus,
      productImage: values.productImage.trim(),
    };
    try {
      const { data } = await addProduct({ variables: { input } });
      toast.success(MESSAGES.productAdded(data?.addProduct.productName ?? input.productName));
      onAdded();
    } catch (error) {
      toast.failure(MESSAGES.errorAddingProduct);
      const code = errorCode(error);
      // The server's own words help here: a taken ID or a rule this form does not know.
      if (code === 'BAD_USER_INPUT' || code === 'CONFLICT') {
        const fields = serverFieldErrors(error) as ProductErrors;
        if (code === 'CONFLICT') fields.productId ??= serverMessage(error) ?? undefined;
        // Shown under its field when the server names one, otherwise above the form.
        setServer({ message: Object.values(fields).some(Boolean) ? null : serverMessage(error), fields });
      }
    }
  };

  return (
    <Modal show onHide={onClose} aria-labelledby="add-product-title" centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="add-product-title">Add New Product</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {server?.message && (
            <Alert variant="danger" className="py-2">
              {server.message}
            </Alert>
          )}
          <Form.Group className="mb-3">
            <Form.Label htmlFor={fieldId('productId')}>Product ID</Form.Label>
            <Form.Control
              {...invalidProps(fieldId('productId'), shown('productId'))}
              value={values.productId}
              onChange={update('productId')}
              maxLength={PRODUCT_LIMITS.idMax}
              required
              aria-required="true"
              autoComplete="off"
            />
            <FieldError id={fieldId('productId')} error={shown('productId')} />
          </Form.Group>
          <Form.Group className="mb-3">
            <Form.Label htmlFor={fieldId('productName')}>Product Name</Form.Label>
            <Form.Control
              {...invalidProps(fieldId('productName'), shown('productName'))}
              value={values.productName}
              onChange={update('productName')}
              maxLength={PRODUCT_LIMITS.nameMax}
              required
              aria-required="true"
              autoComplete="off"
            />
            <FieldError id={fieldId('productName')} error={shown('productName')} />
          </Form.Group>
          <Form.Group className="mb-3">
            <Form.Label htmlFor={fieldId('productPrice')}>Product Price (PHP)</Form.Label>
            <Form.Control
              {...invalidProps(fieldId('productPrice'), shown('productPrice'))}
              type="number"
              inputMode="decimal"
              min="0.01"
              max={PRODUCT_LIMITS.priceMax}
              step="0.01"
              value={values.productPrice}
              onChange={update('productPrice')}
              required
              aria-required="true"
            />
            <FieldError id={fieldId('productPrice')} error={shown('productPrice')} />
          </Form.Group>
          <Form.Group className="mb-3">
            <Form.Label htmlFor={fieldId('productType')}>Product Type</Form.Label>
            <Form.Select {...invalidProps(fieldId('productType'), shown('productType'))} value={values.productType} onChange={update('productType')} required aria-required="true">
              <option value="">Select a type</option>
              {PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Form.Select>
            <FieldError id={fieldId('productType')} error={shown('productType')} />
          </Form.Group>
          <Form.Group className="mb-3">
            <Form.Label htmlFor={fieldId('productStatus')}>Product Status</Form.Label>
            <Form.Select
              id={fieldId('productStatus')}
              value={values.productStatus}
              onChange={(event) => setValues((v) => ({ ...v, productStatus: event.target.value as ProductStatus }))}
            >
              {PRODUCT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group>
            <Form.Label htmlFor={fieldId('productImage')}>Product Image URL</Form.Label>
            <Form.Control
              {...invalidProps(fieldId('productImage'), shown('productImage'))}
              inputMode="url"
              placeholder="https://… or /images/products/…"
              value={values.productImage}
              onChange={update('productImage')}
              maxLength={PRODUCT_LIMITS.imageMax}
              required
              aria-required="true"
            />
            <FieldError id={fieldId('productImage')} error={shown('productImage')} />
          </Form.Group>
          <ProductImageUpload idPrefix="add" onUploaded={(url) => update('productImage')({ target: { value: url } })} onBusyChange={setUploading} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={loading || uploading}>
            Save Product
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
