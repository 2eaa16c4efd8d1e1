import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ProductCardFragment } from '../../../api/fragments.generated';
import { formatPeso } from '../../../lib/format';
import { ProductImage } from '../../../components/ProductImage';
import { QuantitySelector } from '../../../components/QuantitySelector';
import type { AddToCart } from './ProductCard';
import { isOutOfStock, stockNote } from '../../../lib/stock';

interface ProductDialogProps {
  /** The product being viewed; null when the dialog is closed. */
  product: ProductCardFragment | null;
  /** A trade buyer's prices, shown in place of the retail price. */
  offer?: ReactNode;
  /** Where the quantity selector starts (a trade buyer's least quantity); 1 unless said. */
  firstQuantity?: number;
  onAddToCart: AddToCart;
  onClose: () => void;
}

/** The card's View: the product's image, name, type and price, with the card's quantity selector and Add to Cart. Focus returns to View on close. */
export function ProductDialog({ product, offer, firstQuantity = 1, onAddToCart, onClose }: ProductDialogProps) {
  return (
    <Modal show={product !== null} onHide={onClose} centered size="lg" aria-labelledby="product-dialog-title">
      {product && (
        <>
          <Modal.Header closeButton closeLabel="Close dialog">
            <Modal.Title id="product-dialog-title" as="h2" className="h5">
              {product.productName}
            </Modal.Title>
          </Modal.Header>
          {/* Keyed by product so each opening starts at its first quantity. */}
          <ProductDetails
            key={product.productId}
            {...{ product, offer, firstQuantity, onAddToCart }}
            onAdded={onClose}
          />
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

function ProductDetails({
  product,
  offer,
  firstQuantity,
  onAddToCart,
  onAdded,
}: {
  product: ProductCardFragment;
  offer: ReactNode;
  firstQuantity: number;
  onAddToCart: AddToCart;
  onAdded: () => void;
}) {
  const [chosen, setQuantity] = useState<number | null>(null);
  const quantity = chosen ?? firstQuantity;
  return (
    <Modal.Body>
      <div className="row g-3">
        <div className="col-md-7 text-center">
          <ProductImage
            src={product.productImage}
            alt={product.productName}
            sizes="(min-width: 992px) 460px, 100vw"
            priority="lcp"
          />
        </div>
        <div className="col-md-5 d-flex flex-column gap-3">
          <dl className="product-facts mb-0">
            <dt>Type</dt>
            <dd>{product.productType}</dd>
            <dt>Price</dt>
            <dd className="fw-semibold">{offer ?? formatPeso(product.productPrice)}</dd>
            {stockNote(product) && (
              <>
                <dt>Stock</dt>
                <dd className="fw-semibold text-danger-emphasis">{stockNote(product)}</dd>
              </>
            )}
          </dl>
          <QuantitySelector productName={product.productName} value={quantity} onChange={setQuantity} />
          <Button
            variant="primary"
            className="align-self-start"
            disabled={isOutOfStock(product)}
            onClick={() => {
              // Added: the dialog closes (focus goes back to View) and the toast says what was added.
              if (onAddToCart(product, quantity)) onAdded();
            }}
          >
            Add to Cart
          </Button>
        </div>
      </div>
    </Modal.Body>
  );
}
