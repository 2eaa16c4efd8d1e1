import type { LotShortagesQuery } from '../api/lot-shortages.generated';

/** An approved order's line that the sellable lots no longer cover. */
export type LotShortage = LotShortagesQuery['lotShortages'][number];

/** "Short: 3 × Dried Danggit — lots on hold, recalled or expired: DRD-20261101-A" */
export const shortageText = (shortage: LotShortage) =>
  `Short: ${shortage.unitsShort} × ${shortage.productName}${
    shortage.unsellableLots.length > 0
      ? ` — lots on hold, recalled or expired: ${shortage.unsellableLots.join(', ')}`
      : ' — no sellable lot left'
  }`;

/** The shortages of each order. */
export function shortagesByOrder(shortages: readonly LotShortage[] | undefined): ReadonlyMap<number, LotShortage[]> {
  const byOrder = new Map<number, LotShortage[]>();
  for (const shortage of shortages ?? [])
    byOrder.set(shortage.orderId, [...(byOrder.get(shortage.orderId) ?? []), shortage]);
  return byOrder;
}
