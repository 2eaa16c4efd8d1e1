import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router-dom';
import type { ProfileFieldsFragment } from '../../../api/fragments.generated';
import { UpdateProfileDocument } from '../api/update-profile.generated';
import { REFETCH_ADDRESSES } from '../api/refetch-addresses';
import { Field, ReadOnlyField } from '../../../components/form/Field';
import { formFailure } from '../../../api/api-errors';
import { formatMediumDate } from '../../../lib/format';
import { DELAYS, MESSAGES } from '../../../lib/messages';
import { storeProfile } from '../../../state/session';
import { failureDetail } from '../utils/failure-detail';
import {
  MAX_LENGTH,
  PROFILE_FIELDS,
  missingProfileField,
  passwordLengthError,
  profileFieldErrors,
  trimmedProfile,
  type ProfileField,
} from '../utils/profile-rules';
import { useDelayedNavigate } from '../utils/use-delayed-navigate';
import { FailureAlert, SuccessAlert } from './FormAlerts';
import { ProfileFields } from './ProfileFields';
import { ProfilePlaceFields } from './ProfilePlaceFields';
import { PLACE_FIELDS, placeErrors, placeInput, type PlaceField } from '../utils/address-rules';
import type { CustomerAddressFieldsFragment } from '../../../api/my-addresses.generated';
import { PATHS } from '../../../lib/paths';
import { useFormState, type FieldErrors } from '../../../hooks/use-form-state';
import { onDemand } from '../../../components/on-demand';

// The leave-without-saving dialog (Bootstrap's modal) loads once the page is idle, or when needed.
const DiscardChangesDialog = onDemand(
  () => import('./DiscardChangesDialog').then((module) => module.DiscardChangesDialog),
  {
    neededWhen: ({ show }) => show,
  },
);

type PasswordField = 'newPassword' | 'confirmNewPassword' | 'currentPassword';
type EditField = ProfileField | PlaceField | PasswordField;
type EditValues = Record<EditField, string>;

const FIELD_ORDER: readonly EditField[] = [
  'userName',
  'fullName',
  'address',
  ...PLACE_FIELDS,
  'mobileNumber',
  'emailAddress',
  'newPassword',
  'confirmNewPassword',
  'currentPassword',
];

/** A customer's profile address as the form edits it: the street, and the place from the lists. */
export type ProfilePlace = Pick<
  CustomerAddressFieldsFragment,
  'address' | 'provinceCode' | 'cityCode' | 'barangayCode' | 'landmark' | 'placeConfirmed'
>;

const editableValues = (profile: ProfileFieldsFragment, place: ProfilePlace | null): EditValues => ({
  userName: profile.userName,
  fullName: profile.fullName,
  address: place ? place.address : profile.address,
  provinceCode: place?.provinceCode ?? '',
  cityCode: place?.cityCode ?? '',
  barangayCode: place?.barangayCode ?? '',
  landmark: place?.landmark ?? '',
  mobileNumber: profile.mobileNumber,
  emailAddress: profile.emailAddress,
  newPassword: '',
  confirmNewPassword: '',
  currentPassword: '',
});

const passwordsDiffer = (values: EditValues) => values.newPassword !== values.confirmNewPassword;

/**
 * Field messages: the profile fields are required; a new password is optional but must be
 * confirmed, and proven with the current one (so an unattended signed-in browser cannot change it).
 */
export function editProfileErrors(values: EditValues, withPlace = false): FieldErrors<EditField> {
  const errors: FieldErrors<EditField> = { ...profileFieldErrors(values), ...(withPlace ? placeErrors(values) : {}) };
  if (values.newPassword) errors.newPassword = passwordLengthError(values.newPassword);
  if (passwordsDiffer(values)) errors.confirmNewPassword = MESSAGES.passwordsDoNotMatch;
  if (values.newPassword && !values.currentPassword) errors.currentPassword = MESSAGES.currentPasswordRequired;
  return errors;
}

const isChanged = (values: EditValues, saved: EditValues) =>
  [...PROFILE_FIELDS, ...PLACE_FIELDS].some((field) => values[field] !== saved[field]) ||
  values.newPassword !== '' ||
  values.confirmNewPassword !== '';

const focusField = (field: EditField) => document.getElementById(`profile-${field}`)?.focus();

/**
 * The profile form: read-only facts, editable fields, Back (asks when there are changes) and
 * Update. A customer's address is a street with its place from the lists (`place`, their profile
 * address); one not yet placed shows what was written, to choose its city.
 */
