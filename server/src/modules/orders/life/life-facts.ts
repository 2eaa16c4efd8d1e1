import type { OrderActor, OrderLifeFacts, OrderState } from '@waters/domain';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import type { Order } from '../order.entity.js';

/** What the order-life rules read of a stored order. */
export const lifeFactsOf = (order: Order): OrderLifeFacts => ({
  ...order,
  hasPaymentProof: order.paymentProof !== null,
});

export const stateOf = (order: OrderState): OrderState => ({
  status: order.status,
  paymentStatus: order.paymentStatus,
  fulfilmentStatus: order.fulfilmentStatus,
});

/** The part a caller plays in an order's life: its customer, or an employee (an API key plays its owner's). */
export const actorOf = (user: Pick<AuthUser, 'role'>): OrderActor =>
  user.role === Role.Employee ? 'employee' : 'customer';
