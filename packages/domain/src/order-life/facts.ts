import type { DeliveryMethod } from '../delivery.js';
import type { FulfilmentStatus } from '../fulfilment.js';
import type { Instant } from '../manila-calendar.js';
import type { OrderStatusName } from '../order-status.js';
import type { PaymentMethod, PaymentStatus } from '../payment.js';

/** The three machines of an order: its decision, its payment and its way to the customer. */
export const ORDER_MACHINES = ['order', 'payment', 'fulfilment'] as const;
export type OrderMachine = (typeof ORDER_MACHINES)[number];

/** Who takes a transition: the order's own customer, an employee. API keys act as their owner, within a scope. */
export const ORDER_ACTORS = ['customer', 'employee'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Where an order stands: one state of each machine. */
export interface OrderState {
  readonly status: OrderStatusName;
  readonly paymentStatus: PaymentStatus;
  readonly fulfilmentStatus: FulfilmentStatus | null;
}

/**
 * What the rules read of an order: its state, the choices fixed when it was placed, and the few
 * facts a guard or an undo window needs. The server's entity and the client's fragment both fit.
 */
export interface OrderLifeFacts extends OrderState {
  readonly deliveryMethod: DeliveryMethod;
  readonly paymentMethod: PaymentMethod;
  readonly hasPaymentProof: boolean;
  /** Cash recorded at the door or the counter when it was handed over (centavos); null when none was. */
  readonly amountCollectedCentavos: number | null;
  readonly totalCentavos: number;
  readonly paidAt: Instant | null;
  readonly packedAt: Instant | null;
  /** When it went out for delivery, or was set out for pickup. */
  readonly dispatchedAt: Instant | null;
  /** When it was delivered, or picked up. */
  readonly completedAt: Instant | null;
  /** YYYY-MM-DD (Manila), the day it is due; null for orders from before delivery dates. */
  readonly deliveryDate: string | null;
}

/** The time column each fulfilment step stamps: packing, sending out (or setting out), handing over. */
export const STEP_STAMP: Readonly<Record<FulfilmentStatus, 'packedAt' | 'dispatchedAt' | 'completedAt'>> = {
  PACKED: 'packedAt',
  OUT_FOR_DELIVERY: 'dispatchedAt',
  READY_FOR_PICKUP: 'dispatchedAt',
  DELIVERED: 'completedAt',
  PICKED_UP: 'completedAt',
};
