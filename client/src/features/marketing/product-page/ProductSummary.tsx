import {
  availabilityText,
  bestBeforeText,
  isCalendarDay,
  labelDate,
  LOT_CODE_PATTERN,
  PRODUCT_PAGE_PICTURE,
  PRODUCT_TYPE_LABELS,
} from '@waters/domain';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PictureOf } from '../../../components/PictureOf';
import { formatPeso } from '../../../lib/format';
import { PATHS } from '../../../lib/paths';
import type { PageProduct } from './embedded-product';

const STORAGE_ROWS = [
  ['Storage', 'temperature'],
  ['Shelf life (unopened)', 'shelfLifeUnopened'],
  ['Shelf life (opened)', 'shelfLifeOpened'],
  ['Thawing and preparation', 'preparation'],
] as const;

/**
 * A product's page: the same markup the server sends for search engines and the first paint
 * (server: modules/products/page/product-page-html.ts), so nothing moves when this replaces it.
 * `order` is what the visitor can do (log in, or choose a quantity and add it to the cart).
 */
export function ProductSummary({
  product,
  order,
  extra,
}: {
  product: PageProduct;
  order: ReactNode;
  extra?: ReactNode;
}) {
  const facts = [PRODUCT_TYPE_LABELS[product.productType], product.packSize].filter(Boolean).join(' · ');
  const storage = STORAGE_ROWS.filter(([, key]) => product.storage[key]);
  const scanned = useScannedLot();
  return (
    <>
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to={PATHS.ourProducts}>Our Products</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {product.productName}
          </li>
        </ol>
      </nav>
      <article className="product-page row g-4">
        <div className="col-md-6">
          {/* The same as the server's HTML (product-page-html.ts), unversioned, so the browser fetches it once. */}
          <PictureOf
            src={product.productImage}
            sizes={PRODUCT_PAGE_PICTURE.sizes}
            image={
              <img
                className="product-page-image img-fluid rounded"
                src={product.productImage}
                alt={product.productName}
                width={PRODUCT_PAGE_PICTURE.width}
                height={PRODUCT_PAGE_PICTURE.height}
                fetchPriority="high"
              />
            }
          />
        </div>
        <div className="col-md-6">
          <h1 className="h2">{product.productName}</h1>
          <p className="text-body-secondary">{facts}</p>
          <p className="product-page-price fs-3 fw-bold mb-1">{formatPeso(product.productPrice)}</p>
          <p className="product-availability" data-status={product.availability.status}>
            {availabilityText(product.availability)}
          </p>
          {scanned && (
            <p className="product-scanned-lot alert alert-info py-2" role="note">
              Your pack: lot {scanned.lot}
              {scanned.bestBefore && <>, best before {labelDate(scanned.bestBefore)}</>}
            </p>
          )}
          {!scanned && product.bestBeforeAtLeast && (
            <p className="product-best-before small text-body-secondary">{bestBeforeText(product.bestBeforeAtLeast)}</p>
          )}
          {product.certifications.length > 0 && (
            <ul className="product-certifications list-unstyled d-flex flex-column gap-1" aria-label="Certifications">
              {product.certifications.map((c) => (
                <li key={c.scheme}>
                  <span className="badge text-bg-success">{c.scheme}</span>{' '}
                  <span className="small">
                    No. {c.certificateNumber}, valid until {c.validUntil}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="product-page-order">{order}</div>
          {product.description && (
            <section className="mt-4" aria-labelledby="product-about">
              <h2 id="product-about" className="h5">
                About this product
              </h2>
              {product.description.split(/\n\s*\n/).map((paragraph, i) => (
                <p key={i}>{paragraph.trim()}</p>
              ))}
            </section>
          )}
          {storage.length > 0 && (
            <section className="mt-4" aria-labelledby="product-storage">
              <h2 id="product-storage" className="h5">
                Storage and preparation
              </h2>
              <dl className="product-storage">
                {storage.map(([term, key]) => (
                  <StorageRow key={key} term={term} value={product.storage[key]!} />
                ))}
              </dl>
            </section>
          )}
          {extra}
        </div>
      </article>
    </>
  );
}

function StorageRow({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** The lot a pack's QR code opened this page with (/01/{GTIN}/10/{lot}?17=… redirects here), if it reads as one. */
function useScannedLot(): { lot: string; bestBefore: string | null } | null {
  const [params] = useSearchParams();
  const lot = params.get('lot');
  if (!lot || !LOT_CODE_PATTERN.test(lot)) return null;
  const bestBefore = params.get('bestBefore');
  return { lot, bestBefore: bestBefore && isCalendarDay(bestBefore) ? bestBefore : null };
}
