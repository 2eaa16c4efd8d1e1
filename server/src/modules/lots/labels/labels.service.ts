import { Inject, Injectable } from '@nestjs/common';
import { digitalLinkOf, labelDate } from '@waters/domain';
import { publicOrigin, type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.token.js';
import { Reads } from '../../../database/reads.js';
import { notFound } from '../../../platform/errors/domain-error.js';
import { Product } from '../../products/product.entity.js';
import { ProductLot } from '../../products/stock/product-lot.entity.js';
import { guidanceOf } from '../../products/storage-facts.js';
import { LotAllocation } from '../lot-allocation.entity.js';
import type { LabelModel } from './label.model.js';
import { qrCodeSvg } from './qr-code.js';

/** Labels for the shelf (one per lot) and for a packed order (one per line and lot it was packed from). */
@Injectable()
export class LabelsService {
  constructor(
    private readonly reads: Reads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async forLot(lotId: number): Promise<LabelModel[]> {
    const manager = this.reads.repository(ProductLot).manager;
    const lot = await manager.findOne(ProductLot, { where: { id: lotId } });
    if (!lot) throw notFound(`Lot ${lotId} was not found.`);
    const product = await manager.findOneOrFail(Product, { where: { productId: lot.productId } });
    return [this.label(product, lot, null, null)];
  }

  /** Empty until the order is packed. */
  async forOrder(orderId: number): Promise<LabelModel[]> {
    const manager = this.reads.repository(LotAllocation).manager;
    const taken = await manager.find(LotAllocation, {
      where: { orderId },
      order: { orderLineId: 'ASC', lotId: 'ASC' },
    });
    const labels: LabelModel[] = [];
    for (const allocation of taken) {
      const lot = await manager.findOneOrFail(ProductLot, { where: { id: allocation.lotId } });
      const product = await manager.findOneOrFail(Product, { where: { productId: lot.productId } });
      labels.push(this.label(product, lot, orderId, allocation.quantity));
    }
    return labels;
  }

  private label(product: Product, lot: ProductLot, orderId: number | null, quantity: number | null): LabelModel {
    const origin = publicOrigin(this.config);
    const link = product.gtin
      ? digitalLinkOf(origin, product.gtin, lot.lotCode, lot.bestBefore)
      : `${origin}/products/${encodeURIComponent(product.productId)}?lot=${encodeURIComponent(lot.lotCode)}`;
    return {
      productId: product.productId,
      productName: product.name,
      packSize: product.packSize,
      lotCode: lot.lotCode,
      bestBefore: lot.bestBefore,
      bestBeforeLabel: labelDate(lot.bestBefore),
      storage: guidanceOf(product).temperature,
      link,
      qrSvg: qrCodeSvg(link),
      orderId,
      quantity,
    };
  }
}
