/**
 * Placeholders (Bootstrap's) in the place and about the size of what is loading, so that the
 * controls below a list do not jump when it arrives. Hidden from assistive technology: the
 * screens announce their loading in words.
 */

/** The storefront's product cards: the same grid (as CustomerStorefront's Row), picture (4:3), text lines and controls. */
export function ProductCardSkeletons({ count = 8 }: { count?: number }) {
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xxl-4 g-3 list-unstyled mb-0" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li className="col" key={i}>
          <div className="card h-100 shadow-sm placeholder-glow">
            <div className="ratio ratio-4x3">
              <span className="placeholder card-img-top" />
            </div>
            <div className="card-body d-flex flex-column gap-2">
              <div className="h5 mb-0">
                <span className="placeholder col-9" />
              </div>
              <p className="mb-0 small">
                <span className="placeholder col-4" />
              </p>
              <p className="mb-0">
                <span className="placeholder col-3" />
              </p>
              <span className="placeholder btn btn-sm disabled col-12" />
              <div className="d-flex gap-2 mt-auto pt-1">
                <span className="placeholder btn btn-sm btn-primary disabled col-5" />
                <span className="placeholder btn btn-sm btn-outline-primary disabled col-3" />
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A table: its header and `rows` rows of orders (with their lines) or of products. */
export function TableSkeleton({ rows, kind }: { rows: number; kind: 'orders' | 'products' }) {
  return (
    <div className="placeholder-glow mb-3" aria-hidden="true">
      <span className="placeholder d-block w-100 mb-2 skeleton-head" />
      {Array.from({ length: rows }, (_, i) => (
        <span
          key={i}
          className={`placeholder d-block w-100 mb-2 ${kind === 'orders' ? 'skeleton-order-row' : 'skeleton-product-row'}`}
        />
      ))}
    </div>
  );
}
