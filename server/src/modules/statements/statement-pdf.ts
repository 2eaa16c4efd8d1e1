import { monthLabel } from '@waters/domain';
import PDFDocument from 'pdfkit';
import { amountText, entryLabel, statementTitle, termsText } from './statement-words.js';
import type { AccountStatement } from './statements.service.js';

const MARGIN = 50;
/** The table's columns: where each starts, how wide it is, and whether it holds an amount (set right). */
const COLUMNS = [
  { title: 'Date', x: 50, width: 68 },
  { title: 'Entry', x: 120, width: 96 },
  { title: 'Order', x: 218, width: 46 },
  { title: 'Due', x: 266, width: 68 },
  { title: 'Charged', x: 336, width: 66, amount: true },
  { title: 'Paid', x: 404, width: 66, amount: true },
  { title: 'Balance', x: 472, width: 73, amount: true },
] as const;
const ROW_HEIGHT = 15;

type Cells = readonly [string, string, string, string, string, string, string];

/**
 * A statement as a printable A4 PDF (pdfkit, its built-in Helvetica: no font file to ship, and
 * amounts written "1,234.50" under headings that say PHP, since the standard fonts have no peso
 * sign): who, which month and the terms; the summary; every order and payment with the balance
 * after it; the orders overdue. Its text is real text, so it can be searched and read back.
 */
export function statementPdf(view: AccountStatement, issuedOn: string): Promise<Buffer> {
  const { account, statement } = view;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: statementTitle(view), Author: 'WATERS', Subject: `Statement ${statement.month}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const bottom = doc.page.height - MARGIN;
  /** A label and its amount on one line (on a new page when this one is full). */
  const figure = (label: string, centavos: number) => {
    if (doc.y + ROW_HEIGHT > bottom) doc.addPage();
    const y = doc.y;
    doc.text(label, MARGIN, y, { width: 300, lineBreak: false });
    doc.text(amountText(centavos), 360, y, { width: 100, align: 'right', lineBreak: false });
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  };

  doc.font('Helvetica-Bold').fontSize(18).text('WATERS');
  doc.font('Helvetica').fontSize(9).text('Dried, marinated and smoked fish from Cavite');
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`Statement of account: ${monthLabel(statement.month)}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(account.businessName);
  doc.text(`${account.customerName} <${account.emailAddress}>`);
  doc.text(`Price group: ${account.groupName}. Terms: ${termsText(account.termsDays)}.`);
  doc.text(`Period: ${statement.firstDay} to ${statement.lastDay}. Issued ${issuedOn}.`);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(11).text('Summary (PHP)');
  doc.font('Helvetica').fontSize(10);
  const summary: [string, number][] = [
    [`Opening balance on ${statement.firstDay}`, statement.openingCentavos],
    ['Orders placed', statement.chargedCentavos],
    ['Payments received', statement.paidCentavos],
    [`Closing balance on ${statement.lastDay}`, statement.closingCentavos],
    [`Overdue as of ${statement.overdueAsOf}`, statement.overdueCentavos],
  ];
  for (const [label, centavos] of summary) figure(label, centavos);
  doc.moveDown();

  /** One line of the table, on a new page when this one is full (the headings again first). */
  const row = (cells: Cells, bold = false) => {
    if (doc.y + ROW_HEIGHT > bottom) {
      doc.addPage();
      heading();
    }
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    COLUMNS.forEach((column, i) =>
      doc.text(cells[i], column.x, y, {
        width: column.width,
        align: 'amount' in column ? 'right' : 'left',
        lineBreak: false,
        ellipsis: true,
      }),
    );
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  };
  const heading = () => row(COLUMNS.map((column) => column.title) as unknown as Cells, true);

  doc.font('Helvetica-Bold').fontSize(11).text('Orders and payments (PHP)', MARGIN);
  heading();
  row([statement.firstDay, 'Opening balance', '', '', '', '', amountText(statement.openingCentavos)]);
  for (const entry of statement.entries)
    row([
      entry.day,
      entryLabel(entry),
      `#${entry.orderId}`,
      entry.dueDay ?? '',
      entry.kind === 'ORDER' ? amountText(entry.chargeCentavos) : '',
      entry.kind === 'ORDER' ? '' : amountText(entry.paymentCentavos),
      amountText(entry.balanceCentavos),
    ]);
  row(
    [
      statement.lastDay,
      'Closing balance',
      '',
      '',
      amountText(statement.chargedCentavos),
      amountText(statement.paidCentavos),
      amountText(statement.closingCentavos),
    ],
    true,
  );
  doc.moveDown();

  if (doc.y + 3 * ROW_HEIGHT > bottom) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(11).text(`Overdue as of ${statement.overdueAsOf} (PHP)`, MARGIN);
  doc.font('Helvetica').fontSize(10);
  if (statement.overdue.length === 0) doc.text('Nothing is overdue.');
  for (const order of statement.overdue) figure(`Order #${order.orderId}, due ${order.dueDay}`, order.owedCentavos);
  doc.moveDown();
  doc
    .fontSize(9)
    .text(
      'Pay by transfer with the order numbers as the references, or in cash at our Cavite facility. Questions about this statement: reply to its e-mail or write to us through the Contact page.',
      MARGIN,
    );
  doc.end();
  return done;
}
