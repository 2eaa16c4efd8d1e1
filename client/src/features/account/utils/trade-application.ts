import { BUSINESS_NAME_MAX, BUSINESS_TYPES, TIN_MESSAGE, TIN_PATTERN, type BusinessType } from '@waters/domain';
import type { FieldErrors } from '../../../hooks/use-form-state';

/** The application's fields, in the order a person meets them. */
export const TRADE_APPLICATION_FIELDS = ['businessName', 'businessType', 'tin', 'addressId'] as const;
export type TradeApplicationField = (typeof TRADE_APPLICATION_FIELDS)[number];
export type TradeApplicationValues = Record<TradeApplicationField, string>;

export const TRADE_APPLICATION_MESSAGES = {
  businessName: 'Business name is required.',
  businessNameTooLong: `Business name can be at most ${BUSINESS_NAME_MAX} characters.`,
  businessType: 'Choose the type of business.',
  address: 'Choose one of your addresses.',
} as const;

const isBusinessType = (value: string): value is BusinessType => (BUSINESS_TYPES as readonly string[]).includes(value);

/** What the form says before anything is sent (the server checks the same, and that the address is the customer's). */
export function tradeApplicationErrors(values: TradeApplicationValues): FieldErrors<TradeApplicationField> {
  const errors: FieldErrors<TradeApplicationField> = {};
  const name = values.businessName.trim();
  if (!name) errors.businessName = TRADE_APPLICATION_MESSAGES.businessName;
  else if (name.length > BUSINESS_NAME_MAX) errors.businessName = TRADE_APPLICATION_MESSAGES.businessNameTooLong;
  if (!isBusinessType(values.businessType)) errors.businessType = TRADE_APPLICATION_MESSAGES.businessType;
  const tin = values.tin.trim();
  if (tin && !TIN_PATTERN.test(tin)) errors.tin = TIN_MESSAGE;
  if (values.addressId === '') errors.addressId = TRADE_APPLICATION_MESSAGES.address;
  return errors;
}

/** applyForTradeAccount's input (call once the form has no message): trimmed, the TIN left out when empty. */
export function tradeApplicationInput(values: TradeApplicationValues) {
  const tin = values.tin.trim();
  return {
    businessName: values.businessName.trim(),
    businessType: values.businessType as BusinessType,
    tin: tin || null,
    addressId: Number(values.addressId),
  };
}
