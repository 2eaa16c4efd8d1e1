import { Injectable } from '@nestjs/common';
import { FULFILMENT_LABELS, FULFILMENT_STEPS, nextFulfilment, previousFulfilment, type FulfilmentStatus } from '@waters/domain';
import { Reads } from '../../../database/reads.js';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import { badInput, conflict, notFound } from '../../../platform/errors/domain-error.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Clock } from '../../../platform/time/clock.js';
import { validateInput } from '../../../platform/validation/validate-input.js';
import { AuditService } from '../../audit/audit.service.js';
import { OrderLine } from '../order-line.entity.js';
import { OrderStatus } from '../order-status.js';
import { Order } from '../order.entity.js';
import { AdvanceFulfilmentArgs } from './advance-fulfilment.args.js';

/** The time column each step stamps: packing, sending out (or setting out for pickup), handing over. */
const STAMPED: Record<FulfilmentStatus, 'packedAt' | 'dispatchedAt' | 'completedAt'> = {
  PACKED: 'packedAt',
  OUT_FOR_DELIVERY: 'dispatchedAt',
  READY_FOR_PICKUP: 'dispatchedAt',
  DELIVERED: 'completedAt',
  PICKED_UP: 'completedAt',
};

const labelOf = (status: FulfilmentStatus | null) => (status ? FULFILMENT_LABELS[status] : 'not packed yet');

/**
 * An approved order's way to its customer, one step at a time and only forward. The step is a
 * conditional update (WHERE status = APPROVED AND delivery_method = m AND fulfilment_status is the
 * step before), so of simultaneous calls exactly one takes it and the others get CONFLICT.
 */
@Injectable()
export class FulfilmentService {
  constructor(
    private readonly reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  async advance(employee: AuthUser, raw: unknown): Promise<Order> {
    const { orderId, to } = validateInput(AdvanceFulfilmentArgs, raw);
    const advanced = await this.transactions.run(async (manager) => {
      const order = await manager.findOne(Order, { where: { id: orderId } });
      if (!order) throw notFound(`Order ${orderId} was not found.`);
      if (order.status !== OrderStatus.APPROVED) throw conflict(`Order ${orderId} is ${order.status}: only approved orders are packed and sent.`);
      const previous = previousFulfilment(order.deliveryMethod, to);
      if (previous === undefined) {
        throw badInput(`${FULFILMENT_LABELS[to]} is not a step of a ${order.deliveryMethod === 'PICKUP' ? 'pickup' : 'delivery'} order.`, { to: 'Not a step of this order' });
      }
      const steps = FULFILMENT_STEPS[order.deliveryMethod];
      const at = order.fulfilmentStatus === null ? -1 : steps.indexOf(order.fulfilmentStatus);
      // A step taken already (by someone else, or going back) is a conflict; skipping one is a mistake in the request.
      if (steps.indexOf(to) <= at) throw conflict(`Order ${orderId} is already ${labelOf(order.fulfilmentStatus)}.`);
      const expected = nextFulfilment(order.deliveryMethod, order.fulfilmentStatus);
      if (expected !== to)
        throw badInput(`Order ${orderId} is ${labelOf(order.fulfilmentStatus)}: its next step is ${expected ? FULFILMENT_LABELS[expected] : 'none'}.`, { to: 'Not the next step' });
      const now = this.clock.now();
      const result = await manager
        .createQueryBuilder()
        .update(Order)
        .set({ fulfilmentStatus: to, [STAMPED[to]]: now })
        .where(`id = :id AND status = :approved AND deliveryMethod = :method AND ${previous === null ? 'fulfilmentStatus IS NULL' : 'fulfilmentStatus = :previous'}`, {
          id: orderId,
          approved: OrderStatus.APPROVED,
          method: order.deliveryMethod,
          previous,
        })
        .execute();
      if (result.affected !== 1) return null;
      await this.audit.record(manager, {
        actor: employee,
        action: 'order.fulfilment_advanced',
        targetType: 'order',
        targetId: String(orderId),
        before: { fulfilmentStatus: previous },
        after: { fulfilmentStatus: to },
      });
      const advanced = await manager.findOneOrFail(Order, { where: { id: orderId } });
      const lines = await manager.find(OrderLine, { where: { orderId } });
      await this.events.record(manager, { type: 'OrderFulfilmentAdvanced', order: advanced, lines });
      return advanced;
    });
    if (advanced) return advanced;
    // Another call took the step first. Read after that transaction: inside it, MariaDB's snapshot may still show the step before.
    const current = await this.reads.repository(Order).findOneOrFail({ where: { id: orderId } });
    throw conflict(`Order ${orderId} is already ${labelOf(current.fulfilmentStatus)}.`);
  }
}
