import { LINE_QUANTITY_MAX } from './limits.js';

/*
 * Trade customers: restaurants, resellers and other businesses that buy at their price group's
 * prices, in the quantities the producer sells to trade. The server prices every order with these
 * rules and the browser shows the same figures before anything is added to the cart.
 */

export const BUSINESS_TYPES = ['RESTAURANT', 'RESELLER', 'OTHER'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  RESTAURANT: 'Restaurant',
  RESELLER: 'Reseller',
  OTHER: 'Other',
};

/** An application waits for an employee, who approves it into a price group or declines it with a reason. */
export const TRADE_ACCOUNT_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type TradeAccountStatus = (typeof TRADE_ACCOUNT_STATUSES)[number];

export const BUSINESS_NAME_MAX = 120;
export const PRICE_GROUP_NAME_MAX = 60;
export const TRADE_REASON_MAX = 500;
/** A group paying on terms pays this many days after delivery at the most. */
export const TERMS_DAYS_MAX = 90;
/** The BIR's taxpayer number: 9 digits and a 3- or 5-digit branch code, dashes optional. */
export const TIN_PATTERN = /^\d{3}-?\d{3}-?\d{3}(?:-?\d{3}|-?\d{5})?$/;
export const TIN_MESSAGE = 'TIN must be 9 digits and an optional 3- or 5-digit branch code, e.g. 123-456-789-000';

/** One row of a group's price list: from this quantity on, this unit price, between two Manila days (inclusive). */
export interface TradePriceRow {
  readonly productId: string;
  readonly minQuantity: number;
  readonly unitCentavos: number;
  /** YYYY-MM-DD; null: since always. */
  readonly validFrom: string | null;
  /** YYYY-MM-DD, the last day it holds; null: until further notice. */
  readonly validTo: string | null;
}

export interface PriceTier {
  readonly minQuantity: number;
  readonly unitCentavos: number;
}

const validOn = (row: TradePriceRow, day: string) =>
  (row.validFrom === null || row.validFrom <= day) && (row.validTo === null || day <= row.validTo);

/**
 * A product's tiers on a day, lowest quantity first. Where two rows of the same quantity both hold,
 * the one that started later is the newer decision and wins (a promotion inside a standing price).
 */
export function tiersOn(rows: readonly TradePriceRow[], day: string): PriceTier[] {
  const byQuantity = new Map<number, TradePriceRow>();
  for (const row of rows) {
    if (!validOn(row, day)) continue;
    const held = byQuantity.get(row.minQuantity);
    if (!held || (row.validFrom ?? '') > (held.validFrom ?? '')) byQuantity.set(row.minQuantity, row);
  }
  return [...byQuantity.values()]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .map(({ minQuantity, unitCentavos }) => ({ minQuantity, unitCentavos }));
}

/** The unit price a line of this quantity pays: the highest tier it reaches, else the retail price. */
export function unitCentavosFor(retailCentavos: number, tiers: readonly PriceTier[], quantity: number): number {
  let unit = retailCentavos;
  for (const tier of tiers) if (quantity >= tier.minQuantity) unit = tier.unitCentavos;
  return unit;
}

/** How a product is sold to trade: at least this many, in multiples of that (either may be absent). */
export interface TradeQuantityRule {
  readonly minQuantity: number | null;
  readonly multiple: number | null;
}

/** The smallest quantity at or above `quantity` the rule accepts (Spree's 48 in 24s accepts 48, 72, 96), or null past the line limit. */
export function nextAcceptedQuantity(rule: TradeQuantityRule, quantity: number): number | null {
  const multiple = rule.multiple ?? 1;
  const floor = Math.max(quantity, rule.minQuantity ?? 1);
  const accepted = Math.ceil(floor / multiple) * multiple;
  return accepted <= LINE_QUANTITY_MAX ? accepted : null;
}

export const acceptsQuantity = (rule: TradeQuantityRule, quantity: number) =>
  nextAcceptedQuantity(rule, quantity) === quantity;

const packs = (n: number) => (n === 1 ? '1 more pack' : `${n} more packs`);

