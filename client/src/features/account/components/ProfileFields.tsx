import type { ReactNode } from 'react';
import { Field } from '../../../components/form/Field';
import { ADDRESS_LINE_MAX } from '@waters/domain';
import type { PlaceValues } from '../utils/address-rules';
import {
  MAX_LENGTH,
  PLACEHOLDERS,
  type PersonField,
  type ProfileField,
  type ProfileValues,
} from '../utils/profile-rules';
import { ProfilePlaceFields } from './ProfilePlaceFields';

type PersonValues = ProfileValues & PlaceValues;

interface ProfileFieldsProps<V extends PersonValues> {
  idPrefix: string;
  /** The form (useFormState) that holds the fields. */
  form: {
    values: V;
    change: (field: ProfileField) => (event: { target: { value: string } }) => void;
    touch: (field: ProfileField) => () => void;
    setValues: (update: (current: V) => V) => void;
  };
  /** The message to show now under a field. */
  shown: (field: PersonField) => string | undefined;
  disabled?: boolean;
  /** A customer's address is a street with its place from the lists (under Address); a member of staff's, one line. */
  withPlace: boolean;
  /** Said above the place (an address not placed yet). */
  placeNote?: ReactNode;
}

/** User Name, Full Name, Address, Mobile Number and Email Address: the same at sign-up and in Edit Profile. */
export function ProfileFields<V extends PersonValues>({
  idPrefix,
  form,
  shown,
  disabled,
  withPlace,
  placeNote,
}: ProfileFieldsProps<V>) {
  const { values } = form;
  const field = (name: ProfileField) => ({
    id: `${idPrefix}-${name}`,
    value: values[name],
    onChange: form.change(name),
    onBlur: form.touch(name),
    error: shown(name),
    maxLength: MAX_LENGTH[name],
    required: true,
    disabled,
  });
  return (
    <>
      <Field {...field('userName')} label="User Name" autoComplete="username" />
      <Field {...field('fullName')} label="Full Name" autoComplete="name" />
      {withPlace ? (
        <>
          <Field
            {...field('address')}
            maxLength={ADDRESS_LINE_MAX}
            label="Address"
            hint="House number, street, subdivision or building; the city comes next."
            placeholder="e.g. 12 Mabini St., Villa Rosa Subd."
            autoComplete="street-address"
          />
          {placeNote}
          <ProfilePlaceFields
            idPrefix={idPrefix}
            values={values}
            shown={shown}
            onValues={(update) => form.setValues((current) => ({ ...current, ...update(current) }))}
            disabled={disabled}
          />
        </>
      ) : (
        <Field {...field('address')} label="Address" autoComplete="street-address" />
      )}
      <Field
        {...field('mobileNumber')}
        label="Mobile Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={PLACEHOLDERS.mobileNumber}
      />
      <Field
        {...field('emailAddress')}
        label="Email Address"
        type="email"
        autoComplete="email"
        placeholder={PLACEHOLDERS.emailAddress}
      />
    </>
  );
}
