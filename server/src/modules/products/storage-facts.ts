import type { StorageFacts } from '../../platform/events/domain-events.js';
import type { Product } from './product.entity.js';

/** A product's storage and preparation guidance for an order's mail and pick sheet; none when the staff wrote none. */
export function storageOf(product: Product): StorageFacts[] {
  const { storageTemperature: temperature, shelfLifeUnopened, shelfLifeOpened, preparation } = product;
  if (!temperature && !shelfLifeUnopened && !shelfLifeOpened && !preparation) return [];
  return [{ productName: product.name, temperature, shelfLifeUnopened, shelfLifeOpened, preparation }];
}
