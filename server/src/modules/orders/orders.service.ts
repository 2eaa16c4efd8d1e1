import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { badInput, conflict, notFound } from '../../common/errors/domain-error.js';
import { LINE_QUANTITY_MAX } from '../../common/validation/rules.js';
import { validateInput } from '../../common/validation/validate-input.js';
import { AuditService } from '../audit/audit.service.js';
import { ProductStatus } from '../products/product-enums.js';
import { Product } from '../products/product.entity.js';
import { UsersService } from '../users/users.service.js';
import { DecideOrderInput } from './dto/decide-order.input.js';
import { PlaceOrderInput } from './dto/place-order.input.js';
import { OrderLine } from './order-line.entity.js';
import { OrderStatus, type OrderDecision } from './order-status.js';
import { Order } from './order.entity.js';

const DECIDED = In([OrderStatus.APPROVED, OrderStatus.CANCELLED]);

/** An order with its lines and the full name of the employee who decided it. */
export interface OrderDetails {
  order: Order;
  lines: OrderLine[];
  approverName: string | null;
}

@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderLine) private readonly lines: Repository<OrderLine>,
    private readonly users: UsersService,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
  ) {}

  /** Names and prices come from the catalogue; order and lines commit together or not at all. */
  async place(customer: AuthUser, raw: PlaceOrderInput): Promise<Order> {
    const input = validateInput(PlaceOrderInput, raw);
    const quantities = new Map<string, number>();
    for (const item of input.items) {
      const id = item.productId.trim();
      quantities.set(id, (quantities.get(id) ?? 0) + item.quantity);
    }
    for (const [id, quantity] of quantities) {
      if (quantity > LINE_QUANTITY_MAX) throw badInput(`Quantity of ${id} must be at most ${LINE_QUANTITY_MAX}.`);
    }
    const buyer = await this.users.getProfile(customer.id);

    return this.transactions.run(async (manager) => {
      const products = await manager.find(Product, { where: { productId: In([...quantities.keys()]), archived: false } });
      const byId = new Map(products.map((p) => [p.productId, p]));
      const lines = [...quantities].map(([productId, quantity]) => {
        const product = byId.get(productId);
        if (!product) throw badInput(`Product ${productId} does not exist.`, { items: `Unknown product ${productId}` });
        if (product.status !== ProductStatus.Available) {
          throw badInput(`${product.name} is not available.`, { items: `${productId} is unavailable` });
        }
        return { product, quantity, lineTotalCentavos: product.priceCentavos * quantity };
      });
      const totalCentavos = lines.reduce((sum, line) => sum + line.lineTotalCentavos, 0);
      const order = await manager.save(
        Order,
        manager.create(Order, {
          customerId: buyer.id,
          fullName: buyer.fullName,
          address: buyer.address,
          mobileNumber: buyer.mobileNumber,
          emailAddress: buyer.emailAddress,
          totalCentavos,
          status: OrderStatus.PENDING,
          orderDate: new Date(),
          authorizedById: null,
          authorizationDate: null,
          remarks: null,
        }),
      );
      await manager.insert(
        OrderLine,
        lines.map(({ product, quantity, lineTotalCentavos }) => ({
          orderId: order.id,
          productId: product.productId,
          productName: product.name,
          unitPriceCentavos: product.priceCentavos,
          quantity,
          lineTotalCentavos,
        })),
      );
      return order;
    });
  }

  /**
   * Approves or cancels a pending order. The status change is a conditional update
   * (WHERE status = PENDING) so that of any number of simultaneous decisions exactly
   * one wins; the audit event commits in the same transaction.
   */
  async decide(employee: AuthUser, decision: OrderDecision, raw: DecideOrderInput): Promise<Order> {
    const input = validateInput(DecideOrderInput, raw);
    const remarks = input.remarks ?? null;
    return this.transactions.run(async (manager) => {
      const decidedAt = new Date();
      const result = await manager
        .createQueryBuilder()
        .update(Order)
        .set({ status: decision, authorizedById: employee.id, authorizationDate: decidedAt, remarks })
        .where('id = :id AND status = :pending', { id: input.orderId, pending: OrderStatus.PENDING })
        .execute();
      if (result.affected !== 1) {
        const current = await manager.findOne(Order, { where: { id: input.orderId } });
        if (!current) throw notFound(`Order ${input.orderId} was not found.`);
        throw conflict(`Order ${input.orderId} is already ${current.status}.`);
      }
      await this.audit.record(manager, {
        actorId: employee.id,
        action: decision === OrderStatus.APPROVED ? 'order.approved' : 'order.cancelled',
        targetType: 'order',
        targetId: String(input.orderId),
        before: { status: OrderStatus.PENDING },
        after: { status: decision, remarks },
      });
      return manager.findOneOrFail(Order, { where: { id: input.orderId } });
    });
  }

  /** The customer's orders still waiting for a decision, newest first. */
  pendingFor(customerId: string): Promise<Order[]> {
    return this.orders.find({ where: { customerId, status: OrderStatus.PENDING }, order: { orderDate: 'DESC', id: 'DESC' } });
  }

  /** The customer's approved and cancelled orders, newest first. */
  historyFor(customerId: string): Promise<Order[]> {
    return this.orders.find({ where: { customerId, status: DECIDED }, order: { orderDate: 'DESC', id: 'DESC' } });
  }

  /** The employees' queue: pending orders, oldest first. */
  toAuthorize(): Promise<Order[]> {
    return this.orders.find({ where: { status: OrderStatus.PENDING }, order: { orderDate: 'ASC', id: 'ASC' } });
  }

  /** Every decided order, most recent decision first. */
  activityLog(): Promise<Order[]> {
    return this.orders.find({ where: { status: DECIDED }, order: { authorizationDate: 'DESC', id: 'DESC' } });
  }

  /** Lines and approvers of many orders in two queries (the REST twin of the GraphQL loaders). */
  async details(orders: Order[]): Promise<OrderDetails[]> {
    const approverIds = [...new Set(orders.flatMap((o) => (o.authorizedById ? [o.authorizedById] : [])))];
    const [lines, approvers] = await Promise.all([this.linesFor(orders.map((o) => o.id)), this.users.findByIds(approverIds)]);
    const names = new Map(approvers.map((u) => [u.id, u.fullName]));
    return orders.map((order) => ({
      order,
      lines: lines.get(order.id) ?? [],
      approverName: order.authorizedById ? (names.get(order.authorizedById) ?? null) : null,
    }));
  }

  /** Lines of many orders in one query, grouped by order id. */
  async linesFor(orderIds: readonly number[]): Promise<Map<number, OrderLine[]>> {
    const grouped = new Map<number, OrderLine[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) return grouped;
    const rows = await this.lines.find({ where: { orderId: In([...orderIds]) }, order: { id: 'ASC' } });
    for (const row of rows) grouped.get(row.orderId)?.push(row);
    return grouped;
  }
}
