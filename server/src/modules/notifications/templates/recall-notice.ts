import { labelDate } from '@waters/domain';
import type { RecallNoticeFacts } from '../../../platform/events/domain-events.js';
import { escapeHtml, htmlPage, orderPage, type MailContent, type MailContext } from './mail-parts.js';

/** To a customer who received a recalled lot: what, from which orders, why, and what to do. */
export function recallNotice(notice: RecallNoticeFacts, context: MailContext): MailContent {
  const products = [...new Set(notice.received.map((item) => item.productName))].join(', ');
  const subject = `Recall: ${products} you received from WATERS`;
  const items = notice.received.map(
    (item) =>
      `${item.quantity} × ${item.productName}, lot ${item.lotCode}, best before ${labelDate(item.bestBefore)} (order ${item.orderId})`,
  );
  const advice =
    'Please do not eat it. Keep the pack, or a photo of its label, and reply to this e-mail or call us: we will replace it or refund you.';
  const text = [
    `Dear ${notice.fullName},`,
    '',
    'We are recalling food you received from us:',
    ...items.map((item) => `- ${item}`),
    '',
    `Why: ${notice.reason}`,
    '',
    advice,
    ...notice.received.map((item) => `Order ${item.orderId}: ${orderPage(context, item.orderId)}`),
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Dear ${escapeHtml(notice.fullName)},</p><p>We are recalling food you received from us:</p><ul>${items
      .map((item) => `<li>${escapeHtml(item)}</li>`)
      .join('')}</ul><p><strong>Why:</strong> ${escapeHtml(notice.reason)}</p><p>${escapeHtml(advice)}</p>`,
  );
  return { to: [notice.emailAddress], subject, text, html };
}
