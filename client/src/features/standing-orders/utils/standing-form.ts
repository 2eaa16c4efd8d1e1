import {
  addDays,
  isCalendarDay,
  standingDatesProblem,
  standingNameProblem,
  weekdayListProblem,
  type DeliveryMethod,
  type PaymentMethod,
} from '@waters/domain';
import type { FieldErrors } from '../../../hooks/use-form-state';
import type { StandingOrderInput } from '../../../gql/graphql';

/** The dialog's fields, in the order a person meets them; named as saveStandingOrder's input, so the server's field messages land under them. */
export const STANDING_FIELDS = [
  'name',
  'weekdays',
  'startsOn',
  'endsOn',
  'deliveryMethod',
  'addressId',
  'paymentMethod',
] as const;
export type StandingField = (typeof STANDING_FIELDS)[number];

/**
 * What the dialog holds, as text: `weekdays` ISO numbers joined by commas ("2,5"); `deliveryMethod`
 * and `addressId` empty until the buyer chooses (the defaults of `receivingOf` hold until then).
 */
export type StandingValues = Record<StandingField, string>;

/** A new standing order starts tomorrow: today's orders were placed at 6:00. */
export const initialValues = (today: string): StandingValues => ({
  name: '',
  weekdays: '',
  startsOn: addDays(today, 1),
  endsOn: '',
  deliveryMethod: '',
  addressId: '',
  paymentMethod: 'CASH',
});

export const weekdaysOf = (values: Pick<StandingValues, 'weekdays'>): number[] =>
  values.weekdays === '' ? [] : values.weekdays.split(',').map(Number);

interface BookEntry {
  readonly id: number;
  readonly isDefault: boolean;
  readonly zone?: unknown;
}

/** How it reaches the buyer: as chosen, else delivery to the default address when it is delivered to, else pickup. */
export function receivingOf(
  values: Pick<StandingValues, 'deliveryMethod' | 'addressId'>,
  book: readonly BookEntry[] | null,
): { method: DeliveryMethod; addressId: number | null } {
  const fallback = book?.find((entry) => entry.isDefault) ?? book?.[0];
  const method = (values.deliveryMethod ||
    (fallback?.isDefault && fallback.zone ? 'DELIVERY' : 'PICKUP')) as DeliveryMethod;
  if (method === 'PICKUP') return { method, addressId: null };
  const chosen = book?.find((entry) => String(entry.id) === values.addressId);
  return { method, addressId: (chosen ?? fallback)?.id ?? null };
}

/** The dialog's own checks, with the rules the server applies (packages/domain/src/standing-orders.ts). */
export function standingErrors(
  values: StandingValues,
  receiving: { method: DeliveryMethod; addressId: number | null },
  today: string,
): FieldErrors<StandingField> {
  const errors: FieldErrors<StandingField> = {};
  const name = standingNameProblem(values.name.trim());
  if (name) errors.name = name;
  // Whether each day is one the way of receiving has (the zone's days, perishable fish) the server says.
  const weekdays = weekdayListProblem(weekdaysOf(values));
  if (weekdays) errors.weekdays = weekdays;
  if (!isCalendarDay(values.startsOn)) errors.startsOn = 'Choose the first day.';
  else if (values.endsOn !== '' && !isCalendarDay(values.endsOn)) errors.endsOn = 'The last day must be a date.';
  else {
    const endsOn = values.endsOn || null;
    const dates = standingDatesProblem(values.startsOn, endsOn, today);
    if (dates) errors[endsOn !== null && endsOn < values.startsOn ? 'endsOn' : 'startsOn'] = dates;
  }
  if (receiving.method === 'DELIVERY' && receiving.addressId === null) errors.addressId = 'Choose a delivery address.';
  return errors;
}

/** saveStandingOrder's input: the cart's lines, the days, and how they are received and paid. */
export function standingInput(
  values: StandingValues,
  receiving: { method: DeliveryMethod; addressId: number | null },
  lines: StandingOrderInput['lines'],
): StandingOrderInput {
  return {
    name: values.name.trim(),
    weekdays: weekdaysOf(values),
    startsOn: values.startsOn,
    ...(values.endsOn ? { endsOn: values.endsOn } : {}),
    deliveryMethod: receiving.method,
    ...(receiving.addressId !== null ? { addressId: receiving.addressId } : {}),
    paymentMethod: values.paymentMethod as PaymentMethod,
    lines,
  };
}
