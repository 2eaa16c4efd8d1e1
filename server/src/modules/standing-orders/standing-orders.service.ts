import { Injectable } from '@nestjs/common';
import {
  isCalendarDay,
  manilaDay,
  occurrencesBetween,
  placingDayOf,
  quantityShortfall,
  standingDatesProblem,
  standingWeekdaysProblem,
  stillChangeable,
  STANDING_ORDER_PLACING_HOUR,
  STANDING_ORDERS_MAX,
  type StandingOrderStatus,
} from '@waters/domain';
import { In, Not, type EntityManager } from 'typeorm';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import {
  badInput,
  badLines,
  conflict,
  forbidden,
  notFound,
  type LineProblem,
} from '../../platform/errors/domain-error.js';
import type { AuditAction } from '../../platform/events/audit-note.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { changedBy } from '../../platform/identity/actor.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Clock } from '../../platform/time/clock.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { PaymentAccountsService } from '../payment-accounts/payment-accounts.service.js';
import { Product } from '../products/product.entity.js';
import { TradePricing } from '../trade/pricing/trade-pricing.js';
import { StandingOrderInput } from './dto/standing-order.input.js';
import { StandingOrderDelivery } from './standing-order-delivery.js';
import { StandingOrderLine } from './standing-order-line.entity.js';
import { StandingOrderSkip } from './standing-order-skip.entity.js';
import { scheduleOf, settingsOf, standingOrderViews, type StandingOrderView } from './standing-order-views.js';
import { StandingOrder } from './standing-order.entity.js';

export const TRADE_ONLY = 'Standing orders are for approved trade accounts.';
const NOT_FOUND = 'There is no such standing order.';
const ENDED = 'This standing order has ended: make a new one.';
/** How many ended standing orders the buyer still sees. */
const ENDED_SHOWN = 10;

/** A change of status: from which statuses, to which, under what audit name. */
const MOVES = {
  pause: { from: ['ACTIVE'], to: 'PAUSED', action: 'standing_order.paused' },
  resume: { from: ['PAUSED'], to: 'ACTIVE', action: 'standing_order.resumed' },
  end: { from: ['ACTIVE', 'PAUSED'], to: 'ENDED', action: 'standing_order.ended' },
} as const satisfies Record<
  string,
  { from: readonly StandingOrderStatus[]; to: StandingOrderStatus; action: AuditAction }
>;
export type StandingOrderMove = keyof typeof MOVES;

/** What the activity log keeps of a standing order. */
const keptOf = (order: StandingOrder, lines: readonly Pick<StandingOrderLine, 'productId' | 'quantity'>[]) => ({
  ...settingsOf(order),
  lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
});

/**
 * A trade buyer's standing orders, from their side: only their own (identity from the token; another
 * customer's answers as one that does not exist), only with an approved trade account (the trade
 * module's TradePricing says). Every change is audited; placing them is StandingOrderPlacer's.
 */
@Injectable()
export class StandingOrdersService {
  constructor(
    private readonly reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly trade: TradePricing,
    private readonly delivery: StandingOrderDelivery,
    private readonly payments: PaymentAccountsService,
  ) {}

  /** The caller's standing orders, oldest first: those kept (at most STANDING_ORDERS_MAX), and the last ones ended. */
  async mine(customer: AuthUser): Promise<StandingOrderView[]> {
    const manager = this.reads.repository(StandingOrder).manager;
    const [kept, ended] = await Promise.all([
      manager.find(StandingOrder, { where: { customerId: customer.id, status: Not('ENDED') } }),
      manager.find(StandingOrder, {
        where: { customerId: customer.id, status: 'ENDED' },
        order: { updatedAt: 'DESC' },
        take: ENDED_SHOWN,
      }),
    ]);
    return this.views(
      manager,
      [...kept, ...ended].sort((a, b) => a.id - b.id),
    );
  }

