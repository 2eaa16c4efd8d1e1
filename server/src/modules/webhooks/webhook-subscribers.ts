import { Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { OrderFacts, OrderProgressFacts } from '../../platform/events/domain-events.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { dueDelivery, WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import type { WebhookMessage } from './webhook-events.js';
import { bodyOf } from './webhook-events.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';

const orderData = (order: OrderFacts) => ({
  orderId: order.id,
  customerId: order.customerId,
  status: order.status,
  totalCentavos: order.totalCentavos,
  orderDate: order.orderDate.toISOString(),
  authorizationDate: order.authorizationDate?.toISOString() ?? null,
  remarks: order.remarks,
});

/** An order's delivery, payment and fulfilment, for the events about them. */
const progressData = (order: OrderProgressFacts) => ({
  ...orderData(order),
  deliveryMethod: order.deliveryMethod,
  deliveryDate: order.deliveryDate,
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
  paidAt: order.paidAt?.toISOString() ?? null,
  fulfilmentStatus: order.fulfilmentStatus,
});

/**
 * The webhook outbox: a delivery row per interested endpoint, written in the transaction of the
 * change (none if it rolls back, all of them if it commits, whatever crashes after), and the
 * sender woken once it commits.
 */
@Injectable()
export class WebhookSubscribers implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  onModuleInit(): void {
    const { bus } = this;
    bus.withinTransaction('OrderPlaced', ({ order, lines }, manager) =>
      this.record(manager, [
        {
          type: 'order.placed',
          subject: `order:${order.id}`,
          data: {
            ...orderData(order),
            lines: lines.map(({ productName, quantity, unitPriceCentavos, lineTotalCentavos }) => ({ productName, quantity, unitPriceCentavos, lineTotalCentavos })),
          },
        },
      ]),
    );
    bus.withinTransaction('OrderDecided', ({ order, decision }, manager) =>
      this.record(manager, [
        {
          type: decision === 'APPROVED' ? 'order.approved' : 'order.cancelled',
          subject: `order:${order.id}`,
          data: { ...orderData(order), cancelledBy: decision === 'APPROVED' ? null : 'employee' },
        },
      ]),
    );
    bus.withinTransaction('OrderCancelledByCustomer', ({ order }, manager) =>
      this.record(manager, [{ type: 'order.cancelled', subject: `order:${order.id}`, data: { ...orderData(order), cancelledBy: 'customer' } }]),
    );
    bus.withinTransaction('OrderFulfilmentAdvanced', ({ order }, manager) =>
      this.record(manager, [{ type: 'order.fulfilment', subject: `order:${order.id}`, data: progressData(order) }]),
    );
    // Only the money arriving: a reference or proof from the customer is not yet news to a bookkeeping system.
    bus.withinTransaction('OrderPaymentChanged', ({ change, order }, manager) =>
      change === 'paid' ? this.record(manager, [{ type: 'order.paid', subject: `order:${order.id}`, data: progressData(order) }]) : Promise.resolve(),
    );
    bus.withinTransaction('ProductChanged', ({ productId }, manager) => this.record(manager, [{ type: 'product.changed', subject: `product:${productId}`, data: { productId } }]));
    bus.withinTransaction('StockTaken', ({ lowStock }, manager) =>
      this.record(
        manager,
        lowStock.map((product) => ({ type: 'product.low_stock', subject: `product:${product.productId}`, data: { ...product } })),
      ),
    );
    for (const type of [
      'OrderPlaced',
      'OrderDecided',
      'OrderCancelledByCustomer',
      'OrderFulfilmentAdvanced',
      'OrderPaymentChanged',
      'ProductChanged',
      'StockTaken',
      'WebhookResent',
    ] as const)
      bus.afterCommit(type, () => this.dispatcher.nudge());
  }

  private async record(manager: EntityManager, messages: readonly WebhookMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const endpoints = await manager.find(WebhookEndpoint, { where: { enabled: true } });
    const now = new Date();
    const rows = messages.flatMap((message) =>
      endpoints
        .filter((endpoint) => endpoint.events.split(' ').includes(message.type))
        .map((endpoint) =>
          dueDelivery({ endpointId: endpoint.id, messageId: `msg_${randomUUID()}`, eventType: message.type, subject: message.subject, payload: bodyOf(message, now) }, now),
        ),
    );
    if (rows.length > 0) await manager.insert(WebhookDelivery, rows);
  }
}
