import { deliveryLine, escapeHtml, htmlPage, manilaTime, orderLines, type DecisionSnapshot, type MailContent, type MailContext } from './mail-parts.js';

/** To the customer, once an employee approved or cancelled the order, with the employee's remarks. */
export function orderDecision(order: DecisionSnapshot, context: MailContext): MailContent {
  const approved = order.status === 'APPROVED';
  const lines = orderLines(order);
  const history = `${context.publicUrl}/complete-orders`;
  const subject = `WATERS order #${order.orderId} ${approved ? 'approved' : 'cancelled'}`;
  const when = manilaTime(order.decidedAt);
  const preparing = order.deliveryMethod === 'PICKUP' ? 'for pickup' : 'for delivery';
  const outcome = approved ? `was approved on ${when}: we are preparing it ${preparing}.` : `was cancelled on ${when}. Nothing is charged for a cancelled order.`;
  // When it comes matters only while it is coming.
  const delivery = approved ? deliveryLine(order) : null;
  const remarks = order.remarks ? `Remarks from our team: ${order.remarks}` : '';
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Your order #${order.orderId} ${outcome}`,
    ...(remarks ? ['', remarks] : []),
    '',
    lines.text,
    '',
    ...(delivery ? [delivery, ''] : []),
    `Your order history: ${history}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(order.customerName)},</p><p>Your order <strong>#${order.orderId}</strong> ${outcome}</p>` +
      (order.remarks ? `<p>Remarks from our team: ${escapeHtml(order.remarks)}</p>` : '') +
      `${lines.html}${delivery ? `<p>${escapeHtml(delivery)}</p>` : ''}<p><a href="${history}">Your order history</a></p>`,
  );
  return { to: [order.emailAddress], subject, text, html };
}
