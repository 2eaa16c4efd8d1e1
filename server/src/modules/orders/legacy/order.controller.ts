import { Body, Controller, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Roles, KeyScope } from '../../../http/access/access.decorator.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import { IdempotencyKeyHeader } from '../../../http/idempotency-key.decorator.js';
import { jsonArrayChunks, sendStreamed } from '../../../http/streamed-body.js';
import { LegacyBody } from '../../../http/legacy/legacy-body.js';
import { assertCallerId, positiveIntegerParam } from '../../../http/legacy/legacy-identity.js';
import { Role } from '../../../platform/identity/role.js';
import { OrderStatus, type OrderDecision } from '../order-status.js';
import { activityLogList, historyList, pendingList, queueList, type OrderList } from '../lists/order-lists.js';
import { OrderListsService } from '../lists/order-lists.service.js';
import { OrdersService } from '../orders.service.js';
import {
  cartItemCustomerIds,
  clearCartCustomerId,
  LEGACY_ORDER_COLUMNS,
  legacyOrder,
  placeOrderFrom,
} from './legacy-order.js';

/**
 * Legacy /api/Product order calls; the caller ids they carry must be the token's user. The four
 * whole lists are written as they are read (OrderListsService.batches): the same bytes as the
 * whole array, with one batch in memory however many orders the shop has.
 */
@Controller('api/Product')
export class OrderController {
  constructor(
    private readonly orders: OrdersService,
    private readonly lists: OrderListsService,
  ) {}

  @Roles(Role.Customer)
  @KeyScope('orders:write')
  @Post('placeOrder')
  @HttpCode(200)
  async placeOrder(
    @CurrentUser() customer: AuthUser,
    @Body() body: unknown,
    @IdempotencyKeyHeader() key: string | null,
  ) {
    const legacy = LegacyBody.of(body);
    assertCallerId(customer, legacy.get('CustomerId'), 'CustomerId');
    for (const id of cartItemCustomerIds(legacy.get('CartItems')))
      assertCallerId(customer, id, 'CartItems.CustomerId', false);
    return legacyOrder(await this.orders.place(customer, placeOrderFrom(legacy.get('CartItems')), key));
  }

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Get('extractOrder')
  extractOrder(
    @CurrentUser() employee: AuthUser,
    @Query('employeeId') employeeId: unknown,
    @Res() reply: FastifyReply,
  ) {
    assertCallerId(employee, employeeId, 'employeeId');
    return this.streamList(reply, queueList());
  }

  @Roles(Role.Employee)
  @KeyScope('orders:decide')
  @Put('approveOrder')
  approveOrder(@CurrentUser() employee: AuthUser, @Query() query: Record<string, unknown>) {
    return this.decide(employee, OrderStatus.APPROVED, query);
  }

  @Roles(Role.Employee)
  @KeyScope('orders:decide')
  @Put('cancelOrder')
  cancelOrder(@CurrentUser() employee: AuthUser, @Query() query: Record<string, unknown>) {
    return this.decide(employee, OrderStatus.CANCELLED, query);
  }

  /** The server keeps no cart (it lives in the browser); kept so the old client's call succeeds. Idempotent. */
  @Roles(Role.Customer)
  @KeyScope('orders:write')
  @Post('clearCart')
  @HttpCode(200)
  clearCart(@CurrentUser() customer: AuthUser, @Body() body: unknown) {
    assertCallerId(customer, clearCartCustomerId(body), 'customerId');
    return { customerId: customer.id, cleared: true };
  }

  @Roles(Role.Customer)
  @KeyScope('orders:read')
  @Get('extractCustomerOrders')
  extractCustomerOrders(
    @CurrentUser() customer: AuthUser,
    @Query('customerId') customerId: unknown,
    @Res() reply: FastifyReply,
  ) {
    assertCallerId(customer, customerId, 'customerId');
    return this.streamList(reply, pendingList(customer.id));
  }

  @Roles(Role.Customer)
  @KeyScope('orders:read')
  @Get('orderHistory')
  orderHistory(
    @CurrentUser() customer: AuthUser,
    @Query('customerId') customerId: unknown,
    @Res() reply: FastifyReply,
  ) {
    assertCallerId(customer, customerId, 'customerId');
    return this.streamList(reply, historyList(customer.id));
  }

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Get('orderActivityLog')
  orderActivityLog(
    @CurrentUser() employee: AuthUser,
    @Query('employeeId') employeeId: unknown,
    @Res() reply: FastifyReply,
  ) {
    assertCallerId(employee, employeeId, 'employeeId');
    return this.streamList(reply, activityLogList());
  }

  private streamList(reply: FastifyReply, list: OrderList): Promise<FastifyReply> {
    return sendStreamed(
      reply.type('application/json; charset=utf-8'),
      jsonArrayChunks(this.lists.batches(list, LEGACY_ORDER_COLUMNS), legacyOrder),
    );
  }

  /** `remarks` arrives URL-encoded in the query string and is stored exactly as decoded. */
  private async decide(employee: AuthUser, decision: OrderDecision, query: Record<string, unknown>) {
    assertCallerId(employee, query.employeeId, 'employeeId');
    const orderId = positiveIntegerParam(query.orderId, 'orderId');
    const remarks = query.remarks === undefined ? null : query.remarks;
    const order = await this.orders.decide(employee, decision, { orderId, remarks });
    return legacyOrder((await this.lists.details([order]))[0]);
  }
}
