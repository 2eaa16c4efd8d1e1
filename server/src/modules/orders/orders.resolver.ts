import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Roles } from '../../common/auth/access.decorator.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Role } from '../users/role.js';
import { DecideOrderInput } from './dto/decide-order.input.js';
import { PlaceOrderInput } from './dto/place-order.input.js';
import { EmployeeSummary, OrderModel } from './models/order.model.js';
import { OrderLineModel } from './models/order-line.model.js';
import type { OrderLoaders } from './order-loaders.js';
import { OrderStatus } from './order-status.js';
import { OrdersService } from './orders.service.js';

type Ctx = { loaders: OrderLoaders };

@Resolver(() => OrderModel)
export class OrdersResolver {
  constructor(private readonly orders: OrdersService) {}

  @Roles(Role.Customer)
  @Mutation(() => OrderModel, { description: 'Places an order for the signed-in customer; prices come from the catalogue.' })
  async placeOrder(@CurrentUser() customer: AuthUser, @Args('input') input: PlaceOrderInput): Promise<OrderModel> {
    return OrderModel.of(await this.orders.place(customer, input));
  }

  @Roles(Role.Customer)
  @Query(() => [OrderModel], { description: "The signed-in customer's pending orders, newest first." })
  async myPendingOrders(@CurrentUser() customer: AuthUser): Promise<OrderModel[]> {
    return (await this.orders.pendingFor(customer.id)).map(OrderModel.of);
  }

  @Roles(Role.Customer)
  @Query(() => [OrderModel], { description: "The signed-in customer's approved and cancelled orders, newest first." })
  async myOrderHistory(@CurrentUser() customer: AuthUser): Promise<OrderModel[]> {
    return (await this.orders.historyFor(customer.id)).map(OrderModel.of);
  }

  @Roles(Role.Employee)
  @Query(() => [OrderModel], { description: 'Pending orders waiting for a decision, oldest first.' })
  async ordersToAuthorize(): Promise<OrderModel[]> {
    return (await this.orders.toAuthorize()).map(OrderModel.of);
  }

  @Roles(Role.Employee)
  @Query(() => [OrderModel], { description: 'Approved and cancelled orders, most recent decision first.' })
  async orderActivityLog(): Promise<OrderModel[]> {
    return (await this.orders.activityLog()).map(OrderModel.of);
  }

  @Roles(Role.Employee)
  @Mutation(() => OrderModel, { description: 'Approves a pending order; CONFLICT when it is no longer pending.' })
  async approveOrder(@CurrentUser() employee: AuthUser, @Args('input') input: DecideOrderInput): Promise<OrderModel> {
    return OrderModel.of(await this.orders.decide(employee, OrderStatus.APPROVED, input));
  }

  @Roles(Role.Employee)
  @Mutation(() => OrderModel, { description: 'Cancels a pending order; CONFLICT when it is no longer pending.' })
  async cancelOrder(@CurrentUser() employee: AuthUser, @Args('input') input: DecideOrderInput): Promise<OrderModel> {
    return OrderModel.of(await this.orders.decide(employee, OrderStatus.CANCELLED, input));
  }

  @ResolveField(() => [OrderLineModel])
  async cartItems(@Parent() order: OrderModel, @Context() ctx: Ctx): Promise<OrderLineModel[]> {
    return (await ctx.loaders.linesByOrderId.load(order.orderId)).map(OrderLineModel.of);
  }

  @ResolveField(() => EmployeeSummary, { nullable: true })
  async authorizedBy(@Parent() order: OrderModel, @Context() ctx: Ctx): Promise<EmployeeSummary | null> {
    if (!order.authorizedById) return null;
    const user = await ctx.loaders.userById.load(order.authorizedById);
    return user && { id: user.id, fullName: user.fullName };
  }

  @ResolveField(() => String, { nullable: true })
  async authorizedByFullName(@Parent() order: OrderModel, @Context() ctx: Ctx): Promise<string | null> {
    if (!order.authorizedById) return null;
    return (await ctx.loaders.userById.load(order.authorizedById))?.fullName ?? null;
  }
}
