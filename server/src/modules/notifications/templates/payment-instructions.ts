import {
  nextStep,
  payByText,
  paymentMethodLabel,
  type DeliveryMethod,
  type PaymentAccountFacts,
  type PaymentMethod,
} from '@waters/domain';
import { escapeHtml, longDay, peso } from './mail-parts.js';

/** What the confirmation needs to say how to pay. */
export interface PaymentSnapshotParts {
  readonly orderId: number;
  readonly totalCentavos: number;
  readonly paymentMethod?: PaymentMethod;
  readonly deliveryMethod?: DeliveryMethod;
  readonly deliveryDate?: string | null;
  /** The shop's account for a transfer, as it stood when the order was placed. */
  readonly payTo?: PaymentAccountFacts | null;
  /** YYYY-MM-DD: the day an order on a trade account's terms is to be paid by. */
  readonly dueDay?: string | null;
}

const WRITING = { peso, day: longDay };

/** A wallet's number or a bank's details, and the name, as label and value. */
function accountRows(account: PaymentAccountFacts): [string, string][] {
  if (account.method === 'BANK_TRANSFER') {
    return [
      ['Bank', account.branch ? `${account.bankName ?? ''}, ${account.branch} branch` : (account.bankName ?? '')],
      ['Account name', account.accountName],
      ['Account number', account.accountNumber],
    ];
  }
  return [
    [`${paymentMethodLabel(account.method, 'DELIVERY')} number`, account.accountNumber],
    ['Account name', account.accountName],
  ];
}

/**
 * "How to pay": the order-life's next step for the customer (send ₱… by GCash with the order as
 * the reference, or the cash to have ready), then where to send it, the amount and the reference,
 * and the QR code; null when there is nothing to pay (an order from before payment methods).
 */
export function howToPay(
  order: PaymentSnapshotParts,
  page: string,
  publicUrl: string,
): { text: string; html: string } | null {
  if (!order.paymentMethod || !order.deliveryMethod) return null;
  const step = nextStep(
    {
      orderId: order.orderId,
      status: 'PENDING',
      paymentStatus: 'UNPAID',
      fulfilmentStatus: null,
      paymentMethod: order.paymentMethod,
      deliveryMethod: order.deliveryMethod,
      deliveryDate: order.deliveryDate ?? null,
      totalCentavos: order.totalCentavos,
      amountCollectedCentavos: null,
    },
    WRITING,
  );
  if (!step) return null;
  const account = step.kind === 'pay' ? order.payTo : null;
  const rows: [string, string][] = account
    ? [...accountRows(account), ['Amount', peso(order.totalCentavos)], ['Reference', String(order.orderId)]]
    : [];
  const upload = account ? `Then send the picture of the receipt on your order's page: ${page}` : '';
  // On terms: paid any time up to the due day, as any order is paid.
  const payBy = order.dueDay ? payByText(order.dueDay, longDay) : null;
  const qr = account?.qrImage
    ? account.qrImage.startsWith('/')
      ? `${publicUrl}${account.qrImage}`
      : account.qrImage
    : null;
  const text = [
    'How to pay',
    ...(payBy ? [payBy] : []),
    step.text,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(upload ? [upload] : []),
  ].join('\n');
  const html =
    `<h2 style="font-size:1.1em">How to pay</h2>${payBy ? `<p><strong>${escapeHtml(payBy)}</strong></p>` : ''}<p>${escapeHtml(step.text)}</p>` +
    (rows.length
      ? `<table cellpadding="4">${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`
      : '') +
    (qr
      ? `<p><img src="${escapeHtml(qr)}" alt="QR code to pay by ${escapeHtml(paymentMethodLabel(order.paymentMethod, order.deliveryMethod))}" width="200" height="200"></p>`
      : '') +
    (upload
      ? `<p>Then send the picture of the receipt on <a href="${escapeHtml(page)}">your order's page</a>.</p>`
      : '');
  return { text, html };
}
