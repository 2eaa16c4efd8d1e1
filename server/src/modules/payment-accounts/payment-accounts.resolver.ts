import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { TransferMethod } from '@waters/domain';
import { KeyScope, PeopleOnly, Roles } from '../../http/access/access.decorator.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import { PaymentAccountInput } from './payment-account.input.js';
import { PaymentAccountModel } from './payment-account.model.js';
import { PaymentAccountsService } from './payment-accounts.service.js';
import { TransferMethodEnum } from './transfer-method.enum.js';

/*
 * Customers read the accounts at checkout (the methods offered are those with one); employees keep
 * them, signed in: they are shop settings, audited under the person who changed them.
 */
@Resolver(() => PaymentAccountModel)
export class PaymentAccountsResolver {
  constructor(private readonly accounts: PaymentAccountsService) {}

  @Roles(Role.Customer, Role.Employee)
  @KeyScope('orders:read')
  @Query(() => [PaymentAccountModel], {
    description: "The shop's accounts for transfers, one per method; a method without one is not offered at checkout.",
  })
  async paymentAccounts(): Promise<PaymentAccountModel[]> {
    return (await this.accounts.list()).map(PaymentAccountModel.of);
  }

  @Roles(Role.Employee)
  @PeopleOnly()
  @Mutation(() => PaymentAccountModel, {
    description: "Sets the shop's account for one transfer method (replacing the one before).",
  })
  async setPaymentAccount(
    @CurrentUser() employee: AuthUser,
    @Args('input') input: PaymentAccountInput,
  ): Promise<PaymentAccountModel> {
    return PaymentAccountModel.of(await this.accounts.set(employee, input));
  }

  @Roles(Role.Employee)
  @PeopleOnly()
  @Mutation(() => Boolean, {
    description: 'Removes the account of a transfer method: the method is no longer offered at checkout.',
  })
  removePaymentAccount(
    @CurrentUser() employee: AuthUser,
    @Args('method', { type: () => TransferMethodEnum }) method: TransferMethod,
  ): Promise<boolean> {
    return this.accounts.remove(employee, method);
  }
}
