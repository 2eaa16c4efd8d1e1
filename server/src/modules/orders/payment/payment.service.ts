import { Injectable } from '@nestjs/common';
import { needsProof, PAYMENT_STATUS_LABELS } from '@waters/domain';
import { type EntityManager } from 'typeorm';
import { Reads } from '../../../database/reads.js';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import { badInput, conflict, notFound } from '../../../platform/errors/domain-error.js';
import type { PaymentChange } from '../../../platform/events/domain-events.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import { Clock } from '../../../platform/time/clock.js';
import { validateInput } from '../../../platform/validation/validate-input.js';
import { AuditService } from '../../audit/audit.service.js';
import { OrderIdArgs } from '../dto/order-id.args.js';
import { OrderLine } from '../order-line.entity.js';
import { OrderStatus } from '../order-status.js';
import { Order } from '../order.entity.js';
import { PaymentProofStore } from './payment-proof-store.js';
import { SetPaymentReferenceArgs } from './set-payment-reference.args.js';

/** Statuses a payment can still move on from (to PROOF_SENT or PAID). */
const OPEN = ['UNPAID', 'PROOF_SENT'] as const;

/** What the proof route answers: the order's payment, as the Order type shows it. */
export interface PaymentFacts {
  orderId: number;
  paymentMethod: Order['paymentMethod'];
  paymentStatus: Order['paymentStatus'];
  paymentReference: string | null;
  hasPaymentProof: boolean;
  paidAt: string | null;
}

export const paymentFactsOf = (order: Order): PaymentFacts => ({
  orderId: order.id,
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
  paymentReference: order.paymentReference,
  hasPaymentProof: order.paymentProof !== null,
  paidAt: order.paidAt?.toISOString() ?? null,
});

/**
 * How an order is paid: the customer's transfer reference and proof, and an employee's word that
 * the money arrived. Every change is a conditional update, so a race has one winner.
 */
@Injectable()
export class PaymentService {
  constructor(
    private readonly reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly proofs: PaymentProofStore,
  ) {}

  /** The customer's own order (another's answers exactly like a missing one), open for a transfer's details. */
  private async ownTransfer(manager: EntityManager, customer: AuthUser, orderId: number): Promise<Order> {
    const order = await manager.findOne(Order, { where: { id: orderId, customerId: customer.id } });
    if (!order) throw notFound(`Order ${orderId} was not found.`);
    if (!needsProof(order.paymentMethod)) throw badInput(`Order ${orderId} is paid in cash: it needs no transfer details.`);
    if (order.status === OrderStatus.CANCELLED) throw conflict(`Order ${orderId} is cancelled.`);
    // Once paid (or refunded) the receipt an employee checked stays as it was.
    if (!(OPEN as readonly string[]).includes(order.paymentStatus)) throw conflict(`Order ${orderId} is already ${PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase()}.`);
    return order;
  }

