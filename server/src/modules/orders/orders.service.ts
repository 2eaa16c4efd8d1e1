import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { In, LessThan, type EntityManager, type Repository } from 'typeorm';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { isDuplicateKey } from '../../platform/errors/database-errors.js';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { badInput, DomainError } from '../../platform/errors/domain-error.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { Clock } from '../../platform/time/clock.js';
import { dueDayOf, LINE_QUANTITY_MAX, type PaymentAccountFacts, type PaymentMethod } from '@waters/domain';
import { validateInput } from '../../platform/validation/validate-input.js';
import { changedBy } from '../../platform/identity/actor.js';
import { DeliveryPlanner, type DeliveryChoice } from '../delivery/planning/delivery-planner.js';
import { ProductStatus } from '../products/product-enums.js';
import { Product } from '../products/product.entity.js';
import { storageOf } from '../products/storage-facts.js';
import type { StorageFacts } from '../../platform/events/domain-events.js';
import { StockService } from '../products/stock/stock.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { CancelMyOrderInput } from './dto/cancel-my-order.input.js';
import { DecideOrderInput } from './dto/decide-order.input.js';
import { PlaceOrderInput } from './dto/place-order.input.js';
import { IdempotencyKey } from './idempotency-key.entity.js';
import { OrderLine } from './order-line.entity.js';
import { OrderStatus, type OrderDecision } from './order-status.js';
import { Order } from './order.entity.js';
import { OrderListsService, type OrderDetails } from './lists/order-lists.service.js';
import { OrderTransitions } from './life/order-transitions.js';
import { PaymentAccountsService } from '../payment-accounts/payment-accounts.service.js';
import { TradePricing } from '../trade/pricing/trade-pricing.js';

/** How long a placed order answers retries of the same Idempotency-Key. */
const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const KEY_REUSED = 'This Idempotency-Key was already used for a different order.';

interface IdempotencyClaim {
  customerId: string;
  key: string;
  requestHash: string;
}

/** How the customer chose to receive and pay for an order; omitted, a pickup paid in cash on the first date. */
interface Checkout {
  delivery: DeliveryChoice | null;
  paymentMethod: PaymentMethod;
}

/**
 * What makes two placeOrder requests "the same": the products and quantities, whatever the order of
 * lines, and the delivery and payment chosen (a retry choosing otherwise is not the first order).
 * The defaults add nothing, so a request without a choice hashes as it always has.
 */
function contentHash(quantities: Map<string, number>, checkout: Checkout): string {
  const lines = [...quantities]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, quantity]) => `${id}\u0000${quantity}`);
  const { delivery, paymentMethod } = checkout;
  const choice = [
    delivery?.method ?? 'PICKUP',
    delivery?.addressId ?? '',
    delivery?.date ?? '',
    delivery?.note?.trim() ?? '',
    paymentMethod,
  ];
  if (choice.join('\u0000') !== ['PICKUP', '', '', '', 'CASH'].join('\u0000'))
    lines.push(`\u0001${JSON.stringify(choice)}`);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/** The units of each product an order's lines take. */
