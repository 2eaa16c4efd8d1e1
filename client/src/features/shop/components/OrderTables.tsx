import { ScrollableTable } from '../../../components/ScrollableTable';
import type { OrderRowFragment } from '../../../gql/graphql';
import { formatMediumDate, formatPeso, formatShortDate } from '../../../lib/format';

/** Nested table of an order's lines: product name, price, quantity, total. */
export function CartItemsTable({ order }: { order: OrderRowFragment }) {
  return (
    <table className="table table-sm table-bordered mb-0 small">
      <caption className="visually-hidden">Items of order {order.orderId}</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Qty</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
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

/** YOUR PENDING ORDERS: dates in medium format. */
export function PendingOrdersTable({ orders }: { orders: readonly OrderRowFragment[] }) {
  return (
    <ScrollableTable label="Pending orders">
      <table className="table table-striped align-top">
        <caption className="visually-hidden">Pending orders</caption>
        <thead>
          <tr>
            <th scope="col">Order ID</th>
            <th scope="col">Customer ID</th>
            <th scope="col">Customer Name</th>
            <th scope="col">Address</th>
            <th scope="col">Mobile Number</th>
            <th scope="col">Email</th>
            <th scope="col">Total Price (PHP)</th>
            <th scope="col">Order Date</th>
            <th scope="col">Order Status</th>
            <th scope="col">Cart Items</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <td>{order.orderId}</td>
              <td className="text-break small">{order.customerId}</td>
              <td>{order.fullName}</td>
              <td>{order.address}</td>
              <td>{order.mobileNumber}</td>
              <td className="text-break">{order.emailAddress}</td>
              <td>{formatPeso(order.totalAmount)}</td>
              <td>{formatMediumDate(order.orderDate)}</td>
              <td>{order.orderStatus}</td>
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
        <thead>
          <tr>
            <th scope="col">Order ID</th>
            <th scope="col">Customer ID</th>
            <th scope="col">Customer Name</th>
            <th scope="col">Date</th>
            <th scope="col">Total Amount (PHP)</th>
            <th scope="col">Status</th>
            <th scope="col">Address</th>
            <th scope="col">Mobile</th>
            <th scope="col">Email</th>
            <th scope="col">Authorized By</th>
            <th scope="col">Authorization Date</th>
            <th scope="col">Remarks</th>
            <th scope="col">Cart Items</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <td>{order.orderId}</td>
              <td className="text-break small">{order.customerId}</td>
              <td>{order.fullName}</td>
              <td>{formatShortDate(order.orderDate)}</td>
              <td>{formatPeso(order.totalAmount)}</td>
              <td>{order.orderStatus}</td>
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
