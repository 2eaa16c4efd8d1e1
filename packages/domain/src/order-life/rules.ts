import { DAY_MS, instantMs, manilaDay, manilaMidnight, type Instant } from '../manila-calendar.js';
import { needsProof } from '../payment.js';
import { STEP_STAMP, type OrderActor, type OrderLifeFacts } from './facts.js';
import { ORDER_LIFE } from './table.js';
import type { OrderAction, OrderCondition, OrderTransition, StateMatch, UndoWindow } from './transition.js';

/** What the one taking a transition gave that decides between its cases: the cash counted at a handover. */
export interface TransitionChoice {
  readonly cashCollectedCentavos?: number | null;
}

const byAction = new Map<OrderAction, OrderTransition[]>();
for (const transition of ORDER_LIFE)
  byAction.set(transition.action, [...(byAction.get(transition.action) ?? []), transition]);

/** Every case of an action, in the table's order. */
export const transitionsOf = (action: OrderAction): readonly OrderTransition[] => byAction.get(action) ?? [];

export const transitionNamed = (name: string): OrderTransition | undefined =>
  ORDER_LIFE.find((transition) => transition.name === name);

/** Whether the order's state is one the transition leaves from. */
export function inState(from: StateMatch, order: OrderLifeFacts): boolean {
  return (
    (!from.status || from.status.includes(order.status)) &&
    (!from.paymentStatus || from.paymentStatus.includes(order.paymentStatus)) &&
    (!from.fulfilmentStatus || from.fulfilmentStatus.includes(order.fulfilmentStatus))
  );
}

/** Whether the order meets a transition's conditions; `choice` decides a handover's full or short collection (left out: either). */
export function meets(when: OrderCondition | undefined, order: OrderLifeFacts, choice?: TransitionChoice): boolean {
  if (!when) return true;
  if (when.deliveryMethod && when.deliveryMethod !== order.deliveryMethod) return false;
  if (when.pays && when.pays !== (needsProof(order.paymentMethod) ? 'transfer' : 'cash')) return false;
  if (when.hasPaymentProof !== undefined && when.hasPaymentProof !== order.hasPaymentProof) return false;
  if (when.collectedAtHandover !== undefined && when.collectedAtHandover !== (order.amountCollectedCentavos !== null))
    return false;
  const collected = choice?.cashCollectedCentavos;
  if (when.collection && collected !== undefined && collected !== null) {
    if ((collected >= order.totalCentavos ? 'full' : 'short') !== when.collection) return false;
  }
  return true;
}

/** The instant an undo window runs from: the payment, or the step being undone. */
export function windowStart(transition: OrderTransition, order: OrderLifeFacts): Instant | null {
  if (!transition.window) return null;
  if ('sameManilaDay' in transition.window) return order.paidAt;
  const step = transition.from?.fulfilmentStatus?.[0];
  return step ? order[STEP_STAMP[step]] : null;
}

/** The last instant an undo is allowed (exclusive); null when the transition is not an undo. */
export function undoDeadline(transition: OrderTransition, order: OrderLifeFacts): Date | null {
  const start = windowStart(transition, order);
  if (!transition.window || start === null) return null;
  return windowEnd(transition.window, start);
}

export function windowEnd(window: UndoWindow, start: Instant): Date {
  if ('minutes' in window) return new Date(instantMs(start) + window.minutes * 60_000);
  return new Date(manilaMidnight(start).getTime() + DAY_MS);
}

/** Whether `now` is still inside the transition's undo window (always, for a transition that is no undo). */
export const withinWindow = (transition: OrderTransition, order: OrderLifeFacts, now: Instant) => {
  const deadline = undoDeadline(transition, order);
  return transition.window === undefined || (deadline !== null && instantMs(now) < deadline.getTime());
};

/** The case of `action` the order is in (its state, conditions and `choice`), or null when none. */
export function transitionFor(
  action: OrderAction,
  order: OrderLifeFacts,
  choice?: TransitionChoice,
): OrderTransition | null {
  return (
    transitionsOf(action).find(
      (transition) =>
        transition.from !== null && inState(transition.from, order) && meets(transition.when, order, choice),
    ) ?? null
  );
}

/** Whether `actor` may take `action` on the order now (ignoring what they would still have to give). */
export function allows(action: OrderAction, order: OrderLifeFacts, actor: OrderActor, now: Instant): boolean {
  const transition = transitionFor(action, order);
  return transition !== null && transition.by.includes(actor) && withinWindow(transition, order, now);
}

/** The actions `actor` may take on the order now, in the table's order: the buttons to show. */
export function actionsAllowed(order: OrderLifeFacts, actor: OrderActor, now: Instant): OrderAction[] {
  return [...byAction.keys()].filter((action) => allows(action, order, actor, now));
}

/** Whether a step taken `now` falls on another Manila day than the one the order is due: it must be confirmed as such. */
export function isOffDate(transition: OrderTransition, order: OrderLifeFacts, now: Instant): boolean {
  return transition.confirmOffDate === true && order.deliveryDate !== null && manilaDay(now) !== order.deliveryDate;
}
