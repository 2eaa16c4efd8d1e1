/**
 * Stock as shoppers see it: one of three states, and how many are left only when few are. The
 * exact count and the alert level are the staff's; this is all a customer or visitor is told.
 */
export type AvailabilityStatus = 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK';

/** At or below this many units left, the shop says how many ("Only 3 left"). */
export const LOW_STOCK_SHOWN = 10;

export interface Availability {
  readonly status: AvailabilityStatus;
  /** Units left, only while LOW_STOCK. */
  readonly unitsLeft: number | null;
}

/** From the units on hand (null: not tracked, never runs out). */
export function availabilityOf(stock: number | null): Availability {
  if (stock === null || stock > LOW_STOCK_SHOWN) return { status: 'IN_STOCK', unitsLeft: null };
  return stock <= 0 ? { status: 'OUT_OF_STOCK', unitsLeft: null } : { status: 'LOW_STOCK', unitsLeft: stock };
}

/** "In stock", "Only 3 left" or "Out of stock" (unitsLeft may be absent, as GraphQL types an optional field). */
export function availabilityText(availability: {
  readonly status: AvailabilityStatus;
  readonly unitsLeft?: number | null;
}): string {
  if (availability.status === 'OUT_OF_STOCK') return 'Out of stock';
  return availability.status === 'LOW_STOCK' ? `Only ${availability.unitsLeft} left` : 'In stock';
}

/** The picture a product shows until one is uploaded: one per type, served by the web client. */
export const placeholderImage = (type: string) => `/placeholders/${type.toLowerCase()}.svg`;

export const isPlaceholderImage = (url: string) => /^\/placeholders\/[a-z]+\.svg$/.test(url);

/** How a product's page and its schema.org data name its type. */
export const PRODUCT_TYPE_LABELS: Readonly<Record<'DRIED' | 'MARINATED' | 'SMOKED', string>> = {
  DRIED: 'Dried fish',
  MARINATED: 'Marinated fish',
  SMOKED: 'Smoked fish',
};
