import { labelDate, type DeliveryMethod, type PaymentAccountFacts, type PaymentMethod } from '@waters/domain';
import { peso } from '../../../platform/money/pesos.js';
import { escapeHtml } from '../../../platform/text/html.js';
import type { FileRequest } from '../../../platform/files/generated-files.js';
/** What a template makes: one message, in plain text and HTML. */
export interface MailContent {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo?: string;
  /** Files attached, made when the message is sent (GeneratedFiles). */
  readonly attachments?: readonly FileRequest[];
}

/** An order as the mails tell of it: a snapshot taken in the transaction that changed it. */
export interface OrderSnapshot {
  readonly orderId: number;
  readonly customerName: string;
  readonly emailAddress: string;
  readonly address: string;
  readonly mobileNumber: string;
  readonly orderDate: string;
  readonly totalCentavos: number;
  readonly lines: readonly {
    productName: string;
    quantity: number;
    unitPriceCentavos: number;
    lineTotalCentavos: number;
    /** Lots it was packed from (mail written after packing). */
    lots?: readonly { lotCode: string; bestBefore: string; quantity: number }[];
  }[];
  readonly storage?: readonly StorageSnapshot[];
  /** How it reaches the customer (absent in mail written before deliveries existed: told as before). */
  readonly deliveryMethod?: DeliveryMethod;
  readonly deliveryZoneName?: string | null;
  /** Part of totalCentavos. */
  readonly deliveryFeeCentavos?: number;
  /** YYYY-MM-DD, the day it is delivered or picked up (null for orders from before delivery dates). */
  readonly deliveryDate?: string | null;
  /** How it is paid (absent in mail written before payment methods existed). */
  readonly paymentMethod?: PaymentMethod;
  /** Where a transfer goes, as the shop's account stood when the order was placed (confirmations only). */
  readonly payTo?: PaymentAccountFacts | null;
  /** YYYY-MM-DD: the day an order on a trade account's terms is to be paid by (absent for the rest). */
  readonly dueDay?: string | null;
}

/** How to keep what was ordered (the confirmation's copy of the products' guidance; absent in mail written before it existed). */
export interface StorageSnapshot {
  readonly productName: string;
  readonly temperature: string | null;
  readonly shelfLifeUnopened: string | null;
  readonly shelfLifeOpened: string | null;
  readonly preparation: string | null;
}

export interface DecisionSnapshot extends OrderSnapshot {
  readonly status: 'APPROVED' | 'CANCELLED';
  readonly remarks: string | null;
  readonly decidedAt: string;
  /** A paid order cancelled: its money is owed back (absent in mail written before refunds were recorded). */
  readonly refundDue?: boolean;
}

/** Where the links in a message point, and who is told of new orders. */
export interface MailContext {
  readonly publicUrl: string;
  readonly staffEmails: readonly string[];
}

/** The order's own page, where the customer follows it (and sends a transfer's proof). */
export const orderPage = (context: MailContext, orderId: number) => `${context.publicUrl}/orders/${orderId}`;

const DATE = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' });

export const manilaTime = (iso: string) => DATE.format(new Date(iso));

const DAY = new Intl.DateTimeFormat('en-PH', { dateStyle: 'full', timeZone: 'UTC' });

/** A calendar day "YYYY-MM-DD" in words ("Thursday, November 26, 2026"). */
export const longDay = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

export { escapeHtml, peso };

/**
 * The order's lines as a plain-text list and as an HTML table, then what is paid: with a delivery
 * fee, the goods and the fee before the total, so the figures add up.
 */
/** "Lot DRD-20261101-A, best before 01May2027 (5)": a packed line's lots, as the labels write them. */
const lotsOf = (line: OrderSnapshot['lines'][number]) =>
  (line.lots ?? []).map(
    (lot) =>
      `Lot ${lot.lotCode}, best before ${labelDate(lot.bestBefore)}${(line.lots?.length ?? 0) > 1 ? ` (${lot.quantity})` : ''}`,
  );

