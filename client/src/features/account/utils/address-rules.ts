import { ADDRESS_LABEL_MAX, ADDRESS_LINE_MAX, LANDMARK_MAX } from '@waters/domain';
import type { FieldErrors } from '../../../hooks/use-form-state';

/**
 * A saved delivery address as its form edits it: a label, the street, the province, city or
 * municipality and barangay chosen from the Philippine list (by code), and a landmark.
 */
export const ADDRESS_FIELDS = ['label', 'address', 'provinceCode', 'cityCode', 'barangayCode', 'landmark'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** The typed fields and the server's limits (@waters/domain). */
export const TYPED_MAX_LENGTH = {
  label: ADDRESS_LABEL_MAX,
  address: ADDRESS_LINE_MAX,
  landmark: LANDMARK_MAX,
} as const;
type TypedField = keyof typeof TYPED_MAX_LENGTH;

export const ADDRESS_LABELS: Record<AddressField, string> = {
  label: 'Label',
  address: 'Street address',
  provinceCode: 'Province',
  cityCode: 'City or municipality',
  barangayCode: 'Barangay (optional)',
  landmark: 'Landmark (optional)',
};

/** The place's own fields, the same in the address book and in the profile's address. */
export const PLACE_FIELDS = ['provinceCode', 'cityCode', 'barangayCode', 'landmark'] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];
export type PlaceValues = Record<PlaceField, string>;
export const EMPTY_PLACE: PlaceValues = { provinceCode: '', cityCode: '', barangayCode: '', landmark: '' };

const REQUIRED: Partial<Record<AddressField, string>> = {
  label: 'Give the address a name, e.g. Home or Store.',
  address: 'Enter the street and building.',
  provinceCode: 'Choose the province.',
  cityCode: 'Choose the city or municipality.',
};

/** The place's messages: province and city required, the landmark within its limit. */
export function placeErrors(values: PlaceValues): FieldErrors<PlaceField> {
  const { provinceCode, cityCode, landmark } = addressErrors({ ...EMPTY_ADDRESS, label: '-', address: '-', ...values });
  return Object.fromEntries(
    Object.entries({ provinceCode, cityCode, landmark }).filter(([, message]) => message),
  ) as FieldErrors<PlaceField>;
}

export const EMPTY_ADDRESS: AddressValues = {
  label: '',
  address: '',
  provinceCode: '',
  cityCode: '',
  barangayCode: '',
  landmark: '',
};

/** The required fields are there, and the typed ones within the server's length, counted in characters as a person counts them. */
export function addressErrors(values: AddressValues): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    if (!value && REQUIRED[field]) errors[field] = REQUIRED[field];
    const max = TYPED_MAX_LENGTH[field as TypedField];
    if (max !== undefined && [...value].length > max)
      errors[field] = `${ADDRESS_LABELS[field].replace(' (optional)', '')} can be at most ${max} characters.`;
  }
  return errors;
}

/** The place as the profile's address sends it: codes from the lists, the landmark when there is one. */
export const placeInput = (values: PlaceValues) => ({
  cityCode: values.cityCode || null,
  barangayCode: values.barangayCode || null,
  landmark: values.landmark.trim() || null,
});
