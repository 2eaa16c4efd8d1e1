import { monthLabel, STATEMENT_PAYMENT_LABELS } from '@waters/domain';
import { COMPACT_TABLE_CLASS, type RecordField } from '../../../../components/record-fields';
import { RecordList } from '../../../../components/RecordList';
import { formatDeliveryDate } from '../../../../lib/delivery-date';
import { formatPeso } from '../../../../lib/format';
import type { StatementFieldsFragment } from '../../api/statement-fields.generated';
import { OrderNumber, type OrderPath } from './StatementFigures';

type Entry = StatementFieldsFragment['entries'][number];

/** An amount, or nothing where the line has none (an order pays nothing, a payment charges nothing). */
const amount = (value: number) => (value === 0 ? '' : formatPeso(value));
const MONEY = 'text-end text-nowrap';

const entryFields = (orderPath: OrderPath): readonly RecordField<Entry>[] => [
  {
    label: 'Day',
    value: (entry) => formatDeliveryDate(entry.day),
    rowHeader: true,
    cellClass: 'text-nowrap',
    card: 'main',
  },
  {
    label: 'Order',
    value: (entry) => <OrderNumber orderId={entry.orderId} orderPath={orderPath} />,
    card: 'main',
  },
  {
    label: 'Entry',
    value: (entry) => (entry.kind === 'ORDER' ? 'Order placed' : STATEMENT_PAYMENT_LABELS[entry.kind]),
    card: 'main',
  },
  { label: 'Charged', value: (entry) => amount(entry.charged), cellClass: MONEY, card: 'main' },
  { label: 'Paid', value: (entry) => amount(entry.paid), cellClass: MONEY, card: 'main' },
  { label: 'Balance', value: (entry) => formatPeso(entry.balance), cellClass: MONEY, card: 'main' },
  {
    label: 'Due date',
    value: (entry) => formatDeliveryDate(entry.dueDate),
    cellClass: 'text-nowrap',
    card: 'main',
  },
];

/**
 * Every order and payment of the month in date order, with the balance after each: a table from
 * 768 px (scrolling inside its own region if the space is narrower), a card per line on a phone.
 */
export function StatementEntries({
  statement,
  orderPath,
  headingLevel: Heading,
}: {
  statement: StatementFieldsFragment;
  orderPath: OrderPath;
  headingLevel: 'h3' | 'h4';
}) {
  const month = monthLabel(statement.month);
  return (
    <>
      <Heading className="h6">Orders and payments</Heading>
      {statement.entries.length === 0 ? (
        <p>Nothing was charged or paid in {month}.</p>
      ) : (
        <RecordList
          label={`Entries of ${month}`}
          records={statement.entries}
          fields={entryFields(orderPath)}
          // One order can have two lines (placed, then paid): its kind tells them apart.
          keyOf={(entry) => `${entry.kind}-${entry.orderId}`}
          tableClass={COMPACT_TABLE_CLASS}
        />
      )}
    </>
  );
}
