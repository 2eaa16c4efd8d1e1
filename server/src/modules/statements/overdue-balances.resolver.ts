import { ResolveField, Resolver } from '@nestjs/graphql';
import { EXPECTED_ITEMS, listComplexity } from '../../graphql/complexity.js';
import { AdminDashboardModel } from '../orders/dashboard/dashboard.models.js';
import { OverdueTradeBalanceModel } from './models/statement.model.js';
import { StatementsService } from './statements.service.js';

/** The admin dashboard's overdue trade balances: the dashboard is the orders module's, this field is read from here. */
@Resolver(() => AdminDashboardModel)
export class OverdueBalancesResolver {
  constructor(private readonly statements: StatementsService) {}

  /** Read only when asked for, whatever the period. */
  @ResolveField(() => [OverdueTradeBalanceModel], {
    description:
      'Trade accounts with orders overdue today (not cancelled, not paid, due before today), oldest due first; not limited to the period.',
    complexity: listComplexity(EXPECTED_ITEMS.orders),
  })
  async overdueTradeBalances(): Promise<OverdueTradeBalanceModel[]> {
    return (await this.statements.overdueBalances()).map(OverdueTradeBalanceModel.of);
  }
}
