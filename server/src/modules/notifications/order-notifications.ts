import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import type { OrderLine } from '../orders/order-line.entity.js';
import type { Order } from '../orders/order.entity.js';
import type { OrderDecision } from '../orders/order-status.js';
import { OutboxService, type OutboxMessage } from './outbox.service.js';
import type { DecisionSnapshot, OrderSnapshot } from './templates/mail-parts.js';

const snapshot = (order: Order, lines: readonly OrderLine[]): OrderSnapshot => ({
  orderId: order.id,
  customerName: order.fullName,
  emailAddress: order.emailAddress,
  address: order.address,
  mobileNumber: order.mobileNumber,
  orderDate: order.orderDate.toISOString(),
  totalCentavos: order.totalCentavos,
  lines: lines.map((line) => ({ productName: line.productName, quantity: line.quantity, unitPriceCentavos: line.unitPriceCentavos, lineTotalCentavos: line.lineTotalCentavos })),
});

/** The mail an order's life sends, recorded in the transaction of each change (see OutboxService). */
@Injectable()
export class OrderNotifications {
  constructor(
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Placed: a confirmation to the customer and, when STAFF_EMAIL is set, an alert to the staff. */
  placed(manager: EntityManager, order: Order, lines: readonly OrderLine[]): Promise<void> {
    const payload = snapshot(order, lines);
    const messages: OutboxMessage[] = [{ kind: 'order-confirmation', payload }];
    if (this.config.mail.staffEmails.length > 0) messages.push({ kind: 'staff-new-order', payload });
    return this.outbox.record(manager, 'order.placed', messages);
  }

  /** Approved or cancelled: the decision and the employee's remarks to the customer. */
  decided(manager: EntityManager, order: Order, lines: readonly OrderLine[], decision: OrderDecision): Promise<void> {
    const payload: DecisionSnapshot = { ...snapshot(order, lines), status: decision, remarks: order.remarks, decidedAt: (order.authorizationDate ?? new Date()).toISOString() };
    return this.outbox.record(manager, decision === 'APPROVED' ? 'order.approved' : 'order.cancelled', [{ kind: 'order-decision', payload }]);
  }
}
