import {
  escapeHtml,
  htmlPage,
  manilaTime,
  orderPage,
  peso,
  type MailContent,
  type MailContext,
  type OrderSnapshot,
} from './mail-parts.js';

export interface PaymentSnapshot extends OrderSnapshot {
  /** How it was paid, in the customer's words ("GCash", "Cash on delivery"). */
  readonly method: string;
  readonly paidAt: string;
}

/** To the customer once an employee marked the order paid. */
export function paymentReceived(order: PaymentSnapshot, context: MailContext): MailContent {
  const page = orderPage(context, order.orderId);
  const subject = `WATERS order #${order.orderId}: payment received`;
  const news = `We received your payment of ${peso(order.totalCentavos)} (${order.method}) for order #${order.orderId} on ${manilaTime(order.paidAt)}. Thank you!`;
  const text = [`Hello ${order.customerName},`, '', news, '', `Follow your order: ${page}`].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(order.customerName)},</p><p>${escapeHtml(news)}</p><p><a href="${page}">Follow your order</a></p>`,
  );
  return { to: [order.emailAddress], subject, text, html };
}
