import type { ChangeEvent } from 'react';
import { MAX_LENGTH, PLACEHOLDERS, type FieldErrors, type ProfileField, type ProfileValues } from '../utils/profile-rules';
import { TextField } from './TextField';

interface ProfileFieldsProps {
  idPrefix: string;
  values: ProfileValues;
  /** The messages to show now. */
  errors: FieldErrors<ProfileField>;
  onChange: (field: ProfileField) => (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (field: ProfileField) => () => void;
  disabled?: boolean;
}

/** User Name, Full Name, Address, Mobile Number and Email Address: the same at sign-up and in Edit Profile. */
export function ProfileFields({ idPrefix, values, errors, onChange, onBlur, disabled }: ProfileFieldsProps) {
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
      <TextField {...field('userName')} label="User Name" autoComplete="username" />
      <TextField {...field('fullName')} label="Full Name" autoComplete="name" />
      <TextField {...field('address')} label="Address" autoComplete="street-address" />
      <TextField {...field('mobileNumber')} label="Mobile Number" type="tel" inputMode="tel" autoComplete="tel" placeholder={PLACEHOLDERS.mobileNumber} />
      <TextField {...field('emailAddress')} label="Email Address" type="email" autoComplete="email" placeholder={PLACEHOLDERS.emailAddress} />
    </>
  );
}
