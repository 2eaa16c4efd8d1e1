import { Injectable } from '@nestjs/common';
import { And, LessThan, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { sqlNumber } from '../../../common/database/sql-count.js';
import { TransactionRunner } from '../../../common/database/transaction-runner.js';
import { validateInput } from '../../../common/validation/validate-input.js';
import { ProductType } from '../../products/product-enums.js';
import { OrderLine } from '../order-line.entity.js';
import { OrderStatus } from '../order-status.js';
import { Order } from '../order.entity.js';
import { dailySeries, type DayFigures } from './daily-series.js';
import { DashboardPeriodArgs } from './dashboard-period.args.js';
import { manilaDayOf } from './manila-day.js';

/** Every type, in the order the dashboard lists them. */
const PRODUCT_TYPES = [ProductType.DRIED, ProductType.MARINATED, ProductType.SMOKED] as const;

/** The dashboard's figures; money in exact integer centavos. */
export interface DashboardFigures {
  from: Date;
  to: Date;
  pendingToday: number;
  pendingTotal: number;
  approvedCount: number;
  cancelledCount: number;
  approvedCentavos: number;
  byType: { productType: ProductType; centavos: number; quantity: number }[];
}

/** Decisions of the period: authorizationDate in [from, to). */
const DECIDED_IN_PERIOD = 'o.authorizationDate >= :from AND o.authorizationDate < :to';

@Injectable()
export class DashboardService {
  constructor(private readonly transactions: TransactionRunner) {}

  /**
   * Three aggregate queries, however many orders there are, in one transaction so that
   * the figures agree with each other. Dates are compared as parameters (never SQL date
   * functions) so SQLite and MySQL/MariaDB count the same rows.
   */
  async summary(raw: DashboardPeriodArgs, now = new Date()): Promise<DashboardFigures> {
    const { from, to } = validateInput(DashboardPeriodArgs, raw);
    const today = manilaDayOf(now);
    return this.transactions.run(async (manager) => {
      const queue = await this.queue(manager, today);
      const decided = await this.decided(manager, from, to);
      const byType = await this.approvedByType(manager, from, to);
      return { from, to, ...queue, ...decided, byType };
    });
  }

  /** All pending orders, and those of them placed in the given Manila day. */
  private async queue(manager: EntityManager, today: { start: Date; end: Date }) {
    const row = await manager
      .createQueryBuilder(Order, 'o')
      .select('COUNT(*)', 'total')
      .addSelect('SUM(CASE WHEN o.orderDate >= :todayStart AND o.orderDate < :todayEnd THEN 1 ELSE 0 END)', 'today')
      .where('o.status = :pending', { pending: OrderStatus.PENDING, todayStart: today.start, todayEnd: today.end })
      .getRawOne<{ total: unknown; today: unknown }>();
    return { pendingTotal: sqlNumber(row?.total), pendingToday: sqlNumber(row?.today) };
  }

  /** Orders approved and cancelled in the period, and the sum of the approved totals. */
  private async decided(manager: EntityManager, from: Date, to: Date) {
    const rows = await manager
      .createQueryBuilder(Order, 'o')
      .select('o.status', 'status')
      .addSelect('COUNT(*)', 'orders')
      .addSelect('SUM(o.totalCentavos)', 'centavos')
      .where('o.status IN (:...decided)', { decided: [OrderStatus.APPROVED, OrderStatus.CANCELLED] })
      .andWhere(DECIDED_IN_PERIOD, { from, to })
      .groupBy('o.status')
      .getRawMany<{ status: OrderStatus; orders: unknown; centavos: unknown }>();
    const approved = rows.find((r) => r.status === OrderStatus.APPROVED);
    const cancelled = rows.find((r) => r.status === OrderStatus.CANCELLED);
    return { approvedCount: sqlNumber(approved?.orders), cancelledCount: sqlNumber(cancelled?.orders), approvedCentavos: sqlNumber(approved?.centavos) };
  }

  /**
   * Orders placed and approved revenue per Manila day (asked only when the chart is). Days are told apart here, not in SQL (no
   * date functions, which the two databases do not share): only two columns per order are read.
   */
  daily(raw: DashboardPeriodArgs): Promise<DayFigures[]> {
    const { from, to } = validateInput(DashboardPeriodArgs, raw);
    return this.transactions.run((manager) => this.dailyIn(manager, from, to));
  }

  private async dailyIn(manager: EntityManager, from: Date, to: Date): Promise<DayFigures[]> {
    const inPeriod = And(MoreThanOrEqual(from), LessThan(to));
    const placed = await manager.find(Order, { select: { id: true, orderDate: true }, where: { orderDate: inPeriod } });
    const approved = await manager.find(Order, {
      select: { id: true, authorizationDate: true, totalCentavos: true },
      where: { status: OrderStatus.APPROVED, authorizationDate: inPeriod },
    });
    return dailySeries(
      from,
      to,
      placed.map((o) => o.orderDate),
      approved.map((o) => ({ at: o.authorizationDate!, centavos: o.totalCentavos })),
    );
  }

  /** Lines of the orders approved in the period, by the type of their product (deleted products included). */
  private async approvedByType(manager: EntityManager, from: Date, to: Date) {
    const rows = await manager
      .createQueryBuilder(OrderLine, 'line')
      .innerJoin('line.order', 'o')
      .innerJoin('line.product', 'p')
      .select('p.type', 'productType')
      .addSelect('SUM(line.lineTotalCentavos)', 'centavos')
      .addSelect('SUM(line.quantity)', 'quantity')
      .where('o.status = :approved', { approved: OrderStatus.APPROVED })
      .andWhere(DECIDED_IN_PERIOD, { from, to })
      .groupBy('p.type')
      .getRawMany<{ productType: string; centavos: unknown; quantity: unknown }>();
    const found = new Map(rows.map((r) => [r.productType, r]));
    return PRODUCT_TYPES.map((productType) => ({
      productType,
      centavos: sqlNumber(found.get(productType)?.centavos),
      quantity: sqlNumber(found.get(productType)?.quantity),
    }));
  }
}
