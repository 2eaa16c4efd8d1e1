import {
  escapeHtml,
  htmlPage,
  orderPage,
  type MailContent,
  type MailContext,
  type OrderSnapshot,
} from './mail-parts.js';

/** A payment or a step an employee took back after its mail had gone. */
export interface CorrectionSnapshot extends OrderSnapshot {
  /** What was told by mistake ("payment received", "delivered"). */
  readonly undone: string;
  /** Where the order stands now, in the customer's word ("Payment sent", "Out for delivery"). */
  readonly now: string;
  readonly reason: string;
}

/** To the customer when a payment or a step they were told of is taken back: what was wrong, where it stands, why. */
export function orderCorrection(order: CorrectionSnapshot, context: MailContext): MailContent {
  const page = orderPage(context, order.orderId);
  const subject = `WATERS order #${order.orderId}: a correction`;
  const news = `We told you your order #${order.orderId} was ${order.undone}, by mistake. It is now: ${order.now}.`;
  const reason = `Our note: ${order.reason}`;
  const sorry = 'We are sorry for the confusion.';
  const text = [`Hello ${order.customerName},`, '', news, reason, '', sorry, `Follow your order: ${page}`].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(order.customerName)},</p><p>${escapeHtml(news)}<br>${escapeHtml(reason)}</p><p>${sorry}</p><p><a href="${page}">Follow your order</a></p>`,
  );
  return { to: [order.emailAddress], subject, text, html };
}
