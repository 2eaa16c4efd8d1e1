import { Args, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../../../common/auth/access.decorator.js';
import { Role } from '../../../common/auth/role.js';
import { DashboardPeriodArgs } from './dashboard-period.args.js';
import { AdminDashboardModel } from './dashboard.models.js';
import { DashboardService } from './dashboard.service.js';

@Resolver(() => AdminDashboardModel)
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Roles(Role.Employee)
  @Query(() => AdminDashboardModel, { description: 'Queue length and the decisions of the period [from, to) (at most 366 days).' })
  async adminDashboard(@Args() period: DashboardPeriodArgs): Promise<AdminDashboardModel> {
    return AdminDashboardModel.of(await this.dashboard.summary(period));
  }
}
