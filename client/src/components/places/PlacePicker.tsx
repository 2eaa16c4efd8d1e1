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

/**
 * Province, city or municipality, and barangay, each chosen from the Philippine Standard
 * Geographic Code's list of the one above (native selects: a phone opens its own picker, a
 * keyboard finds a name by typing it).
 */
export function PlacePicker({ prefix, values, lists, errors = {}, onChoose, disabled = false }: PlacePickerProps) {
  return (
    <>
      <PlaceSelect
        id={`${prefix}-provinceCode`}
        label={PLACE_LABELS.provinceCode}
        required
        places={lists.provinces}
        value={values.provinceCode}
        error={errors.provinceCode}
        disabled={disabled}
        onChange={(code) => onChoose('provinceCode', code)}
      />
      <PlaceSelect
        id={`${prefix}-cityCode`}
        label={PLACE_LABELS.cityCode}
        required
        places={lists.cities}
        value={values.cityCode}
        error={errors.cityCode}
        disabled={disabled || !values.provinceCode}
        onChange={(code) => onChoose('cityCode', code)}
      />
      <PlaceSelect
        id={`${prefix}-barangayCode`}
        label={PLACE_LABELS.barangayCode}
        places={lists.barangays}
        value={values.barangayCode}
        disabled={disabled || !values.cityCode}
        onChange={(code) => onChoose('barangayCode', code)}
      />
    </>
  );
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