function takings(lines: readonly OrderLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

@Injectable()
export class OrdersService {
  private readonly orders: Repository<Order>;
  private readonly keys: Repository<IdempotencyKey>;

  constructor(
    reads: Reads,
    private readonly users: UsersService,
    private readonly transactions: TransactionRunner,
    private readonly stock: StockService,
    private readonly events: EventBus,
    private readonly lists: OrderListsService,
    private readonly clock: Clock,
    private readonly planner: DeliveryPlanner,
    private readonly transitions: OrderTransitions,
    private readonly accounts: PaymentAccountsService,
    private readonly trade: TradePricing,
  ) {
    this.orders = reads.repository(Order);
    this.keys = reads.repository(IdempotencyKey);
  }

  /**
   * Names and prices come from the catalogue (a trade buyer's prices from their group's list, never
   * from the caller); order and lines commit together or not at all.
   * With an idempotency key, a repeated submission (a retry, a double click) within 24 hours
   * returns the order the first one placed instead of placing another.
   */
  async place(customer: AuthUser, raw: unknown, idempotencyKey: string | null = null): Promise<OrderDetails> {
    const input = validateInput(PlaceOrderInput, raw);
    const quantities = new Map<string, number>();
    for (const item of input.items) {
      const id = item.productId.trim();
      quantities.set(id, (quantities.get(id) ?? 0) + item.quantity);
    }
    for (const [id, quantity] of quantities) {
      if (quantity > LINE_QUANTITY_MAX) throw badInput(`Quantity of ${id} must be at most ${LINE_QUANTITY_MAX}.`);
    }
    const checkout: Checkout = { delivery: input.delivery ?? null, paymentMethod: input.paymentMethod ?? 'CASH' };
    const key: IdempotencyClaim | null = idempotencyKey
      ? { customerId: customer.id, key: idempotencyKey, requestHash: contentHash(quantities, checkout) }
      : null;
    if (key) {
      const earlier = await this.replay(key);
      if (earlier) return earlier;
    }
    const buyer = await this.users.getProfile(customer.id);
    try {
      const placed = await this.transactions.run(async (manager) => {
        // The key row first: a concurrent duplicate waits on it, then fails, holding nothing else.
        if (key) await manager.insert(IdempotencyKey, { ...key, orderId: null, createdAt: new Date() });
        const placed = await this.insertOrder(manager, buyer, quantities, checkout);
        if (key)
          await manager.update(
            IdempotencyKey,
            { customerId: key.customerId, key: key.key },
            { orderId: placed.order.id },
          );
        const after = { totalCentavos: placed.order.totalCentavos, lines: placed.lines.length };
        await this.events.record(manager, {
          by: changedBy(customer),
          // A browser's order is its own record; one placed by a script also names the key.
          audit: customer.apiKey
            ? { action: 'order.placed', targetType: 'order', targetId: String(placed.order.id), after }
            : undefined,
          type: 'OrderPlaced',
          order: placed.order,
          lines: placed.lines,
          storage: placed.storage,
          payTo: placed.payTo,
        });
        return placed;
      });
      return placed;
    } catch (error) {
      const earlier = key && isDuplicateKey(error) ? await this.replay(key) : null;
      if (earlier) return earlier;
      throw error;
    }
  }

  /** The order an unexpired key placed (null when there is none); the same key for other content is refused. */
  private async replay(key: IdempotencyClaim): Promise<OrderDetails | null> {
    const found = await this.keys.findOne({ where: { customerId: key.customerId, key: key.key } });
    if (!found) return null;
    if (found.createdAt.getTime() < Date.now() - IDEMPOTENCY_WINDOW_MS) {
      // Expired: the key may name a new order. Deleted by its primary key, so no range is locked.
      await this.transactions.run((manager) =>
        manager.delete(IdempotencyKey, { customerId: found.customerId, key: found.key }),
      );
      return null;
    }
    if (found.requestHash !== key.requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED);
    if (found.orderId === null) return null;
    return (await this.lists.details([await this.orders.findOneOrFail({ where: { id: found.orderId } })]))[0];
  }

  /** Keys older than the window answer nothing any more; removed in one indexed sweep. */
  async sweepExpiredKeys(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
    const result = await this.transactions.run((manager) =>
      manager.delete(IdempotencyKey, { createdAt: LessThan(cutoff) }),
    );
    return result.affected ?? 0;
  }

  /**
   * Inserts the order and its lines, and tells how to keep what was ordered (no read-backs: everything
   * answered is known here). Prices come from the catalogue, or for a trade buyer from their group's list.
   */
  private async insertOrder(
    manager: EntityManager,
    buyer: User,
    quantities: Map<string, number>,
    checkout: Checkout,
  ): Promise<OrderDetails & { storage: StorageFacts[]; payTo: PaymentAccountFacts | null }> {
    // Nobody is asked to pay by a transfer the shop has no account for.
    const payTo = await this.accounts.payTo(manager, checkout.paymentMethod);
    const products = await manager.find(Product, { where: { productId: In([...quantities.keys()]), archived: false } });
    const byId = new Map(products.map((p) => [p.productId, p]));
    const wanted = [...quantities].map(([productId, quantity]) => {
      const product = byId.get(productId);
      if (!product) throw badInput(`Product ${productId} does not exist.`, { items: `Unknown product ${productId}` });
      if (product.status !== ProductStatus.Available) {
        throw badInput(`${product.name} is not available.`, { items: `${productId} is unavailable` });
      }
      // Stock is taken at approval; an order for more than is on hand now could never be approved.
      if (product.stockQuantity !== null && quantity > product.stockQuantity) {
        throw product.stockQuantity === 0
          ? badInput(`${product.name} is out of stock.`, { items: `${productId} is out of stock` })
          : badInput(`Only ${product.stockQuantity} left of ${product.name}.`, {
              items: `${productId}: only ${product.stockQuantity} left`,
            });
      }
      return { product, quantity };
    });
    const orderDate = this.clock.now();
    // A trade buyer pays their group's price for the quantity (and is held to its terms); anyone else the catalogue's.
    const tradeUnits = await this.trade.unitPrices(manager, buyer.id, wanted, orderDate);
    const lines = wanted.map(({ product, quantity }) => {
      const unitPriceCentavos = tradeUnits?.get(product.productId) ?? product.priceCentavos;
      return { product, quantity, unitPriceCentavos, lineTotalCentavos: unitPriceCentavos * quantity };
    });
    const goodsCentavos = lines.reduce((sum, line) => sum + line.lineTotalCentavos, 0);
    // The dates on offer as of the order's own time; the customer pays goods and fee.
    const plan = await this.planner.plan(manager, {
      buyer,
      choice: checkout.delivery,
      productTypes: lines.map(({ product }) => product.type),
      orderedAt: orderDate,
    });
    const order = manager.create(Order, {
      customerId: buyer.id,
      fullName: buyer.fullName,
      address: plan.address,
      mobileNumber: buyer.mobileNumber,
      emailAddress: buyer.emailAddress,
      totalCentavos: goodsCentavos + plan.feeCentavos,
      status: OrderStatus.PENDING,
      orderDate,
      authorizedById: null,
      authorizationDate: null,
      remarks: null,
      deliveryMethod: plan.deliveryMethod,
      deliveryZoneId: plan.zoneId,
      deliveryZoneName: plan.zoneName,
      deliveryFeeCentavos: plan.feeCentavos,
      deliveryDate: plan.date,
      // A group on terms pays that many days after the delivery date; anyone else as usual.
      dueDay: tradeUnits?.termsDays ? dueDayOf(plan.date, tradeUnits.termsDays) : null,
      orderNote: plan.note,
      paymentMethod: checkout.paymentMethod,
      paymentStatus: 'UNPAID',
    });
    order.id = (await manager.insert(Order, order)).identifiers[0].id as number;
    const orderLines = lines.map(({ product, quantity, unitPriceCentavos, lineTotalCentavos }) =>
      manager.create(OrderLine, {
        orderId: order.id,
        productId: product.productId,
        productName: product.name,
        productType: product.type,
        unitPriceCentavos,
        quantity,
        lineTotalCentavos,
      }),
    );
    await manager.insert(OrderLine, orderLines);
    return {
      order,
      lines: orderLines,
      approverName: null,
      storage: lines.flatMap(({ product }) => storageOf(product)),
      payTo,
    };
  }

  /**
   * Approves or cancels a pending order: the order-life transition (one winner of any number of
   * simultaneous decisions, audited, its event recorded); a paid order cancelled is owed a refund.
   * An approval takes the lines' stock in the same transaction (StockService.take): if any product
   * is short, nothing is decided.
   */
  async decide(employee: AuthUser, decision: OrderDecision, raw: unknown): Promise<Order> {
    const input = validateInput(DecideOrderInput, raw);
    const remarks = input.remarks ?? null;
    const approving = decision === OrderStatus.APPROVED;
    const { order } = await this.transitions.run(
      {
        action: approving ? 'approve' : 'cancel',
        orderId: input.orderId,
        actor: employee,
        note: { remarks },
        columns: () => ({ remarks }),
      },
      async (manager, taken) => {
        if (approving) await this.stock.take(manager, taken.order.id, takings(taken.lines), changedBy(employee));
      },
    );
    return order;
  }

  /**
   * A customer withdraws their own pending order, with their reason as the remarks (the activity
   * log shows who and why); it races fairly with an employee's decision: exactly one wins.
   */
  async cancelOwn(customer: AuthUser, raw: unknown): Promise<Order> {
    const input = validateInput(CancelMyOrderInput, raw);
    const { order } = await this.transitions.run({
      action: 'withdraw',
      orderId: input.orderId,
      actor: customer,
      note: { reason: input.reason },
      columns: () => ({ remarks: input.reason }),
    });
    return order;
  }
}
