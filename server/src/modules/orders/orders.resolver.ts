import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { isTransferMethod } from '@waters/domain';
import { PaymentAccountModel } from '../payment-accounts/payment-account.model.js';
import { Roles, KeyScope } from '../../http/access/access.decorator.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import { EXPECTED_ITEMS, listComplexity } from '../../graphql/complexity.js';
import { PAGE_SIZE_MAX } from '../../platform/pagination/page.js';
import { connectionComplexity, connectionOf, PageArgs, type Connection } from '../../graphql/connection.js';
import { IdempotencyKeyHeader } from '../../http/idempotency-key.decorator.js';
import { Role } from '../../platform/identity/role.js';
import { ActivityLogFilterArgs } from './activity-log/activity-log-filter.args.js';
import { CancelMyOrderInput } from './dto/cancel-my-order.input.js';
import { DecideOrderInput } from './dto/decide-order.input.js';
import { PlaceOrderInput } from './dto/place-order.input.js';
import { OrderConnection } from './models/order-connection.model.js';
import { EmployeeSummary, OrderModel } from './models/order.model.js';
import { OrderLineModel } from './models/order-line.model.js';
import type { OrderLoaders } from './order-loaders.js';
import { OrderStatus } from './order-status.js';
import { activityLogList, historyList, paymentStateList, pendingList, queueList } from './lists/order-lists.js';
import { PaymentStateArgs } from './lists/payment-state.args.js';
import { OrderListsService } from './lists/order-lists.service.js';
import { OrdersService } from './orders.service.js';

type Ctx = { loaders: OrderLoaders };

/** The deprecated whole lists answer at most a page's most (OrderListsService.wholeList): their cost is that size. */
const WHOLE_LIST = listComplexity(PAGE_SIZE_MAX);

@Resolver(() => OrderModel)
export class OrdersResolver {
  constructor(
    private readonly orders: OrdersService,
    private readonly lists: OrderListsService,
  ) {}

  @Roles(Role.Customer)
  @KeyScope('orders:write')
  @Mutation(() => OrderModel, {
    description:
      'Places an order for the signed-in customer; prices come from the catalogue. Send an Idempotency-Key header per cart submission: a repeat within 24 h returns the first order.',
  })
  async placeOrder(
    @CurrentUser() customer: AuthUser,
    @Args('input') input: PlaceOrderInput,
    @IdempotencyKeyHeader() key: string | null,
    @Context() ctx: Ctx,
  ): Promise<OrderModel> {
    const { order, lines } = await this.orders.place(customer, input, key);
    // The lines are known: cartItems need no query.
    ctx.loaders.linesByOrderId.prime(order.id, lines);
    return OrderModel.of(order);
  }

  @Roles(Role.Customer)
  @KeyScope('orders:read')
  @Query(() => [OrderModel], {
    description: `The signed-in customer's pending orders, newest first; at most ${PAGE_SIZE_MAX} orders, a longer list is refused with BAD_USER_INPUT.`,
    complexity: WHOLE_LIST,
    deprecationReason: 'The whole list at once; use myPendingOrdersConnection.',
  })
  async myPendingOrders(@CurrentUser() customer: AuthUser): Promise<OrderModel[]> {
    return (await this.lists.wholeList(pendingList(customer.id), 'myPendingOrdersConnection')).map(OrderModel.of);
  }

  @Roles(Role.Customer)
  @KeyScope('orders:read')
  @Query(() => OrderConnection, {
    description: "A page of the signed-in customer's pending orders, newest first.",
    complexity: connectionComplexity,
  })
  async myPendingOrdersConnection(
    @CurrentUser() customer: AuthUser,
    @Args() page: PageArgs,
  ): Promise<Connection<OrderModel>> {
    return connectionOf(await this.lists.page(pendingList(customer.id), page), OrderModel.of);
  }

  @Roles(Role.Customer)
  @KeyScope('orders:read')
  @Query(() => OrderConnection, {
    description: "A page of the signed-in customer's approved and cancelled orders, newest first.",
    complexity: connectionComplexity,
  })
  async myOrderHistoryConnection(
    @CurrentUser() customer: AuthUser,
    @Args() page: PageArgs,
  ): Promise<Connection<OrderModel>> {
    return connectionOf(await this.lists.page(historyList(customer.id), page), OrderModel.of);
  }

  @Roles(Role.Customer)
  @KeyScope('orders:read')
  @Query(() => OrderModel, {
    nullable: true,
    description: "One of the signed-in customer's own orders (its page); null when they have none of that id.",
  })
  async myOrder(
    @CurrentUser() customer: AuthUser,
    @Args('orderId', { type: () => Int }) orderId: number,
  ): Promise<OrderModel | null> {
    const order = await this.lists.ownOrder(customer.id, orderId);
    return order && OrderModel.of(order);
  }

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Query(() => OrderConnection, {
    description: 'A page of the pending orders waiting for a decision, oldest first.',
    complexity: connectionComplexity,
  })
  async ordersToAuthorizeConnection(@Args() page: PageArgs): Promise<Connection<OrderModel>> {
    return connectionOf(await this.lists.page(queueList(), page), OrderModel.of);
  }

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Query(() => OrderConnection, {
    description:
      'A page of the approved and cancelled orders, most recent decision first; optionally filtered by decision date, status and customer.',
    complexity: connectionComplexity,
  })
  async orderActivityLogConnection(
    @Args() page: PageArgs,
    @Args() filter: ActivityLogFilterArgs,
  ): Promise<Connection<OrderModel>> {
    return connectionOf(await this.lists.page(activityLogList(filter), page), OrderModel.of);
  }

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Query(() => OrderConnection, {
    description:
      'A page of the orders whose payment waits on the staff, oldest first: PROOF_SENT (to check), BALANCE_DUE (to chase) or REFUND_DUE (to send back).',
    complexity: connectionComplexity,
  })
  async ordersByPaymentConnection(
    @Args() page: PageArgs,
    @Args() state: PaymentStateArgs,
  ): Promise<Connection<OrderModel>> {
    return connectionOf(await this.lists.page(paymentStateList(state), page), OrderModel.of);
  }

