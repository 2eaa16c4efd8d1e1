import { monthLabel, pesoText, STATEMENT_PAYMENT_LABELS, type StatementEntry } from '@waters/domain';
import type { AccountStatement } from './statements.service.js';

/*
 * The words and figures the PDF and the CSV share, so that the two files of one statement read the
 * same: amounts to the centavo, entries by the same names.
 */

/** "1,234.50": an amount in pesos without the sign of the peso (the files say PHP once, in the headings). */
export const amountText = (centavos: number) => pesoText(centavos).replace('₱', '');

/** "1234.50": an amount as a spreadsheet reads it. */
export const plainAmount = (centavos: number) => (centavos / 100).toFixed(2);

/** How an entry is named in both files. */
export const entryLabel = (entry: Pick<StatementEntry, 'kind'>) =>
  entry.kind === 'ORDER' ? 'Order' : STATEMENT_PAYMENT_LABELS[entry.kind];

/** "30 days after delivery" or "Paid as any order". */
export const termsText = (termsDays: number | null) =>
  termsDays === null ? 'Paid as any order' : `${termsDays} days after delivery`;

/** "waters-statement-2026-11.pdf". */
export const statementFileName = (month: string, extension: 'pdf' | 'csv') => `waters-statement-${month}.${extension}`;

/** The heading both files start with. */
export const statementTitle = ({ account, statement }: AccountStatement) =>
  `Statement of ${account.businessName} for ${monthLabel(statement.month)}`;
