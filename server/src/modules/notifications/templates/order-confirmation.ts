import { deliveryLine, escapeHtml, htmlPage, manilaTime, orderLines, storageGuidance, type MailContent, type MailContext, type OrderSnapshot } from './mail-parts.js';

/** To the customer, once the order is placed: what was ordered, where it goes, what happens next. */
export function orderConfirmation(order: OrderSnapshot, context: MailContext): MailContent {
  const lines = orderLines(order);
  const storage = storageGuidance(order.storage);
  const delivery = deliveryLine(order);
  // A pickup's address is the profile's, not where anything goes.
  const address = order.deliveryMethod === 'PICKUP' ? null : order.address;
  const pending = `${context.publicUrl}/pending-orders`;
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
    '',
    'What happens next: our team checks the order and approves it, usually within a working day; you will get an e-mail when it is decided.',
    `Follow it under Pending Orders: ${pending}`,
    ...(storage.text ? ['', storage.text] : []),
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(order.customerName)},</p><p>Thank you for your order <strong>#${order.orderId}</strong>, placed ${manilaTime(order.orderDate)}.</p>${lines.html}` +
      `<p>${delivery ? `${escapeHtml(delivery)}<br>` : ''}${address ? `Deliver to: ${escapeHtml(address)}<br>` : ''}Mobile: ${escapeHtml(order.mobileNumber)}</p>` +
      `<p>What happens next: our team checks the order and approves it, usually within a working day; you will get an e-mail when it is decided.</p><p><a href="${pending}">Follow it under Pending Orders</a></p>${storage.html}`,
  );
  return { to: [order.emailAddress], subject, text, html };
}
