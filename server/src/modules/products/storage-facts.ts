import { storageGuidanceOf, type StorageGuidance } from '@waters/domain';
import type { StorageFacts } from '../../platform/events/domain-events.js';
import type { Product } from './product.entity.js';

/** A product's storage and preparation guidance: its own lines where the staff wrote them, its kind's otherwise (@waters/domain). */
export function guidanceOf(
  product: Pick<Product, 'type' | 'storageTemperature' | 'shelfLifeUnopened' | 'shelfLifeOpened' | 'preparation'>,
): StorageGuidance {
  return storageGuidanceOf(product.type, {
    temperature: product.storageTemperature,
    shelfLifeUnopened: product.shelfLifeUnopened,
    shelfLifeOpened: product.shelfLifeOpened,
    preparation: product.preparation,
  });
}

/** A product's guidance for an order's mail and pick sheet. */
export function storageOf(product: Product): StorageFacts[] {
  return [{ productName: product.name, ...guidanceOf(product) }];
}
