import Button from 'react-bootstrap/Button';
import { OrderStatusBadge } from '../../../components/OrderStatusBadge';
import { RecordList } from '../../../components/RecordList';
import type { OrderRowFragment } from '../../../api/fragments.generated';
import {
  addressField,
  customerIdField,
  customerNameField,
  emailField,
  linesTableField,
  mobileField,
  orderIdField,
  totalField,
  type OrderField,
} from '../../../components/orders/order-fields';
import { ORDER_TABLE_CLASS } from '../../../components/orders/OrderTables';
import type { DecisionAction } from './DecisionDialog';
import { OrderWaiting } from './OrderWaiting';

type Decide = (order: OrderRowFragment, action: DecisionAction) => void;

/**
 * The queue's fields: the original columns, with Actions next to the id so the decision is in reach
 * without scrolling the wide table sideways, and the order's date and waiting time under its status.
 */
const queueFields = (onDecide: Decide): readonly OrderField[] => [
  orderIdField,
  {
    label: 'Actions',
    value: (order) => (
      // Stacked in the narrow table column; side by side on a phone card.
      <div className="d-flex flex-wrap flex-md-column gap-2">
        <Button size="sm" variant="success" onClick={() => onDecide(order, 'approve')}>
          Approve<span className="visually-hidden"> order {order.orderId}</span>
        </Button>
        <Button size="sm" variant="outline-danger" onClick={() => onDecide(order, 'cancel')}>
          Cancel<span className="visually-hidden"> order {order.orderId}</span>
        </Button>
      </div>
    ),
    card: 'actions',
  },
  customerIdField('employee'),
  customerNameField('employee'),
  addressField('employee'),
  mobileField('Mobile', 'employee'),
  emailField('employee'),
  totalField('Total Amount'),
  {
    label: 'Status',
    value: (order) => (
      <>
        <OrderStatusBadge status={order.orderStatus} />
        <OrderWaiting orderDate={order.orderDate} />
      </>
    ),
    card: 'main',
  },
  linesTableField,
];

/** ORDER AUTHORIZATION: pending orders, oldest first, with their lines and the Approve / Cancel buttons. */
export function AuthorizationTable({ orders, onDecide }: { orders: readonly OrderRowFragment[]; onDecide: Decide }) {
  return (
    <RecordList
      label="Orders waiting for authorization"
      caption="Orders waiting for authorization"
      records={orders}
      fields={queueFields(onDecide)}
      keyOf={(order) => order.orderId}
      tableClass={ORDER_TABLE_CLASS}
    />
  );
}
