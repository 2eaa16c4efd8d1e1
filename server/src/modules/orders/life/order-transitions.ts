import { Injectable } from '@nestjs/common';
import {
  isOffDate,
  manilaDay,
  transitionFor,
  undoDeadline,
  withinWindow,
  type OrderAction,
  type OrderState,
  type OrderTransition,
  type TransitionChoice,
} from '@waters/domain';
import type { EntityManager } from 'typeorm';
import { Reads } from '../../../database/reads.js';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import { badInput, forbidden, notFound } from '../../../platform/errors/domain-error.js';
import type { TransitionNote } from '../../../platform/events/domain-events.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Clock } from '../../../platform/time/clock.js';
import type { AuditNote } from '../../../platform/events/audit-note.js';
import { changedBy } from '../../../platform/identity/actor.js';
import { LotsService } from '../../lots/lots.service.js';
import { OrderLine } from '../order-line.entity.js';
import { Order } from '../order.entity.js';
import { actorOf, lifeFactsOf, stateOf } from './life-facts.js';
import { refusalOf, windowClosed } from './refusals.js';
import { updateIfStill, type OrderColumns, type PinnableColumn } from './transition-update.js';

/** One transition asked for: which action, on which order, by whom, with what. */
export interface TransitionRequest {
  readonly action: OrderAction;
  readonly orderId: number;
  readonly actor: AuthUser;
  /** What decides between an action's cases: the cash counted at a handover. */
  readonly choice?: TransitionChoice;
  /** What the one taking it gave: kept in the audit row and told to the event's subscribers. */
  readonly note?: TransitionNote;
  /** The step was confirmed as taken on another day than the order's delivery date. */
  readonly offDateConfirmed?: boolean;
  /** A refusal of what was given, beyond the table's rules (checked before anything is written). */
  readonly check?: (order: Order, transition: OrderTransition) => void;
  /** Columns besides the states that this change writes (a reference, a proof, a refund, remarks, the cash counted). */
  readonly columns?: (order: Order, transition: OrderTransition) => OrderColumns;
  /** Columns that must still hold the values read (beside the states): a proof replaced only over the one read. */
  readonly pinned?: readonly PinnableColumn[];
  /** What else the audit row keeps of the order before and after (beside the states the transition changes). */
  readonly audit?: (order: Order) => { readonly before?: object; readonly after?: object };
}

/** The states a transition changes, as they are in `order` (what its audit row keeps). */
function changedStates(transition: OrderTransition, order: Order): Partial<OrderState> {
  const changed = Object.keys(transition.to) as (keyof OrderState)[];
  return Object.fromEntries(changed.map((key) => [key, order[key]]));
}

/** Whether the order is in the states `transition` moves it to: someone took it (or its like) first. */
const reached = (transition: OrderTransition, order: Order) =>
  Object.keys(transition.to).length > 0 &&
  Object.entries(transition.to).every(([key, value]) => order[key as keyof OrderState] === value);

/** Whether `transition` would change a state of the order. */
const moves = (transition: OrderTransition, order: Order) =>
  Object.entries(transition.to).some(([key, value]) => order[key as keyof OrderState] !== value);

const given = (note: TransitionNote) =>
  Object.fromEntries(Object.entries(note).filter(([, value]) => value !== undefined));

export interface TakenTransition {
  readonly transition: OrderTransition;
  readonly before: Order;
  readonly order: Order;
  readonly lines: OrderLine[];
}

/**
 * Every change to an order after it is placed goes through here, as the order-life table says:
 * the case of the action the order is in, who may take it, its window and what it needs, then one
 * conditional update built from the table (one winner under races), one audit row and one
 * OrderChanged event, in the caller's transaction. A refusal writes nothing.
 */
@Injectable()
export class OrderTransitions {
  constructor(
    private readonly reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly lots: LotsService,
  ) {}

