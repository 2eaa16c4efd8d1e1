import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { KeyScope, Roles } from '../../http/access/access.decorator.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import { StatementModel } from './models/statement.model.js';
import { StatementsService } from './statements.service.js';

const MONTH = { description: 'YYYY-MM (Manila); the month still running gives a statement to date.' };

/** Monthly statements: a trade customer's own, any account's for employees. */
@Resolver()
export class StatementsResolver {
  constructor(private readonly statements: StatementsService) {}

  @Roles(Role.Customer)
  @KeyScope('orders:read')
  @Query(() => StatementModel, {
    nullable: true,
    description:
      "The signed-in customer's statement for a month; null unless their trade account is approved. A month not begun yet is BAD_USER_INPUT.",
  })
  async myStatement(
    @CurrentUser() customer: AuthUser,
    @Args('month', MONTH) month: string,
  ): Promise<StatementModel | null> {
    const view = await this.statements.of(customer.id, month);
    return view && StatementModel.of(view);
  }

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Query(() => StatementModel, {
    nullable: true,
    description:
      "A trade account's statement for a month (employees); null when the customer has no approved trade account.",
  })
  async statement(
    @Args('customerId', { type: () => ID }) customerId: string,
    @Args('month', MONTH) month: string,
  ): Promise<StatementModel | null> {
    const view = await this.statements.of(customerId, month);
    return view && StatementModel.of(view);
  }
}
