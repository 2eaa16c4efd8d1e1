import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { OrderStatusName } from '@waters/domain';
import type { EntityManager } from 'typeorm';
import { addToCounters, type CounterRow, type CounterTable } from '../../../database/counters.js';
import type { OrderFacts, OrderLineFacts } from '../../../platform/events/domain-events.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import { OrderStatus } from '../order-status.js';
import { PERIODS_IN_ORDER } from './kept-periods.js';
import { ALL_CUSTOMERS, SLOTS } from './order-figures.entities.js';

export const ORDER_COUNTS: CounterTable = {
  name: 'order_counts',
  keys: ['scope', 'status', 'slot'],
  counters: ['order_count'],
};

/** Each kept period's counter tables, and the key of an instant in them. */
const PERIODS = PERIODS_IN_ORDER.map((period) => ({
  totals: {
    name: period.totals,
    keys: [period.column, 'slot'],
    counters: ['placed', 'approved', 'approved_centavos', 'cancelled'],
  } satisfies CounterTable,
  types: {
    name: period.types,
    keys: [period.column, 'product_type', 'slot'],
    counters: ['quantity', 'centavos'],
  } satisfies CounterTable,
  key: (at: Date) => ({ [period.column]: period.of(at) }),
}));

/** The shop-wide and the customer's count of one status, moved by `by`. */
function statusCounts(order: OrderFacts, status: OrderStatusName, by: number): CounterRow[] {
  return [
    { scope: ALL_CUSTOMERS, status, slot: order.id % SLOTS, order_count: by },
    { scope: order.customerId, status, slot: 0, order_count: by },
  ];
}

/**
 * Keeps the figures of the orders (order-figures.entities.ts) in step with them: the order events
 * are recorded last in the transaction that places or decides an order, so the counter rows
 * stay locked only until that commit. Tables are always touched in the same order (days, day
 * types, hours, hour types, counts).
 */
@Injectable()
export class OrderFigures implements OnModuleInit {
  constructor(private readonly events: EventBus) {}

  onModuleInit(): void {
    this.events.withinTransaction('OrderPlaced', (event, manager) => this.placed(manager, event.order));
    // Only decisions move the figures: approving, cancelling, a customer withdrawing.
    this.events.withinTransaction('OrderChanged', (event, manager) =>
      event.before.status === OrderStatus.PENDING && event.order.status !== OrderStatus.PENDING
        ? this.decided(manager, event.order, event.lines)
        : Promise.resolve(),
    );
  }

  /** A new order counts in the day and hour it was placed, and as pending. */
  private async placed(manager: EntityManager, order: OrderFacts): Promise<void> {
    for (const period of PERIODS)
      await addToCounters(manager, period.totals, [
        { ...period.key(order.orderDate), slot: order.id % SLOTS, placed: 1 },
      ]);
    await addToCounters(manager, ORDER_COUNTS, statusCounts(order, OrderStatus.PENDING, 1));
  }

  /** A pending order approved or cancelled (`order` as it is now), counted in the day and hour of the decision; an approval's lines count by type. */
  private async decided(
    manager: EntityManager,
    order: OrderFacts,
    lines: readonly OrderLineFacts[] = [],
  ): Promise<void> {
    const approved = order.status === OrderStatus.APPROVED;
    for (const period of PERIODS) {
      const at = { ...period.key(order.authorizationDate!), slot: order.id % SLOTS };
      await addToCounters(manager, period.totals, [
        approved ? { ...at, approved: 1, approved_centavos: order.totalCentavos } : { ...at, cancelled: 1 },
      ]);
      if (!approved) continue;
      const sold = lines.map((line) => ({
        ...at,
        product_type: line.productType,
        quantity: line.quantity,
        centavos: line.lineTotalCentavos,
      }));
      await addToCounters(manager, period.types, sold);
    }
    await addToCounters(manager, ORDER_COUNTS, [
      ...statusCounts(order, OrderStatus.PENDING, -1),
      ...statusCounts(order, order.status, 1),
    ]);
  }
}
