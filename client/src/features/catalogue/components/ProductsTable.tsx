import type { StaffProductFragment } from '../../../api/fragments.generated';
import { ProductImage } from '../../../components/ProductImage';
import { RecordList } from '../../../components/RecordList';
import { RowButton } from '../../../components/lists/RowButton';
import { CONTROLS_TABLE_CLASS, type RecordField, type RecordListLook } from '../../../components/record-fields';
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
  const named = `${product.productName} (${product.productId})`;
  return (
    <div className="d-flex flex-wrap gap-2">
      <RowButton aria-haspopup="dialog" variant="outline-primary" record={named} onClick={() => onEdit(product)}>
        EDIT
      </RowButton>
      <RowButton aria-haspopup="dialog" variant="outline-primary" record={named} onClick={() => onStock(product)}>
        STOCK
      </RowButton>
      <RowButton aria-haspopup="dialog" variant="outline-danger" record={named} onClick={() => onDelete(product)}>
        DELETE
      </RowButton>
    </div>
  );
}

/** The list's names, row key and table look. */
const PRODUCT_LIST: RecordListLook<Product> = {
  label: 'Products',
  caption: 'Products in the catalogue',
  keyOf: (product) => product.productId,
  tableClass: CONTROLS_TABLE_CLASS,
};

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
  return <RecordList {...PRODUCT_LIST} records={products} fields={productFields(actions)} />;
}
