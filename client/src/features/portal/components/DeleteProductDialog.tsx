import { useMutation } from '@apollo/client/react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { DeleteProductDocument } from '../api/delete-product.generated';
import type { ProductCardFragment } from '../../../api/fragments.generated';
import { MESSAGES } from '../../../lib/messages';
import { toast } from '../../../state/toast';

/** Asks before removing a product; on success it leaves the cache, and the caller drops its row without a reload. */
export function DeleteProductDialog({ product, onClose, onDeleted }: { product: ProductCardFragment; onClose: () => void; onDeleted: (productId: string) => void }) {
  const [deleteProduct, { loading }] = useMutation(DeleteProductDocument);
  const id = product.productId;

  const confirm = async () => {
    try {
      await deleteProduct({
        variables: { productId: id },
        update(cache) {
          const cacheId = cache.identify({ __typename: 'Product', productId: id });
          if (cacheId) cache.evict({ id: cacheId });
          cache.gc();
        },
      });
      toast.success(MESSAGES.productDeleted(id));
      onDeleted(id);
    } catch {
      toast.failure(MESSAGES.errorDeletingProduct);
      onClose();
    }
  };

  return (
    <Modal show onHide={onClose} aria-labelledby="delete-product-title" aria-describedby="delete-product-text" centered>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="delete-product-title">Delete Product</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="delete-product-text" className="mb-0">
          Delete {product.productName} ({id}) from the catalogue? Orders that contain it keep their lines.
        </p>
      </Modal.Body>
      <Modal.Footer>
        {/* A confirmation dialog opens on its safe choice (WAI-ARIA dialog pattern). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Button variant="outline-secondary" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={loading}>
          Delete
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
