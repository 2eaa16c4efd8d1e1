import {
  addDays,
  manilaDay,
  placingDayOf,
  upcomingOccurrence,
  type DateRule,
  type DeliveryMethod,
  type PaymentMethod,
  type StandingOrderStatus,
  type StandingRunOutcome,
  type StandingSchedule,
} from '@waters/domain';
import { In, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { Product } from '../products/product.entity.js';
import { StandingOrderLine } from './standing-order-line.entity.js';
import { StandingOrderRun } from './standing-order-run.entity.js';
import { StandingOrderSkip } from './standing-order-skip.entity.js';
import type { StandingOrder } from './standing-order.entity.js';

/** How many days run a standing order shows. */
const RECENT_RUNS = 5;
/** How far back runs are read for them (weeks of a schedule with one day a week). */
const RECENT_DAYS = 7 * RECENT_RUNS;

/** A standing order as its buyer reads it. */
export interface StandingOrderView {
  readonly id: number;
  readonly name: string;
  readonly weekdays: number[];
  readonly deliveryMethod: DeliveryMethod;
  readonly addressId: number | null;
  readonly paymentMethod: PaymentMethod;
  readonly startsOn: string;
  readonly endsOn: string | null;
  readonly status: StandingOrderStatus;
  readonly lines: { productId: string; productName: string; quantity: number }[];
  readonly skipped: string[];
  readonly nextOccurrence: string | null;
  readonly nextPlacingDay: string | null;
  readonly recentRuns: {
    occurrence: string;
    outcome: StandingRunOutcome;
    orderId: number | null;
    note: string | null;
  }[];
}

export const weekdaysOf = (order: Pick<StandingOrder, 'weekdays'>): number[] => order.weekdays.split(',').map(Number);

export const scheduleOf = (order: StandingOrder): StandingSchedule => ({
  weekdays: weekdaysOf(order),
  startsOn: order.startsOn,
  endsOn: order.endsOn,
});

/** What the buyer chose for a standing order (the activity log keeps the same, with its lines). */
export const settingsOf = (order: StandingOrder) => ({
  name: order.name,
  weekdays: weekdaysOf(order),
  deliveryMethod: order.deliveryMethod,
  addressId: order.addressId,
  paymentMethod: order.paymentMethod,
  startsOn: order.startsOn,
  endsOn: order.endsOn,
  status: order.status,
});

/** Groups rows by their standing order. */
function byOrder<T extends { standingOrderId: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) grouped.set(row.standingOrderId, [...(grouped.get(row.standingOrderId) ?? []), row]);
  return grouped;
}

/**
 * The views of standing orders as of `at`: their lines with the products' names, the days still to
 * come that were skipped, the last days run, and the next day an order arrives on (an active
 * one's, by the date rule `ruleOf` gives; none while paused or ended, or when it can have no date).
 */
export async function standingOrderViews(
  manager: EntityManager,
  orders: readonly StandingOrder[],
  at: Date,
  ruleOf: (order: StandingOrder) => Promise<DateRule | null>,
): Promise<StandingOrderView[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const today = manilaDay(at);
  const [lines, skips, runs] = await Promise.all([
    manager.find(StandingOrderLine, { where: { standingOrderId: In(ids) }, order: { productId: 'ASC' } }),
    manager.find(StandingOrderSkip, {
      where: { standingOrderId: In(ids), day: MoreThanOrEqual(today) },
      order: { day: 'ASC' },
    }),
    manager.find(StandingOrderRun, {
      where: { standingOrderId: In(ids), occurrence: MoreThanOrEqual(addDays(today, -RECENT_DAYS)) },
      order: { occurrence: 'DESC' },
    }),
  ]);
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const names = new Map(
    (productIds.length === 0
      ? []
      : await manager.find(Product, { select: { productId: true, name: true }, where: { productId: In(productIds) } })
    ).map((product) => [product.productId, product.name]),
  );
  const [linesOf, skipsOf, runsOf] = [byOrder(lines), byOrder(skips), byOrder(runs)];
  const views: StandingOrderView[] = [];
  for (const order of orders) {
    const skipped = (skipsOf.get(order.id) ?? []).map((skip) => skip.day);
    const ran = runsOf.get(order.id) ?? [];
    const rule = order.status === 'ACTIVE' ? await ruleOf(order) : null;
    const next = rule
      ? upcomingOccurrence(scheduleOf(order), at, rule, new Set([...skipped, ...ran.map((run) => run.occurrence)]))
      : null;
    views.push({
      id: order.id,
      ...settingsOf(order),
      lines: (linesOf.get(order.id) ?? []).map(({ productId, quantity }) => ({
        productId,
        productName: names.get(productId) ?? productId,
        quantity,
      })),
      skipped,
      nextOccurrence: next,
      nextPlacingDay: next && rule ? placingDayOf(next, rule.leadDays) : null,
      recentRuns: ran
        .slice(0, RECENT_RUNS)
        .map(({ occurrence, outcome, orderId, note }) => ({ occurrence, outcome, orderId, note })),
    });
  }
  return views;
}
