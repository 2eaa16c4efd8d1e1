import { RowButton } from '../../../components/lists/RowButton';
import { ProductImage } from '../../../components/ProductImage';
import { QuantitySelector } from '../../../components/QuantitySelector';
import { RecordList } from '../../../components/RecordList';
import { CONTROLS_TABLE_CLASS, type RecordField, type RecordListLook } from '../../../components/record-fields';
import type { CartItem } from '../../../state/cart';
import type { PricedLine as PricedCartLine } from '../../../lib/trade-pricing';
import { formatPeso } from '../../../lib/format';

type PricedLine = PricedCartLine<CartItem>;

interface CartTableProps {
  /** The cart's lines as they will be charged (priceCart). */
  lines: readonly PricedLine[];
  /** Each line's picture, by product ID (none while the catalogue is not known). */
  pictures: ReadonlyMap<string, string>;
  /** A quantity changed in place (− / typed / +), already held to 1 … 999. */
  onQuantity: (item: CartItem, quantity: number) => void;
  onEdit: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
}

/** The product's picture beside its name: what a shopper recognises a line by. */
function ProductNamed({ item, picture }: { item: CartItem; picture: string | undefined }) {
  return (
    <span className="d-flex align-items-center gap-2">
      {picture ? (
        <ProductImage
          src={picture}
          alt=""
          sizes="64px"
          width={64}
          height={48}
          className="cart-picture rounded flex-shrink-0"
        />
      ) : (
        <span className="cart-picture rounded flex-shrink-0 bg-body-secondary" aria-hidden="true" />
      )}
      <span>{item.ProductName}</span>
    </span>
  );
}

/** The list's names, row key and table look. */
const CART_LIST: RecordListLook<PricedLine> = {
  label: 'Shopping cart',
  caption: 'Items in your cart',
  keyOf: ({ item }) => item.ProductId,
  tableClass: CONTROLS_TABLE_CLASS,
};

/**
 * The spec's columns; the name with its picture heads a phone card, the quantity changes in place (with
 * what a trade line still lacks under it), the customer's own id is left off cards.
 */
const cartFields = ({
  pictures,
  onQuantity,
  onEdit,
  onRemove,
}: Omit<CartTableProps, 'lines'>): readonly RecordField<PricedLine>[] => [
  {
    label: 'Customer ID',
    value: ({ item }) => item.CustomerId,
    cellClass: 'text-break small text-body-secondary cart-customer',
    card: 'none',
  },
  { label: 'Product ID', value: ({ item }) => item.ProductId, cellClass: 'small' },
  {
    label: 'Product Name',
    value: ({ item }) => <ProductNamed item={item} picture={pictures.get(item.ProductId)} />,
    rowHeader: true,
    card: 'title',
    cardLabelHidden: true,
  },
  { label: 'Price (PHP)', value: (line) => formatPeso(line.unitPrice), card: 'main' },
  {
    label: 'Quantity',
    value: ({ item, shortfall }) => (
      <div className="cart-quantity">
        <QuantitySelector
          productName={item.ProductName}
          value={item.Quantity}
          onChange={(quantity) => onQuantity(item, quantity)}
        />
        {shortfall && <p className="form-text text-danger-emphasis mb-0">{shortfall}</p>}
      </div>
    ),
    card: 'main',
  },
  { label: 'Total Price (PHP)', value: (line) => formatPeso(line.total), card: 'main' },
  {
    label: 'Action',
    value: ({ item }) => (
      <div className="d-flex flex-wrap gap-2">
        <RowButton
          aria-haspopup="dialog"
          variant="outline-primary"
          record={item.ProductName}
          onClick={() => onEdit(item)}
        >
          EDIT
        </RowButton>
        <RowButton variant="outline-danger" record={item.ProductName} onClick={() => onRemove(item)}>
          REMOVE
        </RowButton>
      </div>
    ),
    card: 'actions',
  },
];

/** YOUR SHOPPING CART: one row (a card on phones) per product, its picture, its quantity changed in place, EDIT and REMOVE. */
export function CartTable({ lines, ...handlers }: CartTableProps) {
  return <RecordList {...CART_LIST} records={lines} fields={cartFields(handlers)} />;
}
