/**
 * Production lots: what a batch is called, until when it is sold, and which lots an order's line
 * is packed from. One rule for every screen, label, query and check: a lot is sold up to and
 * including its best-before day, a Manila calendar day.
 */
import { addDays, isCalendarDay } from './manila-calendar.js';
import type { StoredKind } from './storage.js';

export const LOT_STATUSES = ['RELEASED', 'ON_HOLD', 'RECALLED'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

export const LOT_STATUS_LABELS: Readonly<Record<LotStatus, string>> = {
  RELEASED: 'Released',
  ON_HOLD: 'On hold',
  RECALLED: 'Recalled',
};

/**
 * Each kind's lot-code prefix and how many days a batch keeps unopened (its best-before is the
 * production day plus these): dried 6 months, marinated 3 months frozen, smoked a week chilled
 * (STORAGE_BY_KIND says the same in words). A product may keep its own number of days.
 */
export const LOT_RULES: Readonly<Record<StoredKind, { prefix: string; shelfLifeDays: number }>> = {
  DRIED: { prefix: 'DRD', shelfLifeDays: 180 },
  MARINATED: { prefix: 'MAR', shelfLifeDays: 90 },
  SMOKED: { prefix: 'SMK', shelfLifeDays: 7 },
};

/** A lot code as staff type or the rule makes it: letters, digits and dashes, 3 to 40 characters. */
export const LOT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;
export const LOT_CODE_MAX = 40;
/** The longest shelf life a product may keep, in days (ten years). */
export const SHELF_LIFE_DAYS_MAX = 3650;

/** Expired: the day after its best-before day has begun in Manila. On the best-before day it is still sold. */
export const isExpiredOn = (bestBefore: string, today: string) => bestBefore < today;

/** Whether a lot's units may be sold or packed on `today`: released and not expired. */
export const isSellableOn = (lot: { status: LotStatus; bestBefore: string }, today: string) =>
  lot.status === 'RELEASED' && !isExpiredOn(lot.bestBefore, today);

/** The best-before day of a batch made on `productionDay` that keeps `shelfLifeDays` days. */
export function bestBeforeOf(productionDay: string, shelfLifeDays: number): string {
  if (!isCalendarDay(productionDay)) throw new RangeError(`Not a calendar day: ${productionDay}`);
  if (!Number.isInteger(shelfLifeDays) || shelfLifeDays < 0)
    throw new RangeError('A shelf life is whole days, 0 or more.');
  return addDays(productionDay, shelfLifeDays);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as Philippine FDA labels write it: "2026-01-01" → "01Jan2026". */
export function labelDate(day: string): string {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return `${day.slice(8, 10)}${MONTHS[Number(day.slice(5, 7)) - 1]}${day.slice(0, 4)}`;
}

/**
 * What a product's page tells customers of its lots (never how many units each holds): packing
 * takes the first to expire, so a pack keeps at least until the earliest best-before on sale.
 */
export const bestBeforeText = (earliest: string) => `Best before at least ${labelDate(earliest)}`;

/** A, B, … Z, AA, AB, …: the n-th lot (from 0) of a product on one day. */
export function lotLetter(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError('A lot index is a whole number, 0 or more.');
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * The lot code the rule gives: the product type's prefix, the production day and the day's
 * letter, e.g. `DRD-20261128-A` for the first dried batch of 28 November 2026.
 */
export const lotCodeFor = (prefix: string, productionDay: string, index: number) =>
  `${prefix}-${productionDay.replaceAll('-', '')}-${lotLetter(index)}`;

/** A lot as the allocation reads it. */
export interface AllocatableLot<Id = number> {
  readonly id: Id;
  readonly status: LotStatus;
  readonly bestBefore: string;
  /** Units made and not yet packed into an order. */
  readonly quantityLeft: number;
}

export interface LotTake<Id = number> {
  readonly lotId: Id;
  readonly quantity: number;
}

export interface Allocation<Id = number> {
  readonly takes: readonly LotTake<Id>[];
  /** Units the sellable lots could not cover (0 when the line is fully allocated). */
  readonly short: number;
}

/** First expired, first out: the order in which lots are packed (earliest best-before, then the lot made first). */
export function fefoOrder<Id>(lots: readonly AllocatableLot<Id>[]): AllocatableLot<Id>[] {
  return [...lots].sort((a, b) =>
    a.bestBefore !== b.bestBefore ? (a.bestBefore < b.bestBefore ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}

/**
 * Which lots a line of `quantity` units is packed from on `today`: sellable lots only, earliest
 * best-before first, split across lots as needed (6 wanted, 5 left in the first: 5 + 1). A line may
 * ask for a best-before no earlier than `notBefore` (a trade customer's minimum shelf life).
 */
export function allocateFefo<Id>(
  lots: readonly AllocatableLot<Id>[],
  quantity: number,
  today: string,
  notBefore?: string,
): Allocation<Id> {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError('A quantity is a whole number, 0 or more.');
  const takes: LotTake<Id>[] = [];
  let wanted = quantity;
  for (const lot of fefoOrder(lots)) {
    if (wanted === 0) break;
    if (!isSellableOn(lot, today) || lot.quantityLeft <= 0) continue;
    if (notBefore !== undefined && lot.bestBefore < notBefore) continue;
    const taken = Math.min(wanted, lot.quantityLeft);
    takes.push({ lotId: lot.id, quantity: taken });
    wanted -= taken;
  }
  return { takes, short: wanted };
}

/** What a product may still sell on `today`: the units left in its sellable lots. */
export const sellableUnits = (lots: readonly AllocatableLot<unknown>[], today: string) =>
  lots.reduce((sum, lot) => (isSellableOn(lot, today) ? sum + Math.max(0, lot.quantityLeft) : sum), 0);

/** A GTIN (8, 12, 13 or 14 digits) whose last digit is its GS1 check digit. */
export function isGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * The GS1 Digital Link URI of a lot, for its label's QR code: the product's GTIN (as 14 digits),
 * the lot (AI 10) and the best-before date (AI 17, YYMMDD), on the shop's own address.
 */
export function digitalLinkOf(origin: string, gtin: string, lotCode: string, bestBefore: string): string {
  if (!isGtin(gtin)) throw new RangeError(`Not a GTIN: ${gtin}`);
  if (!isCalendarDay(bestBefore)) throw new RangeError(`Not a calendar day: ${bestBefore}`);
  const yymmdd = bestBefore.slice(2).replaceAll('-', '');
  return `${origin.replace(/\/+$/, '')}/01/${gtin.padStart(14, '0')}/10/${encodeURIComponent(lotCode)}?17=${yymmdd}`;
}
