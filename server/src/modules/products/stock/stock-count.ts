import { In, type EntityManager } from 'typeorm';
import { Product } from '../product.entity.js';

/*
 * The one rule for a tracked product's stock: the units left in its sellable lots (released, best-
 * before today or later, a Manila day: a lot is sold through its best-before day) less the units
 * approved and not yet packed, never below zero. Every change to a lot, an approval and a packing
 * count it again in its own transaction; the morning watch counts it again when lots expire.
 */
const SELLABLE_UNITS = `COALESCE((SELECT SUM(l.quantity_left) FROM product_lots l
  WHERE l.product_id = products.product_id AND l.status = 'RELEASED' AND l.best_before >= ?), 0)`;

/** Counts the stock of the tracked products among `productIds` from their lots on `today`. */
export async function recountStock(
  manager: EntityManager,
  productIds: readonly string[],
  today: string,
): Promise<void> {
  if (productIds.length === 0) return;
  const ids = [...new Set(productIds)].sort();
  await manager.query(
    `UPDATE products SET stock_quantity = CASE WHEN ${SELLABLE_UNITS} - reserved_quantity < 0 THEN 0
       ELSE ${SELLABLE_UNITS} - reserved_quantity END
     WHERE stock_quantity IS NOT NULL AND product_id IN (${ids.map(() => '?').join(', ')})`,
    [today, today, ...ids],
  );
}

/** The units left in a product's sellable lots on `today` (what it may still sell, before reservations). */
export async function sellableUnits(manager: EntityManager, productId: string, today: string): Promise<number> {
  const [row] = (await manager.query(`SELECT ${SELLABLE_UNITS.replace('products.product_id', '?')} AS units`, [
    productId,
    today,
  ])) as { units: number | string }[];
  return Number(row.units);
}

/** Products whose stock is tracked, of those named. */
export async function trackedAmong(manager: EntityManager, productIds: readonly string[]): Promise<Product[]> {
  if (productIds.length === 0) return [];
  return (await manager.find(Product, { where: { productId: In([...productIds]) } })).filter(
    (product) => product.stockQuantity !== null,
  );
}
