import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  customerWord,
  FULFILMENT_LABELS,
  paymentMethodLabel,
  type FulfilmentStatus,
  type PaymentMethod,
} from '@waters/domain';
import type {
  OrderChange,
  OrderDeliveryFacts,
  OrderFacts,
  OrderLineFacts,
} from '../../platform/events/domain-events.js';
import { recallNoticeTopic } from '../../platform/events/domain-events.js';
import { EventBus } from '../../platform/events/event-bus.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import type { OutboxEventType } from './outbox-mail.entity.js';
import { OutboxService, type HeldBack, type OutboxMessage } from './outbox.service.js';
import type { DecisionSnapshot, OrderSnapshot } from './templates/mail-parts.js';
import type { CorrectionSnapshot } from './templates/order-correction.js';
import type { FulfilmentSnapshot } from './templates/order-fulfilment.js';
import type { RefundSnapshot } from './templates/order-refund.js';
import type { PaymentSnapshot } from './templates/payment-received.js';

const snapshot = (
  order: OrderFacts & OrderDeliveryFacts & { readonly paymentMethod?: PaymentMethod },
  lines: readonly OrderLineFacts[],
): OrderSnapshot => ({
  orderId: order.id,
  customerName: order.fullName,
  emailAddress: order.emailAddress,
  address: order.address,
  mobileNumber: order.mobileNumber,
  orderDate: order.orderDate.toISOString(),
  totalCentavos: order.totalCentavos,
  lines: lines.map((line) => ({
    productName: line.productName,
    quantity: line.quantity,
    unitPriceCentavos: line.unitPriceCentavos,
    lineTotalCentavos: line.lineTotalCentavos,
    ...(line.lots?.length
      ? { lots: line.lots.map(({ lotCode, bestBefore, quantity }) => ({ lotCode, bestBefore, quantity })) }
      : {}),
  })),
  deliveryMethod: order.deliveryMethod,
  deliveryZoneName: order.deliveryZoneName,
  deliveryFeeCentavos: order.deliveryFeeCentavos,
  deliveryDate: order.deliveryDate,
  paymentMethod: order.paymentMethod,
  ...(order.dueDay ? { dueDay: order.dueDay } : {}),
});

/** The topics under which mail an undo may take back is held: the payment marked, each step taken. */
const paidTopic = (orderId: number) => `order:${orderId}:paid`;
const stepTopic = (orderId: number, step: FulfilmentStatus) => `order:${orderId}:${step}`;