  /** Makes a standing order (no id) or changes one of the caller's (not ended); refused without an approved trade account. */
  async save(customer: AuthUser, raw: unknown): Promise<StandingOrderView> {
    const input = validateInput(StandingOrderInput, raw);
    if (!(await this.trade.termsOf(customer.id))) throw forbidden(TRADE_ONLY);
    const quantities = new Map<string, number>();
    for (const line of input.lines) {
      const productId = line.productId.trim();
      quantities.set(productId, (quantities.get(productId) ?? 0) + line.quantity);
    }
    const weekdays = [...new Set(input.weekdays)].sort((a, b) => a - b);
    return this.transactions.run(async (manager) => {
      const now = this.clock.now();
      const before = input.id == null ? null : await this.own(manager, customer, input.id);
      if (before?.status === 'ENDED') throw conflict(ENDED);
      if (!before) {
        const kept = await manager.count(StandingOrder, { where: { customerId: customer.id, status: Not('ENDED') } });
        if (kept >= STANDING_ORDERS_MAX)
          throw badInput(`You can keep at most ${STANDING_ORDERS_MAX} standing orders: end one first.`);
      }
      const products = await this.products(manager, quantities);
      const receiving = await this.delivery.chosen(
        manager,
        customer.id,
        input.deliveryMethod,
        input.addressId ?? null,
        products.map((product) => product.type),
        now,
      );
      const weekdayProblem = standingWeekdaysProblem(
        weekdays,
        input.deliveryMethod,
        receiving.rule,
        receiving.perishable,
      );
      if (weekdayProblem) throw badInput(weekdayProblem, { weekdays: weekdayProblem });
      const endsOn = input.endsOn ?? null;
      const datesProblem = standingDatesProblem(input.startsOn, endsOn, manilaDay(now), before?.startsOn ?? null);
      if (datesProblem)
        throw badInput(datesProblem, {
          [endsOn !== null && endsOn < input.startsOn ? 'endsOn' : 'startsOn']: datesProblem,
        });
      // Nobody sets up orders paid where the shop takes no payment.
      await this.payments.payTo(manager, input.paymentMethod);
      const beforeLines = before
        ? await manager.find(StandingOrderLine, { where: { standingOrderId: before.id } })
        : [];
      const order: StandingOrder = {
        id: before?.id ?? 0,
        customerId: customer.id,
        name: input.name,
        weekdays: weekdays.join(','),
        deliveryMethod: input.deliveryMethod,
        addressId: receiving.addressId,
        paymentMethod: input.paymentMethod,
        startsOn: input.startsOn,
        endsOn,
        status: before?.status ?? 'ACTIVE',
        createdAt: before?.createdAt ?? now,
        updatedAt: now,
      };
      if (before) {
        const { id, ...changes } = order;
        await manager.update(StandingOrder, { id }, changes);
        await manager.delete(StandingOrderLine, { standingOrderId: id });
      } else {
        const { id: _none, ...row } = order;
        order.id = (await manager.insert(StandingOrder, row)).identifiers[0].id as number;
      }
      const lines = [...quantities].map(([productId, quantity]) => ({
        standingOrderId: order.id,
        productId,
        quantity,
      }));
      await manager.insert(StandingOrderLine, lines);
      await this.changed(manager, customer, order.id, 'standing_order.saved', {
        before: before && keptOf(before, beforeLines),
        after: keptOf(order, lines),
      });
      return (await this.views(manager, [order]))[0];
    });
  }

  /** Pauses, resumes or ends one of the caller's standing orders; asking for the status it has answers it as it is. */
  move(customer: AuthUser, id: number, move: StandingOrderMove): Promise<StandingOrderView> {
    const { from, to, action } = MOVES[move];
    return this.transactions.run(async (manager) => {
      const order = await this.own(manager, customer, id);
      if (order.status === to) return (await this.views(manager, [order]))[0];
      if (!(from as readonly StandingOrderStatus[]).includes(order.status)) throw conflict(ENDED);
      const changed = await manager.update(
        StandingOrder,
        { id, status: order.status },
        { status: to, updatedAt: this.clock.now() },
      );
      if (changed.affected !== 1) throw conflict('This standing order was changed meanwhile: look again.');
      await this.changed(manager, customer, id, action, { before: { status: order.status }, after: { status: to } });
      return (await this.views(manager, [{ ...order, status: to }]))[0];
    });
  }

