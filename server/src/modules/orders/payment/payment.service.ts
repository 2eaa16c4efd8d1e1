import { Injectable } from '@nestjs/common';
import { manilaDay, transitionFor } from '@waters/domain';
import { Reads } from '../../../database/reads.js';
import { badInput, notFound } from '../../../platform/errors/domain-error.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import { Clock } from '../../../platform/time/clock.js';
import { validateInput } from '../../../platform/validation/validate-input.js';
import { OrderIdArgs } from '../dto/order-id.args.js';
import { lifeFactsOf } from '../life/life-facts.js';
import { OrderTransitions } from '../life/order-transitions.js';
import { refusalOf } from '../life/refusals.js';
import { Order } from '../order.entity.js';
import { PaymentProofStore } from './payment-proof-store.js';
import { RecordRefundInput, RevertPaymentArgs } from './payment-corrections.args.js';
import { SetPaymentReferenceArgs } from './set-payment-reference.args.js';

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
 * How an order is paid: the customer's transfer reference and proof, an employee's word that the
 * money arrived (or that it was marked by mistake), and the refund sent back. Each is a transition
 * of the order's life (OrderTransitions), so a race has one winner.
 */
@Injectable()
export class PaymentService {
  constructor(
    private readonly reads: Reads,
    private readonly transitions: OrderTransitions,
    private readonly clock: Clock,
    private readonly proofs: PaymentProofStore,
  ) {}

  async setReference(customer: AuthUser, raw: unknown): Promise<Order> {
    const { orderId, reference } = validateInput(SetPaymentReferenceArgs, raw);
    const { order } = await this.transitions.run({
      action: 'setReference',
      orderId,
      actor: customer,
      columns: () => ({ paymentReference: reference }),
      audit: (before) => ({
        before: { paymentReference: before.paymentReference },
        after: { paymentReference: reference },
      }),
    });
    return order;
  }

  /** An employee saw the money arrive: of simultaneous calls exactly one marks it; the others get CONFLICT. */
  async markPaid(employee: AuthUser, raw: unknown): Promise<Order> {
    const { orderId } = validateInput(OrderIdArgs, raw);
    return (await this.transitions.run({ action: 'markPaid', orderId, actor: employee })).order;
  }

  /** A payment marked by mistake, taken back the same Manila day with a reason (the proof, if any, waits to be checked again). */
  async revertPayment(employee: AuthUser, raw: unknown): Promise<Order> {
    const { orderId, reason } = validateInput(RevertPaymentArgs, raw);
    return (await this.transitions.run({ action: 'revertPayment', orderId, actor: employee, note: { reason } })).order;
  }

  /** The refund of a cancelled paid order, sent back: how, its reference, the day (not after today in Manila). */
  async recordRefund(employee: AuthUser, raw: unknown): Promise<Order> {
    const input = validateInput(RecordRefundInput, raw);
    const today = manilaDay(this.clock.now());
    if (input.refundedOn > today)
      throw badInput('The refund date cannot be later than today.', { refundedOn: 'Not later than today' });
    const { order } = await this.transitions.run({
      action: 'recordRefund',
      orderId: input.orderId,
      actor: employee,
      columns: () => ({
        refundMethod: input.method,
        refundReference: input.reference ?? null,
        refundedOn: input.refundedOn,
      }),
      audit: () => ({
        after: { refundMethod: input.method, refundReference: input.reference ?? null, refundedOn: input.refundedOn },
      }),
    });
    return order;
  }

  /**
   * The customer's picture of the receipt: cleaned and stored privately, then named on the order
   * (an UNPAID order becomes PROOF_SENT). A new proof replaces the old, whose file is removed.
   */
  async saveProof(customer: AuthUser, orderId: number, bytes: Buffer): Promise<Order> {
    // Refused before the picture is worked on.
    await this.assertTakesProof(customer, orderId);
    const name = await this.proofs.save(orderId, bytes);
    let replaced: string | null = null;
    try {
      const { order } = await this.transitions.run({
        action: 'sendProof',
        orderId,
        actor: customer,
        // Only over the proof read: two uploads at once cannot both think they replaced the same file.
        pinned: ['paymentProof'],
        columns: (before) => {
          replaced = before.paymentProof;
          return { paymentProof: name };
        },
        audit: (before) => ({ before: { proof: before.paymentProof !== null }, after: { proof: true } }),
      });
      if (replaced) await this.proofs.remove(replaced);
      return order;
    } catch (error) {
      await this.proofs.remove(name);
      throw error;
    }
  }

  /** Whether the customer's own order takes a proof now, as the table says (refused as the transition would be). */
  private async assertTakesProof(customer: AuthUser, orderId: number): Promise<void> {
    const order = await this.reads.repository(Order).findOne({ where: { id: orderId, customerId: customer.id } });
    if (!order) throw notFound(`Order ${orderId} was not found.`);
    if (!transitionFor('sendProof', lifeFactsOf(order))) throw refusalOf('sendProof', order);
  }

  /** The proof's bytes for the order's customer or an employee; anyone else is told it does not exist. */
  async readProof(user: AuthUser, orderId: number): Promise<Buffer> {
    const order = await this.reads
      .repository(Order)
      .findOne({ where: user.role === Role.Employee ? { id: orderId } : { id: orderId, customerId: user.id } });
    if (!order) throw notFound(`Order ${orderId} was not found.`);
    if (!order.paymentProof) throw notFound(`Order ${orderId} has no proof of payment.`);
    try {
      return await this.proofs.read(order.paymentProof);
    } catch (error) {
      // Replaced between reading the order and reading its file (or the folder is not there): nothing to show.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw notFound(`Order ${orderId} has no proof of payment.`);
      throw error;
    }
  }
}
