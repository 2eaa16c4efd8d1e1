import Button from 'react-bootstrap/Button';
import type { StaffProductFragment } from '../../../api/fragments.generated';
import { ProductImage } from '../../../components/ProductImage';
import { RecordList } from '../../../components/RecordList';
import type { RecordField } from '../../../components/record-fields';
import { formatPeso } from '../../../lib/format';

const THUMBNAIL = 64;

type Product = StaffProductFragment;

interface ProductsTableProps {
  products: readonly Product[];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onStock: (product: Product) => void;
}

const stockText = (product: Product) =>
  product.stockQuantity == null ? 'Stock not tracked' : `Stock: ${product.stockQuantity}`;

/** EDIT, STOCK and DELETE, each naming its product for screen readers. */
function ProductActions({
  product,
  onEdit,
  onDelete,
  onStock,
}: Omit<ProductsTableProps, 'products'> & { product: Product }) {
  const named = (
    <span className="visually-hidden">
      {' '}
      {product.productName} ({product.productId})
    </span>
  );
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button aria-haspopup="dialog" size="sm" variant="outline-primary" onClick={() => onEdit(product)}>
        EDIT{named}
      </Button>
      <Button aria-haspopup="dialog" size="sm" variant="outline-primary" onClick={() => onStock(product)}>
        STOCK{named}
      </Button>
      <Button aria-haspopup="dialog" size="sm" variant="outline-danger" onClick={() => onDelete(product)}>
        DELETE{named}
      </Button>
    </div>
  );
}

/**
 * The catalogue's fields: the original columns on wide screens; on a phone a card per product, its
 * name as heading and status beside it, then price, type, ID, stock and picture, then the buttons.
 */
const productFields = (actions: Omit<ProductsTableProps, 'products'>): readonly RecordField<Product>[] => [
  { label: 'Product ID', value: (product) => product.productId, cellClass: 'text-break', card: 'main' },
  { label: 'Product Name', value: (product) => product.productName, card: 'title', cardLabelHidden: true },
  {
    label: 'Price (PHP)',
    value: (product) => formatPeso(product.productPrice),
    cellClass: 'text-nowrap',
    card: 'main',
  },
  { label: 'Product Type', value: (product) => product.productType, card: 'main' },
  {
    label: 'Stock',
    value: (product) => (product.stockQuantity == null ? 'Not tracked' : product.stockQuantity),
    card: 'main',
    table: false,
  },
  {
    label: 'Product Image',
    value: (product) => (
      <ProductImage
        src={product.productImage}
        alt={product.productName}
        sizes={`${THUMBNAIL}px`}
        width={THUMBNAIL}
        height={THUMBNAIL}
        className="rounded bg-light product-thumbnail"
      />
    ),
    card: 'main',
  },
  {
    label: 'Status',
    value: (product) => (
      <span className={`badge ${product.productStatus === 'Available' ? 'text-bg-success' : 'text-bg-secondary'}`}>
        {product.productStatus}
      </span>
    ),
    card: 'badge',
    cardLabelHidden: true,
  },
  {
    label: 'Actions',
    value: (product) => (
      <>
        {/* Beside its button rather than in a column of its own: the original table's columns are kept (docs/legacy-contract.md#screens). */}
        <p className="small text-body-secondary text-nowrap mb-1">{stockText(product)}</p>
        <ProductActions product={product} {...actions} />
      </>
    ),
    card: 'none',
  },
  // On a card the stock has a field of its own, and the buttons a row of 44 px targets.
  {
    label: 'Actions',
    value: (product) => <ProductActions product={product} {...actions} />,
    card: 'actions',
    table: false,
  },
];

/** The employee's catalogue: a row per product (a card on phones) with its stock, EDIT, STOCK and DELETE. */
export function ProductsTable({ products, ...actions }: ProductsTableProps) {
  return (
    <RecordList
      label="Products"
      caption="Products in the catalogue"
      records={products}
      fields={productFields(actions)}
      keyOf={(product) => product.productId}
      tableClass="table table-striped align-middle"
    />
  );
}
