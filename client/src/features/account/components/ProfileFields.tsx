import type { ReactNode } from 'react';
import { Field } from '../../../components/form/Field';
import type { FieldErrors } from '../../../hooks/use-form-state';
import { ADDRESS_LINE_MAX } from '@waters/domain';
import { MAX_LENGTH, PLACEHOLDERS, type ProfileField, type ProfileValues } from '../utils/profile-rules';

interface ProfileFieldsProps {
  idPrefix: string;
  values: ProfileValues;
  /** The messages to show now. */
  errors: FieldErrors<ProfileField>;
  onChange: (field: ProfileField) => (event: { target: { value: string } }) => void;
  onBlur: (field: ProfileField) => () => void;
  disabled?: boolean;
  /** A customer's address is a street with its place from the lists (shown under Address); a member of staff's, one line. */
  place?: ReactNode;
}

/** User Name, Full Name, Address, Mobile Number and Email Address: the same at sign-up and in Edit Profile. */
export function ProfileFields({ idPrefix, values, errors, onChange, onBlur, disabled, place }: ProfileFieldsProps) {
  const field = (name: ProfileField) => ({
    id: `${idPrefix}-${name}`,
    value: values[name],
    onChange: onChange(name),
    onBlur: onBlur(name),
    error: errors[name],
    maxLength: MAX_LENGTH[name],
    required: true,
    disabled,
  });
  return (
    <>
      <Field {...field('userName')} label="User Name" autoComplete="username" />
      <Field {...field('fullName')} label="Full Name" autoComplete="name" />
      {place ? (
        <>
          <Field
            {...field('address')}
            maxLength={ADDRESS_LINE_MAX}
            label="Address"
            hint="House number, street, subdivision or building; the city comes next."
            placeholder="e.g. 12 Mabini St., Villa Rosa Subd."
            autoComplete="street-address"
          />
          {place}
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