export function EditProfileForm({
  profile,
  place = null,
}: {
  profile: ProfileFieldsFragment;
  place?: ProfilePlace | null;
}) {
  const [saved, setSaved] = useState(profile);
  const [savedValues, setSavedValues] = useState(() => editableValues(profile, place));
  const form = useFormState(savedValues);
  const { values } = form;
  const [failure, setFailure] = useState<{ message: string; detail?: string | null } | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [askingToLeave, setAskingToLeave] = useState(false);
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument, place ? REFETCH_ADDRESSES : undefined);
  const navigate = useNavigate();
  const redirect = useDelayedNavigate();

  const errors = editProfileErrors(values, place !== null);
  const shown = (field: EditField) => form.visible(errors, field);

  const back = () => (isChanged(values, savedValues) ? setAskingToLeave(true) : navigate(PATHS.home));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || succeeded) return;
    form.attempt();
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      if (missingProfileField(values) || (place && !values.cityCode)) setFailure({ message: MESSAGES.fillAllFields });
      else if (passwordsDiffer(values)) setFailure({ message: MESSAGES.passwordsDoNotMatch });
      else setFailure(null);
      focusField(firstInvalid);
      return;
    }
    setFailure(null);
    let answer;
    try {
      const result = await updateProfile({
        variables: {
          input: {
            ...trimmedProfile(values),
            ...(place ? placeInput(values) : {}),
            // Empty means "keep the current password".
            newPassword: values.newPassword || null,
            confirmNewPassword: values.confirmNewPassword || null,
            currentPassword: values.newPassword ? values.currentPassword : null,
          },
        },
      });
      answer = result.data?.updateProfile;
      if (result.error || !answer) throw result.error ?? new Error('No answer');
    } catch (error) {
      setFailure({ message: MESSAGES.errorUpdatingProfile, detail: failureDetail(formFailure(error)) });
      return;
    }
    // A changed password ends the account's other sessions; this one stays signed in.
    storeProfile(answer.profile);
    setSaved(answer.profile);
    const kept = editableValues(
      answer.profile,
      place && { ...values, address: values.address.trim(), landmark: values.landmark.trim(), placeConfirmed: true },
    );
    setSavedValues(kept);
    form.setValues(kept);
    setSucceeded(true);
    redirect(PATHS.home, DELAYS.redirectAfterProfileUpdate);
  };

  const passwordField = (field: PasswordField, label: string, hint?: string) => (
    <Field
      id={`profile-${field}`}
      label={label}
      type="password"
      autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
      value={values[field]}
      onChange={form.change(field)}
      onBlur={form.touch(field)}
      error={shown(field)}
      hint={hint}
      maxLength={MAX_LENGTH.password}
      disabled={succeeded}
    />
  );

  return (
    <Form noValidate onSubmit={submit} aria-label="Edit Profile">
      <FailureAlert message={failure?.message ?? null} detail={failure?.detail} />
      <SuccessAlert message={succeeded ? MESSAGES.profileUpdated : null} />
      <div className="row">
        <div className="col-sm-6">
          <ReadOnlyField id="profile-id" label="ID" value={saved.id} />
        </div>
        <div className="col-sm-6">
          <ReadOnlyField id="profile-role" label="Role" value={saved.role} />
        </div>
        <div className="col-sm-6">
          <ReadOnlyField id="profile-createdAt" label="Created At" value={formatMediumDate(saved.createdAt)} />
        </div>
        <div className="col-sm-6">
          <ReadOnlyField id="profile-updatedAt" label="Updated At" value={formatMediumDate(saved.updatedAt)} />
        </div>
      </div>
      <ProfileFields
        idPrefix="profile"
        values={values}
        errors={Object.fromEntries(PROFILE_FIELDS.map((field) => [field, shown(field)]))}
        onChange={form.change}
        onBlur={form.touch}
        disabled={succeeded}
        place={
          place && (
            <>
              {!place.placeConfirmed && (
                <p className="small mb-3" id="profile-written">
                  Confirm your city: you wrote “{place.address}”. Keep the street above, and choose the province and
                  city below so that orders can be delivered there.
                </p>
              )}
              <ProfilePlaceFields
                idPrefix="profile"
                values={values}
                errors={Object.fromEntries(PLACE_FIELDS.map((field) => [field, shown(field)]))}
                onValues={(update) => form.setValues((current: EditValues) => ({ ...current, ...update(current) }))}
                disabled={succeeded}
              />
            </>
          )
        }
      />
      {passwordField('newPassword', 'New Password', 'Leave both password fields empty to keep your current password.')}
      {passwordField('confirmNewPassword', 'Confirm New Password')}
      {values.newPassword && passwordField('currentPassword', 'Current Password', 'Needed to change your password.')}
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        <Button type="button" variant="outline-secondary" onClick={back}>
          Back
        </Button>
        <Button type="submit" variant="primary" disabled={loading || succeeded}>
          {loading ? 'Updating…' : 'Update'}
        </Button>
      </div>
      <DiscardChangesDialog
        show={askingToLeave}
        onStay={() => setAskingToLeave(false)}
        onLeave={() => navigate(PATHS.home)}
      />
    </Form>
  );
}
