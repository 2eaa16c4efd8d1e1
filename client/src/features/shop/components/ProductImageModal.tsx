import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ProductCardFragment } from '../../../gql/graphql';
import { ProductImage } from '../../../components/ProductImage';

/** The card's View: the product image in a dialog with a close button; focus returns to View on close. */
export function ProductImageModal({ product, onClose }: { product: ProductCardFragment | null; onClose: () => void }) {
  return (
    <Modal show={product !== null} onHide={onClose} centered size="lg" aria-labelledby="product-image-title">
      {product && (
        <>
          <Modal.Header closeButton closeLabel="Close dialog">
            <Modal.Title id="product-image-title" as="h2" className="h5">
              {product.productName}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body className="text-center">
            <ProductImage src={product.productImage} alt={product.productName} sizes="(min-width: 992px) 800px, 100vw" priority />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
