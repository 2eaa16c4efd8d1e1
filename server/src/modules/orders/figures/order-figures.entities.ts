import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintNumber } from '../../../platform/money/pesos.js';

/**
 * Kept figures, updated in the same transaction as the orders they count, so that screens read a
 * few rows instead of rescanning years of orders. Global rows are split into SLOTS rows (by order
 * id) so that simultaneous orders rarely wait on each other's row lock; readers add the slots up.
 * Rebuilt from the orders by rebuildOrderFigures().
 */
export const SLOTS = 8;

/** The scope of the shop-wide counts (a customer's counts have the customer's id as scope). */
export const ALL_CUSTOMERS = '*';

/** Orders per status: shop-wide (scope '*', one row per slot) and per customer (slot 0). */
@Entity({ name: 'order_counts' })
export class OrderCount {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  scope: string;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  status: string;

  @PrimaryColumn({ type: 'integer' })
  slot: number;

  @Column({ name: 'order_count', type: 'integer' })
  orderCount: number;
}

/** A period's figures (the period's key column is the entity's own): orders placed in it, and orders decided in it. */
abstract class PeriodTotals {
  @PrimaryColumn({ type: 'integer' })
  slot: number;

  @Column({ type: 'integer' })
  placed: number;

  @Column({ type: 'integer' })
  approved: number;

  @Column({ name: 'approved_centavos', type: 'bigint', transformer: bigintNumber })
  approvedCentavos: number;

  @Column({ type: 'integer' })
  cancelled: number;
}

/** A period's sales by product type: what the orders approved in it sold. */
abstract class PeriodTypes {
  @PrimaryColumn({ name: 'product_type', type: 'varchar', length: 16 })
  productType: string;

  @PrimaryColumn({ type: 'integer' })
  slot: number;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ type: 'bigint', transformer: bigintNumber })
  centavos: number;
}

/** Per Manila calendar day ("YYYY-MM-DD"). */
@Entity({ name: 'order_days' })
export class OrderDay extends PeriodTotals {
  @PrimaryColumn({ name: 'manila_day', type: 'varchar', length: 10 })
  manilaDay: string;
}

@Entity({ name: 'order_day_types' })
export class OrderDayType extends PeriodTypes {
  @PrimaryColumn({ name: 'manila_day', type: 'varchar', length: 10 })
  manilaDay: string;
}

/**
 * Per Manila hour ("YYYY-MM-DD HH"), the same figures as per day, so that a period starting or
 * ending inside a day reads that day's whole hours here and only the orders of its first and last
 * minutes, however many orders a day holds.
 */
@Entity({ name: 'order_hours' })
export class OrderHour extends PeriodTotals {
  @PrimaryColumn({ name: 'manila_hour', type: 'varchar', length: 13 })
  manilaHour: string;
}

@Entity({ name: 'order_hour_types' })
export class OrderHourType extends PeriodTypes {
  @PrimaryColumn({ name: 'manila_hour', type: 'varchar', length: 13 })
  manilaHour: string;
}
