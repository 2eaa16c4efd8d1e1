import {
  deliveryLine,
  escapeHtml,
  htmlPage,
  manilaTime,
  orderLines,
  orderPage,
  peso,
  type DecisionSnapshot,
  type MailContent,
  type MailContext,
} from './mail-parts.js';

/** To the customer, once an employee approved or cancelled the order, with the employee's remarks. */
export function orderDecision(order: DecisionSnapshot, context: MailContext): MailContent {
  const approved = order.status === 'APPROVED';
  const lines = orderLines(order);
  const page = orderPage(context, order.orderId);
  const subject = `WATERS order #${order.orderId} ${approved ? 'approved' : 'cancelled'}`;
  const when = manilaTime(order.decidedAt);
  const preparing = order.deliveryMethod === 'PICKUP' ? 'for pickup' : 'for delivery';
  const cancelled = order.refundDue
    ? `was cancelled on ${when}. You paid ${peso(order.totalCentavos)}: we owe it back to you and will e-mail you once it is sent.`
    : `was cancelled on ${when}. Nothing is charged for a cancelled order.`;
  const outcome = approved ? `was approved on ${when}: we are preparing it ${preparing}.` : cancelled;
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
    `Follow your order: ${page}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(order.customerName)},</p><p>Your order <strong>#${order.orderId}</strong> ${outcome}</p>` +
      (order.remarks ? `<p>Remarks from our team: ${escapeHtml(order.remarks)}</p>` : '') +
      `${lines.html}${delivery ? `<p>${escapeHtml(delivery)}</p>` : ''}<p><a href="${page}">Follow your order</a></p>`,
  );
  return { to: [order.emailAddress], subject, text, html };
}
