import { ColumnHeads, ScrollableTable } from '../../../components/ScrollableTable';
import Button from 'react-bootstrap/Button';
import type { ProductCardFragment } from '../../../api/fragments.generated';
import { ProductImage } from '../../../components/ProductImage';
import { formatPeso } from '../../../lib/format';

const THUMBNAIL = 64;

/** The employee's catalogue table: one row per product with its stock, EDIT, STOCK and DELETE. */
export function ProductsTable({
  products,
  onEdit,
  onDelete,
  onStock,
}: {
  products: readonly ProductCardFragment[];
  onEdit: (product: ProductCardFragment) => void;
  onDelete: (product: ProductCardFragment) => void;
  onStock: (product: ProductCardFragment) => void;
}) {
  return (
    <ScrollableTable label="Products">
      <table className="table table-striped align-middle">
        <caption className="visually-hidden">Products in the catalogue</caption>
        <ColumnHeads names={['Product ID', 'Product Name', 'Price (PHP)', 'Product Type', 'Product Image', 'Status', 'Actions']} />
        <tbody>
          {products.map((product) => (
            <tr key={product.productId}>
              <td className="text-break">{product.productId}</td>
              <td>{product.productName}</td>
              <td className="text-nowrap">{formatPeso(product.productPrice)}</td>
              <td>{product.productType}</td>
              <td>
                <ProductImage
                  src={product.productImage}
                  alt={product.productName}
                  sizes={`${THUMBNAIL}px`}
                  width={THUMBNAIL}
                  height={THUMBNAIL}
                  className="rounded bg-light product-thumbnail"
                />
              </td>
              <td>
                <span className={`badge ${product.productStatus === 'Available' ? 'text-bg-success' : 'text-bg-secondary'}`}>{product.productStatus}</span>
              </td>
              <td>
                {/* Beside its button rather than in a column of its own: the original table's columns are kept (docs/legacy-contract.md#screens). */}
                <p className="small text-body-secondary text-nowrap mb-1">{product.stockQuantity == null ? 'Stock not tracked' : `Stock: ${product.stockQuantity}`}</p>
                <div className="d-flex flex-wrap gap-2">
                  <Button size="sm" variant="outline-primary" onClick={() => onEdit(product)}>
                    EDIT
                    <span className="visually-hidden">
                      {' '}
                      {product.productName} ({product.productId})
                    </span>
                  </Button>
                  <Button size="sm" variant="outline-primary" onClick={() => onStock(product)}>
                    STOCK
                    <span className="visually-hidden">
                      {' '}
                      {product.productName} ({product.productId})
                    </span>
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => onDelete(product)}>
                    DELETE
                    <span className="visually-hidden">
                      {' '}
                      {product.productName} ({product.productId})
                    </span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
