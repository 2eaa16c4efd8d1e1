import { validateInput } from '../../../platform/validation/validate-input.js';
import { ActivityLogFilterArgs, activityLogWhere } from '../activity-log/activity-log-filter.args.js';
import { ALL_CUSTOMERS } from '../figures/order-figures.entities.js';
import { EARLIEST, LATEST, type OrderFigureReads } from '../figures/order-figure-reads.js';
import { ORDER_DECISIONS, OrderStatus } from '../order-status.js';
import { PaymentStateArgs } from './payment-state.args.js';

const { PENDING } = OrderStatus;

/** What a list's length is read from: the kept figures, or (for a few rows) a count of the rows. */
export interface ListCounting {
  figures: OrderFigureReads;
  countRows: () => Promise<number>;
}

/**
 * A list of orders as every reader takes it (a page, batches of the whole list, a bounded whole
 * list): which orders, in which order (always ending with the id, so the order is total), and
 * how its length is known without counting years of rows.
 */
export interface OrderList {
  /** Condition on the orders alias `o`, with TypeORM named parameters. */
  where: string;
  params: Record<string, unknown>;
  sortedBy: 'orderDate' | 'authorizationDate';
  direction: 'ASC' | 'DESC';
  count(counting: ListCounting): Promise<number>;
}

/** The employees' queue: pending orders, oldest first. */
export const queueList = (): OrderList => ({
  where: 'o.status = :pending',
  params: { pending: PENDING },
  sortedBy: 'orderDate',
  direction: 'ASC',
  count: ({ figures }) => figures.statusCount([PENDING]),
});

/** A customer's orders still waiting for a decision, newest first. */
export const pendingList = (customerId: string): OrderList => ({
  where: 'o.customerId = :customerId AND o.status = :pending',
  params: { customerId, pending: PENDING },
  sortedBy: 'orderDate',
  direction: 'DESC',
  count: ({ figures }) => figures.statusCount([PENDING], customerId),
});

/** A customer's history: their approved and cancelled orders, newest first. */
export const historyList = (customerId: string): OrderList => ({
  where: 'o.customerId = :customerId AND o.status IN (:...decided)',
  params: { customerId, decided: ORDER_DECISIONS },
  sortedBy: 'orderDate',
  direction: 'DESC',
  count: ({ figures }) => figures.statusCount(ORDER_DECISIONS, customerId),
});

/**
 * The activity log: decided orders, most recent decision first, optionally filtered (checked here).
 * Decided means having a decision date, which lets the date's own index serve the order.
 */
export function activityLogList(raw: unknown = {}): OrderList {
  const filter = validateInput(ActivityLogFilterArgs, raw);
  const decisions = filter.status ? [filter.status as (typeof ORDER_DECISIONS)[number]] : ORDER_DECISIONS;
  return {
    ...activityLogWhere(filter),
    sortedBy: 'authorizationDate',
    direction: 'DESC',
    count: ({ figures, countRows }) => {
      // The kept figures know no names: a name's orders are counted row by row.
      if (filter.customerName?.trim()) return countRows();
      if (!filter.from && !filter.to) return figures.statusCount(decisions, filter.customerId ?? ALL_CUSTOMERS);
      // One customer's decisions in a period: a customer's orders are few, counted by their index.
      if (filter.customerId) return countRows();
      return figures.decidedCount(filter.from ?? EARLIEST, filter.to ?? LATEST, decisions);
    },
  };
}

/** Orders whose payment waits on the staff (a proof to check, a balance to chase, a refund to send), oldest first. */
export function paymentStateList(raw: unknown): OrderList {
  const { paymentStatus } = validateInput(PaymentStateArgs, raw);
  return {
    where: 'o.paymentStatus = :paymentStatus',
    params: { paymentStatus },
    sortedBy: 'orderDate',
    direction: 'ASC',
    // A few rows, counted on their own index range.
    count: ({ countRows }) => countRows(),
  };
}
