import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import { conflict, notFound } from '../../../platform/errors/domain-error.js';
import type { LowStockFacts } from '../../../platform/events/domain-events.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import { validateInput } from '../../../platform/validation/validate-input.js';
import { changedBy, type Actor } from '../../../platform/identity/actor.js';
import { Product } from '../product.entity.js';
import { SetProductStockInput } from './set-product-stock.input.js';

/** What an order takes: product → units. */
export type Takings = ReadonlyMap<string, number>;

const describeShort = (name: string, productId: string, wanted: number, left: number) =>
  `${name} (${productId}): ${wanted} wanted, ${left} left`;

/**
 * Stock on hand. It is taken when an order is approved, by conditional updates in the approval's
 * transaction (WHERE stock >= wanted), so concurrent approvals can never take it below zero: an
 * approval that does not fit is refused whole and nothing of it is taken.
 */
@Injectable()
export class StockService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
  ) {}

  /** An employee sets (or stops tracking) a product's stock and its low-stock alert level. */
  async set(employee: AuthUser, raw: unknown): Promise<Product> {
    const input = validateInput(SetProductStockInput, raw);
    const product = await this.transactions.run(async (manager) => {
      const product = await manager.findOne(Product, { where: { productId: input.productId, archived: false } });
      if (!product) throw notFound(`Product ${input.productId} was not found.`);
      const before = { stockQuantity: product.stockQuantity, lowStockThreshold: product.lowStockThreshold };
      product.stockQuantity = input.stockQuantity ?? null;
      product.lowStockThreshold = input.lowStockThreshold ?? null;
      product.updatedAt = new Date();
      await manager.update(
        Product,
        { productId: product.productId },
        {
          stockQuantity: product.stockQuantity,
          lowStockThreshold: product.lowStockThreshold,
          updatedAt: product.updatedAt,
        },
      );
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'product.stock_set',
          targetType: 'product',
          targetId: product.productId,
          before,
          after: { stockQuantity: product.stockQuantity, lowStockThreshold: product.lowStockThreshold },
        },
        type: 'ProductChanged',
        productId: product.productId,
      });
      return product;
    });
    return product;
  }

  /**
   * Takes an approved order's units, in the caller's transaction, and records StockTaken when any
   * tracked stock changed. Products are taken in ID order, so two approvals lock rows in the same
   * order and cannot deadlock each other. CONFLICT names every product that is short; the event
   * names the products that crossed their alert level.
   */
  async take(manager: EntityManager, orderId: number, takings: Takings, by: Actor): Promise<void> {
    const ids = [...takings.keys()].sort();
    const tracked = (await manager.find(Product, { where: { productId: In(ids) } })).filter(
      (p) => p.stockQuantity !== null,
    );
    if (tracked.length === 0) return;
    const short: string[] = [];
    const low: LowStockFacts[] = [];
    for (const product of tracked.sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
      const wanted = takings.get(product.productId) ?? 0;
      const result = await manager
        .createQueryBuilder()
        .update(Product)
        .set({ stockQuantity: () => 'stock_quantity - :wanted' })
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
