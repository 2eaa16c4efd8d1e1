import { Injectable, type OnModuleInit } from '@nestjs/common';
import { manilaDay } from '@waters/domain';
import type { FindOptionsWhere, Repository } from 'typeorm';
import { InvalidatedCache } from '../../platform/cache/invalidated-cache.js';
import { Reads } from '../../database/reads.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { SharedEvents } from '../../platform/shared-state/shared-events.js';
import { ProductStatus } from './product-enums.js';
import { Product } from './product.entity.js';
import { ProductCertification } from './certifications/product-certification.entity.js';

/** The two catalogue lists, the same for everyone. */
export type Listing = 'available' | 'all';
const LISTINGS: Record<Listing, FindOptionsWhere<Product>> = {
  available: { archived: false, status: ProductStatus.Available },
  all: { archived: false },
};
const ORDER = { type: 'ASC', productId: 'ASC' } as const;

/**
 * The catalogue lists (with each product's certifications), read once and then answered from memory until the catalogue changes:
 * every committed ProductChanged, StockTaken or TradeQuantityRuleChanged empties them on every instance (the minute
 * bounds a lost message). The same frozen array is returned while it is cached, so callers may
 * memoise what they derive from it.
 */
@Injectable()
export class CatalogueListings implements OnModuleInit {
  private readonly products: Repository<Product>;
  private readonly certifications: Repository<ProductCertification>;
  private readonly listings: InvalidatedCache<Listing, readonly Product[]>;

  constructor(
    reads: Reads,
    shared: SharedEvents,
    private readonly bus: EventBus,
  ) {
    this.products = reads.repository(Product);
    this.certifications = reads.repository(ProductCertification);
    this.listings = new InvalidatedCache(shared, 'catalogue.changed', { max: 2, ttlMs: 60_000 });
  }

  onModuleInit(): void {
    this.bus.afterCommit('ProductChanged', () => this.listings.invalidate());
    this.bus.afterCommit('StockTaken', () => this.listings.invalidate());
    // A product's trade rule is one of its public facts (Product.tradeMinQuantity, tradeMultiple).
    this.bus.afterCommit('TradeQuantityRuleChanged', () => this.listings.invalidate());
  }

  async get(which: Listing): Promise<readonly Product[]> {
    const found = await this.listings.get(which, async () =>
      Object.freeze(
        await this.withEarliestBestBefore(
          await this.withCertifications(await this.products.find({ where: LISTINGS[which], order: ORDER })),
        ),
      ),
    );
    return found ?? [];
  }

  /** The products with the certifications each carries (one read of a small table). */
  private async withCertifications(products: Product[]): Promise<Product[]> {
    const byProduct = new Map<string, ProductCertification[]>();
    for (const certification of await this.certifications.find())
      byProduct.set(certification.productId, [...(byProduct.get(certification.productId) ?? []), certification]);
    for (const product of products) product.certifications = byProduct.get(product.productId) ?? [];
    return products;
  }

  /** Each product's earliest best-before among its lots on sale today (one grouped read of the lots). */
  private async withEarliestBestBefore(products: Product[]): Promise<Product[]> {
    const rows = (await this.products.manager.query(
      `SELECT product_id AS productId, MIN(best_before) AS earliest FROM product_lots
        WHERE status = 'RELEASED' AND quantity_left > 0 AND best_before >= ? GROUP BY product_id`,
      [manilaDay(new Date())],
    )) as { productId: string; earliest: string }[];
    const earliest = new Map(rows.map((row) => [row.productId, row.earliest]));
    for (const product of products) product.earliestBestBefore = earliest.get(product.productId) ?? null;
    return products;
  }

  /** The list as cached now, or null; nothing is read to fill it. */
  peek(which: Listing): readonly Product[] | null {
    return this.listings.peek(which) ?? null;
  }
}
