import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { EditProductDocument, type ProductCardFragment, type ProductStatus } from '../../../gql/graphql';
import { errorCode, serverMessage } from '../../../lib/api-errors';
import { MESSAGES } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { imageError, priceError, PRODUCT_LIMITS, PRODUCT_STATUSES } from '../utils/product-form';
import { serverFieldErrors } from '../utils/server-field-errors';
import { FieldError, invalidProps } from './FieldError';
import { ProductImageUpload } from './ProductImageUpload';

/** 'Edit Product': the name stays as it is; price and status change. */
export function EditProductModal({ product, onClose, onSaved }: { product: ProductCardFragment; onClose: () => void; onSaved: (product: ProductCardFragment) => void }) {
  const [price, setPrice] = useState(String(product.productPrice));
  const [status, setStatus] = useState<ProductStatus>(product.productStatus);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [editProduct, { loading }] = useMutation(EditProductDocument);
  const [image, setImage] = useState(product.productImage);
  const [uploading, setUploading] = useState(false);

  const priceProblem = submitted ? priceError(price) : undefined;
  const imageProblem = submitted ? imageError(image) : undefined;
  // Sent only when changed, so a price or status edit asks what it always did.
  const newImage = image.trim() === product.productImage ? undefined : image.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    const firstInvalid = priceError(price) ? 'edit-productPrice' : imageError(image) ? 'edit-productImage' : null;
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    const id = product.productId;
    const input = { productId: id, productPrice: Number(price), productStatus: status, ...(newImage === undefined ? {} : { productImage: newImage }) };
    try {
      const { data } = await editProduct({ variables: { input } });
      toast.success(MESSAGES.productUpdated(id));
      onSaved(data?.editProduct ?? { ...product, productPrice: Number(price), productStatus: status, productImage: newImage ?? product.productImage });
    } catch (error) {
      toast.failure(MESSAGES.errorUpdatingProduct(id));
      if (errorCode(error) === 'BAD_USER_INPUT') {
        const fields = serverFieldErrors(error);
        setServerError(fields.productPrice ?? fields.productImage ?? serverMessage(error));
      }
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
          <Form.Group className="mb-3" controlId="edit-productId">
            <Form.Label>Product ID</Form.Label>
            <Form.Control plaintext readOnly value={product.productId} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="edit-productName">
            <Form.Label>Product Name</Form.Label>
            <Form.Control plaintext readOnly value={product.productName} />
          </Form.Group>
          <Form.Group className="mb-3">
            <Form.Label htmlFor="edit-productPrice">Product Price (PHP)</Form.Label>
            <Form.Control
              {...invalidProps('edit-productPrice', priceProblem)}
              type="number"
              inputMode="decimal"
              min="0.01"
              max={PRODUCT_LIMITS.priceMax}
              step="0.01"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              required
              aria-required="true"
            />
            <FieldError id="edit-productPrice" error={priceProblem} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="edit-productStatus">
            <Form.Label>Product Status</Form.Label>
            <Form.Select value={status} onChange={(event) => setStatus(event.target.value as ProductStatus)}>
              {PRODUCT_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group>
            <Form.Label htmlFor="edit-productImage">Product Image URL</Form.Label>
            <Form.Control
              {...invalidProps('edit-productImage', imageProblem)}
              inputMode="url"
              value={image}
              onChange={(event) => setImage(event.target.value)}
              maxLength={PRODUCT_LIMITS.imageMax}
              required
              aria-required="true"
            />
            <FieldError id="edit-productImage" error={imageProblem} />
          </Form.Group>
          <ProductImageUpload idPrefix="edit" onUploaded={setImage} onBusyChange={setUploading} />
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
