import { ColumnHeads, ScrollableTable } from '../../../components/ScrollableTable';
import Button from 'react-bootstrap/Button';
import type { CartItem } from '../../../lib/cart';
import { formatPeso } from '../../../lib/format';

interface CartTableProps {
  items: readonly CartItem[];
  onEdit: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
}

/** YOUR SHOPPING CART: one row per product with EDIT and REMOVE. */
export function CartTable({ items, onEdit, onRemove }: CartTableProps) {
  return (
    <ScrollableTable label="Shopping cart">
      <table className="table table-striped align-middle">
        <caption className="visually-hidden">Items in your cart</caption>
        <ColumnHeads names={['Customer ID', 'Product ID', 'Product Name', 'Price (PHP)', 'Quantity', 'Total Price (PHP)', 'Action']} />
        <tbody>
          {items.map((item) => (
            <tr key={item.ProductId}>
              <td className="text-break small">{item.CustomerId}</td>
              <td>{item.ProductId}</td>
              <th scope="row" className="fw-normal">
                {item.ProductName}
              </th>
              <td>{formatPeso(item.ProductPrice)}</td>
              <td>{item.Quantity}</td>
              <td>{formatPeso(item.TotalPrice)}</td>
              <td>
                <div className="d-flex flex-wrap gap-2">
                  <Button variant="outline-primary" size="sm" onClick={() => onEdit(item)}>
                    EDIT<span className="visually-hidden"> {item.ProductName}</span>
                  </Button>
                  <Button variant="outline-danger" size="sm" onClick={() => onRemove(item)}>
                    REMOVE<span className="visually-hidden"> {item.ProductName}</span>
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
