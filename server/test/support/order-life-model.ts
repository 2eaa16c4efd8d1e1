import {
  isDone,
  isOffDate,
  nextFulfilment,
  toCentavos,
  transitionFor,
  withinWindow,
  type OrderAction,
  type OrderLifeFacts,
  type OrderState,
  type OrderTransition,
} from '@waters/domain';
import type { LifeActor, LifeCommand } from './order-life-driver.js';

/** The order-life action a command asks for, on the order as it is. */
export function actionOf(command: LifeCommand): OrderAction {
  if (command.kind !== 'advance') return command.kind;
  return command.to === 'PACKED' ? 'pack' : isDone(command.to) ? 'complete' : 'dispatch';
}

const cashOf = (command: LifeCommand) =>
  command.kind === 'advance' && command.cashCollected !== null ? toCentavos(command.cashCollected) : null;

/**
 * What the table says of the command, by the actor, now: the transition it takes, or null when it
 * must be refused. Only the table and the inputs decide; the server must agree.
 */
export function predict(
  command: LifeCommand,
  order: OrderLifeFacts,
  actor: LifeActor,
  now: Date,
): OrderTransition | null {
  const role = actor === 'employee' ? 'employee' : 'customer';
  // A step is taken only as the next one (the one the caller saw may have been taken meanwhile).
  if (
    command.kind === 'advance' &&
    (order.status !== 'APPROVED' || nextFulfilment(order.deliveryMethod, order.fulfilmentStatus) !== command.to)
  )
    return null;
  // An undo naming the step the caller saw undoes only that one.
  if (command.kind === 'undoStep' && command.step !== undefined && order.fulfilmentStatus !== command.step) return null;
  const cash = cashOf(command);
  const transition = transitionFor(actionOf(command), order, { cashCollectedCentavos: cash });
  if (!transition || !transition.by.includes(role) || actor === 'other') return null;
  if (!withinWindow(transition, order, now)) return null;
  if (transition.needs.includes('cashCollected') !== (cash !== null)) return null;
  if (cash !== null && cash > order.totalCentavos) return null;
  if (command.kind === 'advance' && isOffDate(transition, order, now) && !command.confirmOffDate) return null;
  return transition;
}

export const stateOf = (order: OrderState): OrderState => ({
  status: order.status,
  paymentStatus: order.paymentStatus,
  fulfilmentStatus: order.fulfilmentStatus,
});

/** The order's facts after the transition, as far as the rules read them. */
export function applied(
  order: OrderLifeFacts,
  transition: OrderTransition,
  command: LifeCommand,
  now: Date,
): OrderLifeFacts {
  const undo = transition.window !== undefined;
  const step = transition.from?.fulfilmentStatus?.[0] ?? null;
  const next: { -readonly [K in keyof OrderLifeFacts]: OrderLifeFacts[K] } = { ...order, ...transition.to };
  if (transition.to.paymentStatus === 'PAID') next.paidAt = now;
  if (undo && order.paymentStatus === 'PAID' && transition.to.paymentStatus !== undefined) next.paidAt = null;
  if (transition.action === 'sendProof') next.hasPaymentProof = true;
  if (transition.needs.includes('cashCollected')) next.amountCollectedCentavos = cashOf(command);
  if (undo && transition.when?.collectedAtHandover) next.amountCollectedCentavos = null;
  const stamp = {
    PACKED: 'packedAt',
    OUT_FOR_DELIVERY: 'dispatchedAt',
    READY_FOR_PICKUP: 'dispatchedAt',
    DELIVERED: 'completedAt',
    PICKED_UP: 'completedAt',
  } as const;
  if (undo && step) next[stamp[step]] = null;
  else if (transition.to.fulfilmentStatus) next[stamp[transition.to.fulfilmentStatus]] = now;
  return next;
}