/** Why a trade line's quantity is refused, in the buyer's words ("add 2 more packs of Tuyo — sold to trade in 12s"), or null. */
export function quantityShortfall(rule: TradeQuantityRule, productName: string, quantity: number): string | null {
  if (acceptsQuantity(rule, quantity)) return null;
  const accepted = nextAcceptedQuantity(rule, quantity);
  const how =
    rule.multiple && rule.multiple > 1
      ? rule.minQuantity && rule.minQuantity > rule.multiple
        ? `sold to trade in ${rule.multiple}s, at least ${rule.minQuantity}`
        : `sold to trade in ${rule.multiple}s`
      : `at least ${rule.minQuantity} for trade`;
  if (accepted === null) return `${productName}: at most ${LINE_QUANTITY_MAX} a line — ${how}`;
  return `add ${packs(accepted - quantity)} of ${productName} — ${how}`;
}

/** ₱1,234.50 from centavos, exactly (the same text on the server and in the browser). */
export function pesoText(centavos: number): string {
  const whole = String(Math.floor(Math.abs(centavos) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${centavos < 0 ? '-' : ''}₱${whole}.${String(Math.abs(centavos) % 100).padStart(2, '0')}`;
}

/** What a trade order lacks to reach its group's minimum amount, in centavos (0 when reached). */
export const orderAmountShortCentavos = (minOrderCentavos: number, goodsCentavos: number) =>
  Math.max(0, minOrderCentavos - goodsCentavos);

/** Why a trade order's goods are too little for its group ("add ₱1,200.00 more — Restaurant orders start at ₱5,000.00"), or null. */
export function orderAmountShortfall(
  groupName: string,
  minOrderCentavos: number,
  goodsCentavos: number,
): string | null {
  const short = orderAmountShortCentavos(minOrderCentavos, goodsCentavos);
  return short === 0
    ? null
    : `add ${pesoText(short)} more — ${groupName} orders start at ${pesoText(minOrderCentavos)}`;
}

/** A price group pays on terms when it has a number of days; its orders fall due that many days after delivery. */
export const dueDayOf = (deliveryDay: string, termsDays: number): string =>
  new Date(Date.parse(`${deliveryDay}T00:00:00Z`) + termsDays * 86_400_000).toISOString().slice(0, 10);

/*
 * Keeping a group's price list: the checks the server makes of every row (typed in or imported from
 * a file) and the browser makes before sending.
 */

/** Why a trade quantity (a tier's "from", a product's minimum or multiple) is refused, or null. */
export function tradeQuantityProblem(what: string, value: unknown): string | null {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= LINE_QUANTITY_MAX
    ? null
    : `${what} must be a whole number from 1 to ${LINE_QUANTITY_MAX}`;
}

/** A row's days the wrong way round, or null (either may be open). */
export const priceWindowProblem = (validFrom: string | null, validTo: string | null): string | null =>
  validFrom !== null && validTo !== null && validFrom > validTo
    ? `Valid from (${validFrom}) must be on or before valid to (${validTo})`
    : null;

/** The days two rows both hold, in words ("on 2026-12-01", "until 2026-12-31", "on every day"), or null when none. */
function sharedDays(a: TradePriceRow, b: TradePriceRow): string | null {
  const from =
    a.validFrom === null ? b.validFrom : b.validFrom === null || a.validFrom > b.validFrom ? a.validFrom : b.validFrom;
  const to = a.validTo === null ? b.validTo : b.validTo === null || a.validTo < b.validTo ? a.validTo : b.validTo;
  if (from !== null && to !== null && from > to) return null;
  return from !== null ? `on ${from}` : to !== null ? `until ${to}` : 'on every day';
}

const packsFrom = (quantity: number) => (quantity === 1 ? '1 pack' : `${quantity} packs`);

/** A row that would give a product two prices from the same quantity on some day: its position and why. */
export interface PriceOverlap {
  readonly index: number;
  readonly message: string;
}

/**
 * Each row that shares a day with an earlier row of the same product and quantity ("Two prices for
 * DRD-001 from 10 packs overlap on 2026-12-01"): a list says one price a day from each quantity.
 */
export function priceOverlaps(rows: readonly TradePriceRow[]): PriceOverlap[] {
  const earlier = new Map<string, TradePriceRow[]>();
  const overlaps: PriceOverlap[] = [];
  rows.forEach((row, index) => {
    const key = `${row.productId}\n${row.minQuantity}`;
    const same = earlier.get(key) ?? earlier.set(key, []).get(key)!;
    const shared = same.map((other) => sharedDays(other, row)).find((days) => days !== null);
    if (shared)
      overlaps.push({
        index,
        message: `Two prices for ${row.productId} from ${packsFrom(row.minQuantity)} overlap ${shared}`,
      });
    same.push(row);
  });
  return overlaps;
}
