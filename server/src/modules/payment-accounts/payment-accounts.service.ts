import { Injectable } from '@nestjs/common';
import { EventBus } from '../../platform/events/event-bus.js';
import {
  isTransferMethod,
  TRANSFER_METHODS,
  type PaymentAccountFacts,
  type PaymentMethod,
  type TransferMethod,
} from '@waters/domain';
import type { EntityManager, Repository } from 'typeorm';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { badInput, notFound } from '../../platform/errors/domain-error.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { changedBy } from '../../platform/identity/actor.js';
import { PaymentAccount } from './payment-account.entity.js';
import { PaymentAccountInput } from './payment-account.input.js';

const factsOf = ({
  method,
  accountName,
  accountNumber,
  bankName,
  branch,
  qrImage,
}: PaymentAccount): PaymentAccountFacts => ({
  method,
  accountName,
  accountNumber,
  bankName,
  branch,
  qrImage,
});

/**
 * The shop's accounts that transfers go to, one per method, kept by employees (every change
 * audited). A transfer method without an account is not offered: nobody is asked to pay where
 * the shop cannot say.
 */
@Injectable()
export class PaymentAccountsService {
  private readonly accounts: Repository<PaymentAccount>;

  constructor(
    private readonly events: EventBus,
    reads: Reads,
    private readonly transactions: TransactionRunner,
  ) {
    this.accounts = reads.repository(PaymentAccount);
  }

  /** Every account, GCash, Maya, then the bank. */
  async list(): Promise<PaymentAccountFacts[]> {
    const accounts = await this.accounts.find();
    return TRANSFER_METHODS.flatMap((method) => accounts.filter((account) => account.method === method).map(factsOf));
  }

  /** Where an order paid by `method` is to be sent (null for cash); refused when the shop has no such account. */
  async payTo(manager: EntityManager, method: PaymentMethod): Promise<PaymentAccountFacts | null> {
    if (!isTransferMethod(method)) return null;
    const account = await manager.findOne(PaymentAccount, { where: { method } });
    if (!account)
      throw badInput(
        `${method === 'BANK_TRANSFER' ? 'Bank transfers' : method === 'GCASH' ? 'GCash payments' : 'Maya payments'} are not taken at the moment: choose another way to pay.`,
        { paymentMethod: 'Not taken at the moment' },
      );
    return factsOf(account);
  }

  async set(employee: AuthUser, raw: unknown): Promise<PaymentAccountFacts> {
    const input = validateInput(PaymentAccountInput, raw);
    const bank = input.method === 'BANK_TRANSFER';
    if (bank && !input.bankName)
      throw badInput('Bank is required for a bank account.', { bankName: 'Bank is required' });
    const account: PaymentAccount = {
      method: input.method,
      accountName: input.accountName,
      accountNumber: input.accountNumber,
      // A wallet has no bank or branch; a bank account shows no QR code.
      bankName: bank ? (input.bankName ?? null) : null,
      branch: bank ? (input.branch ?? null) : null,
      qrImage: bank ? null : (input.qrImage ?? null),
      updatedAt: new Date(),
    };
    return this.transactions.run(async (manager) => {
      const before = await manager.findOne(PaymentAccount, { where: { method: input.method } });
      await manager.upsert(PaymentAccount, account, ['method']);
      const after = factsOf(account);
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'payment_account.set',
          targetType: 'payment_account',
          targetId: input.method,
          before: before && factsOf(before),
          after,
        },
        type: 'PaymentAccountChanged',
        method: input.method,
      });
      return after;
    });
  }

  async remove(employee: AuthUser, method: TransferMethod): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const before = await manager.findOne(PaymentAccount, { where: { method } });
      if (!before) throw notFound(`There is no ${method} account.`);
      await manager.delete(PaymentAccount, { method });
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'payment_account.removed',
          targetType: 'payment_account',
          targetId: method,
          before: factsOf(before),
        },
        type: 'PaymentAccountChanged',
        method,
      });
      return true;
    });
  }
}
