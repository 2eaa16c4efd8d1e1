import { shortageText, type LotShortage } from '../utils/lot-shortages';

/**
 * An approved order the sellable lots no longer cover, flagged where it is listed: what is short
 * and which lots cannot be sold. It cannot be packed until a lot is released or recorded.
 */
export function LotShortageFlag({ shortages }: { shortages: readonly LotShortage[] | undefined }) {
  if (!shortages?.length) return null;
  return (
    <ul className="list-unstyled mb-1 mt-1 lot-shortage">
      {shortages.map((shortage) => (
        <li key={shortage.productId} className="text-bg-warning rounded px-2 py-1 mb-1 small fw-semibold">
          {shortageText(shortage)}
        </li>
      ))}
    </ul>
  );
}
