import { bestBeforeOf, LOT_RULES } from '@waters/domain';
import type { Product } from '../product.entity.js';
import type { ProductLot } from './product-lot.entity.js';

/** Days a product's batches keep: its own, or its kind's. */
export const shelfLifeOf = (product: Pick<Product, 'type' | 'shelfLifeDays'>) =>
  product.shelfLifeDays ?? LOT_RULES[product.type].shelfLifeDays;

/** The lot a first count by hand becomes: `OPEN-20261129-DRD-001`-like, made today. */
export function openingLot(product: Product, units: number, today: string, by: string): Partial<ProductLot> {
  const now = new Date();
  return {
    productId: product.productId,
    lotCode: `OPEN-${today.replaceAll('-', '')}-${product.productId.toUpperCase().replace(/[^A-Z0-9-]/g, '-')}`.slice(
      0,
      40,
    ),
    quantity: units,
    quantityLeft: units,
    productionDate: today,
    bestBefore: bestBeforeOf(today, shelfLifeOf(product)),
    bestBeforeReason: null,
    status: 'RELEASED',
    statusReason: null,
    writtenOff: 0,
    writeOffReason: null,
    createdBy: by,
    createdAt: now,
    updatedAt: now,
  };
}
