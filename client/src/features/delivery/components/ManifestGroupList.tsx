import { Link } from 'react-router-dom';
import { RowButton } from '../../../components/lists/RowButton';
import { COMPACT_TABLE_CLASS, type RecordField } from '../../../components/record-fields';
import { RecordList } from '../../../components/RecordList';
import { CustomerContact } from '../../orders/components/CustomerContact';
import { LineLots } from '../../orders/components/LineLots';
import { LotShortageFlag } from '../../orders/components/LotShortageFlag';
import type { LotShortage } from '../../orders/utils/lot-shortages';
import { formatPeso } from '../../../lib/format';
import { canTake } from '../../../lib/order-life';
import { PATHS } from '../../../lib/paths';
import { fulfilmentText, paymentText } from '../../orders/utils/payment-settlement';
import {
  cashToCollect,
  groupId,
  groupTitle,
  manifestLife,
  nextStep,
  STEP_BUTTON,
  type ManifestGroup,
  type ManifestOrder,
} from '../utils/manifest';

export interface StepRequest {
  order: ManifestOrder;
  method: ManifestGroup['method'];
}

/** What an order's buttons do, and which order (if any) is being changed right now. */
export interface ManifestActions {
  /** The manifest's day: the order's own. */
  day: string;
  onStep: (request: StepRequest) => void;
  onMarkPaid: (order: ManifestOrder) => void;
  onUndo: (order: ManifestOrder) => void;
  moving: number | null;
  /** Approved orders the sellable lots no longer cover, by order. */
  shortages?: ReadonlyMap<number, LotShortage[]>;
}

/** A packed order whose lines came from lots: its food labels, one per line and lot. */
const hasLabels = (order: ManifestOrder) =>
  order.fulfilmentStatus !== null &&
  order.fulfilmentStatus !== undefined &&
  order.lines.some((line) => line.lots.length > 0);

const orderFields = (
  group: ManifestGroup,
  { day, onStep, onMarkPaid, onUndo, moving, shortages }: ManifestActions,
): readonly RecordField<ManifestOrder>[] => {
  // The buttons the order-life table allows on each order now.
  const can = (order: ManifestOrder, action: 'markPaid' | 'undoStep') =>
    canTake(manifestLife(order, group.method, day), action, 'employee');
  // Each button names its order, and waits while a change to that order is sent.
  const about = (order: ManifestOrder) => ({
    record: `(order ${order.orderId})`,
    disabled: moving === order.orderId,
  });
  // Mark as paid and Undo ask once more in a dialog.
  const asking = (order: ManifestOrder) => ({
    ...about(order),
    'aria-haspopup': 'dialog' as const,
    className: 'mt-1 text-nowrap',
  });
  return [
    { label: 'Order', value: (order) => order.orderId, card: 'title', rowHeader: true },
    {
      label: 'Customer',
      value: (order) => <CustomerContact fullName={order.fullName} mobileNumber={order.mobileNumber} />,
      card: 'main',
    },
    { label: 'Address', value: (order) => order.address, card: 'main' },
    { label: 'Note', value: (order) => order.orderNote ?? '—', cellClass: 'text-break', card: 'main' },
    {
      label: 'Items',
      value: (order) => (
        <>
          <ul className="list-unstyled mb-0">
            {order.lines.map((line) => (
              <li key={line.productId}>
                {line.quantity} × {line.productName}
                <LineLots lots={line.lots} />
              </li>
            ))}
          </ul>
          {/* Approved, not packed, and the sellable lots no longer cover it: said before anyone tries. */}
          {!order.fulfilmentStatus && <LotShortageFlag shortages={shortages?.get(order.orderId)} />}
        </>
      ),
      card: 'main',
      cardWide: true,
    },
    {
      label: 'Payment',
      value: (order) => (
        <>
          {paymentText({ ...order, deliveryMethod: group.method })}
          {order.amountToCollect > 0 && (
            <strong className="d-block text-nowrap">Collect {formatPeso(order.amountToCollect)}</strong>
          )}
          {/* Cash collected at the door or the counter, or a transfer checked late: recorded here after approval. */}
          {can(order, 'markPaid') && (
            <RowButton variant="outline-primary" {...asking(order)} onClick={() => onMarkPaid(order)}>
              Mark as paid
            </RowButton>
          )}
        </>
      ),
      card: 'main',
    },
    {
      label: 'Status',
      value: (order) => {
        const next = nextStep(group.method, order);
        return (
          <>
            <span className="d-block">{fulfilmentText(order.fulfilmentStatus)}</span>
            {next && (
              <RowButton
                variant="primary"
                className="mt-1 me-1 text-nowrap"
                {...about(order)}
                onClick={() => onStep({ order, method: group.method })}
              >
                {STEP_BUTTON[next]}
              </RowButton>
            )}
            {/* The last step, for half an hour after it: a tap by mistake is taken back, with a reason. */}
            {can(order, 'undoStep') && (
              <RowButton variant="outline-secondary" {...asking(order)} onClick={() => onUndo(order)}>
                Undo {fulfilmentText(order.fulfilmentStatus).toLowerCase()}
              </RowButton>
            )}
            {hasLabels(order) && ' '}
            {hasLabels(order) && (
              <Link
                to={`${PATHS.labels}?order=${order.orderId}`}
                className="btn btn-sm btn-outline-primary mt-1 text-nowrap d-print-none"
              >
                Print labels<span className="visually-hidden"> (order {order.orderId})</span>
              </Link>
            )}
          </>
        );
      },
      card: 'main',
    },
  ];
};

/** One zone's deliveries (or the pickups) of the day: its heading with the count and the cash to collect, then its orders. */
export function ManifestGroupList({
  group,
  index,
  ...actions
}: { group: ManifestGroup; index: number } & ManifestActions) {
  const title = groupTitle(group);
  const cash = cashToCollect(group);
  const headingId = groupId(group, index);
  return (
    <section aria-labelledby={headingId} className="manifest-group mb-4">
      <h2 id={headingId} className="h4">
        {title}
      </h2>
      <p className="mb-2">
        {group.orders.length} {group.orders.length === 1 ? 'order' : 'orders'}
        {cash > 0 ? ` · cash to collect ${formatPeso(cash)}` : ''}
      </p>
      <RecordList
        label={title}
        records={group.orders}
        fields={orderFields(group, actions)}
        keyOf={(order) => order.orderId}
        tableClass={COMPACT_TABLE_CLASS}
      />
    </section>
  );
}
