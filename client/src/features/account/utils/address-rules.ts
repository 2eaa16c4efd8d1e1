import { ADDRESS_LABEL_MAX, ADDRESS_LINE_MAX, PLACE_NAME_MAX } from '@waters/domain';
import type { FieldErrors } from '../../../hooks/use-form-state';

/** A saved delivery address as its form edits it (the server's limits, @waters/domain). */
export const ADDRESS_FIELDS = ['label', 'address', 'city', 'province'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export const ADDRESS_MAX_LENGTH: Record<AddressField, number> = {
  label: ADDRESS_LABEL_MAX,
  address: ADDRESS_LINE_MAX,
  city: PLACE_NAME_MAX,
  province: PLACE_NAME_MAX,
};

export const ADDRESS_LABELS: Record<AddressField, string> = {
  label: 'Label',
  address: 'Street address',
  city: 'City or municipality',
  province: 'Province',
};

const REQUIRED: Record<AddressField, string> = {
  label: 'Give the address a name, e.g. Home or Store.',
  address: 'Enter the street, building and barangay.',
  city: 'Enter the city or municipality.',
  province: 'Enter the province.',
};

export const EMPTY_ADDRESS: AddressValues = { label: '', address: '', city: '', province: '' };

/** Each field is required and within the server's length, counted in characters as a person counts them. */
export function addressErrors(values: AddressValues): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    if (!value) errors[field] = REQUIRED[field];
    else if ([...value].length > ADDRESS_MAX_LENGTH[field]) errors[field] = `${ADDRESS_LABELS[field]} can be at most ${ADDRESS_MAX_LENGTH[field]} characters.`;
  }
  return errors;
}

/** The values as sent: trimmed, inner runs of spaces kept as typed. */
export const trimmedAddress = (values: AddressValues): AddressValues => ({
  label: values.label.trim(),
  address: values.address.trim(),
  city: values.city.trim(),
  province: values.province.trim(),
});
