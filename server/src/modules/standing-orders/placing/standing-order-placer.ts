import { Injectable, Logger } from '@nestjs/common';
import {
  addDays,
  leftOutNote,
  LEAD_DAYS_MAX,
  manilaDateTime,
  occurrenceDueAt,
  STANDING_ORDER_PLACING_HOUR,
  type LeftOutLine,
  type StandingRunOutcome,
} from '@waters/domain';
import { In, IsNull, LessThanOrEqual, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { Reads } from '../../../database/reads.js';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import { isDuplicateKey } from '../../../platform/errors/database-errors.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import type { StandingOrderRunFacts } from '../../../platform/events/domain-events.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import { SYSTEM } from '../../../platform/identity/actor.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import { Clock } from '../../../platform/time/clock.js';
import { IdempotencyKey } from '../../orders/idempotency-key.entity.js';
import { OrderLine } from '../../orders/order-line.entity.js';
import { OrdersService } from '../../orders/orders.service.js';
import { ProductStatus } from '../../products/product-enums.js';
import { Product } from '../../products/product.entity.js';
import { TradePricing } from '../../trade/pricing/trade-pricing.js';
import type { User } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';
import { StandingOrderDelivery } from '../standing-order-delivery.js';
import { StandingOrderLine } from '../standing-order-line.entity.js';
import { StandingOrderRun } from '../standing-order-run.entity.js';
import { StandingOrderSkip } from '../standing-order-skip.entity.js';
import { scheduleOf } from '../standing-order-views.js';
import { StandingOrder } from '../standing-order.entity.js';

/** What running an occurrence came to, before it is written down. */
interface Outcome {
  readonly outcome: StandingRunOutcome;
  readonly orderId: number | null;
  readonly note: string | null;
}

/** The refusals of placing an order that trying again the same day would not change: the occurrence failed. */
const REFUSALS = new Set(['BAD_USER_INPUT', 'NOT_FOUND']);

/** The idempotency key of an occurrence's order: the same for every instance, before and after a restart. */
export const standingOrderKey = (standingOrderId: number, occurrence: string) =>
  `standing-${standingOrderId}-${occurrence}`;

const sentence = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

/**
 * Places the standing orders' occurrences due now: each active one whose occurrence has its placing
 * day today (from STANDING_ORDER_PLACING_HOUR, before the cut-off of its way of receiving), neither
 * skipped nor run yet. The order is placed through OrdersService.place as the buyer, at that day's
 * prices, under the idempotency key `standing-{id}-{occurrence}`: of any number of instances (and
 * of a look cut short by a restart) one order stands. Then the run is written, once (its key is
 * the occurrence; a duplicate is another instance's, written first), with the lines left out or
 * why nothing was placed, and the buyer is told (StandingOrderRun).
 */
@Injectable()
export class StandingOrderPlacer {
  private readonly logger = new Logger('StandingOrders');

  constructor(
    private readonly reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly trade: TradePricing,
    private readonly delivery: StandingOrderDelivery,
  ) {}

  /** One look; returns how many runs this instance wrote. */
  async placeDue(): Promise<number> {
    const now = this.clock.now();
    const manila = manilaDateTime(now);
    if (manila.slice(11, 16) < STANDING_ORDER_PLACING_HOUR) return 0;
    const today = manila.slice(0, 10);
    const manager = this.reads.repository(StandingOrder).manager;
    // An occurrence placed today lies at most LEAD_DAYS_MAX ahead.
    const begun = { status: 'ACTIVE' as const, startsOn: LessThanOrEqual(addDays(today, LEAD_DAYS_MAX)) };
    const active = await manager.find(StandingOrder, {
      where: [
        { ...begun, endsOn: IsNull() },
        { ...begun, endsOn: MoreThanOrEqual(today) },
      ],
      order: { id: 'ASC' },
    });
    let written = 0;
    for (const order of active) {
      try {
        const rule = await this.delivery.ruleOf(manager, order, now);
        const occurrence = rule && occurrenceDueAt(scheduleOf(order), now, rule);
        if (!occurrence || (await this.settled(manager, order.id, occurrence))) continue;
        if (await this.run(order, occurrence)) written += 1;
      } catch (error) {
        // Left for the next look (the same day until the cut-off): one order's trouble stops no other.
        this.logger.warn(`Placing standing order ${order.id} failed: ${String(error)}`);
      }
    }
    return written;
  }

  /** Whether the occurrence is skipped or already run. */
  private async settled(manager: EntityManager, standingOrderId: number, occurrence: string): Promise<boolean> {
    const [skipped, run] = await Promise.all([
      manager.count(StandingOrderSkip, { where: { standingOrderId, day: occurrence } }),
      manager.count(StandingOrderRun, { where: { standingOrderId, occurrence } }),
    ]);
    return skipped + run > 0;
  }

  /** Places one occurrence and writes its run; false when another instance wrote it, or when it is left for the next look. */
  private async run(order: StandingOrder, occurrence: string): Promise<boolean> {
    const buyer = await this.users.getProfile(order.customerId);
    const outcome = await this.attempt(order, occurrence, buyer);
    return outcome !== null && this.record(order, occurrence, buyer, outcome);
  }

  private async attempt(order: StandingOrder, occurrence: string, buyer: User): Promise<Outcome | null> {
    if (!(await this.trade.termsOf(order.customerId)))
      return { outcome: 'FAILED', orderId: null, note: 'Not placed: the trade account is not approved.' };
    const { items, leftOut } = await this.lines(order.id);
    const note = leftOutNote(leftOut);
    if (items.length === 0)
      return { outcome: 'FAILED', orderId: null, note: sentence('Nothing could be placed.', note) };
    // The buyer, as the API-key path makes one: identity from the account, no session.
    const customer: AuthUser = {
      id: buyer.id,
      role: Role.Customer,
      fullName: buyer.fullName,
      sessionId: `standing-order:${order.id}`,
    };
    const key = standingOrderKey(order.id, occurrence);
    try {
      const placed = await this.orders.place(
        customer,
        {
          items,
          delivery: { method: order.deliveryMethod, addressId: order.addressId, date: occurrence },
          paymentMethod: order.paymentMethod,
        },
        key,
      );
      return { outcome: 'PLACED', orderId: placed.order.id, note };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Placed before under this key with other lines (stock changed since): that order stands.
      if (error.code === 'IDEMPOTENCY_KEY_REUSED') return this.placedBefore(order.customerId, key, leftOut);
      if (REFUSALS.has(error.code))
        return { outcome: 'FAILED', orderId: null, note: sentence(`Not placed: ${error.message}`, note) };
      throw error;
    }
  }

  /** The lines to order, and those left out: products no longer sold, not available, or short of stock. */
  private async lines(standingOrderId: number): Promise<{
    items: { productId: string; quantity: number }[];
    leftOut: LeftOutLine[];
  }> {
    const manager = this.reads.repository(StandingOrderLine).manager;
    const lines = await manager.find(StandingOrderLine, { where: { standingOrderId }, order: { productId: 'ASC' } });
    const products = new Map(
      (await manager.find(Product, { where: { productId: In(lines.map((line) => line.productId)) } })).map(
        (product) => [product.productId, product],
      ),
    );
    const items: { productId: string; quantity: number }[] = [];
    const leftOut: LeftOutLine[] = [];
    for (const { productId, quantity } of lines) {
      const product = products.get(productId);
      const stock = product?.stockQuantity ?? null;
      const reason =
        !product || product.archived
          ? 'no longer sold'
          : product.status !== ProductStatus.Available
            ? 'not available'
            : stock === 0
              ? 'out of stock'
              : stock !== null && stock < quantity
                ? `only ${stock} left`
                : null;
      if (reason) leftOut.push({ productName: product?.name ?? productId, reason });
      else items.push({ productId, quantity });
    }
    return { items, leftOut };
  }

  /** The order an earlier attempt placed under the key, with the lines it went without; null when there is none (yet). */
  private async placedBefore(
    customerId: string,
    key: string,
    leftOut: readonly LeftOutLine[],
  ): Promise<Outcome | null> {
    const manager = this.reads.repository(IdempotencyKey).manager;
    const found = await manager.findOne(IdempotencyKey, { where: { customerId, key } });
    if (!found?.orderId) return null;
    const names = new Set(
      (await manager.find(OrderLine, { select: { productName: true }, where: { orderId: found.orderId } })).map(
        (line) => line.productName,
      ),
    );
    return {
      outcome: 'PLACED',
      orderId: found.orderId,
      note: leftOutNote(leftOut.filter((line) => !names.has(line.productName))),
    };
  }

  /**
   * Writes the run and tells the buyer, once: a duplicate key is the run another instance wrote
   * first. An order placed wins over a failure written meanwhile (the order stands: the run says so).
   */
  private async record(order: StandingOrder, occurrence: string, buyer: User, outcome: Outcome): Promise<boolean> {
    const run: StandingOrderRunFacts = {
      standingOrderId: order.id,
      name: order.name,
      customerId: buyer.id,
      customerName: buyer.fullName,
      emailAddress: buyer.emailAddress,
      occurrence,
      ...outcome,
    };
    const key = { standingOrderId: order.id, occurrence };
    try {
      await this.transactions.run(async (manager) => {
        await manager.insert(StandingOrderRun, { ...key, ...outcome, placedAt: this.clock.now() });
        await this.events.record(manager, { by: SYSTEM, type: 'StandingOrderRun', run });
      });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    if (outcome.outcome !== 'PLACED') return false;
    return this.transactions.run(async (manager) => {
      const changed = await manager.update(StandingOrderRun, { ...key, outcome: 'FAILED' }, { ...outcome });
      if (changed.affected !== 1) return false;
      await this.events.record(manager, { by: SYSTEM, type: 'StandingOrderRun', run });
      return true;
    });
  }
}
