import { FULFILMENT_LABELS } from '../fulfilment.js';
import { needsProof, paymentMethodLabel } from '../payment.js';
import type { OrderLifeFacts } from './facts.js';

/** The one word a customer reads for where their order stands, whatever its three machines say. */
export const CUSTOMER_WORDS = [
  'Awaiting approval',
  'Awaiting payment',
  'Payment sent',
  'Paid',
  'Approved',
  'Packed',
  'Out for delivery',
  'Ready for pickup',
  'Delivered',
  'Picked up',
  'Cancelled',
  'Refund due',
  'Refunded',
] as const;
export type CustomerWord = (typeof CUSTOMER_WORDS)[number];

/** How the word is coloured: waiting on the customer, on the shop, moving, done, or ended. */
export type WordTone = 'action' | 'waiting' | 'progress' | 'done' | 'ended';

export const WORD_TONE: Readonly<Record<CustomerWord, WordTone>> = {
  'Awaiting approval': 'waiting',
  'Awaiting payment': 'action',
  'Payment sent': 'waiting',
  Paid: 'waiting',
  Approved: 'progress',
  Packed: 'progress',
  'Out for delivery': 'progress',
  'Ready for pickup': 'action',
  Delivered: 'done',
  'Picked up': 'done',
  Cancelled: 'ended',
  'Refund due': 'action',
  Refunded: 'ended',
};

type WordFacts = Pick<OrderLifeFacts, 'status' | 'paymentStatus' | 'fulfilmentStatus' | 'paymentMethod'>;

/**
 * The customer's word: a cancelled order tells of its money; one on its way tells its step; before
 * that, a transfer not yet checked tells its payment; then approved, paid, or awaiting approval.
 */
export function customerWord(order: WordFacts): CustomerWord {
  if (order.status === 'CANCELLED')
    return order.paymentStatus === 'REFUND_DUE'
      ? 'Refund due'
      : order.paymentStatus === 'REFUNDED'
        ? 'Refunded'
        : 'Cancelled';
  if (order.fulfilmentStatus) return FULFILMENT_LABELS[order.fulfilmentStatus] as CustomerWord;
  if (needsProof(order.paymentMethod) && order.paymentStatus === 'UNPAID') return 'Awaiting payment';
  if (needsProof(order.paymentMethod) && order.paymentStatus === 'PROOF_SENT') return 'Payment sent';
  if (order.status === 'APPROVED') return 'Approved';
  return order.paymentStatus === 'PAID' ? 'Paid' : 'Awaiting approval';
}

/** What comes next for the customer, and which part of the page shows it. */
export type NextStepKind =
  'pay' | 'checking' | 'pay-cash' | 'awaiting-approval' | 'coming' | 'balance-due' | 'refund-due' | 'refunded';

export interface NextStep {
  readonly kind: NextStepKind;
  readonly text: string;
}

/** How the side telling it writes money and days ("₱665.00", "Tue 1 Dec 2026"). */
export interface Writing {
  readonly peso: (centavos: number) => string;
  readonly day: (day: string) => string;
}

export interface NextStepFacts
  extends
    WordFacts,
    Pick<OrderLifeFacts, 'deliveryMethod' | 'deliveryDate' | 'totalCentavos' | 'amountCollectedCentavos'> {
  readonly orderId: number;
  /** The refund sent, once recorded. */
  readonly refund?: { readonly method: string; readonly reference: string | null; readonly refundedOn: string } | null;
}

/**
 * The next thing to do or to expect, in a sentence: where to send the money and with which
 * reference, the cash to have ready, when it comes, what is still owed (either way); null once
 * there is nothing left (handed over and paid, or cancelled with nothing owed).
 */
export function nextStep(order: NextStepFacts, writing: Writing): NextStep | null {
  const total = writing.peso(order.totalCentavos);
  const on = order.deliveryDate ? ` on ${writing.day(order.deliveryDate)}` : '';
  const pickup = order.deliveryMethod === 'PICKUP';
  if (order.status === 'CANCELLED') {
    if (order.paymentStatus === 'REFUND_DUE')
      return { kind: 'refund-due', text: `We owe you ${total}. We will send it back and e-mail you once it is sent.` };
    if (order.paymentStatus === 'REFUNDED') {
      const refund = order.refund;
      const how = refund
        ? ` by ${refund.method}${refund.reference ? ` (reference ${refund.reference})` : ''} on ${writing.day(refund.refundedOn)}`
        : '';
      return { kind: 'refunded', text: `${total} was sent back to you${how}.` };
    }
    return null;
  }
  if (order.paymentStatus === 'BALANCE_DUE') {
    const owed = writing.peso(order.totalCentavos - (order.amountCollectedCentavos ?? 0));
    return { kind: 'balance-due', text: `${owed} of ${total} is still to be paid. We will contact you about it.` };
  }
  const done = order.fulfilmentStatus === 'DELIVERED' || order.fulfilmentStatus === 'PICKED_UP';
  if (done) return null;
  // In a sentence: "by GCash", "by Maya", "by bank transfer".
  const method =
    order.paymentMethod === 'BANK_TRANSFER'
      ? 'bank transfer'
      : paymentMethodLabel(order.paymentMethod, order.deliveryMethod);
  if (needsProof(order.paymentMethod) && order.paymentStatus === 'UNPAID')
    return {
      kind: 'pay',
      text: `Send ${total} by ${method}, with order ${order.orderId} as the reference, then send us a picture of the receipt.`,
    };
  if (needsProof(order.paymentMethod) && order.paymentStatus === 'PROOF_SENT')
    return {
      kind: 'checking',
      text: `We are checking your payment of ${total}; you will get an e-mail once it is confirmed.`,
    };
  if (order.paymentStatus === 'UNPAID')
    return {
      kind: 'pay-cash',
      text: pickup
        ? `Pay ${total} in cash when you pick it up at our Cavite facility${on}.`
        : `We will collect ${total} in cash when we deliver${on}.`,
    };
  if (order.status === 'PENDING')
    return {
      kind: 'awaiting-approval',
      text: 'Paid. We are checking your order; you will get an e-mail once it is approved.',
    };
  if (order.fulfilmentStatus === 'READY_FOR_PICKUP')
    return { kind: 'coming', text: 'Ready now at our Cavite facility.' };
  return { kind: 'coming', text: pickup ? `Ready for pickup at our Cavite facility${on}.` : `Arriving${on}.` };
}
