import {
  deliveryLine,
  escapeHtml,
  htmlPage,
  manilaTime,
  orderLines,
  orderPage,
  storageGuidance,
  type MailContent,
  type MailContext,
  type OrderSnapshot,
} from './mail-parts.js';
import { howToPay } from './payment-instructions.js';

/** To the customer, once the order is placed: what was ordered, where it goes, how to pay, what happens next, and its page. */
export function orderConfirmation(order: OrderSnapshot, context: MailContext): MailContent {
  const lines = orderLines(order);
  const storage = storageGuidance(order.storage);
  const delivery = deliveryLine(order);
  // A pickup's address is the profile's, not where anything goes.
  const address = order.deliveryMethod === 'PICKUP' ? null : order.address;
  const page = orderPage(context, order.orderId);
  const pay = howToPay(order, page, context.publicUrl);
  const subject = `WATERS order #${order.orderId} received`;
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Thank you for your order #${order.orderId}, placed ${manilaTime(order.orderDate)}.`,
    '',
    lines.text,
    '',
    ...(delivery ? [delivery] : []),
    ...(address ? [`Deliver to: ${address}`] : []),
    `Mobile: ${order.mobileNumber}`,
    ...(pay ? ['', pay.text] : []),
    '',
    'What happens next: our team checks the order and approves it, usually within a working day; you will get an e-mail when it is decided.',
    `Follow your order: ${page}`,
    ...(storage.text ? ['', storage.text] : []),
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(order.customerName)},</p><p>Thank you for your order <strong>#${order.orderId}</strong>, placed ${manilaTime(order.orderDate)}.</p>${lines.html}` +
      `<p>${delivery ? `${escapeHtml(delivery)}<br>` : ''}${address ? `Deliver to: ${escapeHtml(address)}<br>` : ''}Mobile: ${escapeHtml(order.mobileNumber)}</p>${pay?.html ?? ''}` +
      `<p>What happens next: our team checks the order and approves it, usually within a working day; you will get an e-mail when it is decided.</p><p><a href="${page}">Follow your order</a></p>${storage.html}`,
  );
  return { to: [order.emailAddress], subject, text, html };
}
