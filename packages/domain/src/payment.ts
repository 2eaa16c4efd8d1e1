import type { DeliveryMethod } from './delivery.js';

/** How a customer pays: cash when the fish arrives (or is picked up), or a transfer shown by a proof. */
export const PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'GCASH', 'MAYA'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** UNPAID → PROOF_SENT (a transfer's proof arrived) → PAID; a paid order that is cancelled becomes REFUNDED. */
export const PAYMENT_STATUSES = ['UNPAID', 'PROOF_SENT', 'PAID', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_REFERENCE_MAX = 64;

/** Transfers are shown by a picture of the receipt and its reference number; cash is not. */
export const needsProof = (method: PaymentMethod) => method !== 'CASH';

export function paymentMethodLabel(method: PaymentMethod, delivery: DeliveryMethod): string {
  switch (method) {
    case 'CASH':
      return delivery === 'PICKUP' ? 'Cash on pickup' : 'Cash on delivery';
    case 'BANK_TRANSFER':
      return 'Bank transfer';
    case 'GCASH':
      return 'GCash';
    case 'MAYA':
      return 'Maya';
  }
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  UNPAID: 'Unpaid',
  PROOF_SENT: 'Proof sent',
  PAID: 'Paid',
  REFUNDED: 'Refunded',
};
