import { isDone, manilaDay, type DeliveryMethod, type FulfilmentStatus } from '@waters/domain';
import {
  deliveryLine,
  escapeHtml,
  htmlPage,
  longDay,
  manilaTime,
  orderLines,
  orderPage,
  peso,
  type MailContent,
  type MailContext,
  type OrderSnapshot,
} from './mail-parts.js';

/** An order's fulfilment step as the customer's mail tells of it. */
export interface FulfilmentSnapshot extends OrderSnapshot {
  readonly step: FulfilmentStatus;
  readonly deliveryMethod: DeliveryMethod;
  /** When the step was taken (ISO). */
  readonly at: string;
  /** YYYY-MM-DD, the day it is delivered or picked up (null for orders from before delivery dates). */
  readonly deliveryDate: string | null;
  /** Cash to have ready on handing over (0 when paid or paid by transfer). */
  readonly toCollectCentavos: number;
  /** Cash counted when it was handed over (absent or null when none was). */
  readonly collectedCentavos?: number | null;
}

/** What was received in cash at the handover, and what is still owed. */
function received(order: FulfilmentSnapshot): string {
  const collected = order.collectedCentavos;
  if (collected === undefined || collected === null) return '';
  const owed = order.totalCentavos - collected;
  return owed > 0
    ? ` We received ${peso(collected)} in cash; ${peso(owed)} is still to be paid.`
    : ` We received ${peso(collected)} in cash. Thank you!`;
}

/** When an order sent out arrives: today only when its delivery date is the Manila day it left on. */
function arrival(order: FulfilmentSnapshot): string {
  if (!order.deliveryDate) return '';
  return order.deliveryDate === manilaDay(new Date(order.at))
    ? ' and will arrive today'
    : ` and will arrive on ${longDay(order.deliveryDate)}`;
}

/** The subject's words and the sentence about the order, per step. */
function words(order: FulfilmentSnapshot): { subject: string; news: string } {
  const cash = (verb: string) =>
    order.toCollectCentavos > 0 ? ` Please ${verb} ${peso(order.toCollectCentavos)} in cash.` : '';
  const on = order.deliveryDate ? ` on ${longDay(order.deliveryDate)}` : '';
  switch (order.step) {
    case 'PACKED':
      return {
        subject: 'packed',
        news:
          order.deliveryMethod === 'PICKUP' ? `is packed, to be picked up${on}.` : `is packed and will reach you${on}.`,
      };
    case 'OUT_FOR_DELIVERY':
      return { subject: 'out for delivery', news: `is out for delivery${arrival(order)}.${cash('have ready')}` };
    case 'READY_FOR_PICKUP':
      return { subject: 'ready for pickup', news: `is ready for pickup at our facility in Cavite.${cash('bring')}` };
    case 'DELIVERED':
      return {
        subject: 'delivered',
        news: `was delivered on ${manilaTime(order.at)}.${received(order)} Thank you for buying from WATERS.`,
      };
    case 'PICKED_UP':
      return {
        subject: 'picked up',
        news: `was picked up on ${manilaTime(order.at)}.${received(order)} Thank you for buying from WATERS.`,
      };
  }
}

/** To the customer at each step after approval: packed, out for delivery or ready for pickup, delivered or picked up. */
export function orderFulfilment(order: FulfilmentSnapshot, context: MailContext): MailContent {
  const lines = orderLines(order);
  const page = orderPage(context, order.orderId);
  const { subject: step, news } = words(order);
  // Until it is handed over, where and when it is handed over.
  const delivery = isDone(order.step) ? null : deliveryLine(order);
  const subject = `WATERS order #${order.orderId} ${step}`;
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Your order #${order.orderId} ${news}`,
    '',
    lines.text,
    '',
    ...(delivery ? [delivery, ''] : []),
    `Follow your order: ${page}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(order.customerName)},</p><p>Your order <strong>#${order.orderId}</strong> ${escapeHtml(news)}</p>${lines.html}` +
      `${delivery ? `<p>${escapeHtml(delivery)}</p>` : ''}<p><a href="${page}">Follow your order</a></p>`,
  );
  return { to: [order.emailAddress], subject, text, html };
}