  @Roles(Role.Customer)
  @KeyScope('orders:read')
  @Query(() => [OrderModel], {
    description: `The signed-in customer's approved and cancelled orders, newest first; at most ${PAGE_SIZE_MAX} orders, a longer list is refused with BAD_USER_INPUT.`,
    complexity: WHOLE_LIST,
    deprecationReason: 'The whole history at once; use myOrderHistoryConnection.',
  })
  async myOrderHistory(@CurrentUser() customer: AuthUser): Promise<OrderModel[]> {
    return (await this.lists.wholeList(historyList(customer.id), 'myOrderHistoryConnection')).map(OrderModel.of);
  }

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Query(() => [OrderModel], {
    description: `Pending orders waiting for a decision, oldest first; at most ${PAGE_SIZE_MAX} orders, a longer list is refused with BAD_USER_INPUT.`,
    complexity: WHOLE_LIST,
    deprecationReason: 'The whole queue at once; use ordersToAuthorizeConnection.',
  })
  async ordersToAuthorize(): Promise<OrderModel[]> {
    return (await this.lists.wholeList(queueList(), 'ordersToAuthorizeConnection')).map(OrderModel.of);
  }

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Query(() => [OrderModel], {
    description: `Approved and cancelled orders, most recent decision first; at most ${PAGE_SIZE_MAX} orders, a longer list is refused with BAD_USER_INPUT.`,
    complexity: WHOLE_LIST,
    deprecationReason: 'The whole log at once; use orderActivityLogConnection.',
  })
  async orderActivityLog(): Promise<OrderModel[]> {
    return (await this.lists.wholeList(activityLogList(), 'orderActivityLogConnection')).map(OrderModel.of);
  }

  @Roles(Role.Employee)
  @KeyScope('orders:decide')
  @Mutation(() => OrderModel, { description: 'Approves a pending order; CONFLICT when it is no longer pending.' })
  async approveOrder(@CurrentUser() employee: AuthUser, @Args('input') input: DecideOrderInput): Promise<OrderModel> {
    return OrderModel.of(await this.orders.decide(employee, OrderStatus.APPROVED, input));
  }

  @Roles(Role.Employee)
  @KeyScope('orders:decide')
  @Mutation(() => OrderModel, { description: 'Cancels a pending order; CONFLICT when it is no longer pending.' })
  async cancelOrder(@CurrentUser() employee: AuthUser, @Args('input') input: DecideOrderInput): Promise<OrderModel> {
    return OrderModel.of(await this.orders.decide(employee, OrderStatus.CANCELLED, input));
  }

  @Roles(Role.Customer)
  @KeyScope('orders:write')
  @Mutation(() => OrderModel, {
    description:
      "Cancels the signed-in customer's own pending order with a reason; CONFLICT when it is no longer pending, NOT_FOUND when it is not theirs.",
  })
  async cancelMyOrder(
    @CurrentUser() customer: AuthUser,
    @Args('input') input: CancelMyOrderInput,
  ): Promise<OrderModel> {
    return OrderModel.of(await this.orders.cancelOwn(customer, input));
  }

  @ResolveField(() => [OrderLineModel], { complexity: listComplexity(EXPECTED_ITEMS.orderLines) })
  async cartItems(@Parent() order: OrderModel, @Context() ctx: Ctx): Promise<OrderLineModel[]> {
    return (await ctx.loaders.linesByOrderId.load(order.orderId)).map(OrderLineModel.of);
  }

  @ResolveField(() => EmployeeSummary, { nullable: true })
  async authorizedBy(@Parent() order: OrderModel, @Context() ctx: Ctx): Promise<EmployeeSummary | null> {
    if (!order.authorizedById) return null;
    const user = await ctx.loaders.userById.load(order.authorizedById);
    return user && { id: user.id, fullName: user.fullName };
  }

  // A customer's own cancellation records the customer as the one who decided (OrdersService.cancelOwn).
  @ResolveField(() => Boolean, {
    description: 'True when the customer cancelled the order themselves (authorizedBy is then the customer).',
  })
  cancelledByCustomer(@Parent() order: OrderModel): boolean {
    return order.orderStatus === OrderStatus.CANCELLED && order.authorizedById === order.customerId;
  }

  @ResolveField(() => PaymentAccountModel, {
    nullable: true,
    description: "Where a transfer for this order is sent: the shop's account for its method; null for cash.",
  })
  async payTo(@Parent() order: OrderModel, @Context() ctx: Ctx): Promise<PaymentAccountModel | null> {
    if (!isTransferMethod(order.paymentMethod)) return null;
    const account = await ctx.loaders.payTo.load(order.paymentMethod);
    return account && PaymentAccountModel.of(account);
  }

  @ResolveField(() => String, { nullable: true })
  async authorizedByFullName(@Parent() order: OrderModel, @Context() ctx: Ctx): Promise<string | null> {
    if (!order.authorizedById) return null;
    return (await ctx.loaders.userById.load(order.authorizedById))?.fullName ?? null;
  }
}
