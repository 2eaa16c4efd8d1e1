import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { paymentMethodLabel } from '@waters/domain';
import type { DomainEventType, OrderDeliveryFacts, OrderFacts, OrderLineFacts } from '../../platform/events/domain-events.js';
import { EventBus } from '../../platform/events/event-bus.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { OutboxDispatcher } from './outbox-dispatcher.js';
import type { OutboxEventType } from './outbox-mail.entity.js';
import { OutboxService, type OutboxMessage } from './outbox.service.js';
import type { DecisionSnapshot, OrderSnapshot } from './templates/mail-parts.js';
import type { FulfilmentSnapshot } from './templates/order-fulfilment.js';
import type { PaymentSnapshot } from './templates/payment-received.js';

const snapshot = (order: OrderFacts & OrderDeliveryFacts, lines: readonly OrderLineFacts[]): OrderSnapshot => ({
  orderId: order.id,
  customerName: order.fullName,
  emailAddress: order.emailAddress,
  address: order.address,
  mobileNumber: order.mobileNumber,
  orderDate: order.orderDate.toISOString(),
  totalCentavos: order.totalCentavos,
  lines: lines.map((line) => ({ productName: line.productName, quantity: line.quantity, unitPriceCentavos: line.unitPriceCentavos, lineTotalCentavos: line.lineTotalCentavos })),
  deliveryMethod: order.deliveryMethod,
  deliveryZoneName: order.deliveryZoneName,
  deliveryFeeCentavos: order.deliveryFeeCentavos,
  deliveryDate: order.deliveryDate,
});

/** A message, marked when it goes to the staff. */
type Addressed = OutboxMessage & { readonly toStaff?: true };
const toStaff = true;

/** The events that send mail; after each commits, the dispatcher is woken to send it. */
const MAILING: readonly DomainEventType[] = [
  'OrderPlaced',
  'OrderDecided',
  'OrderFulfilmentAdvanced',
  'OrderPaymentChanged',
  'StockTaken',
  'ContactMessageReceived',
  'PasswordResetRequested',
  'WebhookEndpointDisabled',
  'CertificateExpiring',
];

/**
 * The mail the shop's events send, written to the outbox in the transaction of the change (so it
 * exists if and only if the change commits, and survives a crash), then sent by the dispatcher.
 * Messages to the staff go only when STAFF_EMAIL is set.
 */
@Injectable()
export class MailSubscribers implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly outbox: OutboxService,
    private readonly dispatcher: OutboxDispatcher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const { bus } = this;
    bus.withinTransaction('OrderPlaced', (event, manager) => {
      const payload = snapshot(event.order, event.lines);
      return this.send(manager, 'order.placed', [
        { kind: 'order-confirmation', payload: { ...payload, storage: event.storage } },
        { kind: 'staff-new-order', payload, toStaff },
      ]);
    });
    bus.withinTransaction('OrderDecided', (event, manager) => {
      const { order, decision } = event;
      const payload: DecisionSnapshot = {
        ...snapshot(order, event.lines),
        status: decision,
        remarks: order.remarks,
        decidedAt: (order.authorizationDate ?? new Date()).toISOString(),
      };
      return this.send(manager, decision === 'APPROVED' ? 'order.approved' : 'order.cancelled', [{ kind: 'order-decision', payload }]);
    });
    bus.withinTransaction('OrderFulfilmentAdvanced', ({ order, lines }, manager) => {
      if (!order.fulfilmentStatus) return Promise.resolve();
      const stampedAt = {
        PACKED: order.packedAt,
        OUT_FOR_DELIVERY: order.dispatchedAt,
        READY_FOR_PICKUP: order.dispatchedAt,
        DELIVERED: order.completedAt,
        PICKED_UP: order.completedAt,
      };
      const payload: FulfilmentSnapshot = {
        ...snapshot(order, lines),
        step: order.fulfilmentStatus,
        deliveryMethod: order.deliveryMethod,
        at: (stampedAt[order.fulfilmentStatus] ?? new Date()).toISOString(),
        deliveryDate: order.deliveryDate,
        toCollectCentavos: order.paymentMethod === 'CASH' && order.paymentStatus !== 'PAID' ? order.totalCentavos : 0,
      };
      return this.send(manager, 'order.fulfilment', [{ kind: 'order-fulfilment', payload }]);
    });
    // Only the money arriving is news to the customer (they sent the reference and proof themselves).
    bus.withinTransaction('OrderPaymentChanged', ({ change, order, lines }, manager) => {
      if (change !== 'paid') return Promise.resolve();
      const payload: PaymentSnapshot = {
        ...snapshot(order, lines),
        method: paymentMethodLabel(order.paymentMethod, order.deliveryMethod),
        paidAt: (order.paidAt ?? new Date()).toISOString(),
      };
      return this.send(manager, 'order.paid', [{ kind: 'payment-received', payload }]);
    });
    bus.withinTransaction('StockTaken', (event, manager) => {
      if (event.lowStock.length === 0) return Promise.resolve();
      return this.send(manager, 'product.low-stock', [{ kind: 'staff-low-stock', payload: { orderId: event.orderId, products: event.lowStock }, toStaff }]);
    });
    bus.withinTransaction('ContactMessageReceived', (event, manager) => {
      const payload = { ...event.message, receivedAt: event.message.receivedAt.toISOString() };
      return this.send(manager, 'contact.received', [
        { kind: 'contact-to-staff', payload, toStaff },
        { kind: 'contact-acknowledgement', payload },
      ]);
    });
    bus.withinTransaction('PasswordResetRequested', (event, manager) => {
      const payload = { ...event.reset, expiresAt: event.reset.expiresAt.toISOString() };
      return this.send(manager, 'password.reset-requested', [{ kind: 'password-reset', payload }]);
    });
    bus.withinTransaction('WebhookEndpointDisabled', ({ endpoint }, manager) =>
      this.send(manager, 'webhook.disabled', [{ kind: 'staff-webhook-disabled', payload: endpoint, toStaff }]),
    );
    bus.withinTransaction('CertificateExpiring', ({ certificate }, manager) =>
      this.send(manager, 'certificate.expiring', [{ kind: 'staff-certificate-expiring', payload: certificate, toStaff }]),
    );
    for (const type of MAILING) bus.afterCommit(type, () => this.dispatcher.nudge());
  }

  /** Records the messages, leaving out those to the staff while STAFF_EMAIL is not set. */
  private send(manager: EntityManager, eventType: OutboxEventType, messages: readonly Addressed[]): Promise<void> {
    const staffTold = this.config.mail.staffEmails.length > 0;
    return this.outbox.record(manager, eventType, staffTold ? messages : messages.filter((message) => !message.toStaff));
  }
}
