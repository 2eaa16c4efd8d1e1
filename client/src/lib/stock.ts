/** Stock as customers see it (the server refuses the same orders: placeOrder, approval). */
import { availabilityText, type AvailabilityStatus } from '@waters/domain';

export interface Stocked {
  readonly productName: string;
  /** Absent: nothing known (the server still refuses what does not fit). */
  readonly availability?: { readonly status: AvailabilityStatus; readonly unitsLeft?: number | null } | null;
}

export const isOutOfStock = (product: Stocked) => product.availability?.status === 'OUT_OF_STOCK';

/** "Out of stock", "Only N left", or null when there is plenty. */
export function stockNote(product: Stocked): string | null {
  const availability = product.availability;
  return availability && availability.status !== 'IN_STOCK' ? availabilityText(availability) : null;
}

/** Units the cart may hold at most, or null when the shop does not say (plenty, or not tracked). */
export function unitsLeft(product: Stocked): number | null {
  if (isOutOfStock(product)) return 0;
  return product.availability?.unitsLeft ?? null;
}

/** Why `wanted` units cannot be in the cart (null: they can, as far as the shop tells customers). */
export function stockProblem(product: Stocked, wanted: number): string | null {
  const left = unitsLeft(product);
  if (left === null || wanted <= left) return null;
  return left === 0 ? `${product.productName} is out of stock.` : `Only ${left} left of ${product.productName}.`;
}
