import { isCalendarDay, STOCK_MAX } from '@waters/domain';
import type { RecordLotInput } from '../../../gql/graphql';
import type { FieldErrors } from '../../../hooks/use-form-state';
import { formatCount } from '../../../lib/format';

/** What the rule gives the product's next batch made on the production date (lotRule). */
export interface LotRuleView {
  nextCode: string;
  bestBefore: string;
  shelfLifeDays: number;
}

/** The Record a lot form as it shows: the lot code and best-before are the rule's until the staff type others. */
export interface RecordLotValues {
  quantity: string;
  productionDate: string;
  lotCode: string;
  bestBefore: string;
  bestBeforeReason: string;
}

/** Which of the rule's values the staff have typed over. */
export interface TypedOver {
  lotCode: boolean;
  bestBefore: boolean;
}

/** The fields in the order a person meets them (the first with a message takes the focus); named as the server names them. */
export const RECORD_LOT_FIELDS = ['quantity', 'productionDate', 'lotCode', 'bestBefore', 'bestBeforeReason'] as const;
export type RecordLotField = (typeof RECORD_LOT_FIELDS)[number];

export const RECORD_LOT_MESSAGES = {
  quantity: `Units made must be a whole number from 1 to ${formatCount(STOCK_MAX)}.`,
  productionDate: 'Choose the production date.',
  future: 'The production date cannot be in the future.',
  lotCode: 'Type a lot code, or the rule’s.',
  bestBefore: 'Choose the best-before date.',
  beforeProduction: 'The best-before cannot be before the production date.',
  bestBeforeReason: 'Say why the best-before is not the rule’s.',
} as const;

/**
 * Whether the best-before shown is not the rule's: the form then asks why (the server refuses a
 * changed best-before without a reason). Without the rule at hand, a typed best-before is asked about.
 */
export const bestBeforeChanged = (values: RecordLotValues, typed: TypedOver, rule: LotRuleView | null): boolean =>
  typed.bestBefore && values.bestBefore !== rule?.bestBefore;

/** The form's own messages: the server's rules checked first, `today` being the Manila day. */
export function recordLotErrors(
  values: RecordLotValues,
  typed: TypedOver,
  rule: LotRuleView | null,
  today: string,
): FieldErrors<RecordLotField> {
  const quantity = values.quantity.trim();
  const units = Number(quantity);
  const made = values.productionDate;
  return {
    quantity: /^\d{1,7}$/.test(quantity) && units >= 1 && units <= STOCK_MAX ? undefined : RECORD_LOT_MESSAGES.quantity,
    productionDate: !isCalendarDay(made)
      ? RECORD_LOT_MESSAGES.productionDate
      : made > today
        ? RECORD_LOT_MESSAGES.future
        : undefined,
    // Its pattern (3 to 40 letters, digits and dashes) is the server's to check: its message shows under the field.
    lotCode: typed.lotCode && values.lotCode.trim() === '' ? RECORD_LOT_MESSAGES.lotCode : undefined,
    bestBefore: !typed.bestBefore
      ? undefined
      : !isCalendarDay(values.bestBefore)
        ? RECORD_LOT_MESSAGES.bestBefore
        : isCalendarDay(made) && values.bestBefore < made
          ? RECORD_LOT_MESSAGES.beforeProduction
          : undefined,
    bestBeforeReason:
      bestBeforeChanged(values, typed, rule) && values.bestBeforeReason.trim() === ''
        ? RECORD_LOT_MESSAGES.bestBeforeReason
        : undefined,
  };
}

/**
 * What recordLot is sent: the lot code and best-before only when typed over (the server applies
 * its rule to what is left out, at the moment it records), the reason with a changed best-before.
 */
export function recordLotInput(
  productId: string,
  values: RecordLotValues,
  typed: TypedOver,
  rule: LotRuleView | null,
): RecordLotInput {
  return {
    productId,
    quantity: Number(values.quantity.trim()),
    productionDate: values.productionDate,
    ...(typed.lotCode ? { lotCode: values.lotCode.trim().toUpperCase() } : {}),
    ...(bestBeforeChanged(values, typed, rule)
      ? { bestBefore: values.bestBefore, bestBeforeReason: values.bestBeforeReason.trim() }
      : {}),
  };
}
