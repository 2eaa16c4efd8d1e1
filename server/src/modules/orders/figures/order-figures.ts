import { Injectable, type OnModuleInit } from '@nestjs/common';
import { manilaDay, type OrderStatusName } from '@waters/domain';
import type { EntityManager } from 'typeorm';
import { addToCounters, type CounterRow, type CounterTable } from '../../../database/counters.js';
import type { OrderFacts, OrderLineFacts } from '../../../platform/events/domain-events.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import { OrderStatus } from '../order-status.js';
import { ALL_CUSTOMERS, SLOTS } from './order-figures.entities.js';

export const ORDER_COUNTS: CounterTable = {
  name: 'order_counts',
  keys: ['scope', 'status', 'slot'],
  counters: ['order_count'],
};
export const ORDER_DAYS: CounterTable = {
  name: 'order_days',
  keys: ['manila_day', 'slot'],
  counters: ['placed', 'approved', 'approved_centavos', 'cancelled'],
};
export const ORDER_DAY_TYPES: CounterTable = {
  name: 'order_day_types',
  keys: ['manila_day', 'product_type', 'slot'],
  counters: ['quantity', 'centavos'],
};

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
 * types, counts).
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

  /** A new order counts on the day it was placed, and as pending. */
  private async placed(manager: EntityManager, order: OrderFacts): Promise<void> {
    await addToCounters(manager, ORDER_DAYS, [
      { manila_day: manilaDay(order.orderDate), slot: order.id % SLOTS, placed: 1 },
    ]);
    await addToCounters(manager, ORDER_COUNTS, statusCounts(order, OrderStatus.PENDING, 1));
  }

  /** A pending order approved or cancelled (`order` as it is now), counted on the day of the decision; an approval's lines count by type. */
  private async decided(
    manager: EntityManager,
    order: OrderFacts,
    lines: readonly OrderLineFacts[] = [],
  ): Promise<void> {
    const day = { manila_day: manilaDay(order.authorizationDate!), slot: order.id % SLOTS };
    const approved = order.status === OrderStatus.APPROVED;
    await addToCounters(manager, ORDER_DAYS, [
      approved ? { ...day, approved: 1, approved_centavos: order.totalCentavos } : { ...day, cancelled: 1 },
    ]);
    if (approved) {
      const sold = lines.map((line) => ({
        ...day,
        product_type: line.productType,
        quantity: line.quantity,
        centavos: line.lineTotalCentavos,
      }));
      await addToCounters(manager, ORDER_DAY_TYPES, sold);
    }
    await addToCounters(manager, ORDER_COUNTS, [
      ...statusCounts(order, OrderStatus.PENDING, -1),
      ...statusCounts(order, order.status, 1),
    ]);
  }
}
