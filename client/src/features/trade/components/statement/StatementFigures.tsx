import { Link } from 'react-router-dom';
import { formatDeliveryDate } from '../../../../lib/delivery-date';
import { formatPeso } from '../../../../lib/format';
import type { StatementFieldsFragment } from '../../api/statement-fields.generated';

/** Where an order number leads: the customer's own order page; none for employees (they have no such page). */
export type OrderPath = ((orderId: number) => string) | undefined;

/** An order's number, a link to its page when there is one; "Order" shown before it, or only said (a column names it). */
export function OrderNumber({
  orderId,
  orderPath,
  wordShown = false,
}: {
  orderId: number;
  orderPath: OrderPath;
  wordShown?: boolean;
}) {
  const text = (
    <>
      <span className={wordShown ? undefined : 'visually-hidden'}>Order </span>
      {orderId}
    </>
  );
  return orderPath ? <Link to={orderPath(orderId)}>{text}</Link> : text;
}

/** The month's figures in pesos, each with what it counts (the month still running is counted to date). */
function figuresOf(statement: StatementFieldsFragment, running: boolean) {
  return [
    {
      label: 'Opening balance',
      amount: statement.openingBalance,
      note: `Owed before ${formatDeliveryDate(statement.from)}`,
    },
    { label: 'Charged', amount: statement.charged, note: 'Orders placed in the month' },
    { label: 'Paid', amount: statement.paid, note: 'Payments made in the month' },
    {
      label: 'Closing balance',
      amount: statement.closingBalance,
      note: running ? 'Owed to date' : `Owed after ${formatDeliveryDate(statement.to)}`,
    },
    { label: 'Overdue', amount: statement.overdueAmount, note: `As of ${formatDeliveryDate(statement.overdueAsOf)}` },
  ];
}

/**
 * Opening balance, charged, paid, closing balance and overdue, each a labelled figure (a
 * description list, wrapping from 320 px), then the overdue orders with their due days.
 */
export function StatementFigures({
  statement,
  running,
  orderPath,
  headingLevel: Heading,
}: {
  statement: StatementFieldsFragment;
  /** The month still running: its closing balance is what is owed to date. */
  running: boolean;
  orderPath: OrderPath;
  headingLevel: 'h3' | 'h4';
}) {
  const overdueId = `statement-overdue-${statement.customerId}`;
  return (
    <>
      <dl className="d-flex flex-wrap gap-2 mb-3">
        {figuresOf(statement, running).map(({ label, amount, note }) => (
          <div key={label} className="flex-fill border rounded px-3 py-2">
            <dt className="fw-normal text-body-secondary">{label}</dt>
            <dd className="fs-5 fw-semibold mb-0">{formatPeso(amount)}</dd>
            <dd className="small text-body-secondary mb-0">{note}</dd>
          </div>
        ))}
      </dl>
      {statement.overdueOrders.length > 0 && (
        <>
          <Heading id={overdueId} className="h6">
            Overdue orders
          </Heading>
          <ul aria-labelledby={overdueId}>
            {statement.overdueOrders.map((order) => (
              <li key={order.orderId}>
                <OrderNumber orderId={order.orderId} orderPath={orderPath} wordShown />: {formatPeso(order.amount)}{' '}
                owed, due {formatDeliveryDate(order.dueDate)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
