import { escapeHtml, htmlPage, manilaTime, orderLines, type DecisionSnapshot, type MailContent, type MailContext } from './mail-parts.js';

/** To the customer, once an employee approved or cancelled the order, with the employee's remarks. */
export function orderDecision(order: DecisionSnapshot, context: MailContext): MailContent {
  const approved = order.status === 'APPROVED';
  const lines = orderLines(order);
  const history = `${context.publicUrl}/complete-orders`;
  const subject = `WATERS order #${order.orderId} ${approved ? 'approved' : 'cancelled'}`;
  const when = manilaTime(order.decidedAt);
  const outcome = approved ? `was approved on ${when}: we are preparing it for delivery.` : `was cancelled on ${when}. Nothing is charged for a cancelled order.`;
  const remarks = order.remarks ? `Remarks from our team: ${order.remarks}` : '';
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Your order #${order.orderId} ${outcome}`,
    ...(remarks ? ['', remarks] : []),
    '',
    lines.text,
    '',
    `Your order history: ${history}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(order.customerName)},</p><p>Your order <strong>#${order.orderId}</strong> ${outcome}</p>` +
      (order.remarks ? `<p>Remarks from our team: ${escapeHtml(order.remarks)}</p>` : '') +
      `${lines.html}<p><a href="${history}">Your order history</a></p>`,
  );
  return { to: [order.emailAddress], subject, text, html };
}
