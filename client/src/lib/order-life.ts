import {
  actionsAllowed,
  type DeliveryMethod,
  type FulfilmentStatus,
  type OrderStatusName as OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  nextStep,
  toCentavos,
  transitionFor,
  undoDeadline,
  type NextStep,
  type NextStepFacts,
  type OrderAction,
  type OrderActor,
  type OrderLifeFacts,
  type RefundMethod,
} from '@waters/domain';
import { formatDeliveryDate } from './delivery-date';
import { formatPeso } from './format';

/*
 * The screens read an order's life from the one table the server enforces (packages/domain
 * order-life): which buttons to show, until when an undo is offered, the customer's word and
 * next step. What an order fragment says, converted once to what the rules read.
 */

/**
 * The parts of an order the rules read, as the API gives them (pesos, ISO times). A list that asks
 * for fewer (a queue of pending orders has no steps yet) leaves the rest out: not there is none.
 */
export interface LifeFields {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  hasPaymentProof: boolean;
  totalAmount: number;
  fulfilmentStatus?: FulfilmentStatus | null;
  amountCollected?: number | null;
  paidAt?: string | null;
  packedAt?: string | null;
  dispatchedAt?: string | null;
  completedAt?: string | null;
  deliveryDate?: string | null;
}

export function lifeFacts(order: LifeFields): OrderLifeFacts {
  return {
    status: order.orderStatus,
    paymentStatus: order.paymentStatus,
    fulfilmentStatus: order.fulfilmentStatus ?? null,
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    hasPaymentProof: order.hasPaymentProof,
    amountCollectedCentavos:
      order.amountCollected === null || order.amountCollected === undefined ? null : toCentavos(order.amountCollected),
    totalCentavos: toCentavos(order.totalAmount),
    paidAt: order.paidAt ?? null,
    packedAt: order.packedAt ?? null,
    dispatchedAt: order.dispatchedAt ?? null,
    completedAt: order.completedAt ?? null,
    deliveryDate: order.deliveryDate ?? null,
  };
}

/** Whether `actor` may take `action` on the order now, as the table says: the button is shown only then. */
export const canTake = (order: LifeFields, action: OrderAction, actor: OrderActor, now = new Date()) =>
  actionsAllowed(lifeFacts(order), actor, now).includes(action);

/** Until when an undo of the order's last payment or step is offered (null: none is). */
export function undoUntil(order: LifeFields, action: 'revertPayment' | 'undoStep'): Date | null {
  const facts = lifeFacts(order);
  const transition = transitionFor(action, facts);
  return transition ? undoDeadline(transition, facts) : null;
}

/** How the screens write money and days in the next step's sentence. */
export const SCREEN_WRITING = { peso: (centavos: number) => formatPeso(centavos / 100), day: formatDeliveryDate };

/** An order's refund, as the OrderLife fragment gives it. */
export interface RefundFields {
  orderId: number;
  refundMethod?: RefundMethod | null;
  refundReference?: string | null;
  refundedOn?: string | null;
}

/** The customer's next step on their order, in the screens' words. */
export function customerNextStep(order: LifeFields & RefundFields): NextStep | null {
  const facts = lifeFacts(order);
  const refund =
    order.refundMethod && order.refundedOn
      ? {
          method: refundWord(order.refundMethod),
          reference: order.refundReference ?? null,
          refundedOn: order.refundedOn,
        }
      : null;
  const step: NextStepFacts = { ...facts, orderId: order.orderId, refund };
  return nextStep(step, SCREEN_WRITING);
}

const refundWord = (method: RefundMethod) =>
  ({ CASH: 'cash', BANK_TRANSFER: 'bank transfer', GCASH: 'GCash', MAYA: 'Maya' })[method];
