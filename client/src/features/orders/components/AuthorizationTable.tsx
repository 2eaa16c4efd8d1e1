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
import type { RecordField, RecordListLook } from '../../../components/record-fields';
import { RowButton } from '../../../components/lists/RowButton';
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

interface QueueButton {
  text: string;
  variant: string;
  act: (actions: QueueActions, order: QueueOrder) => void;
  /** A payment correction: offered while the order-life table allows it, waiting while one is sent. */
  correction?: 'markPaid' | 'revertPayment';
}

/** The queue's buttons in order: the decision, then the payment corrections (paid once checked, taken back the same day if marked by mistake). */
const QUEUE_BUTTONS: readonly QueueButton[] = [
  { text: 'Approve', variant: 'success', act: (actions, order) => actions.onDecide(order, 'approve') },
  { text: 'Cancel', variant: 'outline-danger', act: (actions, order) => actions.onDecide(order, 'cancel') },
  {
    text: 'Mark as paid',
    variant: 'outline-primary',
    act: (actions, order) => actions.onMarkPaid(order),
    correction: 'markPaid',
  },
  {
    text: 'Undo payment',
    variant: 'outline-secondary',
    act: (actions, order) => actions.onRevertPayment(order),
    correction: 'revertPayment',
  },
];

/**
 * The queue's fields: the original columns, with Actions next to the id so the decision is in reach
 * without scrolling the wide table sideways, and the order's date, waiting time, delivery and payment
 * under its status (a new column would push the original ones past a 1280 px screen).
 */
const queueFields = (actions: QueueActions): readonly RecordField<QueueOrder>[] => [
  orderIdField,
  {
    label: 'Actions',
    value: (order) => (
      // Stacked in the narrow table column; side by side on a phone card.
      <div className="d-flex flex-wrap flex-md-column gap-2">
        {QUEUE_BUTTONS.filter(({ correction }) => !correction || canTake(order, correction, 'employee')).map(
          ({ text, variant, act, correction }) => (
            <RowButton
              key={text}
              aria-haspopup="dialog"
              variant={variant}
              record={correction ? `(order ${order.orderId})` : `order ${order.orderId}`}
              onClick={() => act(actions, order)}
              disabled={correction && actions.markingPaid === order.orderId}
            >
              {text}
            </RowButton>
          ),
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
        <OrderSettlementInfo order={order} onOpenProof={actions.onOpenProof} />
      </>
    ),
    card: 'main',
  },
  linesTableField,
];

const QUEUE_LIST: RecordListLook<QueueOrder> = {
  label: 'Orders waiting for authorization',
  keyOf: (order) => order.orderId,
  tableClass: ORDER_TABLE_CLASS,
};

/** ORDER AUTHORIZATION: pending orders, oldest first, with their lines, delivery and payment, and the Approve / Cancel / Mark as paid buttons. */
export function AuthorizationTable({ orders, ...actions }: { orders: readonly QueueOrder[] } & QueueActions) {
  return <RecordList {...QUEUE_LIST} records={orders} fields={queueFields(actions)} />;
}
