import { Injectable } from '@nestjs/common';
import { addDays, isCalendarDay, UNDERWAY_STEPS } from '@waters/domain';
import { Brackets } from 'typeorm';
import { Reads } from '../../../database/reads.js';
import { badInput } from '../../../platform/errors/domain-error.js';
import { centavosToPesos } from '../../../platform/money/pesos.js';
import { OrderListsService } from '../lists/order-lists.service.js';
import { OrderLineModel } from '../models/order-line.model.js';
import { OrderModel } from '../models/order.model.js';
import { OrderStatus } from '../order-status.js';
import { Order } from '../order.entity.js';
import {
  DeliveryDayModel,
  DeliveryManifestModel,
  ManifestGroupModel,
  ManifestOrderModel,
} from './delivery-manifest.models.js';

/** How far ahead the Deliveries screen lists the days with orders. */
export const DELIVERY_DAYS_AHEAD = 14;

/** Cash is collected on handing over, unless an employee already marked the order paid. */
const toCollect = (order: Order) =>
  order.paymentMethod === 'CASH' && order.paymentStatus !== 'PAID' ? centavosToPesos(order.totalCentavos) : 0;

/**
 * The day's run sheet: approved orders with that delivery date (idx_orders_delivery_date), one
 * group per zone (by name), then the pickups. Two queries whatever the number of orders: the
 * orders, and all their lines at once.
 */
/** What the screen needs to offer an order's next step, its undo and its payment by the order-life table. */
const lifeFieldsOf = (order: Order) => {
  const {
    totalAmount,
    paymentReference,
    hasPaymentProof,
    paymentProofVersion,
    amountCollected,
    paidAt,
    packedAt,
    dispatchedAt,
    completedAt,
  } = OrderModel.of(order);
  return {
    totalAmount,
    paymentReference,
    hasPaymentProof,
    paymentProofVersion,
    amountCollected,
    paidAt,
    packedAt,
    dispatchedAt,
    completedAt,
  };
};

@Injectable()
export class DeliveryManifestService {
  constructor(
    private readonly reads: Reads,
    private readonly lists: OrderListsService,
  ) {}

  async forDay(date: string, zoneId: number | null): Promise<DeliveryManifestModel> {
    if (!isCalendarDay(date)) throw badInput('Date must be a date like 2026-03-01.', { date: 'Not a calendar day' });
    const query = this.reads
      .repository(Order)
      .createQueryBuilder('o')
      .where('o.deliveryDate = :date AND o.status = :approved', { date, approved: OrderStatus.APPROVED })
      .orderBy('o.deliveryZoneName', 'ASC')
      .addOrderBy('o.id', 'ASC');
    // One zone's run: its deliveries only.
    if (zoneId !== null)
      query.andWhere('o.deliveryMethod = :delivery AND o.deliveryZoneId = :zoneId', { delivery: 'DELIVERY', zoneId });
    const orders = await query.getMany();
    const lines = await this.lists.linesFor(orders.map((order) => order.id));
    const groups = new Map<string, ManifestGroupModel>();
    const pickups: ManifestGroupModel = Object.assign(new ManifestGroupModel(), {
      method: 'PICKUP' as const,
      zoneName: null,
      orders: [],
    });
    for (const order of orders) {
      let group: ManifestGroupModel = pickups;
      if (order.deliveryMethod === 'DELIVERY') {
        const key = `${order.deliveryZoneId ?? ''}|${order.deliveryZoneName ?? ''}`;
        group =
          groups.get(key) ??
          Object.assign(new ManifestGroupModel(), { method: 'DELIVERY', zoneName: order.deliveryZoneName, orders: [] });
        groups.set(key, group);
      }
      group.orders.push(
        Object.assign(new ManifestOrderModel(), {
          orderId: order.id,
          fullName: order.fullName,
          address: order.address,
          mobileNumber: order.mobileNumber,
          orderNote: order.orderNote,
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus,
          amountToCollect: toCollect(order),
          fulfilmentStatus: order.fulfilmentStatus,
          lines: (lines.get(order.id) ?? []).map(OrderLineModel.of),
          ...lifeFieldsOf(order),
        }),
      );
    }
    const all = [...groups.values(), ...(pickups.orders.length > 0 ? [pickups] : [])];
    return Object.assign(new DeliveryManifestModel(), { date, groups: all });
  }

  /** The days from `from` on (two weeks) that still have approved orders to hand over: one grouped read of idx_orders_fulfilment. */
  async daysFrom(from: string): Promise<DeliveryDayModel[]> {
    if (!isCalendarDay(from)) throw badInput('Date must be a date like 2026-03-01.', { from: 'Not a calendar day' });
    const rows = await this.reads
      .repository(Order)
      .createQueryBuilder('o')
      .select('o.deliveryDate', 'date')
      .addSelect('COUNT(*)', 'openOrders')
      .where('o.status = :approved', { approved: OrderStatus.APPROVED })
      .andWhere(
        new Brackets((where) =>
          where
            .where('o.fulfilmentStatus IS NULL')
            .orWhere('o.fulfilmentStatus IN (:...underway)', { underway: UNDERWAY_STEPS }),
        ),
      )
      .andWhere('o.deliveryDate >= :from AND o.deliveryDate < :until', {
        from,
        until: addDays(from, DELIVERY_DAYS_AHEAD),
      })
      .groupBy('o.deliveryDate')
      .orderBy('o.deliveryDate', 'ASC')
      .getRawMany<{ date: string; openOrders: number | string }>();
    return rows.map((row) =>
      Object.assign(new DeliveryDayModel(), { date: row.date, openOrders: Number(row.openOrders) }),
    );
  }
}
