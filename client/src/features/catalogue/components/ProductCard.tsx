import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { ProductCardFragment } from '../../../api/fragments.generated';
import { formatPeso } from '../../../lib/format';
import type { ImagePriority } from '../../../components/Picture';
import { ProductImage } from '../../../components/ProductImage';
import { QuantitySelector } from '../../../components/QuantitySelector';
import { isOutOfStock, stockNote } from '../../../lib/stock';
import { CARD_SIZES } from './card-sizes';

/** Adds the chosen quantity to the cart; true when it was added. */
export type AddToCart = (product: ProductCardFragment, quantity: number) => boolean;

interface ProductCardProps {
  product: ProductCardFragment;
  /** A trade buyer's prices, shown in place of the retail price. */
  offer?: ReactNode;
  /** Where the quantity selector starts (a trade buyer's least quantity); 1 unless said. */
  firstQuantity?: number;
  /** True when it was added (the selector then goes back to where it started). */
  onAddToCart: AddToCart;
  onView: (product: ProductCardFragment) => void;
  /** One of the first cards a visitor sees: its image loads at once and first. */
  priority?: ImagePriority;
}

/** One available product: image, name, type, price, quantity, Add to Cart and View. */
export function ProductCard({
  product,
  offer,
  firstQuantity = 1,
  onAddToCart,
  onView,
  priority = false,
}: ProductCardProps) {
  // Null until the buyer picks one: the trade terms may arrive after the first render.
  const [chosen, setQuantity] = useState<number | null>(null);
  const quantity = chosen ?? firstQuantity;
  const titleId = `product-${product.productId}-name`;
  const note = stockNote(product);
  const soldOut = isOutOfStock(product);
  return (
    <Card as="article" className="h-100 shadow-sm" aria-labelledby={titleId}>
      <ProductImage
        src={product.productImage}
        alt={product.productName}
        sizes={CARD_SIZES}
        className="card-img-top"
        priority={priority}
      />
      <Card.Body className="d-flex flex-column gap-2">
        <Card.Title as="h2" id={titleId} className="h5 mb-0">
          {product.productName}
        </Card.Title>
        <p className="mb-0 text-body-secondary small">{product.productType}</p>
        {offer ?? <p className="mb-0 fw-semibold">{formatPeso(product.productPrice)}</p>}
        {note && <p className="mb-0 small fw-semibold text-danger-emphasis">{note}</p>}
        <QuantitySelector productName={product.productName} value={quantity} onChange={setQuantity} />
        <div className="d-flex flex-wrap gap-2 mt-auto pt-1">
          <Button
            variant="primary"
            size="sm"
            disabled={soldOut}
            aria-label={`Add to Cart: ${product.productName}`}
            onClick={() => {
              if (onAddToCart(product, quantity)) setQuantity(null);
            }}
          >
            Add to Cart
          </Button>
          <Button aria-haspopup="dialog" variant="outline-primary" size="sm" onClick={() => onView(product)}>
            View<span className="visually-hidden"> {product.productName}</span>
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
