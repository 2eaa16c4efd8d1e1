import Button from 'react-bootstrap/Button';
import { RecordList } from '../../../components/RecordList';
import type { RecordField } from '../../../components/record-fields';
import type { CartItem } from '../../../state/cart';
import { formatPeso } from '../../../lib/format';

interface CartTableProps {
  items: readonly CartItem[];
  onEdit: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
}

/** The cart's fields; on a phone card the product's name heads it and the customer's own id is left out. */
const cartFields = ({ onEdit, onRemove }: Omit<CartTableProps, 'items'>): readonly RecordField<CartItem>[] => [
  { label: 'Customer ID', value: (item) => item.CustomerId, cellClass: 'text-break small', card: 'none' },
  { label: 'Product ID', value: (item) => item.ProductId },
  { label: 'Product Name', value: (item) => item.ProductName, rowHeader: true, card: 'title', cardLabelHidden: true },
  { label: 'Price (PHP)', value: (item) => formatPeso(item.ProductPrice), card: 'main' },
  { label: 'Quantity', value: (item) => item.Quantity, card: 'main' },
  { label: 'Total Price (PHP)', value: (item) => formatPeso(item.TotalPrice), card: 'main' },
  {
    label: 'Action',
    value: (item) => (
      <div className="d-flex flex-wrap gap-2">
        <Button aria-haspopup="dialog" variant="outline-primary" size="sm" onClick={() => onEdit(item)}>
          EDIT<span className="visually-hidden"> {item.ProductName}</span>
        </Button>
        <Button variant="outline-danger" size="sm" onClick={() => onRemove(item)}>
          REMOVE<span className="visually-hidden"> {item.ProductName}</span>
        </Button>
      </div>
    ),
    card: 'actions',
  },
];

/** YOUR SHOPPING CART: one row (a card on phones) per product with EDIT and REMOVE. */
export function CartTable({ items, onEdit, onRemove }: CartTableProps) {
  return (
    <RecordList
      label="Shopping cart"
      caption="Items in your cart"
      records={items}
      fields={cartFields({ onEdit, onRemove })}
      keyOf={(item) => item.ProductId}
      tableClass="table table-striped align-middle"
    />
  );
}
