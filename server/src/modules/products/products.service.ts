import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { conflict, notFound } from '../../common/errors/domain-error.js';
import { pesosToCentavos } from '../../common/money/money.js';
import { validateInput } from '../../common/validation/validate-input.js';
import type { AuditAction } from '../audit/audit-event.entity.js';
import { AuditService } from '../audit/audit.service.js';
import { AddProductInput } from './dto/add-product.input.js';
import { EditProductInput } from './dto/edit-product.input.js';
import { ProductStatus } from './product-enums.js';
import { Product } from './product.entity.js';

/** What the audit log keeps of a product. */
const snapshot = (p: Product) => ({
  name: p.name,
  priceCentavos: p.priceCentavos,
  type: p.type,
  status: p.status,
  imageUrl: p.imageUrl,
  archived: p.archived,
});

const ORDER = { type: 'ASC', productId: 'ASC' } as const;

@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
  ) {}

  /** The whole catalogue (employees). */
  listAll(): Promise<Product[]> {
    return this.products.find({ where: { archived: false }, order: ORDER });
  }

  /** What customers may buy. */
  listAvailable(): Promise<Product[]> {
    return this.products.find({ where: { archived: false, status: ProductStatus.Available }, order: ORDER });
  }

  /** Null when there is no such product in the catalogue. */
  findOne(productId: string): Promise<Product | null> {
    if (typeof productId !== 'string' || productId.trim() === '') return Promise.resolve(null);
    return this.products.findOne({ where: { productId: productId.trim(), archived: false } });
  }

  /** A productId used by a deleted product can be added again: the old row is brought back with the new details. */
  async add(employee: AuthUser, raw: AddProductInput): Promise<Product> {
    const input = validateInput(AddProductInput, raw);
    const priceCentavos = pesosToCentavos(input.productPrice, 'productPrice');
    return this.transactions.run(async (manager) => {
      const existing = await manager.findOne(Product, { where: { productId: input.productId } });
      if (existing && !existing.archived) throw conflict(`Product ID ${input.productId} already exists.`);
      const now = new Date();
      const product = manager.create(Product, {
        productId: input.productId,
        name: input.productName,
        priceCentavos,
        type: input.productType,
        status: input.productStatus ?? ProductStatus.Available,
        imageUrl: input.productImage,
        archived: false,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
      });
      return this.saveAudited(manager, employee, 'product.added', product, existing ? snapshot(existing) : null);
    });
  }

  async edit(employee: AuthUser, raw: EditProductInput): Promise<Product> {
    const input = validateInput(EditProductInput, raw);
    const priceCentavos = input.productPrice == null ? undefined : pesosToCentavos(input.productPrice, 'productPrice');
    return this.transactions.run(async (manager) => {
      const product = await manager.findOne(Product, { where: { productId: input.productId, archived: false } });
      if (!product) throw notFound(`Product ${input.productId} was not found.`);
      const before = snapshot(product);
      if (priceCentavos !== undefined) product.priceCentavos = priceCentavos;
      if (input.productType != null) product.type = input.productType;
      if (input.productStatus != null) product.status = input.productStatus;
      if (input.productImage != null) product.imageUrl = input.productImage;
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

  /** Every catalogue change is saved together with its audit event, in the caller's transaction. */
  private async saveAudited(manager: EntityManager, employee: AuthUser, action: AuditAction, product: Product, before: object | null): Promise<Product> {
    const saved = await manager.save(Product, product);
    await this.audit.record(manager, { actorId: employee.id, action, targetType: 'product', targetId: saved.productId, before, after: snapshot(saved) });
    return saved;
  }
}