/** A message, marked when it goes to the staff. */
type Addressed = OutboxMessage & { readonly toStaff?: true };
const toStaff = true;

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const { bus } = this;
    bus.withinTransaction('OrderPlaced', (event, manager) => {
      const payload = snapshot(event.order, event.lines);
      return this.send(manager, 'order.placed', [
        { kind: 'order-confirmation', payload: { ...payload, storage: event.storage, payTo: event.payTo } },
        { kind: 'staff-new-order', payload, toStaff },
      ]);
    });
    bus.withinTransaction('OrderChanged', (change, manager) => this.orderChanged(manager, change));
    bus.withinTransaction('StockTaken', (event, manager) => {
      if (event.lowStock.length === 0) return Promise.resolve();
      return this.send(manager, 'product.low-stock', [
        { kind: 'staff-low-stock', payload: { orderId: event.orderId, products: event.lowStock }, toStaff },
      ]);
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
    // One notice per customer, each under its own topic (the recall's page reads its delivery there).
    bus.withinTransaction('LotRecalled', async ({ notices }, manager) => {
      for (const notice of notices)
        await this.send(manager, 'lot.recalled', [{ kind: 'recall-notice', payload: notice }], {
          topic: recallNoticeTopic(notice.recallId, notice.customerId),
          forMs: 0,
        });
    });
    bus.withinTransaction('LotsExpiring', ({ day, withinDays, expiring, expired }, manager) =>
      this.send(manager, 'lots.expiring', [
        { kind: 'staff-lots-expiring', payload: { day, withinDays, expiring, expired }, toStaff },
      ]),
    );
    bus.withinTransaction('TradeAccountApplied', ({ account }, manager) =>
      this.send(manager, 'trade-account.applied', [{ kind: 'staff-trade-application', payload: account, toStaff }]),
    );
    bus.withinTransaction('TradeAccountDecided', ({ decision, account }, manager) =>
      this.send(manager, 'trade-account.decided', [{ kind: 'trade-account-decision', payload: { decision, account } }]),
    );
    bus.withinTransaction('MonthlyStatementReady', ({ statement }, manager) =>
      this.send(manager, 'statement.ready', [{ kind: 'monthly-statement', payload: statement }]),
    );
    // The order's own confirmation goes with OrderPlaced; this tells what was left out, or why nothing was placed.
    bus.withinTransaction('StandingOrderRun', ({ run }, manager) =>
      run.outcome === 'PLACED' && run.note === null
        ? Promise.resolve()
        : this.send(manager, 'standing-order.run', [{ kind: 'standing-order-run', payload: run }]),
    );
    bus.withinTransaction('CertificateExpiring', ({ certificate }, manager) =>
      this.send(manager, 'certificate.expiring', [
        { kind: 'staff-certificate-expiring', payload: certificate, toStaff },
      ]),
    );
  }

  /**
   * The customer's mail for a transition of their order: the decision, each step, the payment
   * received, the refund. What can be undone is held back a minute under a topic; an undo in that
   * minute takes it back and sends nothing, a later one sends a correction.
   */
  private async orderChanged(manager: EntityManager, change: OrderChange): Promise<void> {
    const { order, lines, action, transition, before } = change;
    const held = (topic: string) => ({ topic, forMs: this.config.mail.undoGraceMs });
    switch (action) {
      case 'approve':
      case 'cancel': {
        const payload: DecisionSnapshot = {
          ...snapshot(order, lines),
          status: order.status === 'APPROVED' ? 'APPROVED' : 'CANCELLED',
          remarks: order.remarks,
          decidedAt: (order.authorizationDate ?? new Date()).toISOString(),
          refundDue: order.paymentStatus === 'REFUND_DUE',
        };
        return this.send(manager, action === 'approve' ? 'order.approved' : 'order.cancelled', [
          { kind: 'order-decision', payload },
        ]);
      }
      case 'pack':
      case 'dispatch':
      case 'complete': {
        const step = order.fulfilmentStatus!;
        const stampedAt = {
          PACKED: order.packedAt,
          OUT_FOR_DELIVERY: order.dispatchedAt,
          READY_FOR_PICKUP: order.dispatchedAt,
          DELIVERED: order.completedAt,
          PICKED_UP: order.completedAt,
        };
        const payload: FulfilmentSnapshot = {
          ...snapshot(order, lines),
          step,
          deliveryMethod: order.deliveryMethod,
          at: (stampedAt[step] ?? new Date()).toISOString(),
          deliveryDate: order.deliveryDate,
          toCollectCentavos: order.paymentMethod === 'CASH' && order.paymentStatus !== 'PAID' ? order.totalCentavos : 0,
          collectedCentavos: order.amountCollectedCentavos,
        };
        return this.send(
          manager,
          'order.fulfilment',
          [{ kind: 'order-fulfilment', payload }],
          held(stepTopic(order.id, step)),
        );
      }
      case 'markPaid': {
        if (order.paymentStatus === 'REFUND_DUE')
          return this.send(manager, 'order.refund', [
            { kind: 'order-refund', payload: { ...snapshot(order, lines), refund: null } satisfies RefundSnapshot },
          ]);
        const payload: PaymentSnapshot = {
          ...snapshot(order, lines),
          method: paymentMethodLabel(order.paymentMethod, order.deliveryMethod),
          paidAt: (order.paidAt ?? new Date()).toISOString(),
        };
        // The rest of a short collection cannot be undone: nothing to hold back.
        return this.send(
          manager,
          'order.paid',
          [{ kind: 'payment-received', payload }],
          transition === 'markPaid' ? held(paidTopic(order.id)) : undefined,
        );
      }
      case 'recordRefund': {
        const refund = { method: order.refundMethod!, reference: order.refundReference, refundedOn: order.refundedOn! };
        return this.send(manager, 'order.refund', [
          { kind: 'order-refund', payload: { ...snapshot(order, lines), refund } satisfies RefundSnapshot },
        ]);
      }
      case 'revertPayment':
      case 'undoStep': {
        const topic = action === 'revertPayment' ? paidTopic(order.id) : stepTopic(order.id, before.fulfilmentStatus!);
        if (await this.outbox.withdraw(manager, topic)) return;
        const undone = action === 'revertPayment' ? 'paid' : FULFILMENT_LABELS[before.fulfilmentStatus!].toLowerCase();
        const payload: CorrectionSnapshot = {
          ...snapshot(order, lines),
          undone,
          now: customerWord(order),
          reason: change.note.reason ?? '',
        };
        return this.send(manager, 'order.corrected', [{ kind: 'order-correction', payload }]);
      }
      default:
        // Placing has its own event; a customer's own withdrawal, reference or proof is no news to them.
        return;
    }
  }

  /** Records the messages, leaving out those to the staff while STAFF_EMAIL is not set. */
  private send(
    manager: EntityManager,
    eventType: OutboxEventType,
    messages: readonly Addressed[],
    heldBack?: HeldBack,
  ): Promise<void> {
    const staffTold = this.config.mail.staffEmails.length > 0;
    return this.outbox.record(
      manager,
      eventType,
      staffTold ? messages : messages.filter((message) => !message.toStaff),
      heldBack,
    );
  }
}
