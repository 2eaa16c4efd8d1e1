import {
  FULFILMENT_LABELS,
  manilaDateTime,
  needsProof,
  PAYMENT_STATUS_LABELS,
  transitionsOf,
  type OrderAction,
  type OrderTransition,
} from '@waters/domain';
import { badInput, conflict, type DomainError } from '../../../platform/errors/domain-error.js';
import type { Order } from '../order.entity.js';

const paymentWord = (order: Order) => PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase();
const stepWord = (order: Order) =>
  order.fulfilmentStatus ? FULFILMENT_LABELS[order.fulfilmentStatus] : 'not packed yet';

/**
 * Why `action` cannot be taken on the order as it is: the table has no case for its state. Said
 * as the order stands now, so a caller that lost a race learns what the winner did.
 */
export function refusalOf(action: OrderAction, order: Order): DomainError {
  const id = order.id;
  const machine = transitionsOf(action)[0]?.machine;
  if (machine === 'order') return conflict(`Order ${id} is already ${order.status}.`);
  if (machine === 'fulfilment') {
    if (order.status !== 'APPROVED')
      return conflict(`Order ${id} is ${order.status}: only approved orders are packed and sent.`);
    // A step still there was just undone by another call (the table has no case for it then).
    if (action === 'undoStep')
      return conflict(
        order.fulfilmentStatus
          ? `Order ${id} is ${stepWord(order)} now: a step was just undone.`
          : `Order ${id} has no step to undo.`,
      );
    return conflict(`Order ${id} is already ${stepWord(order)}.`);
  }
  switch (action) {
    case 'setReference':
    case 'sendProof':
      if (!needsProof(order.paymentMethod))
        return badInput(`Order ${id} is paid in cash: it needs no transfer details.`);
      return conflict(
        order.status === 'CANCELLED' ? `Order ${id} is cancelled.` : `Order ${id} is already ${paymentWord(order)}.`,
      );
    case 'markPaid':
      return conflict(
        order.status === 'CANCELLED' ? `Order ${id} is cancelled.` : `Order ${id} is already ${paymentWord(order)}.`,
      );
    case 'revertPayment':
      if (order.paymentStatus === 'PAID' && order.amountCollectedCentavos !== null)
        return badInput(`The cash of order ${id} was recorded when it was handed over: undo that step instead.`);
      return conflict(
        `Order ${id} is ${order.status === 'CANCELLED' ? 'cancelled' : paymentWord(order)}: there is no payment to take back.`,
      );
    case 'recordRefund':
      return conflict(`Order ${id} has no refund due: it is ${paymentWord(order)}.`);
    default:
      return conflict(`Order ${id} cannot be changed so now.`);
  }
}

/** An undo asked for after its window closed. */
export function windowClosed(transition: OrderTransition, order: Order, deadline: Date | null): DomainError {
  if (transition.action === 'revertPayment')
    return conflict(`The payment of order ${order.id} can be taken back only on the Manila day it was marked.`);
  const until = deadline ? ` (until ${manilaDateTime(deadline).slice(11, 16)})` : '';
  return conflict(
    `${stepWord(order)} can be undone only within ${'minutes' in transition.window! ? transition.window.minutes : 30} minutes${until}: order ${order.id} keeps it.`,
  );
}
