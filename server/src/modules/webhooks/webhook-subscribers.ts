import { Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { transitionNamed, type OrderWebhook } from '@waters/domain';
import type { OrderChange, OrderFacts, OrderProgressFacts } from '../../platform/events/domain-events.js';
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
  amountCollectedCentavos: order.amountCollectedCentavos,
});

/** What an order's transition tells an endpoint of `type`: the order, and for corrections and refunds what changed and why. */
function messageOf(type: OrderWebhook, change: OrderChange): WebhookMessage {
  const { order } = change;
  const subject = `order:${order.id}`;
  switch (type) {
    case 'order.approved':
      return { type, subject, data: { ...orderData(order), cancelledBy: null } };
    case 'order.cancelled':
      return {
        type,
        subject,
        data: { ...orderData(order), cancelledBy: change.actor, paymentStatus: order.paymentStatus },
      };
    case 'order.corrected':
      return {
        type,
        subject,
        data: {
          ...progressData(order),
          transition: change.transition,
          before: change.before,
          reason: change.note.reason ?? null,
        },
      };
    case 'order.refunded':
      return {
        type,
        subject,
        data: {
          ...progressData(order),
          refundMethod: order.refundMethod,
          refundReference: order.refundReference,
          refundedOn: order.refundedOn,
        },
      };
    default:
      return { type, subject, data: progressData(order) };
  }
}

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
            lines: lines.map(({ productName, quantity, unitPriceCentavos, lineTotalCentavos }) => ({
              productName,
              quantity,
              unitPriceCentavos,
              lineTotalCentavos,
            })),
          },
        },
      ]),
    );
    // Each transition sends the webhooks the order-life table names for it.
    bus.withinTransaction('OrderChanged', (change, manager) =>
      this.record(
        manager,
        (transitionNamed(change.transition)?.webhooks ?? []).map((type) => messageOf(type, change)),
      ),
    );
    bus.withinTransaction('ProductChanged', ({ productId }, manager) =>
      this.record(manager, [{ type: 'product.changed', subject: `product:${productId}`, data: { productId } }]),
    );
    bus.withinTransaction('LotRecalled', ({ recall }, manager) =>
      this.record(manager, [
        {
          type: 'lot.recalled',
          subject: `recall:${recall.recallId}`,
          data: { ...recall, lotCodes: [...recall.lotCodes] },
        },
      ]),
    );
    bus.withinTransaction('StockTaken', ({ lowStock }, manager) =>
      this.record(
        manager,
        lowStock.map((product) => ({
          type: 'product.low_stock',
          subject: `product:${product.productId}`,
          data: { ...product },
        })),
      ),
    );
  }

  private async record(manager: EntityManager, messages: readonly WebhookMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const endpoints = await manager.find(WebhookEndpoint, { where: { enabled: true } });
    const now = new Date();
    const rows = messages.flatMap((message) =>
      endpoints
        .filter((endpoint) => endpoint.events.split(' ').includes(message.type))
        .map((endpoint) =>
          dueDelivery(
            {
              endpointId: endpoint.id,
              messageId: `msg_${randomUUID()}`,
              eventType: message.type,
              subject: message.subject,
              payload: bodyOf(message, now),
            },
            now,
          ),
        ),
    );
    if (rows.length === 0) return;
    await manager.insert(WebhookDelivery, rows);
    this.dispatcher.wakeAfterCommit(manager);
  }
}
