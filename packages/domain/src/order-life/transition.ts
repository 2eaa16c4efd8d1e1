import type { DeliveryMethod } from '../delivery.js';
import type { FulfilmentStatus } from '../fulfilment.js';
import type { OrderStatusName } from '../order-status.js';
import type { PaymentStatus } from '../payment.js';
import type { OrderActor, OrderMachine } from './facts.js';

/** What a person (or a script) asks for; one action may have several transitions, told apart by the order's state. */
export const ORDER_ACTIONS = [
  'place',
  'approve',
  'cancel',
  'withdraw',
  'setReference',
  'sendProof',
  'markPaid',
  'revertPayment',
  'recordRefund',
  'pack',
  'dispatch',
  'complete',
  'undoStep',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The webhook events an order's transitions send (the webhooks module describes each). */
export const ORDER_WEBHOOKS = [
  'order.placed',
  'order.approved',
  'order.cancelled',
  'order.fulfilment',
  'order.paid',
  'order.corrected',
  'order.refunded',
] as const;
export type OrderWebhook = (typeof ORDER_WEBHOOKS)[number];

/** The audit log's names for an order's transitions. */
export const ORDER_AUDIT_ACTIONS = [
  'order.placed',
  'order.approved',
  'order.cancelled',
  'order.cancelled_by_customer',
  'order.payment_reference_set',
  'order.payment_proof_sent',
  'order.paid',
  'order.balance_paid',
  'order.paid_after_cancel',
  'order.payment_reverted',
  'order.refunded',
  'order.fulfilment_advanced',
  'order.step_undone',
] as const;
export type OrderAuditAction = (typeof ORDER_AUDIT_ACTIONS)[number];

/** The states a transition leaves from: each listed machine must be in one of its values (an absent machine may be anywhere). */
export interface StateMatch {
  readonly status?: readonly OrderStatusName[];
  readonly paymentStatus?: readonly PaymentStatus[];
  readonly fulfilmentStatus?: readonly (FulfilmentStatus | null)[];
}

/** Facts fixed when the order was placed, or kept beside its state, that a transition also requires. */
export interface OrderCondition {
  readonly deliveryMethod?: DeliveryMethod;
  /** Paid in cash at the door or the counter, or by a transfer (bank, GCash, Maya). */
  readonly pays?: 'cash' | 'transfer';
  /** Whether a proof of payment is on file. */
  readonly hasPaymentProof?: boolean;
  /** Whether cash was recorded when it was handed over. */
  readonly collectedAtHandover?: boolean;
  /** For a handover of unpaid cash: whether the whole total was collected. */
  readonly collection?: 'full' | 'short';
}

/** What a transition sets; a machine left out keeps its state. */
export interface StateChange {
  readonly status?: OrderStatusName;
  readonly paymentStatus?: PaymentStatus;
  readonly fulfilmentStatus?: FulfilmentStatus | null;
}

/** What the one taking a transition must give. */
export type TransitionInput =
  /** Why (shown to the staff, and to the customer where it concerns them). */
  | 'reason'
  /** The cash counted at the door or the counter. */
  | 'cashCollected'
  /** How, when and under which reference the money went back. */
  | 'refund'
  /** A transfer's reference number. */
  | 'reference'
  /** A picture of the receipt. */
  | 'proof';

/** How long after a transition its undo is allowed. */
export type UndoWindow = { readonly minutes: number } | { readonly sameManilaDay: true };

export interface OrderTransition {
  /** Unique: the action, and the case when there are several. */
  readonly name: string;
  readonly action: OrderAction;
  readonly machine: OrderMachine;
  /** null: the order does not exist yet. */
  readonly from: StateMatch | null;
  readonly when?: OrderCondition;
  readonly to: StateChange;
  readonly by: readonly OrderActor[];
  /** The scope an API key needs to take it for its owner. */
  readonly scope: 'orders:write' | 'orders:decide';
  readonly needs: readonly TransitionInput[];
  /** Taken on a Manila day other than the order's delivery date, it must be confirmed as such. */
  readonly confirmOffDate?: true;
  /** For an undo: how long after the transition it undoes (timed from the payment, or the step's own time). */
  readonly window?: UndoWindow;
  /** The action that undoes it, when there is one. */
  readonly undoneBy?: OrderAction;
  readonly webhooks: readonly OrderWebhook[];
  /** The audit log's name for it. */
  readonly audit: OrderAuditAction;
  /** Audited only when taken with an API key: a browser's order is its own record. */
  readonly auditedForKeysOnly?: true;
  /** One line for people: what it means. */
  readonly says: string;
}
