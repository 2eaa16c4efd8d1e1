import { lotCodeFor } from '@waters/domain';
import { Like, type EntityManager } from 'typeorm';
import type { Product } from '../product.entity.js';
import { openingLot } from './opening-lot.js';
import { ProductLot } from './product-lot.entity.js';
import { sellableUnits } from './stock-count.js';

/**
 * A count by hand of a product that has lots, booked to its lots so that the stock still follows
 * the one rule: units found beyond what the lots hold become an adjustment lot made today
 * (`ADJ-20261129-A`); units missing are written off the sellable lots, the first to expire first,
 * each with the reason "Stock count". Both show in the lots' history.
 */
export async function countedByHand(
  manager: EntityManager,
  product: Product,
  counted: number,
  today: string,
  by: string,
): Promise<void> {
  const promised = Math.max(0, (await sellableUnits(manager, product.productId, today)) - product.reservedQuantity);
  if (counted > promised) {
    const taken = await manager.count(ProductLot, { where: { lotCode: Like(`ADJ-${today.replaceAll('-', '')}-%`) } });
    await manager.insert(ProductLot, {
      ...openingLot(product, counted - promised, today, by),
      lotCode: lotCodeFor('ADJ', today, taken),
      bestBeforeReason: null,
    });
    return;
  }
  let missing = promised - counted;
  const lots = await manager
    .createQueryBuilder(ProductLot, 'lot')
    .where("lot.productId = :id AND lot.status = 'RELEASED' AND lot.bestBefore >= :today AND lot.quantityLeft > 0", {
      id: product.productId,
      today,
    })
    .orderBy('lot.bestBefore', 'ASC')
    .addOrderBy('lot.id', 'ASC')
    .getMany();
  for (const lot of lots) {
    if (missing === 0) break;
    const units = Math.min(missing, lot.quantityLeft);
    await manager
      .createQueryBuilder()
      .update(ProductLot)
      .set({
        quantityLeft: () => `quantity_left - ${units}`,
        writtenOff: () => `written_off + ${units}`,
        writeOffReason: 'Stock count',
        updatedAt: new Date(),
      })
      .where('id = :id AND quantity_left >= :units', { id: lot.id, units })
      .execute();
    missing -= units;
  }
}
