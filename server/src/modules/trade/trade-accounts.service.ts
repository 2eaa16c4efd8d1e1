import { Injectable } from '@nestjs/common';
import type { TradeAccountStatus } from '@waters/domain';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { isDuplicateKey } from '../../platform/errors/database-errors.js';
import { conflict } from '../../platform/errors/domain-error.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { changedBy } from '../../platform/identity/actor.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Clock } from '../../platform/time/clock.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { chosenAddress } from './chosen.js';
import { ApplyForTradeAccountInput } from './dto/apply-for-trade-account.input.js';
import { TradeAccount } from './trade-account.entity.js';
import { tradeAccountFacts, tradeAccountViews, type TradeAccountView } from './trade-account-views.js';

/** The most applications one list shows. */
const LIST_MAX = 1000;

/** What the activity log keeps of an application. */
const applicationOf = (account: TradeAccount) => ({
  businessName: account.businessName,
  businessType: account.businessType,
  tin: account.tin,
  addressId: account.addressId,
  status: account.status,
});

const ALREADY = 'You already have a trade account application: ';
const REFUSED_WHILE: Partial<Record<TradeAccountStatus, string>> = {
  PENDING: `${ALREADY}we are looking at it and will e-mail you our answer.`,
  APPROVED: `${ALREADY}it is approved.`,
};

/**
 * Trade account applications from the customer's side, and the list the staff review: a customer
 * applies for their own account only (identity from the token), for a business at one of their own
 * addresses; once declined they may apply again. Deciding is TradeDecisionsService's.
 */
@Injectable()
export class TradeAccountsService {
  constructor(
    private readonly reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /** The caller's own account, or null when they never applied. */
  async mine(customer: AuthUser): Promise<TradeAccountView | null> {
    const manager = this.reads.repository(TradeAccount).manager;
    const account = await manager.findOne(TradeAccount, { where: { customerId: customer.id } });
    return account && (await tradeAccountViews(manager, [account]))[0];
  }

  /** Newest application first, of one status or all. */
  async list(status: TradeAccountStatus | null): Promise<TradeAccountView[]> {
    const manager = this.reads.repository(TradeAccount).manager;
    const accounts = await manager.find(TradeAccount, {
      where: status ? { status } : {},
      order: { appliedAt: 'DESC', customerId: 'ASC' },
      take: LIST_MAX,
    });
    return tradeAccountViews(manager, accounts);
  }

  /** A first application, or one again after a decline (back to PENDING); refused while one waits or is approved. */
  async apply(customer: AuthUser, raw: unknown): Promise<TradeAccountView> {
    const input = validateInput(ApplyForTradeAccountInput, raw);
    return this.transactions
      .run(async (manager) => {
        const address = await chosenAddress(manager, customer.id, input.addressId);
        const before = await manager.findOne(TradeAccount, { where: { customerId: customer.id } });
        const refusal = before && REFUSED_WHILE[before.status];
        if (refusal) throw conflict(refusal);
        const account: TradeAccount = {
          customerId: customer.id,
          businessName: input.businessName,
          businessType: input.businessType,
          tin: input.tin ?? null,
          addressId: address.id,
          status: 'PENDING',
          priceGroupId: null,
          declineReason: null,
          decidedBy: null,
          appliedAt: this.clock.now(),
          decidedAt: null,
        };
        if (!before) await manager.insert(TradeAccount, account);
        // Again after a decline: only from DECLINED, so of two tries at once one wins.
        else if (
          (await manager.update(TradeAccount, { customerId: customer.id, status: 'DECLINED' }, account)).affected !== 1
        )
          throw conflict(REFUSED_WHILE.PENDING!);
        const [view] = await tradeAccountViews(manager, [account]);
        await this.events.record(manager, {
          by: changedBy(customer),
          audit: {
            action: 'trade_account.applied',
            targetType: 'trade_account',
            targetId: customer.id,
            before: before && applicationOf(before),
            after: applicationOf(account),
          },
          type: 'TradeAccountApplied',
          account: tradeAccountFacts(view),
        });
        return view;
      })
      .catch((error: unknown) => {
        // A first application sent twice at once: the primary key lets one in.
        throw isDuplicateKey(error) ? conflict(REFUSED_WHILE.PENDING!) : error;
      });
  }
}
