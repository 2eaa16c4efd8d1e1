import { useQuery } from '@apollo/client/react';
import { manilaDay, paymentMethodLabel } from '@waters/domain';
import { RowButton } from '../../../components/lists/RowButton';
import { RecordList } from '../../../components/RecordList';
import { CustomerContact } from './CustomerContact';
import { COMPACT_TABLE_CLASS, type RecordField } from '../../../components/record-fields';
import { useOrderActions } from '../hooks/use-order-actions';
import { formatPeso, formatShortDate } from '../../../lib/format';
import { canTake } from '../../../lib/order-life';
import { useLiveOrders } from '../../../state/live-orders';
import { OrdersByPaymentDocument, type OrdersByPaymentQuery } from '../api/orders-by-payment.generated';
import { FRESH_READ } from '../../../api/fresh-read';

type Owed = OrdersByPaymentQuery['ordersByPaymentConnection']['nodes'][number];
type Kind = 'BALANCE_DUE' | 'REFUND_DUE';
const KINDS: readonly Kind[] = ['BALANCE_DUE', 'REFUND_DUE'];

/** Each kind's words, and the dialog its button opens. */
const TEXT: Record<Kind, { title: string; empty: string; action: 'markPaid' | 'recordRefund'; button: string }> = {
  BALANCE_DUE: {
    title: 'Balances to chase',
    empty: 'No order owes a balance.',
    action: 'markPaid',
    button: 'Mark as paid',
  },
  REFUND_DUE: { title: 'Refunds to send', empty: 'No refund is due.', action: 'recordRefund', button: 'Record refund' },
};

const owedFields = (kind: Kind, act: (order: Owed) => void, busy: number | null): readonly RecordField<Owed>[] => [
  { label: 'Order', value: (order) => order.orderId, card: 'title', rowHeader: true },
  {
    label: 'Customer',
    value: (order) => <CustomerContact fullName={order.fullName} mobileNumber={order.mobileNumber} />,
    card: 'main',
  },
  {
    label: kind === 'BALANCE_DUE' ? 'Handed over' : 'Cancelled',
    value: (order) => formatShortDate(kind === 'BALANCE_DUE' ? order.completedAt : order.authorizationDate),
    card: 'main',
  },
  {
    label: 'Owed',
    value: (order) =>
      kind === 'BALANCE_DUE' ? (
        <>
          <strong>{formatPeso(order.totalAmount - (order.amountCollected ?? 0))}</strong> of{' '}
          {formatPeso(order.totalAmount)}
          {order.collectionNote && <span className="d-block small text-break">{order.collectionNote}</span>}
        </>
      ) : (
        <>
          <strong>{formatPeso(order.totalAmount)}</strong>
          <span className="d-block small">Paid by {paymentMethodLabel(order.paymentMethod, order.deliveryMethod)}</span>
        </>
      ),
    card: 'main',
  },
  {
    label: 'Action',
    value: (order) =>
      canTake(order, TEXT[kind].action, 'employee') && (
        <RowButton
          aria-haspopup="dialog"
          variant="outline-primary"
          className="text-nowrap"
          record={`(order ${order.orderId})`}
          disabled={busy === order.orderId}
          onClick={() => act(order)}
        >
          {TEXT[kind].button}
        </RowButton>
      ),
    card: 'actions',
  },
];

/** One kind of money owed, oldest first: the orders, and what an employee does about each. */
function OwedList({
  kind,
  page,
  loading,
  onAct,
  busy,
}: {
  kind: Kind;
  page: { totalCount: number; nodes: readonly Owed[] } | undefined;
  loading: boolean;
  onAct: (order: Owed) => void;
  busy: number | null;
}) {
  const headingId = `owed-${kind.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h3 id={headingId} className="h6 fw-bold">
        {TEXT[kind].title}
        {page ? ` (${page.totalCount})` : ''}
      </h3>
      {!page ? (
        <p role="status">{loading ? 'Loading…' : 'These orders could not be loaded.'}</p>
      ) : page.nodes.length === 0 ? (
        <p>{TEXT[kind].empty}</p>
      ) : (
        <RecordList
          label={TEXT[kind].title}
          records={page.nodes}
          fields={owedFields(kind, onAct, busy)}
          keyOf={(order) => order.orderId}
          tableClass={COMPACT_TABLE_CLASS}
        />
      )}
    </section>
  );
}

const useOwed = (kind: Kind) =>
  useQuery(OrdersByPaymentDocument, {
    variables: { paymentStatus: kind },
    fetchPolicy: 'cache-and-network',
    context: FRESH_READ,
  });

/**
 * The money waiting on the staff, order by order: balances short at the door (Mark as paid once
 * the rest comes in) and refunds of cancelled paid orders (Record refund once sent). It follows
 * the live order stream.
 */
export function MoneyOwedLists() {
  const owed: Record<Kind, ReturnType<typeof useOwed>> = {
    BALANCE_DUE: useOwed('BALANCE_DUE'),
    REFUND_DUE: useOwed('REFUND_DUE'),
  };
  const reload = () => {
    for (const kind of KINDS) owed[kind].refetch().catch(() => undefined);
  };
  useLiveOrders(reload);
  const actions = useOrderActions(reload, manilaDay(new Date()));
  return (
    <section aria-labelledby="owed-title" className="mb-4">
      <h2 id="owed-title" className="h4">
        Money to chase and to send back
      </h2>
      {KINDS.map((kind) => (
        <OwedList
          key={kind}
          kind={kind}
          page={owed[kind].data?.ordersByPaymentConnection}
          loading={owed[kind].loading}
          busy={actions.busy}
          onAct={(order) => actions.open({ kind: TEXT[kind].action, order })}
        />
      ))}
      {actions.dialogs}
    </section>
  );
}
