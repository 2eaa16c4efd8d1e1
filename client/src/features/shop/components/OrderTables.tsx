import { ColumnHeads, ScrollableTable } from '../../../components/ScrollableTable';
import type { OrderRowFragment } from '../../../gql/graphql';
import { formatMediumDate, formatPeso, formatShortDate } from '../../../lib/format';
import { OrderStatusBadge } from '../../../components/OrderStatusBadge';

/** Nested table of an order's lines: product name, price, quantity, total. */
export function CartItemsTable({ order }: { order: OrderRowFragment }) {
  return (
    <table className="table table-sm table-bordered mb-0 small">
      <caption className="visually-hidden">Items of order {order.orderId}</caption>
      <ColumnHeads names={['Product', 'Price', 'Qty', 'Total']} />
      <tbody>
        {order.cartItems.map((item) => (
          <tr key={item.productId}>
            <td>{item.productName}</td>
            <td>{formatPeso(item.productPrice)}</td>
            <td>{item.quantity}</td>
            <td>{formatPeso(item.totalPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Customer ID, name, address, mobile and email: the snapshot taken when the order was placed. */
export function CustomerCells({ order }: { order: OrderRowFragment }) {
  return (
    <>
      <td className="text-break small">{order.customerId}</td>
      <td>{order.fullName}</td>
      <td>{order.address}</td>
      <td>{order.mobileNumber}</td>
      <td className="text-break">{order.emailAddress}</td>
    </>
  );
}

/** YOUR PENDING ORDERS: dates in medium format. */
export function PendingOrdersTable({ orders }: { orders: readonly OrderRowFragment[] }) {
  return (
    <ScrollableTable label="Pending orders">
      <table className="table table-striped align-top">
        <caption className="visually-hidden">Pending orders</caption>
        <ColumnHeads names={['Order ID', 'Customer ID', 'Customer Name', 'Address', 'Mobile Number', 'Email', 'Total Price (PHP)', 'Order Date', 'Order Status', 'Cart Items']} />
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <td>{order.orderId}</td>
              <CustomerCells order={order} />
              <td>{formatPeso(order.totalAmount)}</td>
              <td>{formatMediumDate(order.orderDate)}</td>
              <td>
                <OrderStatusBadge status={order.orderStatus} />
              </td>
              <td>
                <CartItemsTable order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}

/** YOUR ORDER HISTORY and ORDER ACTIVITY LOG: short dates, 'N/A' for empty remarks, lines as 'name - quantity x price'. */
export function CompleteOrdersTable({ orders }: { orders: readonly OrderRowFragment[] }) {
  return (
    <ScrollableTable label="Completed orders">
      <table className="table table-striped align-top">
        <caption className="visually-hidden">Completed orders</caption>
        <ColumnHeads names={['Order ID', 'Customer ID', 'Customer Name', 'Date', 'Total Amount (PHP)', 'Status', 'Address', 'Mobile', 'Email', 'Authorized By', 'Authorization Date', 'Remarks', 'Cart Items']} />
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <td>{order.orderId}</td>
              <td className="text-break small">{order.customerId}</td>
              <td>{order.fullName}</td>
              <td>{formatShortDate(order.orderDate)}</td>
              <td>{formatPeso(order.totalAmount)}</td>
              <td>
                <OrderStatusBadge status={order.orderStatus} />
              </td>
              <td>{order.address}</td>
              <td>{order.mobileNumber}</td>
              <td className="text-break">{order.emailAddress}</td>
              <td>{order.authorizedByFullName ?? ''}</td>
              <td>{formatShortDate(order.authorizationDate)}</td>
              <td>{order.remarks ? order.remarks : 'N/A'}</td>
              <td>
                <ul className="list-unstyled mb-0 small">
                  {order.cartItems.map((item) => (
                    <li key={item.productId}>{cartLine(item)}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}

/** 'name - quantity x price' */
export const cartLine = (item: { productName: string; quantity: number; productPrice: number }) =>
  `${item.productName} - ${item.quantity} x ${formatPeso(item.productPrice)}`;
