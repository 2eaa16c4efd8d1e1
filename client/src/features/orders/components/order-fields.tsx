import { OrderStatusBadge } from './OrderStatusBadge';
import { ColumnHeads } from '../../../components/ScrollableTable';
import type { CardPlace, RecordField } from '../../../components/record-fields';
import type { OrderRowFragment } from '../../../api/fragments.generated';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPeso } from '../../../lib/format';
import { orderDetailsPath } from '../../../lib/paths';

/** The order lists' fields, shared by the customer's and the employees' lists (labels are the original site's, per list: docs/legacy-contract.md#screens). */
export type OrderField = RecordField<OrderRowFragment>;

/** Whose list it is: a customer's own orders all carry the same customer details. */
export type Audience = 'customer' | 'employee';

/** On phones a customer's own lists leave out their id and contact details (the same on every card). */
const contactPlace = (audience: Audience): CardPlace => (audience === 'customer' ? 'none' : 'detail');

export const orderIdField: OrderField = { label: 'Order ID', value: (order) => order.orderId, card: 'title' };

/** A customer's own lists: the order ID opens the order's page (its delivery, payment and steps). */
export const ownOrderIdField: OrderField = {
  ...orderIdField,
  value: (order) => <Link to={orderDetailsPath(order.orderId)}>{order.orderId}</Link>,
};

/** A customer's own lists leave out their id: the same on every row, and meaningless to them. */
export const customerIdField = (audience: Audience): OrderField => ({
  label: 'Customer ID',
  value: (order) => order.customerId,
  cellClass: 'text-break',
  card: contactPlace(audience),
  table: audience === 'employee',
});

/** Employees see whose order it is in the card's summary. */
export const customerNameField = (audience: Audience): OrderField => ({
  label: 'Customer Name',
  value: (order) => order.fullName,
  card: audience === 'customer' ? 'none' : 'main',
});

export const addressField = (audience: Audience): OrderField => ({
  label: 'Address',
  value: (order) => order.address,
  card: contactPlace(audience),
});

export const mobileField = (label: 'Mobile' | 'Mobile Number', audience: Audience): OrderField => ({
  label,
  value: (order) => order.mobileNumber,
  card: contactPlace(audience),
});

export const emailField = (audience: Audience): OrderField => ({
  label: 'Email',
  value: (order) => order.emailAddress,
  cellClass: 'text-break',
  card: contactPlace(audience),
});

export const totalField = (label: 'Total Amount' | 'Total Amount (PHP)' | 'Total Price (PHP)'): OrderField => ({
  label,
  value: (order) => formatPeso(order.totalAmount),
  cellClass: 'text-nowrap',
  card: 'main',
});

/** The status badge, beside the card's heading on phones. */
export const statusField = (label: 'Status' | 'Order Status'): OrderField => ({
  label,
  value: (order) => <OrderStatusBadge status={order.orderStatus} />,
  card: 'badge',
  cardLabelHidden: true,
});

type ShownLine = OrderRowFragment['cartItems'][number];

/**
 * Nested table of an order's lines: product name, price, quantity, total. `lineNote` adds a line's
 * details under its name (the order's page: the lots it was packed from).
 */
export function CartItemsTable<L extends ShownLine>({
  order,
  lineNote,
}: {
  order: { orderId: number; cartItems: readonly L[] };
  lineNote?: (line: L) => ReactNode;
}) {
  return (
    <table className="table table-sm table-bordered mb-0 order-lines">
      <caption className="visually-hidden">Items of order {order.orderId}</caption>
      <ColumnHeads names={['Product', 'Price', 'Qty', 'Total']} />
      <tbody>
        {order.cartItems.map((item) => (
          <tr key={item.productId}>
            <td>
              {item.productName}
              {lineNote?.(item)}
            </td>
            <td>{formatPeso(item.productPrice)}</td>
            <td>{item.quantity}</td>
            <td>{formatPeso(item.totalPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Cart Items as the nested table (pending orders, the employees' queue). */
export const linesTableField: OrderField = {
  label: 'Cart Items',
  value: (order) => <CartItemsTable order={order} />,
  cellClass: 'order-lines-cell',
  card: 'main',
  cardWide: true,
};

/** 'name - quantity x price' */
export const cartLine = (item: { productName: string; quantity: number; productPrice: number }) =>
  `${item.productName} - ${item.quantity} x ${formatPeso(item.productPrice)}`;

/** Cart Items as a list of 'name - quantity x price' (completed orders). */
export const linesListField: OrderField = {
  label: 'Cart Items',
  value: (order) => (
    <ul className="list-unstyled mb-0">
      {order.cartItems.map((item) => (
        <li key={item.productId}>{cartLine(item)}</li>
      ))}
    </ul>
  ),
  card: 'main',
  cardWide: true,
};