  /**
   * Skips one day of a standing order (or skips it no more): a day of its schedule, until the
   * morning of the day its order is placed. Skipping a day twice changes nothing.
   */
  skip(customer: AuthUser, id: number, day: string, skipped: boolean): Promise<StandingOrderView> {
    if (!isCalendarDay(day)) throw badInput('Day must be a date (YYYY-MM-DD).', { day: 'Not a date' });
    return this.transactions.run(async (manager) => {
      const order = await this.own(manager, customer, id);
      if (order.status === 'ENDED') throw conflict(ENDED);
      if (occurrencesBetween(scheduleOf(order), day, day).length === 0)
        throw badInput(`${day} is not one of this standing order's days.`, { day: 'Not one of its days' });
      const now = this.clock.now();
      const leadDays = (await this.delivery.ruleOf(manager, order, now))?.leadDays ?? 0;
      if (!stillChangeable(day, leadDays, now))
        throw badInput(
          `Too late to change ${day}: its order is placed on ${placingDayOf(day, leadDays)} from ${STANDING_ORDER_PLACING_HOUR}.`,
          { day: 'Too late' },
        );
      const key = { standingOrderId: id, day };
      const already = (await manager.count(StandingOrderSkip, { where: key })) > 0;
      if (already !== skipped) {
        if (skipped) await manager.insert(StandingOrderSkip, key);
        else await manager.delete(StandingOrderSkip, key);
        await this.changed(manager, customer, id, skipped ? 'standing_order.skipped' : 'standing_order.unskipped', {
          after: { day },
        });
      }
      return (await this.views(manager, [order]))[0];
    });
  }

  /** One of the caller's standing orders; another customer's answers exactly like a missing one. */
  private async own(manager: EntityManager, customer: AuthUser, id: number): Promise<StandingOrder> {
    const order = await manager.findOne(StandingOrder, { where: { id, customerId: customer.id } });
    if (!order) throw notFound(NOT_FOUND);
    return order;
  }

  /** The products of the lines, each on sale (not removed) and in a quantity its trade rule accepts. */
  private async products(manager: EntityManager, quantities: ReadonlyMap<string, number>): Promise<Product[]> {
    const products = await manager.find(Product, { where: { productId: In([...quantities.keys()]), archived: false } });
    const byId = new Map(products.map((product) => [product.productId, product]));
    const problems: LineProblem[] = [];
    for (const [productId, quantity] of quantities) {
      const product = byId.get(productId);
      const problem = product
        ? quantityShortfall(
            { minQuantity: product.tradeMinQuantity, multiple: product.tradeMultiple },
            product.name,
            quantity,
          )
        : `Product ${productId} does not exist.`;
      if (problem) problems.push({ productId, message: problem });
    }
    if (problems.length > 0) throw badLines(problems);
    return products;
  }

  private changed(
    manager: EntityManager,
    customer: AuthUser,
    id: number,
    action: AuditAction,
    kept: { before?: object | null; after: object },
  ): Promise<void> {
    return this.events.record(manager, {
      by: changedBy(customer),
      audit: { action, targetType: 'standing_order', targetId: String(id), ...kept },
      type: 'StandingOrderChanged',
      standingOrderId: id,
    });
  }

  private views(manager: EntityManager, orders: readonly StandingOrder[]): Promise<StandingOrderView[]> {
    const now = this.clock.now();
    return standingOrderViews(manager, orders, now, (order) => this.delivery.ruleOf(manager, order, now));
  }
}
