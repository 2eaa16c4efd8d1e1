import { Injectable } from '@nestjs/common';
import { manilaDayStart, ORDER_STATUSES } from '@waters/domain';
import { sqlDateTime } from '../../../database/entity-columns.js';
import { Reads } from '../../../database/reads.js';
import { sqlNumber } from '../../../database/sql-count.js';
import { ProductType } from '../../products/product-enums.js';
import type { DayFigures } from '../dashboard/daily-series.js';
import { OrderStatus, type OrderDecision } from '../order-status.js';
import { figuresOf, within, type Sql, type Stretch } from './figure-statements.js';
import { ALL_CUSTOMERS, OrderCount } from './order-figures.entities.js';

const { PENDING, APPROVED, CANCELLED } = OrderStatus;

/** Every type, in the order the dashboard lists them. */
export const PRODUCT_TYPES = [ProductType.DRIED, ProductType.MARINATED, ProductType.SMOKED] as const;

/** Instants no decision falls outside of: a filter's missing end. */
export const EARLIEST = manilaDayStart('1970-01-01')!;
export const LATEST = manilaDayStart('9999-01-01')!;

export interface DecisionTotals {
  approvedCount: number;
  approvedCentavos: number;
  cancelledCount: number;
}

export interface TypeTotals {
  productType: ProductType;
  centavos: number;
  quantity: number;
}

/**
 * Reads the kept figures. A period is cut at Manila midnights: its whole days come from the
 * per-day rows (a year is 365 × SLOTS rows, however many orders); a day it covers only in part,
 * from that day's per-hour rows, and the minutes before its first whole hour and after its last one
 * from the orders of those minutes.
 */
@Injectable()
export class OrderFigureReads {
  constructor(private readonly reads: Reads) {}

  private query<T>({ text, params }: Sql): Promise<T[]> {
    return this.reads.repository(OrderCount).query(text, params) as Promise<T[]>;
  }

  /** Orders in the given statuses, shop-wide or of one customer (scope: the customer's id). */
  async statusCount(statuses: readonly OrderStatus[], scope = ALL_CUSTOMERS): Promise<number> {
    const [row] = await this.query<{ n: unknown }>({
      text: `SELECT SUM(order_count) AS n FROM order_counts WHERE scope = ? AND status IN (${statuses.map(() => '?').join(', ')})`,
      params: [scope, ...statuses],
    });
    return sqlNumber(row?.n);
  }

  /** All pending orders, and those of them placed within `today`. */
  async queue(today: { start: Date; end: Date }): Promise<{ pendingTotal: number; pendingToday: number }> {
    const [row] = await this.query<{ total: unknown; today: unknown }>({
      text: `SELECT
        (SELECT SUM(order_count) FROM order_counts WHERE scope = ? AND status = ?) AS total,
        (SELECT COUNT(*) FROM orders WHERE status = ? AND order_date >= ? AND order_date < ?) AS today`,
      params: [ALL_CUSTOMERS, PENDING, PENDING, sqlDateTime(today.start), sqlDateTime(today.end)],
    });
    return { pendingTotal: sqlNumber(row?.total), pendingToday: sqlNumber(row?.today) };
  }

  /** Orders decided in [from, to) with one of the given decisions. */
  async decidedCount(from: Date, to: Date, decisions: readonly OrderDecision[]): Promise<number> {
    const totals = await this.decisions(from, to);
    return (
      (decisions.includes(APPROVED) ? totals.approvedCount : 0) +
      (decisions.includes(CANCELLED) ? totals.cancelledCount : 0)
    );
  }

  /** Orders approved and cancelled in [from, to), and the sum of the approved totals. */
  async decisions(from: Date, to: Date): Promise<DecisionTotals> {
    const rows = await this.query<{ approved: unknown; centavos: unknown; cancelled: unknown }>(
      figuresOf(
        from,
        to,
        ({ totals }, where) => ({
          text: `SELECT SUM(approved) AS approved, SUM(approved_centavos) AS centavos, SUM(cancelled) AS cancelled FROM ${totals} WHERE ${where.text}`,
          params: where.params,
        }),
        (stretch) => this.decidedIn(stretch),
      ),
    );
    return {
      approvedCount: rows.reduce((sum, row) => sum + sqlNumber(row.approved), 0),
      approvedCentavos: rows.reduce((sum, row) => sum + sqlNumber(row.centavos), 0),
      cancelledCount: rows.reduce((sum, row) => sum + sqlNumber(row.cancelled), 0),
    };
  }

