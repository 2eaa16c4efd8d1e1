import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { KeyScope, Roles } from '../../http/access/access.decorator.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import { StandingOrderInput } from './dto/standing-order.input.js';
import { StandingOrderModel } from './models/standing-order.model.js';
import { StandingOrdersService, type StandingOrderMove } from './standing-orders.service.js';

const ID = { type: () => Int, description: 'One of myStandingOrders.' } as const;
const DAY = { description: 'YYYY-MM-DD: one of its days, before 6 am of the day its order is placed.' } as const;

/*
 * A trade buyer's own standing orders (identity from the token; another customer's answer as
 * missing): customers only, read with orders:read and changed with orders:write, as orders are.
 */
@Resolver(() => StandingOrderModel)
@Roles(Role.Customer)
@KeyScope('orders:write')
export class StandingOrdersResolver {
  constructor(private readonly standing: StandingOrdersService) {}

  @KeyScope('orders:read')
  @Query(() => [StandingOrderModel], { description: "The signed-in customer's standing orders, oldest first." })
  async myStandingOrders(@CurrentUser() customer: AuthUser): Promise<StandingOrderModel[]> {
    return (await this.standing.mine(customer)).map(StandingOrderModel.of);
  }

  @Mutation(() => StandingOrderModel, {
    description:
      'Makes a standing order (no id) or changes one: approved trade accounts only; each weekday one the way of receiving it has.',
  })
  async saveStandingOrder(@CurrentUser() customer: AuthUser, @Args('input') input: StandingOrderInput) {
    return StandingOrderModel.of(await this.standing.save(customer, input));
  }

  @Mutation(() => StandingOrderModel, { description: 'Nothing is placed until it is resumed.' })
  pauseStandingOrder(@CurrentUser() customer: AuthUser, @Args('id', ID) id: number) {
    return this.moved(customer, id, 'pause');
  }

  @Mutation(() => StandingOrderModel, { description: 'Placed again from its next day still to come.' })
  resumeStandingOrder(@CurrentUser() customer: AuthUser, @Args('id', ID) id: number) {
    return this.moved(customer, id, 'resume');
  }

  @Mutation(() => StandingOrderModel, { description: 'Never placed again; orders already placed stay.' })
  endStandingOrder(@CurrentUser() customer: AuthUser, @Args('id', ID) id: number) {
    return this.moved(customer, id, 'end');
  }

  @Mutation(() => StandingOrderModel, { description: 'Nothing is placed for that day.' })
  skipStandingOccurrence(@CurrentUser() customer: AuthUser, @Args('id', ID) id: number, @Args('day', DAY) day: string) {
    return this.skipped(customer, id, day, true);
  }

  @Mutation(() => StandingOrderModel, { description: 'A skipped day placed after all.' })
  unskipStandingOccurrence(
    @CurrentUser() customer: AuthUser,
    @Args('id', ID) id: number,
    @Args('day', DAY) day: string,
  ) {
    return this.skipped(customer, id, day, false);
  }

  private async moved(customer: AuthUser, id: number, move: StandingOrderMove): Promise<StandingOrderModel> {
    return StandingOrderModel.of(await this.standing.move(customer, id, move));
  }

  private async skipped(customer: AuthUser, id: number, day: string, skip: boolean): Promise<StandingOrderModel> {
    return StandingOrderModel.of(await this.standing.skip(customer, id, day, skip));
  }
}
