import { monthLabel } from '@waters/domain';
import type { MonthlyStatementFacts } from '../../../platform/events/domain-events.js';
import type { FileKind } from '../../../platform/files/generated-files.js';
import { escapeHtml, htmlPage, peso, type MailContent, type MailContext } from './mail-parts.js';

/** The files a statement's mail carries, made when it is sent (the statements module makes both kinds). */
const STATEMENT_FILES: readonly FileKind[] = ['statement-pdf', 'statement-csv'];

/** To a trade customer on the 1st: the month just ended, its closing balance, what is overdue, its PDF and CSV. */
export function monthlyStatement(statement: MonthlyStatementFacts, context: MailContext): MailContent {
  const month = monthLabel(statement.month);
  const subject = `Your WATERS statement for ${month}`;
  const paragraphs = [
    `Here is the statement of ${statement.businessName} for ${month}: the orders placed, the payments received and the balance. It is attached as a PDF to read and print, and as a CSV file for your books.`,
    `Balance at the end of ${month}: ${peso(statement.closingCentavos)}.`,
    ...(statement.overdueCentavos > 0
      ? [
          `Overdue: ${peso(statement.overdueCentavos)}. Please pay it as soon as you can, with the order numbers as the references.`,
        ]
      : []),
    'Questions about it? Reply to this e-mail or write to us through the Contact page.',
  ];
  const greeting = `Hello ${statement.customerName},`;
  const text = [greeting, '', ...paragraphs, '', `Shop: ${context.publicUrl}`].join('\n');
  const html = htmlPage(
    subject,
    [greeting, ...paragraphs].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<p><a href="${context.publicUrl}">Shop</a></p>`,
  );
  return {
    to: [statement.emailAddress],
    subject,
    text,
    html,
    attachments: STATEMENT_FILES.map((kind) => ({
      kind,
      customerId: statement.customerId,
      period: statement.month,
    })),
  };
}
