import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { TradeAccountStatus } from '@waters/domain';
import { KeyScope, PeopleOnly, Roles } from '../../http/access/access.decorator.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import { ApplyForTradeAccountInput } from './dto/apply-for-trade-account.input.js';
import { ApproveTradeAccountInput, DeclineTradeAccountInput } from './dto/trade-decision.inputs.js';
import { TradeAccountModel } from './models/trade-account.model.js';
import { TradeAccountStatusEnum } from './models/trade-enums.js';
import { TradeAccountsService } from './trade-accounts.service.js';
import { TradeDecisionsService } from './trade-decisions.service.js';

/*
 * A customer applies for their own trade account (signed in: it speaks for their business) and reads
 * it; employees (and their keys with trade:manage) review the applications and decide them.
 */
@Resolver(() => TradeAccountModel)
export class TradeAccountsResolver {
  constructor(
    private readonly accounts: TradeAccountsService,
    private readonly decisions: TradeDecisionsService,
  ) {}

  @Roles(Role.Customer)
  @KeyScope('profile:read')
  @Query(() => TradeAccountModel, {
    nullable: true,
    description: "The signed-in customer's trade account (or application); null when they never applied.",
  })
  async myTradeAccount(@CurrentUser() customer: AuthUser): Promise<TradeAccountModel | null> {
    const account = await this.accounts.mine(customer);
    return account && TradeAccountModel.of(account);
  }

  @Roles(Role.Customer)
  @PeopleOnly()
  @Mutation(() => TradeAccountModel, {
    description:
      'Applies for trade prices (again after a decline); the staff are told. Refused while an application waits or is approved.',
  })
  async applyForTradeAccount(
    @CurrentUser() customer: AuthUser,
    @Args('input') input: ApplyForTradeAccountInput,
  ): Promise<TradeAccountModel> {
    return TradeAccountModel.of(await this.accounts.apply(customer, input));
  }

  @Roles(Role.Employee)
  @KeyScope('trade:manage')
  @Query(() => [TradeAccountModel], { description: 'Trade accounts, newest application first: of one status, or all.' })
  async tradeAccounts(
    @Args('status', { type: () => TradeAccountStatusEnum, nullable: true }) status: TradeAccountStatus | null,
  ): Promise<TradeAccountModel[]> {
    return (await this.accounts.list(status ?? null)).map(TradeAccountModel.of);
  }

  @Roles(Role.Employee)
  @KeyScope('trade:manage')
  @Mutation(() => TradeAccountModel, {
    description:
      'Approves a pending application into a price group, or moves an approved account to another group; the customer is mailed.',
  })
  async approveTradeAccount(
    @CurrentUser() employee: AuthUser,
    @Args('input') input: ApproveTradeAccountInput,
  ): Promise<TradeAccountModel> {
    return TradeAccountModel.of(await this.decisions.approve(employee, input));
  }

  @Roles(Role.Employee)
  @KeyScope('trade:manage')
  @Mutation(() => TradeAccountModel, {
    description: 'Declines a pending application with a reason, which the customer is mailed; they may apply again.',
  })
  async declineTradeAccount(
    @CurrentUser() employee: AuthUser,
    @Args('input') input: DeclineTradeAccountInput,
  ): Promise<TradeAccountModel> {
    return TradeAccountModel.of(await this.decisions.decline(employee, input));
  }
}
