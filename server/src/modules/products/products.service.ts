import { Injectable } from '@nestjs/common';
import type { EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { isDuplicateKey } from '../../platform/errors/database-errors.js';
import { pageSize, toPage, type Page, type PageRequest } from '../../platform/pagination/page.js';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { conflict, notFound } from '../../platform/errors/domain-error.js';
import { pesosToCentavos } from '../../platform/money/pesos.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import type { AuditAction } from '../audit/audit-event.entity.js';
import { changedBy } from '../../platform/identity/actor.js';
import { CatalogueListings } from './catalogue-listings.js';
import { filterCatalogue, sortedAfter, type CatalogueFilter } from './catalogue-query.js';
import { AddProductInput } from './dto/add-product.input.js';
import { CatalogueSort } from './dto/catalogue.args.js';
import { EditProductInput } from './dto/edit-product.input.js';
import { pageFieldsOf } from './dto/product-page-fields.js';
import { isPlaceholderImage, placeholderImage } from '@waters/domain';
import { ProductStatus } from './product-enums.js';
import { ImagePolicy } from './image-policy.js';
import { Product } from './product.entity.js';

/** What the audit log keeps of a product. */
const snapshot = (p: Product) => ({
  name: p.name,
  priceCentavos: p.priceCentavos,
  type: p.type,
  status: p.status,
  imageUrl: p.imageUrl,
  archived: p.archived,
  description: p.description,
  packSize: p.packSize,
  storageTemperature: p.storageTemperature,
  shelfLifeUnopened: p.shelfLifeUnopened,
  shelfLifeOpened: p.shelfLifeOpened,
  preparation: p.preparation,
});

@Injectable()
export class ProductsService {
  private readonly products: Repository<Product>;

  constructor(
    reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly images: ImagePolicy,
    private readonly events: EventBus,
    private readonly listings: CatalogueListings,
  ) {
    this.products = reads.repository(Product);
  }

  /**
   * The whole catalogue (employees). The same frozen array is returned while it is cached, so
   * callers may memoise what they derive from it.
   */
  listAll(): Promise<readonly Product[]> {
    return this.listings.get('all');
  }

  /**
   * The two lists as cached now (null for one that is not), or null while neither is; nothing is
   * read to fill them. A catalogue write drops both, so a list read again is a new array.
   */
  cachedListings(): { all: readonly Product[] | null; available: readonly Product[] | null } | null {
    const all = this.listings.peek('all');
    const available = this.listings.peek('available');
    return all || available ? { all, available } : null;
  }

  /** What customers may buy (the same caching as listAll). */
  listAvailable(): Promise<readonly Product[]> {
    return this.listings.get('available');
  }

  /** A product that is for sale now, from the cached list; null for one unknown, unavailable or removed. */
  async findForSale(productId: string): Promise<Product | null> {
    return (await this.listAvailable()).find((product) => product.productId === productId) ?? null;
  }

  /**
   * A page of the whole catalogue (employees), from the cached list: narrowed by a search, type
   * and status, in the order asked for (by default the catalogue's: type, then ID).
   */
  async catalogPage(
    request: PageRequest,
    filter: CatalogueFilter = {},
    sort: CatalogueSort = CatalogueSort.TYPE,
  ): Promise<Page<Product>> {
    const size = pageSize(request.first);
    const matching = filterCatalogue(await this.listAll(), filter);
    const { rest, key } = sortedAfter(matching, sort, request.after);
    return toPage(rest.slice(0, size + 1), size, matching.length, key);
  }

  /** Null when there is no such product in the catalogue. */
  findOne(productId: string): Promise<Product | null> {
    if (typeof productId !== 'string' || productId.trim() === '') return Promise.resolve(null);
    return this.products.findOne({ where: { productId: productId.trim(), archived: false } });
  }

  /** A productId used by a deleted product can be added again: the old row is brought back with the new details. */
  async add(employee: AuthUser, raw: unknown): Promise<Product> {
    const input = validateInput(AddProductInput, raw);
    this.images.assertAllowed(input.productImage);
    const priceCentavos = pesosToCentavos(input.productPrice, 'productPrice');
    const taken = () => conflict(`Product ID ${input.productId} already exists.`);
    return this.transactions
      .run(async (manager) => {
        const existing = await manager.findOne(Product, { where: { productId: input.productId } });
        if (existing && !existing.archived) throw taken();
        const now = new Date();
        const product = manager.create(Product, {
          productId: input.productId,
          name: input.productName,
          priceCentavos,
          type: input.productType,
          status: input.productStatus ?? ProductStatus.Available,
          imageUrl: input.productImage ?? placeholderImage(input.productType),
          description: null,
          packSize: null,
          storageTemperature: null,
          shelfLifeUnopened: null,
          shelfLifeOpened: null,
          preparation: null,
          gtin: null,
          shelfLifeDays: null,
          ...pageFieldsOf(input),
          // A product added again starts with its stock untracked, like a new one.
          stockQuantity: null,
          lowStockThreshold: null,
          archived: false,
          createdAt: existing?.createdAt ?? now,
          updatedAt: now,
        });
        return this.saveAudited(manager, employee, 'product.added', product, existing ? snapshot(existing) : null);
      })
      .catch((error: unknown) => {
        // The same new ID added twice at once: the primary key lets one in.
        throw isDuplicateKey(error) ? taken() : error;
      });
  }

  async edit(employee: AuthUser, raw: unknown): Promise<Product> {
    const input = validateInput(EditProductInput, raw);
    this.images.assertAllowed(input.productImage);
    const priceCentavos = input.productPrice == null ? undefined : pesosToCentavos(input.productPrice, 'productPrice');
    return this.transactions.run(async (manager) => {
      const product = await manager.findOne(Product, { where: { productId: input.productId, archived: false } });
      if (!product) throw notFound(`Product ${input.productId} was not found.`);
      const before = snapshot(product);
      if (priceCentavos !== undefined) product.priceCentavos = priceCentavos;
      if (input.productName != null) product.name = input.productName;
      if (input.productType != null) {
        // A placeholder picture follows the type; an uploaded one stays.
        if (isPlaceholderImage(product.imageUrl)) product.imageUrl = placeholderImage(input.productType);
        product.type = input.productType;
      }
      if (input.productStatus != null) product.status = input.productStatus;
      if (input.productImage != null) product.imageUrl = input.productImage;
      Object.assign(product, pageFieldsOf(input));
      product.updatedAt = new Date();
      return this.saveAudited(manager, employee, 'product.edited', product, before);
    });
  }

  /** Removes the product from the catalogue; the row stays (archived) so order history keeps pointing at it. */
  async delete(employee: AuthUser, productId: string): Promise<Product> {
    const id = typeof productId === 'string' ? productId.trim() : '';
    return this.transactions.run(async (manager) => {
      const product = id === '' ? null : await manager.findOne(Product, { where: { productId: id, archived: false } });
      if (!product) throw notFound(`Product ${id} was not found.`);
      const before = snapshot(product);
      product.archived = true;
      product.updatedAt = new Date();
      return this.saveAudited(manager, employee, 'product.deleted', product, before);
    });
  }

  /** Every catalogue change is saved together with its audit event, in the caller's transaction (ProductChanged empties the lists once it commits). */
  private async saveAudited(
    manager: EntityManager,
    employee: AuthUser,
    action: AuditAction,
    product: Product,
    before: object | null,
  ): Promise<Product> {
    const saved = await manager.save(Product, product);
    await this.events.record(manager, {
      by: changedBy(employee),
      audit: {
        action,
        targetType: 'product',
        targetId: saved.productId,
        before,
        after: snapshot(saved),
      },
      type: 'ProductChanged',
      productId: saved.productId,
    });
    return saved;
  }
}
