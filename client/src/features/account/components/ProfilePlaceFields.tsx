import { Field } from '../../../components/form/Field';
import { PlacePicker } from '../../../components/places/PlacePicker';
import { choosePlace, usePlaceLists } from '../../../components/places/use-place-lists';
import { ADDRESS_LABELS, TYPED_MAX_LENGTH, type PlaceField, type PlaceValues } from '../utils/address-rules';

interface ProfilePlaceFieldsProps {
  idPrefix: string;
  values: PlaceValues;
  /** The message to show now under a field. */
  shown: (field: PlaceField) => string | undefined;
  onValues: (update: (current: PlaceValues) => PlaceValues) => void;
  disabled?: boolean;
}

/**
 * Where the profile's address is: province, city or municipality and barangay from the Philippine
 * list, and a landmark. With them the address given at sign-up is one checkout can deliver to.
 */
export function ProfilePlaceFields({ idPrefix, values, shown, onValues, disabled }: ProfilePlaceFieldsProps) {
  const lists = usePlaceLists(values);
  return (
    <>
      <PlacePicker
        prefix={idPrefix}
        values={values}
        lists={lists}
        errors={{ provinceCode: shown('provinceCode'), cityCode: shown('cityCode') }}
        disabled={disabled}
        onChoose={(field, code) => onValues((current) => choosePlace(current, field, code))}
      />
      <Field
        id={`${idPrefix}-landmark`}
        label={ADDRESS_LABELS.landmark}
        value={values.landmark}
        onChange={(event) => onValues((current) => ({ ...current, landmark: event.target.value }))}
        error={shown('landmark')}
        maxLength={TYPED_MAX_LENGTH.landmark}
        autoComplete="off"
        placeholder="e.g. blue gate, across the chapel"
        disabled={disabled}
      />
    </>
  );
}
