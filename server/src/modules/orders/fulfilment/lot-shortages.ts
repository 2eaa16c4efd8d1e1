import { Injectable } from '@nestjs/common';
import { manilaDay } from '@waters/domain';
import { Reads } from '../../../database/reads.js';
import { Clock } from '../../../platform/time/clock.js';
import { Product } from '../../products/product.entity.js';
import { sellableUnits } from '../../products/stock/stock-count.js';
import { LotShortageModel } from './lot-shortage.model.js';

/**
 * Approved orders not packed yet that the sellable lots can no longer cover (a lot put on hold,
 * recalled or expired after they were approved): the queue flags them. Orders are served in
 * delivery-date order, as packing would; those past what the sellable lots hold are short.
 */
@Injectable()
export class LotShortages {
  constructor(
    private readonly reads: Reads,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<LotShortageModel[]> {
    const manager = this.reads.repository(Product).manager;
    const today = manilaDay(this.clock.now());
    const reserved = await manager
      .createQueryBuilder(Product, 'p')
      .where('p.stockQuantity IS NOT NULL AND p.reservedQuantity > 0')
      .getMany();
    const shortages: LotShortageModel[] = [];
    for (const product of reserved) {
      let left = await sellableUnits(manager, product.productId, today);
      if (left >= product.reservedQuantity) continue;
      const lines = (await manager.query(
        `SELECT o.id AS orderId, l.quantity AS quantity FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.product_id = ? AND o.status = 'APPROVED' AND o.fulfilment_status IS NULL
          ORDER BY o.delivery_date, o.id`,
        [product.productId],
      )) as { orderId: number | string; quantity: number | string }[];
      const unsellable = (await manager.query(
        `SELECT lot_code AS lotCode FROM product_lots
          WHERE product_id = ? AND quantity_left > 0 AND (status <> 'RELEASED' OR best_before < ?) ORDER BY best_before`,
        [product.productId, today],
      )) as { lotCode: string }[];
      for (const line of lines) {
        const wanted = Number(line.quantity);
        const covered = Math.max(0, Math.min(left, wanted));
        left -= covered;
        if (covered < wanted)
          shortages.push(
            Object.assign(new LotShortageModel(), {
              orderId: Number(line.orderId),
              productId: product.productId,
              productName: product.name,
              unitsShort: wanted - covered,
              unsellableLots: unsellable.map((row) => row.lotCode),
            }),
          );
      }
    }
    return shortages.sort((a, b) => a.orderId - b.orderId);
  }
}
