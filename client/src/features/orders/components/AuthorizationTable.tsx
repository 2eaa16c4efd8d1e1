import Button from 'react-bootstrap/Button';
import { OrderStatusBadge } from './OrderStatusBadge';
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
} from './order-fields';
import type { RecordField } from '../../../components/record-fields';
import { ORDER_TABLE_CLASS } from './OrderTables';
import type { OrderSettlementFragment } from '../api/order-settlement.generated';
import { canTake, type LifeFields } from '../../../lib/order-life';
import type { DecisionAction } from './DecisionDialog';
import { OrderSettlementInfo } from './OrderSettlementInfo';
import { OrderWaiting } from './OrderWaiting';
import type { ShownProof } from './PaymentProofThumbnail';

/** A queued order: the original columns' fields, its delivery and its payment (what the order-life rules read of a pending order). */
export type QueueOrder = OrderRowFragment &
  OrderSettlementFragment &
  Pick<LifeFields, 'fulfilmentStatus' | 'paidAt' | 'amountCollected'>;

export interface QueueActions {
  onDecide: (order: QueueOrder, action: DecisionAction) => void;
  onMarkPaid: (order: QueueOrder) => void;
  onRevertPayment: (order: QueueOrder) => void;
  onOpenProof: (proof: ShownProof) => void;
  /** The order being marked paid, whose button waits for the answer. */
  markingPaid: number | null;
}

/**
 * The queue's fields: the original columns, with Actions next to the id so the decision is in reach
 * without scrolling the wide table sideways, and the order's date, waiting time, delivery and payment
 * under its status (a new column would push the original ones past a 1280 px screen).
 */
const queueFields = ({
  onDecide,
  onMarkPaid,
  onRevertPayment,
  onOpenProof,
  markingPaid,
}: QueueActions): readonly RecordField<QueueOrder>[] => [
  orderIdField,
  {
    label: 'Actions',
    value: (order) => (
      // Stacked in the narrow table column; side by side on a phone card.
      <div className="d-flex flex-wrap flex-md-column gap-2">
        <Button aria-haspopup="dialog" size="sm" variant="success" onClick={() => onDecide(order, 'approve')}>
          Approve<span className="visually-hidden"> order {order.orderId}</span>
        </Button>
        <Button aria-haspopup="dialog" size="sm" variant="outline-danger" onClick={() => onDecide(order, 'cancel')}>
          Cancel<span className="visually-hidden"> order {order.orderId}</span>
        </Button>
        {/* The order-life table says which: paid once checked, and taken back the same day if marked by mistake. */}
        {canTake(order, 'markPaid', 'employee') && (
          <Button
            aria-haspopup="dialog"
            size="sm"
            variant="outline-primary"
            onClick={() => onMarkPaid(order)}
            disabled={markingPaid === order.orderId}
          >
            Mark as paid<span className="visually-hidden"> (order {order.orderId})</span>
          </Button>
        )}
        {canTake(order, 'revertPayment', 'employee') && (
          <Button
            aria-haspopup="dialog"
            size="sm"
            variant="outline-secondary"
            onClick={() => onRevertPayment(order)}
            disabled={markingPaid === order.orderId}
          >
            Undo payment<span className="visually-hidden"> (order {order.orderId})</span>
          </Button>
        )}
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
        <OrderSettlementInfo order={order} onOpenProof={onOpenProof} />
      </>
    ),
    card: 'main',
  },
  linesTableField,
];

/** ORDER AUTHORIZATION: pending orders, oldest first, with their lines, delivery and payment, and the Approve / Cancel / Mark as paid buttons. */
export function AuthorizationTable({ orders, ...actions }: { orders: readonly QueueOrder[] } & QueueActions) {
  return (
    <RecordList
      label="Orders waiting for authorization"
      caption="Orders waiting for authorization"
      records={orders}
      fields={queueFields(actions)}
      keyOf={(order) => order.orderId}
      tableClass={ORDER_TABLE_CLASS}
    />
  );
}