  /**
   * The transition in a transaction of its own, with `alongside` in the same one (stock taken at an
   * approval, lots at packing), before its event is recorded: the event tells what both did. A call that lost a race is told, after that transaction, what the winner did.
   */
  async run(
    request: TransitionRequest,
    alongside?: (manager: EntityManager, taken: TakenTransition) => Promise<void>,
  ): Promise<TakenTransition> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.transactions.run(async (manager) => {
        return this.take(manager, request, alongside);
      });
      if ('taken' in outcome) return outcome.taken;
      // Read after that transaction: inside it, MariaDB's snapshot may still show the order as it was before the winner's change.
      const current = await this.reads.repository(Order).findOneOrFail({ where: { id: request.orderId } });
      // The winner may have moved the order into another case of the same action (a payment marked while it was cancelled):
      // once more. When the winner did what this call asked (a double tap), only if that changes no state again (a proof
      // replaced): a second undo would undo a second step.
      const next = attempt === 1 ? transitionFor(request.action, lifeFactsOf(current), request.choice) : null;
      const again = next !== null && !(reached(outcome.lost, current) && moves(next, current));
      if (again) continue;
      request.check?.(current, outcome.lost);
      throw refusalOf(request.action, current);
    }
  }

  /** The transition within `manager`'s transaction, or the one it tried when another change got to the order first. */
  private async take(
    manager: EntityManager,
    request: TransitionRequest,
    alongside?: (manager: EntityManager, taken: TakenTransition) => Promise<void>,
  ): Promise<{ taken: TakenTransition } | { lost: OrderTransition }> {
    const { actor, orderId } = request;
    const now = this.clock.now();
    const role = actorOf(actor);
    // A customer's request for another's order answers exactly like a missing one: nothing leaks about it.
    const before = await manager.findOne(Order, {
      where: role === 'customer' ? { id: orderId, customerId: actor.id } : { id: orderId },
    });
    if (!before) throw notFound(`Order ${orderId} was not found.`);
    const facts = lifeFactsOf(before);
    const transition = transitionFor(request.action, facts, request.choice);
    if (!transition) throw refusalOf(request.action, before);
    if (!transition.by.includes(role)) throw forbidden();
    if (!withinWindow(transition, facts, now)) throw windowClosed(transition, before, undoDeadline(transition, facts));
    if (transition.needs.includes('reason') && !request.note?.reason?.trim())
      throw badInput('Say why: a reason is required.', { reason: 'Required' });
    if (transition.needs.includes('cashCollected') && (request.choice?.cashCollectedCentavos ?? null) === null)
      throw badInput(`Say how much cash was collected for order ${orderId}.`, {
        cashCollected: 'Required for cash that was not paid yet',
      });
    if (isOffDate(transition, facts, now) && !request.offDateConfirmed) {
      throw badInput(
        `Order ${orderId} is due on ${before.deliveryDate}, not today (${manilaDay(now)}): confirm to take this step on another day.`,
        {
          confirmOffDate: 'Confirm the step on another day than the delivery date',
        },
      );
    }
    request.check?.(before, transition);
    const pins = Object.fromEntries((request.pinned ?? []).map((column) => [column, before[column]]));
    if (
      !(await updateIfStill(
        manager,
        { transition, order: before, actor, now, pins },
        request.columns?.(before, transition) ?? {},
      ))
    )
      return { lost: transition };
    const order = await manager.findOneOrFail(Order, { where: { id: orderId } });
    const note = request.note ?? {};
    const more = request.audit?.(before);
    const audit: AuditNote | undefined =
      !transition.auditedForKeysOnly || actor.apiKey
        ? {
            action: transition.audit,
            targetType: 'order',
            targetId: String(orderId),
            before: { ...changedStates(transition, before), ...more?.before },
            after: { ...changedStates(transition, order), ...given(note), ...more?.after },
          }
        : undefined;
    const lines = await manager.find(OrderLine, { where: { orderId } });
    await alongside?.(manager, { transition, before, order, lines });
    const packed = await this.lots.packedLotsOf([orderId], manager);
    await this.events.record(manager, {
      by: changedBy(actor),
      audit,
      type: 'OrderChanged',
      transition: transition.name,
      action: transition.action,
      actor: role,
      before: stateOf(before),
      order,
      lines: lines.map((line) => ({ ...line, lots: packed.filter((lot) => lot.lineId === line.id) })),
      note,
    });
    return { taken: { transition, before, order, lines } };
  }
}