export function orderLines(order: OrderSnapshot): { text: string; html: string } {
  const fee = order.deliveryFeeCentavos ?? 0;
  const sums: [string, number][] = [
    ...(fee > 0
      ? ([
          ['Goods', order.totalCentavos - fee],
          ['Delivery fee', fee],
        ] as [string, number][])
      : []),
    ['Total', order.totalCentavos],
  ];
  const items = order.lines
    .map(
      (l) =>
        `- ${l.productName} × ${l.quantity} @ ${peso(l.unitPriceCentavos)} = ${peso(l.lineTotalCentavos)}` +
        lotsOf(l)
          .map((lot) => `\n  ${lot}`)
          .join(''),
    )
    .join('\n');
  const text = [items, ...sums.map(([label, centavos]) => `${label}: ${peso(centavos)}`)].join('\n');
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.productName)}${lotsOf(l)
          .map((lot) => `<br><small>${escapeHtml(lot)}</small>`)
          .join(
            '',
          )}</td><td style="text-align:right">${l.quantity}</td><td style="text-align:right">${peso(l.unitPriceCentavos)}</td><td style="text-align:right">${peso(l.lineTotalCentavos)}</td></tr>`,
    )
    .join('');
  const html =
    '<table style="border-collapse:collapse" cellpadding="4"><thead><tr><th align="left">Product</th><th align="right">Quantity</th><th align="right">Price</th><th align="right">Total</th></tr></thead>' +
    `<tbody>${rows}</tbody><tfoot>${sums.map(([label, centavos]) => `<tr><th align="left" colspan="3">${label}</th><th align="right">${peso(centavos)}</th></tr>`).join('')}</tfoot></table>`;
  return { text, html };
}

/**
 * "Delivery to Cavite on Thursday, November 26, 2026." or "Pickup at our facility in Cavite on …":
 * how and when the order reaches the customer; null for an order without a date (from before them).
 */
export function deliveryLine(order: OrderSnapshot): string | null {
  if (!order.deliveryDate || !order.deliveryMethod) return null;
  const when = longDay(order.deliveryDate);
  if (order.deliveryMethod === 'PICKUP') return `Pickup at our facility in Cavite on ${when}.`;
  return order.deliveryZoneName ? `Delivery to ${order.deliveryZoneName} on ${when}.` : `Delivery on ${when}.`;
}

/** A simple, readable HTML body around the given content. */
export const htmlPage = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#1a1a1a">${body}<p style="color:#555">WATERS — dried, marinated and smoked fish from Cavite</p></body></html>`;

const STORAGE_PARTS = [
  ['Storage', 'temperature'],
  ['Shelf life (unopened)', 'shelfLifeUnopened'],
  ['Shelf life (opened)', 'shelfLifeOpened'],
  ['Thawing and preparation', 'preparation'],
] as const;

/** "Keeping your fish fresh": each product's guidance, in plain text and HTML (empty when there is none). */
export function storageGuidance(storage: readonly StorageSnapshot[] = []): { text: string; html: string } {
  if (storage.length === 0) return { text: '', html: '' };
  const parts = (item: StorageSnapshot) =>
    STORAGE_PARTS.filter(([, key]) => item[key]).map(([label, key]) => [label, item[key]!] as const);
  const text = storage
    .map((item) => [item.productName, ...parts(item).map(([label, value]) => `  ${label}: ${value}`)].join('\n'))
    .join('\n');
  const html = storage
    .map(
      (item) =>
        `<h3 style="font-size:1em;margin:1em 0 .25em">${escapeHtml(item.productName)}</h3><ul>${parts(item)
          .map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml(value)}</li>`)
          .join('')}</ul>`,
    )
    .join('');
  return {
    text: `Keeping your fish fresh\n${text}`,
    html: `<h2 style="font-size:1.1em">Keeping your fish fresh</h2>${html}`,
  };
}