  /**
   * Changes an order's payment only while it is still open (UNPAID or PROOF_SENT, order not cancelled),
   * in one conditional update: of simultaneous calls exactly one succeeds. Whether this one did.
   */
  private async setWhileOpen(manager: EntityManager, orderId: number, changes: Partial<Order>): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Order)
      .set(changes)
      .where('id = :id AND status <> :cancelled AND paymentStatus IN (:...open)', { id: orderId, cancelled: OrderStatus.CANCELLED, open: OPEN })
      .execute();
    return result.affected === 1;
  }

  async setReference(customer: AuthUser, raw: unknown): Promise<Order> {
    const { orderId, reference } = validateInput(SetPaymentReferenceArgs, raw);
    return this.transactions.run(async (manager) => {
      const order = await this.ownTransfer(manager, customer, orderId);
      if (!(await this.setWhileOpen(manager, orderId, { paymentReference: reference })))
        throw conflict(`Order ${orderId} is already ${PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase()}.`);
      await this.audit.record(manager, {
        actor: customer,
        action: 'order.payment_reference_set',
        targetType: 'order',
        targetId: String(orderId),
        before: { paymentReference: order.paymentReference },
        after: { paymentReference: reference },
      });
      return this.changed(manager, orderId, 'reference');
    });
  }

  /**
   * An employee saw the money arrive. WHERE payment_status IN (UNPAID, PROOF_SENT) AND status <> CANCELLED:
   * of simultaneous calls exactly one marks it; the others get CONFLICT.
   */
  async markPaid(employee: AuthUser, raw: unknown): Promise<Order> {
    const { orderId } = validateInput(OrderIdArgs, raw);
    const marked = await this.transactions.run(async (manager) => {
      const before = await manager.findOne(Order, { where: { id: orderId } });
      if (!before) throw notFound(`Order ${orderId} was not found.`);
      if (!(await this.setWhileOpen(manager, orderId, { paymentStatus: 'PAID', paidAt: this.clock.now() }))) return null;
      await this.audit.record(manager, {
        actor: employee,
        action: 'order.paid',
        targetType: 'order',
        targetId: String(orderId),
        before: { paymentStatus: before.paymentStatus },
        after: { paymentStatus: 'PAID' },
      });
      return this.changed(manager, orderId, 'paid');
    });
    if (marked) return marked;
    // Read after that transaction: inside it, MariaDB's snapshot may still show the order as it was before the winner's change.
    const current = await this.reads.repository(Order).findOneOrFail({ where: { id: orderId } });
    if (current.status === OrderStatus.CANCELLED) throw conflict(`Order ${orderId} is cancelled.`);
    throw conflict(`Order ${orderId} is already ${PAYMENT_STATUS_LABELS[current.paymentStatus].toLowerCase()}.`);
  }

  /**
   * The customer's picture of the receipt: cleaned and stored privately, then named on the order
   * (an UNPAID order becomes PROOF_SENT). A new proof replaces the old, whose file is removed.
   */
  async saveProof(customer: AuthUser, orderId: number, bytes: Buffer): Promise<Order> {
    // Refused before the picture is worked on.
    await this.ownTransfer(this.reads.repository(Order).manager, customer, orderId);
    const name = await this.proofs.save(orderId, bytes);
    let replaced: string | null = null;
    try {
      const order = await this.transactions.run(async (manager) => {
        const order = await this.ownTransfer(manager, customer, orderId);
        // Only over the proof read here: two uploads at once cannot both think they replaced the same file.
        const result = await manager
          .createQueryBuilder()
          .update(Order)
          .set({ paymentProof: name, paymentStatus: order.paymentStatus === 'UNPAID' ? 'PROOF_SENT' : order.paymentStatus })
          .where(`id = :id AND status <> :cancelled AND paymentStatus = :status AND ${order.paymentProof ? 'paymentProof = :proof' : 'paymentProof IS NULL'}`, {
            id: orderId,
            cancelled: OrderStatus.CANCELLED,
            status: order.paymentStatus,
            proof: order.paymentProof,
          })
          .execute();
        if (result.affected !== 1) throw conflict(`The payment of order ${orderId} changed meanwhile: please send the proof again.`);
        await this.audit.record(manager, {
          actor: customer,
          action: 'order.payment_proof_sent',
          targetType: 'order',
          targetId: String(orderId),
          before: { paymentStatus: order.paymentStatus, proof: order.paymentProof !== null },
          after: { paymentStatus: order.paymentStatus === 'UNPAID' ? 'PROOF_SENT' : order.paymentStatus, proof: true },
        });
        replaced = order.paymentProof;
        return this.changed(manager, orderId, 'proof');
      });
      if (replaced) await this.proofs.remove(replaced);
      return order;
    } catch (error) {
      await this.proofs.remove(name);
      throw error;
    }
  }

  /** The proof's bytes for the order's customer or an employee; anyone else is told it does not exist. */
  async readProof(user: AuthUser, orderId: number): Promise<Buffer> {
    const order = await this.reads.repository(Order).findOne({ where: user.role === Role.Employee ? { id: orderId } : { id: orderId, customerId: user.id } });
    if (!order) throw notFound(`Order ${orderId} was not found.`);
    if (!order.paymentProof) throw notFound(`Order ${orderId} has no proof of payment.`);
    try {
      return await this.proofs.read(order.paymentProof);
    } catch (error) {
      // Replaced between reading the order and reading its file (or the folder is not there): nothing to show.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(`Order ${orderId} has no proof of payment.`);
      throw error;
    }
  }

  /** The order as changed, told to those who follow its payment (the live lists, the "payment received" mail). */
  private async changed(manager: EntityManager, orderId: number, change: PaymentChange): Promise<Order> {
    const order = await manager.findOneOrFail(Order, { where: { id: orderId } });
    const lines = await manager.find(OrderLine, { where: { orderId } });
    await this.events.record(manager, { type: 'OrderPaymentChanged', change, order, lines });
    return order;
  }
}
