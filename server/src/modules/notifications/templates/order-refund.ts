import { refundMethodLabel, type RefundMethod } from '@waters/domain';
import {
  escapeHtml,
  htmlPage,
  longDay,
  orderPage,
  peso,
  type MailContent,
  type MailContext,
  type OrderSnapshot,
} from './mail-parts.js';

/** A cancelled order's money: owed back (a transfer checked after the cancellation), or sent back. */
export interface RefundSnapshot extends OrderSnapshot {
  readonly refund: {
    readonly method: RefundMethod;
    readonly reference: string | null;
    readonly refundedOn: string;
  } | null;
}

/** To the customer when the money of a cancelled order is owed back, and when it was sent. */
export function orderRefund(order: RefundSnapshot, context: MailContext): MailContent {
  const page = orderPage(context, order.orderId);
  const amount = peso(order.totalCentavos);
  const { refund } = order;
  const subject = `WATERS order #${order.orderId}: ${refund ? 'refund sent' : 'refund due'}`;
  const news = refund
    ? `We sent back ${amount} for your cancelled order #${order.orderId} by ${refundMethodLabel(refund.method)} on ${longDay(refund.refundedOn)}${refund.reference ? ` (reference ${refund.reference})` : ''}.`
    : `Your payment of ${amount} for the cancelled order #${order.orderId} reached us: we owe it back to you and will e-mail you once it is sent.`;
  const text = [`Hello ${order.customerName},`, '', news, '', `Follow your order: ${page}`].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(order.customerName)},</p><p>${escapeHtml(news)}</p><p><a href="${page}">Follow your order</a></p>`,
  );
  return { to: [order.emailAddress], subject, text, html };
}
