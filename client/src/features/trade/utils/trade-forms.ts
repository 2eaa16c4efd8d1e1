import {
  amountProblem,
  isCalendarDay,
  LINE_QUANTITY_MAX,
  PRICE_GROUP_NAME_MAX,
  priceProblem,
  TERMS_DAYS_MAX,
} from '@waters/domain';
import type { FieldErrors } from '../../../hooks/use-form-state';
import type { PriceGroupFieldsFragment } from '../api/price-group-fields.generated';
import type { TradePriceRowFieldsFragment } from '../api/trade-price-row-fields.generated';

/*
 * The Trade accounts screen's forms as typed (numbers as text until sent): a price group, a
 * product's price rows, a product's trade rule. Each says what is wrong before anything is sent;
 * the server checks the same (and what only it can: a name taken, two rows overlapping).
 */

const WHOLE = /^\d+$/;
const PESOS = /^\d+(\.\d{1,2})?$/;

/** A whole number from `least` to `most` typed in a field: its message, or null ('' is fine unless `required`). */
function wholeProblem(text: string, what: string, least: number, most: number, required = false): string | null {
  const typed = text.trim();
  if (typed === '' && !required) return null;
  const value = Number(typed);
  return WHOLE.test(typed) && value >= least && value <= most
    ? null
    : `${what} must be a whole number from ${least} to ${most}.`;
}

const optionalWhole = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** An amount of pesos typed in a field (80, 79.50) as a number; NaN when it is not one. */
const pesosOf = (text: string) => (PESOS.test(text.trim()) ? Number(text.trim()) : Number.NaN);

// ── Price groups ──────────────────────────────────────────────────────────────────────────────

export const GROUP_FIELDS = ['name', 'minOrderAmount', 'termsDays'] as const;
export type GroupField = (typeof GROUP_FIELDS)[number];
export type GroupValues = Record<GroupField, string>;

export const groupValuesOf = (group: PriceGroupFieldsFragment | null): GroupValues => ({
  name: group?.name ?? '',
  minOrderAmount: group ? String(group.minOrderAmount) : '0',
  termsDays: group?.termsDays ? String(group.termsDays) : '',
});

export function groupErrors(values: GroupValues): FieldErrors<GroupField> {
  const errors: FieldErrors<GroupField> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Name is required.';
  else if (name.length > PRICE_GROUP_NAME_MAX) errors.name = `Name can be at most ${PRICE_GROUP_NAME_MAX} characters.`;
  const amount = amountProblem('Minimum order', pesosOf(values.minOrderAmount));
  if (amount) errors.minOrderAmount = `${amount}, e.g. 5000 or 2500.50.`;
  const terms = wholeProblem(values.termsDays, 'Terms', 1, TERMS_DAYS_MAX);
  if (terms) errors.termsDays = terms;
  return errors;
}

export const groupInput = (values: GroupValues, id: number | null) => ({
  ...(id === null ? {} : { id }),
  name: values.name.trim(),
  minOrderAmount: pesosOf(values.minOrderAmount),
  termsDays: optionalWhole(values.termsDays),
});

/** A group's terms as the lists say them: "30 days" to pay after delivery, or none. */
export const termsText = (days: number | null | undefined) => (days ? `${days} days` : 'None');

// ── A product's price rows in a group ─────────────────────────────────────────────────────────

export interface RowDraft {
  minQuantity: string;
  unitPrice: string;
  validFrom: string;
  validTo: string;
}
export type RowField = keyof RowDraft;

export const NEW_ROW: RowDraft = { minQuantity: '1', unitPrice: '', validFrom: '', validTo: '' };

export const rowDraftOf = (row: TradePriceRowFieldsFragment): RowDraft => ({
  minQuantity: String(row.minQuantity),
  unitPrice: String(row.unitPrice),
  validFrom: row.validFrom ?? '',
  validTo: row.validTo ?? '',
});

/** Each row's messages by field (an empty object for a row that may go). */
export function rowErrors(row: RowDraft): FieldErrors<RowField> {
  const errors: FieldErrors<RowField> = {};
  const quantity = wholeProblem(row.minQuantity, 'From', 1, LINE_QUANTITY_MAX, true);
  if (quantity) errors.minQuantity = quantity;
  const price = priceProblem(pesosOf(row.unitPrice));
  if (price) errors.unitPrice = `${price}, e.g. 260 or 259.50.`;
  if (row.validFrom && !isCalendarDay(row.validFrom)) errors.validFrom = 'Enter a day, e.g. 2026-12-01.';
  if (row.validTo && !isCalendarDay(row.validTo)) errors.validTo = 'Enter a day, e.g. 2026-12-31.';
  else if (row.validFrom && row.validTo && row.validTo < row.validFrom)
    errors.validTo = 'The last day cannot come before the first.';
  return errors;
}

export const rowInput = (row: RowDraft) => ({
  minQuantity: Number(row.minQuantity.trim()),
  unitPrice: pesosOf(row.unitPrice),
  validFrom: row.validFrom || null,
  validTo: row.validTo || null,
});

// ── A product's trade rule ────────────────────────────────────────────────────────────────────

export const RULE_FIELDS = ['minQuantity', 'multiple'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];
export type RuleValues = Record<RuleField, string>;

export const ruleValuesOf = (product: { tradeMinQuantity?: number | null; tradeMultiple?: number | null }) => ({
  minQuantity: product.tradeMinQuantity ? String(product.tradeMinQuantity) : '',
  multiple: product.tradeMultiple ? String(product.tradeMultiple) : '',
});

export function ruleErrors(values: RuleValues): FieldErrors<RuleField> {
  const errors: FieldErrors<RuleField> = {};
  const least = wholeProblem(values.minQuantity, 'Minimum', 1, LINE_QUANTITY_MAX);
  if (least) errors.minQuantity = least;
  const multiple = wholeProblem(values.multiple, 'Multiple', 1, LINE_QUANTITY_MAX);
  if (multiple) errors.multiple = multiple;
  return errors;
}

export const ruleInput = (productId: string, values: RuleValues) => ({
  productId,
  minQuantity: optionalWhole(values.minQuantity),
  multiple: optionalWhole(values.multiple),
});

/** "trade-prices-Restaurant.csv": the group's name, as a file name can carry it. */
export const csvFileName = (groupName: string) =>
  `trade-prices-${
    groupName
      .trim()
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'group'
  }.csv`;
