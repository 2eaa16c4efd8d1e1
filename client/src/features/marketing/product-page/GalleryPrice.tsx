import { availabilityText } from '@waters/domain';
import { Link } from 'react-router-dom';
import { formatPeso } from '../../../lib/format';
import { productPagePath } from '../../../lib/paths';
import type { CatalogueEntry } from './use-catalogue-prices';

/**
 * A gallery card's price, availability and link to the product's page. The line keeps its height
 * before the prices arrive (the page is rendered at build time): nothing below it moves.
 */
export function GalleryPrice({
  productId,
  label,
  product,
}: {
  productId: string;
  label: string;
  product: CatalogueEntry | undefined;
}) {
  return (
    <div className="gallery-price d-flex flex-column gap-1">
      <span className="fw-bold">
        {product ? (
          <>
            {formatPeso(product.productPrice)}{' '}
            <span className="fw-normal text-body-secondary small">· {availabilityText(product.availability)}</span>
          </>
        ) : (
          '\u00a0'
        )}
      </span>
      <Link className="small" to={productPagePath(productId)}>
        Details and price<span className="visually-hidden"> of {label}</span>
      </Link>
    </div>
  );
}
