import { ORDER_NOTE_MAX, toCentavos, type DeliveryMethod, type PaymentMethod } from '@waters/domain';
import type { FieldErrors } from '../../../hooks/use-form-state';

/** What the customer chooses in the review's Delivery section. */
export interface CheckoutChoice {
  method: DeliveryMethod;
  /** A saved address's id (delivery only). */
  addressId: number | null;
  /** "YYYY-MM-DD", one of the offered dates. */
  date: string | null;
  note: string;
  paymentMethod: PaymentMethod;
}

/** The server's own default when nothing is said: a pickup, paid in cash. */
export const DEFAULT_CHOICE: CheckoutChoice = {
  method: 'PICKUP',
  addressId: null,
  date: null,
  note: '',
  paymentMethod: 'CASH',
};

/** What deliveryOptions answered for the current method and address (null while unknown). */
export interface OfferedDates {
  dates: readonly string[];
  deliveryFee: number;
  unavailableReason?: string | null;
}

export type CheckoutField = 'address' | 'date' | 'note';

export const CHECKOUT_MESSAGES = {
  noteTooLong: `The note can be at most ${ORDER_NOTE_MAX} characters.`,
  chooseAddress: 'Choose a delivery address.',
  datesLoading: 'The dates are still loading. Try again in a moment.',
  noPickupDates: 'There are no pickup dates open right now.',
  noDeliveryDates: 'There are no delivery dates for this address.',
  chooseDate: 'Choose a date.',
} as const;

/** Goods, delivery fee and what the customer pays, added in centavos so no peso fraction is lost. */
export function checkoutTotals(goods: number, deliveryFee: number) {
  return { goods, deliveryFee, total: (toCentavos(goods) + toCentavos(deliveryFee)) / 100 };
}

/** Characters left in the note (negative when over). */
export const noteCharactersLeft = (note: string) => ORDER_NOTE_MAX - note.length;

/**
 * Why the order cannot be confirmed yet, by field. A pickup whose dates could not be read may
 * still go: the server then takes its earliest pickup date. A delivery needs its address and date.
 */
export function checkoutErrors(choice: CheckoutChoice, offered: OfferedDates | null): FieldErrors<CheckoutField> {
  const errors: FieldErrors<CheckoutField> = {};
  if (noteCharactersLeft(choice.note) < 0) errors.note = CHECKOUT_MESSAGES.noteTooLong;
  if (choice.method === 'DELIVERY') {
    if (choice.addressId === null) errors.address = CHECKOUT_MESSAGES.chooseAddress;
    else if (!offered) errors.date = CHECKOUT_MESSAGES.datesLoading;
    else if (offered.dates.length === 0) errors.date = offered.unavailableReason ?? CHECKOUT_MESSAGES.noDeliveryDates;
    else if (!choice.date || !offered.dates.includes(choice.date)) errors.date = CHECKOUT_MESSAGES.chooseDate;
  } else if (offered && offered.dates.length === 0) {
    errors.date = offered.unavailableReason ?? CHECKOUT_MESSAGES.noPickupDates;
  } else if (offered && (!choice.date || !offered.dates.includes(choice.date))) {
    errors.date = CHECKOUT_MESSAGES.chooseDate;
  }
  return errors;
}

/** The delivery and payment parts of placeOrder's input. */
export interface ChoiceInput {
  delivery?: { method: DeliveryMethod; addressId?: number; date?: string; note?: string };
  paymentMethod?: PaymentMethod;
}

/**
 * The choice as placeOrder's input. Exactly the server's default (a cash pickup on its earliest
 * date, no note, the dates not read) says nothing, as an order placed before this choice existed.
 */
export function choiceInput(choice: CheckoutChoice, offered: OfferedDates | null): ChoiceInput {
  const date = offered && choice.date && offered.dates.includes(choice.date) ? choice.date : null;
  const note = choice.note.trim();
  if (choice.method === 'PICKUP' && !date && !note && choice.paymentMethod === 'CASH') return {};
  return {
    delivery: {
      method: choice.method,
      ...(choice.method === 'DELIVERY' && choice.addressId !== null ? { addressId: choice.addressId } : {}),
      ...(date ? { date } : {}),
      ...(note ? { note } : {}),
    },
    paymentMethod: choice.paymentMethod,
  };
}

/** The date to keep selected when the offered dates change: the same one if still offered, else the earliest. */
export const keptDate = (current: string | null, dates: readonly string[]): string | null =>
  current && dates.includes(current) ? current : (dates[0] ?? null);

/** The saved address to deliver to: the one chosen while it still exists, else the default, else the first. */
export function resolvedAddressId(
  chosen: number | null,
  saved: readonly { id: number; isDefault: boolean }[] | null,
): number | null {
  if (!saved || saved.length === 0) return null;
  if (chosen !== null && saved.some((entry) => entry.id === chosen)) return chosen;
  return (saved.find((entry) => entry.isDefault) ?? saved[0]).id;
}
