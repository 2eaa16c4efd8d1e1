import type { LotStatus } from '@waters/domain';
import type { LotFieldsFragment } from '../api/lot-fields.generated';

/*
 * The lot rules of packages/domain (lots.ts) are not imported into the screen's code: that module
 * imports the Manila calendar, which the build keeps in the order-life chunk, and once the Lots
 * page shared it the bundler merged it into the contact page's chunk, which then downloaded the
 * order-life chunk too (over the public pages' budget). The server says what it decides (sellable,
 * bestBeforeLabel, the field messages); the two plain facts the screen shows are written here.
 */

/** The statuses in words (LOT_STATUS_LABELS). */
const STATUS_TEXT: Readonly<Record<LotStatus, string>> = {
  RELEASED: 'Released',
  ON_HOLD: 'On hold',
  RECALLED: 'Recalled',
};

/** Expired once the day after its best-before has begun in Manila (isExpiredOn): on the day itself it is still sold. */
const isExpiredOn = (bestBefore: string, today: string) => bestBefore < today;

export type LotRow = LotFieldsFragment;

/** Colour and words together (never colour alone): released green, on hold amber, recalled red. */
const TONE: Readonly<Record<LotStatus, string>> = {
  RELEASED: 'text-bg-success',
  ON_HOLD: 'text-bg-warning',
  RECALLED: 'text-bg-danger',
};

const statusOf = (lot: LotRow): LotStatus => lot.status as LotStatus;

/** A lot's status in words. */
export const lotStatusText = (lot: LotRow) => STATUS_TEXT[statusOf(lot)] ?? lot.status;

/** A lot's badges: its status, and Expired once its best-before day (Manila) is over. */
export function lotBadges(lot: LotRow, today: string): { text: string; tone: string }[] {
  const status = statusOf(lot);
  const badges = [{ text: lotStatusText(lot), tone: TONE[status] ?? 'text-bg-secondary' }];
  if (isExpiredOn(lot.bestBefore, today)) badges.push({ text: 'Expired', tone: 'text-bg-secondary' });
  return badges;
}

/** What may be done to a lot now, as the server allows it. */
export function lotActions(lot: LotRow, today: string) {
  const status = statusOf(lot);
  return {
    hold: status === 'RELEASED',
    release: status === 'ON_HOLD',
    /** Only an expired or recalled lot's units left. */
    writeOff: lot.quantityLeft > 0 && (status === 'RECALLED' || isExpiredOn(lot.bestBefore, today)),
    recall: status !== 'RECALLED',
  };
}
