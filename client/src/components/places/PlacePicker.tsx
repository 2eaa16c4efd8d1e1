import { Field } from '../form/Field';
import type { PlaceCodes, PlaceLists, Place } from './use-place-lists';

export const PLACE_LABELS = {
  provinceCode: 'Province',
  cityCode: 'City or municipality',
  barangayCode: 'Barangay (optional)',
} as const;

interface PlacePickerProps {
  /** Ids are `${prefix}-provinceCode` and so on. */
  prefix: string;
  values: PlaceCodes;
  lists: PlaceLists;
  errors?: Partial<Record<keyof PlaceCodes, string>>;
  onChoose: (field: keyof PlaceCodes, code: string) => void;
  disabled?: boolean;
}

/** The lists top down: each waits for the choice above it; the barangay may stay unchosen. */
const LEVELS = [
  { field: 'provinceCode', list: 'provinces', above: null, required: true },
  { field: 'cityCode', list: 'cities', above: 'provinceCode', required: true },
  { field: 'barangayCode', list: 'barangays', above: 'cityCode', required: false },
] as const;

/**
 * Province, city or municipality, and barangay, each chosen from the Philippine Standard
 * Geographic Code's list of the one above (native selects: a phone opens its own picker, a
 * keyboard finds a name by typing it).
 */
export function PlacePicker({ prefix, values, lists, errors = {}, onChoose, disabled = false }: PlacePickerProps) {
  return LEVELS.map(({ field, list, above, required }) => (
    <PlaceSelect
      key={field}
      id={`${prefix}-${field}`}
      label={PLACE_LABELS[field]}
      required={required}
      places={lists[list]}
      value={values[field]}
      error={errors[field]}
      disabled={disabled || (above !== null && !values[above])}
      onChange={(code) => onChoose(field, code)}
    />
  ));
}

/** One PSGC list as a select: a first choice for none (`emptyLabel`), then the places by name. */
export function PlaceSelect(props: {
  id: string;
  label: string;
  required?: boolean;
  places: readonly Place[];
  value: string;
  error?: string;
  disabled?: boolean;
  emptyLabel?: string;
  groupClassName?: string;
  invalid?: boolean;
  onChange: (code: string) => void;
}) {
  const {
    id,
    label,
    required = false,
    places,
    value,
    error,
    disabled = false,
    emptyLabel = 'Choose…',
    groupClassName,
    invalid,
    onChange,
  } = props;
  return (
    <Field
      as="select"
      id={id}
      label={label}
      required={required}
      requiredMark={required}
      value={value}
      error={error}
      disabled={disabled}
      groupClassName={groupClassName}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{disabled && emptyLabel === 'Choose…' ? '—' : emptyLabel}</option>
      {places.map((place) => (
        <option key={place.code} value={place.code}>
          {place.name}
        </option>
      ))}
    </Field>
  );
}
