import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router-dom';
import type { ProfileFieldsFragment } from '../../../api/fragments.generated';
import { UpdateProfileDocument } from '../api/update-profile.generated';
import { REFETCH_ADDRESSES } from '../api/refetch-addresses';
import { ReadOnlyField } from '../../../components/form/Field';
import { formFailure } from '../../../api/api-errors';
import { formatMediumDate } from '../../../lib/format';
import { DELAYS, MESSAGES } from '../../../lib/messages';
import { storeProfile } from '../../../state/session';
import { failureDetail } from '../utils/failure-detail';
import {
  PROFILE_FIELD_ORDER,
  PROFILE_FIELDS,
  passwordLengthError,
  personErrors,
  trimmedProfile,
  type PersonField,
} from '../utils/profile-rules';
import { useDelayedNavigate } from '../utils/use-delayed-navigate';
import { AccountForm } from './AccountForm';
import { PasswordField } from './PasswordField';
import { ProfileFields } from './ProfileFields';
import { useAccountForm } from './use-account-form';
import { PLACE_FIELDS, placeInput } from '../utils/address-rules';
import type { CustomerAddressFieldsFragment } from '../../../api/my-addresses.generated';
import { PATHS } from '../../../lib/paths';
import type { FieldErrors } from '../../../hooks/use-form-state';
import { onDemand } from '../../../components/on-demand';

// The leave-without-saving dialog (Bootstrap's modal) loads once the page is idle, or when needed.
const DiscardChangesDialog = onDemand(
  () => import('./DiscardChangesDialog').then((module) => module.DiscardChangesDialog),
  {
    neededWhen: ({ show }) => show,
  },
);

type PasswordName = 'newPassword' | 'confirmNewPassword' | 'currentPassword';
type EditField = PersonField | PasswordName;
type EditValues = Record<EditField, string>;

const FIELD_ORDER: readonly EditField[] = [
  ...PROFILE_FIELD_ORDER,
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
  const errors: FieldErrors<EditField> = personErrors(values, withPlace);
  if (values.newPassword) errors.newPassword = passwordLengthError(values.newPassword);
  if (passwordsDiffer(values)) errors.confirmNewPassword = MESSAGES.passwordsDoNotMatch;
  if (values.newPassword && !values.currentPassword) errors.currentPassword = MESSAGES.currentPasswordRequired;
  return errors;
}

const isChanged = (values: EditValues, saved: EditValues) =>
  [...PROFILE_FIELDS, ...PLACE_FIELDS].some((field) => values[field] !== saved[field]) ||
  values.newPassword !== '' ||
  values.confirmNewPassword !== '';

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
  const { form, shown, setFailure, succeeded, setSucceeded, checked, field, alerts } = useAccountForm(
    savedValues,
    (values) => editProfileErrors(values, place !== null),
    { idPrefix: 'profile', order: FIELD_ORDER, success: MESSAGES.profileUpdated },
  );
  const { values } = form;
  const [askingToLeave, setAskingToLeave] = useState(false);
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument, place ? REFETCH_ADDRESSES : undefined);
  const navigate = useNavigate();
  const redirect = useDelayedNavigate();

  const back = () => (isChanged(values, savedValues) ? setAskingToLeave(true) : navigate(PATHS.home));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || succeeded) return;
    if (!checked({ missing: !!place && !values.cityCode, passwordsDiffer: passwordsDiffer(values) })) return;
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

  const passwordField = (name: PasswordName, label: string, hint?: string) => (
    <PasswordField {...field(name)} label={label} current={name === 'currentPassword'} hint={hint} />
  );

  return (
    <AccountForm label="Edit Profile" onSubmit={submit} {...alerts}>
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
        form={form}
        shown={shown}
        disabled={succeeded}
        withPlace={place !== null}
        placeNote={
          place?.placeConfirmed === false && (
            <p className="small mb-3" id="profile-written">
              Confirm your city: you wrote “{place.address}”. Keep the street above, and choose the province and city
              below so that orders can be delivered there.
            </p>
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
    </AccountForm>
  );
}
