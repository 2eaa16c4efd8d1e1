import type { DeliveryMethod } from './delivery.js';

/** How a customer pays: cash when the fish arrives (or is picked up), or a transfer shown by a proof. */
export const PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'GCASH', 'MAYA'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * UNPAID → PROOF_SENT (a transfer's proof arrived) → PAID; cash collected short at the door is
 * BALANCE_DUE; a paid order that is cancelled is REFUND_DUE until the refund is recorded, then
 * REFUNDED. Every move between them is a transition of the order's life (order-life/).
 */
export const PAYMENT_STATUSES = ['UNPAID', 'PROOF_SENT', 'PAID', 'BALANCE_DUE', 'REFUND_DUE', 'REFUNDED'] as const;
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
  BALANCE_DUE: 'Balance due',
  REFUND_DUE: 'Refund due',
  REFUNDED: 'Refunded',
};

/** Transfers go to one of the shop's accounts, one per method, which employees keep. */
export const TRANSFER_METHODS = ['GCASH', 'MAYA', 'BANK_TRANSFER'] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];
export const isTransferMethod = (method: PaymentMethod): method is TransferMethod => needsProof(method);

export const ACCOUNT_NAME_MAX = 100;
export const ACCOUNT_NUMBER_MAX = 40;
export const BANK_NAME_MAX = 80;
export const BRANCH_MAX = 80;

/** Where a transfer is sent: a wallet's number and name (and its QR code), or a bank account. */
export interface PaymentAccountFacts {
  readonly method: TransferMethod;
  readonly accountName: string;
  readonly accountNumber: string;
  /** Banks only. */
  readonly bankName: string | null;
  readonly branch: string | null;
  /** Wallets only: the QR code's picture (an uploaded picture's address). */
  readonly qrImage: string | null;
}

/** How a refund went back: the same ways money comes in. */
export type RefundMethod = PaymentMethod;
export const REFUND_METHODS = PAYMENT_METHODS;

export const refundMethodLabel = (method: RefundMethod) =>
  method === 'CASH' ? 'cash' : paymentMethodLabel(method, 'DELIVERY');
