import { ColumnHeads, ScrollableTable } from '../../../components/ScrollableTable';
import Button from 'react-bootstrap/Button';
import type { OrderRowFragment } from '../../../gql/graphql';
import { formatPeso } from '../../../lib/format';
import { CartItemsTable, CustomerCells } from '../../shop/components/OrderTables';
import type { DecisionAction } from './DecisionDialog';
import { OrderStatusBadge } from '../../../components/OrderStatusBadge';

/** ORDER AUTHORIZATION: pending orders with their lines and the Approve / Cancel buttons. */
export function AuthorizationTable({ orders, onDecide }: { orders: readonly OrderRowFragment[]; onDecide: (order: OrderRowFragment, action: DecisionAction) => void }) {
  return (
    <ScrollableTable label="Orders waiting for authorization">
      <table className="table table-striped align-top">
        <caption className="visually-hidden">Orders waiting for authorization</caption>
        {/* Actions next to the id, so the decision is in reach without scrolling the wide table sideways. */}
        <ColumnHeads names={['Order ID', 'Actions', 'Customer ID', 'Customer Name', 'Address', 'Mobile', 'Email', 'Total Amount', 'Status', 'Cart Items']} />
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <td>{order.orderId}</td>
              <td>
                <div className="d-flex flex-column gap-2">
                  <Button size="sm" variant="success" onClick={() => onDecide(order, 'approve')}>
                    Approve<span className="visually-hidden"> order {order.orderId}</span>
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => onDecide(order, 'cancel')}>
                    Cancel<span className="visually-hidden"> order {order.orderId}</span>
                  </Button>
                </div>
              </td>
              <CustomerCells order={order} />
              <td className="text-nowrap">{formatPeso(order.totalAmount)}</td>
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
