import {
  deliveryLine,
  escapeHtml,
  htmlPage,
  manilaTime,
  orderLines,
  type MailContent,
  type MailContext,
  type OrderSnapshot,
} from './mail-parts.js';

/** To the staff (STAFF_EMAIL): a new order waits in the queue. */
export function staffNewOrder(order: OrderSnapshot, context: MailContext): MailContent {
  const lines = orderLines(order);
  const delivery = deliveryLine(order);
  // A pickup's address is the customer's profile address, not where anything goes.
  const address = `${order.deliveryMethod === 'PICKUP' ? 'Customer address' : 'Deliver to'}: ${order.address}`;
  const queue = `${context.publicUrl}/order-page`;
  const subject = `New order #${order.orderId} from ${order.customerName}`;
  const text = [
    `Order #${order.orderId} was placed ${manilaTime(order.orderDate)} by ${order.customerName} (${order.emailAddress}, ${order.mobileNumber}).`,
    '',
    lines.text,
    '',
    ...(delivery ? [delivery] : []),
    address,
    '',
    `Approve or cancel it in the order queue: ${queue}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Order <strong>#${order.orderId}</strong> was placed ${manilaTime(order.orderDate)} by ${escapeHtml(order.customerName)} (${escapeHtml(order.emailAddress)}, ${escapeHtml(order.mobileNumber)}).</p>${lines.html}` +
      `<p>${delivery ? `${escapeHtml(delivery)}<br>` : ''}${escapeHtml(address)}</p><p><a href="${queue}">Approve or cancel it in the order queue</a></p>`,
  );
  return { to: context.staffEmails, subject, text, html, replyTo: order.emailAddress };
}
