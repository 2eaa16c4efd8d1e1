import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Roles, KeyScope } from '../../../http/access/access.decorator.js';
import { Role } from '../../../platform/identity/role.js';
import { DashboardPeriodArgs } from './dashboard-period.args.js';
import { AdminDashboardModel, DashboardDayModel, TypeRevenueModel } from './dashboard.models.js';
import { DashboardService } from './dashboard.service.js';
import { FulfilmentCounts } from './fulfilment-counts.js';
import { FulfilmentCountsModel } from './fulfilment-counts.model.js';
import { MoneyOwed, MoneyOwedModel } from './money-owed.js';

@Resolver(() => AdminDashboardModel)
export class DashboardResolver {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly fulfilmentCounts: FulfilmentCounts,
    private readonly owed: MoneyOwed,
  ) {}

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Query(() => AdminDashboardModel, {
    description: 'Queue length and the decisions of the period [from, to) (at most 366 days).',
  })
  async adminDashboard(@Args() period: DashboardPeriodArgs): Promise<AdminDashboardModel> {
    return AdminDashboardModel.of(await this.dashboard.summary(period));
  }

  /** Read only when asked for: the lines of the approved orders at a period's ends are the costliest read. */
  @ResolveField(() => [TypeRevenueModel], {
    description:
      'Lines of the orders approved in the period by product type: DRIED, MARINATED, SMOKED, always all three.',
  })
  async revenueByType(@Parent() figures: AdminDashboardModel): Promise<TypeRevenueModel[]> {
    return (await this.dashboard.revenueByType({ from: figures.from, to: figures.to })).map(TypeRevenueModel.of);
  }

  /** Read only when asked for (the chart): it reads the dates of the period's orders. */
  @ResolveField(() => [DashboardDayModel], {
    description: 'Every day of the period (Manila), oldest first, with its orders placed and approved revenue.',
  })
  async daily(@Parent() figures: AdminDashboardModel): Promise<DashboardDayModel[]> {
    return (await this.dashboard.daily({ from: figures.from, to: figures.to })).map(DashboardDayModel.of);
  }

  /** Read only when asked for: the packing and delivery board's counts. */
  @ResolveField(() => FulfilmentCountsModel, {
    description: 'Approved orders by fulfilment step: waiting to pack, packed, out or ready, and done in the period.',
  })
  async fulfilment(@Parent() figures: AdminDashboardModel): Promise<FulfilmentCountsModel> {
    return this.fulfilmentCounts.of(figures.from, figures.to);
  }

  /** Read only when asked for: the money waiting on the staff, whatever the period. */
  @ResolveField(() => MoneyOwedModel, {
    description: 'Proofs to check, balances to chase and refunds to send, now (not limited to the period).',
  })
  async moneyOwed(): Promise<MoneyOwedModel> {
    return this.owed.now();
  }
}
