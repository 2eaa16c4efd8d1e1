import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { conflict, notFound } from '../../platform/errors/domain-error.js';
import type { TradeDecision } from '../../platform/events/domain-events.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { changedBy } from '../../platform/identity/actor.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Clock } from '../../platform/time/clock.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { ApproveTradeAccountInput, DeclineTradeAccountInput } from './dto/trade-decision.inputs.js';
import { chosenGroup } from './chosen.js';
import { TradeAccount } from './trade-account.entity.js';
import { tradeAccountFacts, tradeAccountViews, type TradeAccountView } from './trade-account-views.js';

/** Why nothing changed: another employee decided the application first. */
const decidedMeanwhile = (account: TradeAccount) =>
  conflict(`${account.businessName}'s application was decided meanwhile: nothing was changed.`);

/**
 * Employees' decisions on trade accounts. Each is one conditional update from the state it was
 * read in (UPDATE … WHERE status = 'PENDING', or the group it is in), so of two employees deciding
 * at once exactly one changes the row and the other is told; audited, and the customer is mailed.
 */
@Injectable()
export class TradeDecisionsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /** PENDING → APPROVED into the group; an APPROVED account moves to another group. */
  approve(employee: AuthUser, raw: unknown): Promise<TradeAccountView> {
    const input = validateInput(ApproveTradeAccountInput, raw);
    return this.transactions.run(async (manager) => {
      const group = await chosenGroup(manager, input.priceGroupId);
      const account = await accountOf(manager, input.customerId);
      if (account.status === 'DECLINED')
        throw conflict(`${account.businessName}'s application was declined: they may apply again.`);
      if (account.priceGroupId === group.id)
        throw conflict(`${account.businessName} already buys at the ${group.name} group's prices.`);
      const decision: TradeDecision = account.status === 'PENDING' ? 'APPROVED' : 'MOVED';
      // From the state read: still pending, or still in the group it was in.
      const from = {
        customerId: account.customerId,
        status: account.status,
        ...(account.priceGroupId === null ? {} : { priceGroupId: account.priceGroupId }),
      };
      const changes = {
        status: 'APPROVED' as const,
        priceGroupId: group.id,
        decidedBy: employee.id,
        decidedAt: this.clock.now(),
      };
      if ((await manager.update(TradeAccount, from, changes)).affected !== 1) throw decidedMeanwhile(account);
      return this.decided(manager, employee, account, changes, decision);
    });
  }

  /** PENDING → DECLINED, with the reason the customer is told. */
  decline(employee: AuthUser, raw: unknown): Promise<TradeAccountView> {
    const input = validateInput(DeclineTradeAccountInput, raw);
    return this.transactions.run(async (manager) => {
      const account = await accountOf(manager, input.customerId);
      if (account.status !== 'PENDING')
        throw conflict(
          `${account.businessName}'s application is already ${account.status.toLowerCase()}: nothing was changed.`,
        );
      const changes = {
        status: 'DECLINED' as const,
        declineReason: input.reason,
        decidedBy: employee.id,
        decidedAt: this.clock.now(),
      };
      const moved = await manager.update(TradeAccount, { customerId: account.customerId, status: 'PENDING' }, changes);
      if (moved.affected !== 1) throw decidedMeanwhile(account);
      return this.decided(manager, employee, account, changes, 'DECLINED');
    });
  }

  /** The decision audited (the state before and after) and told to the customer. */
  private async decided(
    manager: EntityManager,
    employee: AuthUser,
    before: TradeAccount,
    changes: Partial<TradeAccount>,
    decision: TradeDecision,
  ): Promise<TradeAccountView> {
    const [was, view] = await tradeAccountViews(manager, [before, { ...before, ...changes }]);
    await this.events.record(manager, {
      by: changedBy(employee),
      audit: {
        action: decision === 'DECLINED' ? 'trade_account.declined' : 'trade_account.approved',
        targetType: 'trade_account',
        targetId: before.customerId,
        before: { status: was.status, priceGroup: was.groupName },
        after: { status: view.status, priceGroup: view.groupName, declineReason: view.declineReason },
      },
      type: 'TradeAccountDecided',
      decision,
      account: tradeAccountFacts(view),
    });
    return view;
  }
}

async function accountOf(manager: EntityManager, customerId: string): Promise<TradeAccount> {
  const account = await manager.findOne(TradeAccount, { where: { customerId } });
  if (!account) throw notFound('That customer has not applied for a trade account.');
  return account;
}
