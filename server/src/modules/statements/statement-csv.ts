import { CSV_BOM, csvRow } from '../../platform/text/csv.js';
import { entryLabel, plainAmount } from './statement-words.js';
import type { AccountStatement } from './statements.service.js';

const HEADER = ['date', 'entry', 'order_id', 'due_date', 'charged', 'paid', 'balance'];

/**
 * A statement for the books, one row a line, amounts in pesos with two decimals: the opening
 * balance, each order and payment in date order with the balance after it, the closing balance
 * (with the month's orders and payments in its charged and paid cells), then each order overdue on
 * the statement's overdue day (its balance cell: what it still owes) and their total.
 */
export function statementCsv({ statement }: AccountStatement): string {
  const rows = [
    csvRow(HEADER),
    csvRow([statement.firstDay, 'Opening balance', '', '', '', '', plainAmount(statement.openingCentavos)]),
    ...statement.entries.map((entry) =>
      csvRow([
        entry.day,
        entryLabel(entry),
        entry.orderId,
        entry.dueDay ?? '',
        entry.kind === 'ORDER' ? plainAmount(entry.chargeCentavos) : '',
        entry.kind === 'ORDER' ? '' : plainAmount(entry.paymentCentavos),
        plainAmount(entry.balanceCentavos),
      ]),
    ),
    csvRow([
      statement.lastDay,
      'Closing balance',
      '',
      '',
      plainAmount(statement.chargedCentavos),
      plainAmount(statement.paidCentavos),
      plainAmount(statement.closingCentavos),
    ]),
    ...statement.overdue.map((order) =>
      csvRow([statement.overdueAsOf, 'Overdue', order.orderId, order.dueDay, '', '', plainAmount(order.owedCentavos)]),
    ),
    csvRow([statement.overdueAsOf, 'Overdue total', '', '', '', '', plainAmount(statement.overdueCentavos)]),
  ];
  return CSV_BOM + rows.join('');
}
