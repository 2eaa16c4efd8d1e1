import { Order } from './order.entity.js';
import { OrderLine } from './order-line.entity.js';
import { IdempotencyKey } from './idempotency-key.entity.js';
import { OrderCount, OrderDay, OrderDayType, OrderHour, OrderHourType } from './figures/order-figures.entities.js';

/** The tables this module keeps (the app's data source is built from every module's list). */
export const ORDERS_ENTITIES = [
  Order,
  OrderLine,
  IdempotencyKey,
  OrderCount,
  OrderDay,
  OrderDayType,
  OrderHour,
  OrderHourType,
];
