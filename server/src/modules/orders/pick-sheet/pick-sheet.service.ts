import { Injectable } from '@nestjs/common';
import { Reads } from '../../../database/reads.js';
import { countRows, sqlNumber } from '../../../database/sql-count.js';
import { badInput } from '../../../platform/errors/domain-error.js';
import { In } from 'typeorm';
import type { ProductType } from '../../products/product-enums.js';
import { Product } from '../../products/product.entity.js';
import { manilaDayNamed } from '../../../platform/time/manila-day.js';
import { OrderLine } from '../order-line.entity.js';
import { OrderStatus } from '../order-status.js';
import { Order } from '../order.entity.js';

export interface PickSheetFigures {
  day: string;
  orderCount: number;
  /** Each with its product, for the storage guidance the packers follow. */
  items: {
    productId: string;
    productName: string;
    productType: ProductType;
    quantity: number;
    product: Product | null;
  }[];
}

/**
 * The smokehouse and packing team's sheet: what the orders approved on one Manila calendar day
 * add up to, product by product. "Of that day" means approved that day: those are the orders
 * released for packing.
 */
@Injectable()
export class PickSheetService {
  constructor(private readonly reads: Reads) {}

  async forDay(day: string): Promise<PickSheetFigures> {
    const range = manilaDayNamed(day);
    if (!range) throw badInput('Day must be a date like 2026-03-01.', { day: 'Not a calendar day' });
    const params = { approved: OrderStatus.APPROVED, start: range.start, end: range.end };
    const approvedThatDay = 'o.status = :approved AND o.authorizationDate >= :start AND o.authorizationDate < :end';
    const [rows, orders] = await Promise.all([
      this.reads
        .repository(OrderLine)
        .createQueryBuilder('line')
        .innerJoin('line.order', 'o')
        .innerJoin('line.product', 'p')
        .select('line.productId', 'productId')
        .addSelect('p.name', 'productName')
        .addSelect('p.type', 'productType')
        .addSelect('SUM(line.quantity)', 'quantity')
        .where(approvedThatDay, params)
        .groupBy('line.productId')
        .addGroupBy('p.name')
        .addGroupBy('p.type')
        .orderBy('p.type', 'ASC')
        .addOrderBy('p.name', 'ASC')
        .getRawMany<{ productId: string; productName: string; productType: ProductType; quantity: unknown }>(),
      countRows(this.reads.repository(Order).createQueryBuilder('o').where(approvedThatDay, params)),
    ]);
    const products =
      rows.length === 0
        ? []
        : await this.reads.repository(Product).findBy({ productId: In(rows.map((r) => r.productId)) });
    const byId = new Map(products.map((product) => [product.productId, product]));
    return {
      day,
      orderCount: orders,
      items: rows.map((r) => ({ ...r, quantity: sqlNumber(r.quantity), product: byId.get(r.productId) ?? null })),
    };
  }
}
