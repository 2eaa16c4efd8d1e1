import { Injectable } from '@nestjs/common';
import {
  FULFILMENT_LABELS,
  FULFILMENT_STEPS,
  isDone,
  manilaDay,
  nextFulfilment,
  previousFulfilment,
  toCentavos,
  type FulfilmentStatus,
  type OrderAction,
} from '@waters/domain';
import { Reads } from '../../../database/reads.js';
import { badInput, conflict, notFound } from '../../../platform/errors/domain-error.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { validateInput } from '../../../platform/validation/validate-input.js';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../../platform/time/clock.js';
import { FACILITY, LotAllocator } from '../../lots/lot-allocator.js';
import { OrderTransitions, type TakenTransition } from '../life/order-transitions.js';
import { OrderStatus } from '../order-status.js';
import { Order } from '../order.entity.js';
import { AdvanceFulfilmentArgs, UndoFulfilmentArgs } from './advance-fulfilment.args.js';

const labelOf = (status: FulfilmentStatus | null) => (status ? FULFILMENT_LABELS[status] : 'not packed yet');

/** The order-life action that takes an order to `step`: packing, sending out (or setting out), handing over. */
const actionTo = (step: FulfilmentStatus): OrderAction =>
  step === 'PACKED' ? 'pack' : isDone(step) ? 'complete' : 'dispatch';

/**
 * An approved order's way to its customer, one step at a time and only forward (an undo is its
 * own transition). Handing over unpaid cash records the cash counted in the same step; a step
 * on another day than the delivery date must be confirmed as such.
 */
@Injectable()
export class FulfilmentService {
  constructor(
    private readonly reads: Reads,
    private readonly transitions: OrderTransitions,
    private readonly allocator: LotAllocator,
    private readonly clock: Clock,
  ) {}

  async advance(employee: AuthUser, raw: unknown): Promise<Order> {
    const { orderId, to, cashCollected, reason, confirmOffDate, lots } = validateInput(AdvanceFulfilmentArgs, raw);
    const order = await this.reads.repository(Order).findOne({ where: { id: orderId } });
    if (!order) throw notFound(`Order ${orderId} was not found.`);
    // `to` names a step: one the order already took (or one of the other method) is said as such, before the table's refusal.
    if (order.status !== OrderStatus.APPROVED)
      throw conflict(`Order ${orderId} is ${order.status}: only approved orders are packed and sent.`);
    if (previousFulfilment(order.deliveryMethod, to) === undefined) {
      throw badInput(
        `${FULFILMENT_LABELS[to]} is not a step of a ${order.deliveryMethod === 'PICKUP' ? 'pickup' : 'delivery'} order.`,
        { to: 'Not a step of this order' },
      );
    }
    const steps = FULFILMENT_STEPS[order.deliveryMethod];
    if (steps.indexOf(to) <= (order.fulfilmentStatus === null ? -1 : steps.indexOf(order.fulfilmentStatus)))
      throw conflict(`Order ${orderId} is already ${labelOf(order.fulfilmentStatus)}.`);
    const expected = nextFulfilment(order.deliveryMethod, order.fulfilmentStatus);
    if (expected !== to)
      throw badInput(
        `Order ${orderId} is ${labelOf(order.fulfilmentStatus)}: its next step is ${expected ? FULFILMENT_LABELS[expected] : 'none'}.`,
        { to: 'Not the next step' },
      );
    const cash = cashCollected === undefined || cashCollected === null ? null : toCentavos(cashCollected);
    if (lots?.length && to !== 'PACKED')
      throw badInput('Lots are chosen when an order is packed.', { lots: 'Only when packing' });
    // Packing takes each line's units from its lots in the same transaction (first expired, first out, or as chosen).
    const packing = (manager: EntityManager, { lines, order: packed }: TakenTransition) =>
      this.allocator.pack(manager, {
        orderId,
        shipment: {
          customerId: packed.customerId,
          fullName: packed.fullName,
          emailAddress: packed.emailAddress,
          mobileNumber: packed.mobileNumber,
          shipTo: packed.deliveryMethod === 'PICKUP' ? `Picked up at the ${FACILITY}` : packed.address,
        },
        lines,
        by: employee,
        today: manilaDay(this.clock.now()),
        choices: lots ?? undefined,
        reason: lots?.length ? reason : null,
      });
    const { order: advanced } = await this.transitions.run(
      {
        action: actionTo(to),
        orderId,
        actor: employee,
        choice: { cashCollectedCentavos: cash },
        offDateConfirmed: confirmOffDate === true,
        note:
          cash === null
            ? lots?.length
              ? { reason: reason || undefined }
              : {}
            : { cashCollectedCentavos: cash, reason: reason || undefined },
        check: (current, transition) => {
          if (cash !== null && !transition.needs.includes('cashCollected'))
            throw badInput(`Order ${orderId} has no cash to collect.`, { cashCollected: 'Nothing to collect' });
          if (cash !== null && cash > current.totalCentavos)
            throw badInput(`The cash collected cannot be more than the order's total.`, {
              cashCollected: 'More than the total',
            });
        },
        columns: (_current, transition) =>
          transition.needs.includes('cashCollected')
            ? {
                amountCollectedCentavos: cash,
                collectionNote: transition.needs.includes('reason') ? (reason ?? null) : null,
              }
            : {},
      },
      to === 'PACKED' ? packing : undefined,
    );
    return advanced;
  }

  /**
   * The last step undone, within 30 minutes of it, with a reason (the cash recorded with a handover
   * goes with it). Given the step as the caller saw it, only that step: a second tap finds it undone.
   */
  async undo(employee: AuthUser, raw: unknown): Promise<Order> {
    const { orderId, reason, step } = validateInput(UndoFulfilmentArgs, raw);
    const check = (current: Order) => {
      if (step && current.fulfilmentStatus !== step)
        throw conflict(
          `Order ${orderId} is ${labelOf(current.fulfilmentStatus)} now, not ${FULFILMENT_LABELS[step]}: nothing was undone.`,
        );
    };
    // An undone packing puts its units back into the lots they were taken from.
    const unpacking = (manager: EntityManager, { before }: TakenTransition) =>
      before.fulfilmentStatus === 'PACKED'
        ? this.allocator.unpack(manager, orderId, manilaDay(this.clock.now()))
        : Promise.resolve();
    return (
      await this.transitions.run({ action: 'undoStep', orderId, actor: employee, note: { reason }, check }, unpacking)
    ).order;
  }
}