  /** One stretch's decisions: two ranges of (status, authorization_date, total_centavos), index entries only. */
  private decidedIn(stretch: Stretch): Sql[] {
    const decided = within('authorization_date', stretch);
    return [
      {
        text: `SELECT COUNT(*) AS approved, SUM(total_centavos) AS centavos, 0 AS cancelled FROM orders WHERE status = ? AND ${decided.text}`,
        params: [APPROVED, ...decided.params],
      },
      {
        text: `SELECT 0 AS approved, 0 AS centavos, COUNT(*) AS cancelled FROM orders WHERE status = ? AND ${decided.text}`,
        params: [CANCELLED, ...decided.params],
      },
    ];
  }

  /** What the orders approved in [from, to) sold, per product type (all three, zero when none). */
  async approvedByType(from: Date, to: Date): Promise<TypeTotals[]> {
    const rows = await this.query<{ product_type: string; quantity: unknown; centavos: unknown }>(
      figuresOf(
        from,
        to,
        ({ types }, where) => ({
          text: `SELECT product_type, SUM(quantity) AS quantity, SUM(centavos) AS centavos FROM ${types} WHERE ${where.text} GROUP BY product_type`,
          params: where.params,
        }),
        (stretch) => {
          const approved = within('o.authorization_date', stretch);
          return [
            {
              text: `SELECT l.product_type AS product_type, SUM(l.quantity) AS quantity, SUM(l.line_total_centavos) AS centavos FROM orders o JOIN order_lines l ON l.order_id = o.id
              WHERE o.status = ? AND ${approved.text} GROUP BY l.product_type`,
              params: [APPROVED, ...approved.params],
            },
          ];
        },
      ),
    );
    return PRODUCT_TYPES.map((productType) => {
      const ofType = rows.filter((row) => row.product_type === productType);
      return {
        productType,
        centavos: ofType.reduce((sum, row) => sum + sqlNumber(row.centavos), 0),
        quantity: ofType.reduce((sum, row) => sum + sqlNumber(row.quantity), 0),
      };
    });
  }

  /**
   * Orders placed and approved revenue per Manila day of [from, to) that has any, a day possibly in
   * several rows (its hours, its stretches) that dailySeries adds up.
   */
  async byDay(from: Date, to: Date): Promise<DayFigures[]> {
    const rows = await this.query<{ day: string; placed: unknown; centavos: unknown }>(
      figuresOf(
        from,
        to,
        ({ totals }, where, day) =>
          day === undefined
            ? {
                text: `SELECT manila_day AS day, SUM(placed) AS placed, SUM(approved_centavos) AS centavos FROM ${totals} WHERE ${where.text} GROUP BY manila_day`,
                params: where.params,
              }
            : {
                text: `SELECT ? AS day, SUM(placed) AS placed, SUM(approved_centavos) AS centavos FROM ${totals} WHERE ${where.text}`,
                params: [day, ...where.params],
              },
        (stretch) => this.placedAndApprovedIn(stretch),
      ),
    );
    return rows.map((row) => ({
      day: row.day,
      ordersPlaced: sqlNumber(row.placed),
      approvedCentavos: sqlNumber(row.centavos),
    }));
  }

  /**
   * One stretch counted and summed by the database: the count reads one range of (status,
   * order_date) and the sum one of (status, authorization_date, total_centavos), index entries only.
   */
  private placedAndApprovedIn(stretch: Stretch): Sql[] {
    const placed = within('order_date', stretch);
    const approved = within('authorization_date', stretch);
    return [
      {
        // Every status named: (status, order_date) then serves it as ranges (no index leads with order_date).
        text: `SELECT ? AS day, COUNT(*) AS placed, 0 AS centavos FROM orders WHERE status IN (${ORDER_STATUSES.map(() => '?').join(', ')}) AND ${placed.text}`,
        params: [stretch.day, ...ORDER_STATUSES, ...placed.params],
      },
      {
        text: `SELECT ? AS day, 0 AS placed, SUM(total_centavos) AS centavos FROM orders WHERE status = ? AND ${approved.text}`,
        params: [stretch.day, APPROVED, ...approved.params],
      },
    ];
  }
}
