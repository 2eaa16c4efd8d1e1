import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { manilaDay } from '@waters/domain';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import { conflict, notFound } from '../../../platform/errors/domain-error.js';
import type { LowStockFacts } from '../../../platform/events/domain-events.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import { validateInput } from '../../../platform/validation/validate-input.js';
import { changedBy, type Actor } from '../../../platform/identity/actor.js';
import { Clock } from '../../../platform/time/clock.js';
import { Product } from '../product.entity.js';
import { openingLot } from './opening-lot.js';
import { ProductLot } from './product-lot.entity.js';
import { countedByHand } from './counted-by-hand.js';
import { recountStock, trackedAmong } from './stock-count.js';
import { SetProductStockInput } from './set-product-stock.input.js';

/** What an order takes: product → units. */
export type Takings = ReadonlyMap<string, number>;

const describeShort = (name: string, productId: string, wanted: number, left: number) =>
  `${name} (${productId}): ${wanted} wanted, ${left} left`;

/**
 * Stock that may be promised (./stock-count.ts). It is taken when an order is approved, by
 * conditional updates in the approval's transaction (WHERE stock >= wanted), so concurrent
 * approvals can never take it below zero: an approval that does not fit is refused whole and
 * nothing of it is taken. The units taken stay reserved until packing takes them from lots.
 */
@Injectable()
export class StockService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /**
   * An employee sets a product's low-stock alert level and whether its stock is tracked. A product
   * with no lots yet is counted once by hand: that count becomes its opening lot (made today, its
   * best-before from the shelf life). Once it has lots, a count by hand that differs from theirs is
   * booked to them (./counted-by-hand.ts). Null stops tracking; its lots are kept.
   */
  async set(employee: AuthUser, raw: unknown): Promise<Product> {
    const input = validateInput(SetProductStockInput, raw);
    const today = manilaDay(this.clock.now());
    return this.transactions.run(async (manager) => {
      const product = await manager.findOne(Product, { where: { productId: input.productId, archived: false } });
      if (!product) throw notFound(`Product ${input.productId} was not found.`);
      const before = { stockQuantity: product.stockQuantity, lowStockThreshold: product.lowStockThreshold };
      const wanted = input.stockQuantity ?? null;
      const lots = await manager.count(ProductLot, { where: { productId: product.productId } });
      if (wanted !== null && lots > 0) await countedByHand(manager, product, wanted, today, employee.id);
      if (wanted !== null && lots === 0 && wanted + product.reservedQuantity > 0)
        await manager.insert(ProductLot, openingLot(product, wanted + product.reservedQuantity, today, employee.id));
      await manager.update(
        Product,
        { productId: product.productId },
        {
          stockQuantity: wanted === null ? null : 0,
          lowStockThreshold: input.lowStockThreshold ?? null,
          updatedAt: new Date(),
        },
      );
      if (wanted !== null) await recountStock(manager, [product.productId], today);
      const after = await manager.findOneOrFail(Product, { where: { productId: product.productId } });
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'product.stock_set',
          targetType: 'product',
          targetId: product.productId,
          before,
          after: { stockQuantity: after.stockQuantity, lowStockThreshold: after.lowStockThreshold },
        },
        type: 'ProductChanged',
        productId: product.productId,
      });
      return after;
    });
  }

  /**
   * Takes an approved order's units, in the caller's transaction, and records StockTaken when any
   * tracked stock changed. Products are taken in ID order, so two approvals lock rows in the same
   * order and cannot deadlock each other. CONFLICT names every product that is short; the event
   * names the products that crossed their alert level.
   */
  async take(manager: EntityManager, orderId: number, takings: Takings, by: Actor): Promise<void> {
    const ids = [...takings.keys()].sort();
    const tracked = await trackedAmong(manager, ids);
    if (tracked.length === 0) return;
    // Counted afresh first: a lot that expired at midnight is not promised again.
    await recountStock(
      manager,
      tracked.map((product) => product.productId),
      manilaDay(this.clock.now()),
    );
    const short: string[] = [];
    const low: LowStockFacts[] = [];
    for (const product of tracked.sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
      const wanted = takings.get(product.productId) ?? 0;
      const result = await manager
        .createQueryBuilder()
        .update(Product)
        .set({
          stockQuantity: () => 'stock_quantity - :wanted',
          reservedQuantity: () => 'reserved_quantity + :wanted',
        })
        .where('productId = :id AND stockQuantity >= :wanted', { id: product.productId, wanted })
        .execute();
      const now = await manager.findOneOrFail(Product, { where: { productId: product.productId } });
      const left = now.stockQuantity ?? 0;
      if (result.affected !== 1) {
        short.push(describeShort(product.name, product.productId, wanted, left));
        continue;
      }
      const threshold = now.lowStockThreshold;
      if (threshold !== null && left + wanted > threshold && left <= threshold) {
        low.push({
          productId: now.productId,
          productName: now.name,
          stockQuantity: left,
          lowStockThreshold: threshold,
        });
      }
    }
    if (short.length > 0) throw conflict(`Order ${orderId} cannot be approved: not enough stock. ${short.join('; ')}.`);
    await this.events.record(manager, { by, type: 'StockTaken', orderId, lowStock: low });
  }
}
