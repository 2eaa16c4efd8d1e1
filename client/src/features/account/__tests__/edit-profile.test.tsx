import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyProfileDocument } from '../../../api/my-profile.generated';
import { UpdateProfileDocument } from '../api/update-profile.generated';
import { formatMediumDate } from '../../../lib/format';
import { DELAYS, MESSAGES } from '../../../lib/messages';
import { refusal } from '../../../test/graphql-errors';
import { signIn } from '../../../test/kit';
import EditProfilePage from '../pages/EditProfilePage';
import { renderScreen, currentPath } from '../../../test/kit';
import { BACOOR, CAVITE, customerAddress, PLACE_MOCKS, profile, REQUIRED_PROFILE_FIELDS } from '../../../test/fixtures';
import { MyAddressesDocument } from '../../../api/my-addresses.generated';

const PROFILE = profile();

const profileAnswer = { request: { query: MyProfileDocument }, result: { data: { me: PROFILE } } };
const SAME_INPUT = {
  userName: PROFILE.userName,
  fullName: PROFILE.fullName,
  address: PROFILE.address,
  mobileNumber: PROFILE.mobileNumber,
  emailAddress: PROFILE.emailAddress,
};
const UPDATED = { ...PROFILE, address: '3 Bonifacio St., Rosario, Cavite', updatedAt: '2026-11-21T05:31:15.000Z' };
const NO_NEW_PASSWORD = { newPassword: null, confirmNewPassword: null, currentPassword: null };
const NEW_PASSWORD = 'smoked-bangus';
const newPassword = (currentPassword: string) => ({
  newPassword: NEW_PASSWORD,
  confirmNewPassword: NEW_PASSWORD,
  currentPassword,
});
/** The answer to an update that sends the profile with `changes` (no new password unless they say so). */
const updateAnswer = (changes: object, answer: object) => ({
  request: { query: UpdateProfileDocument, variables: { input: { ...SAME_INPUT, ...NO_NEW_PASSWORD, ...changes } } },
  ...answer,
});
const saved = (profile: typeof PROFILE) => ({
  result: { data: { updateProfile: { __typename: 'ProfileUpdate', profile } } },
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function typeNewPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('New Password'), NEW_PASSWORD);
  await user.type(field('Confirm New Password'), NEW_PASSWORD);
}

/** Signs the profile's customer in and returns the session's token. */
function signInForToken() {
  signIn('Customer', PROFILE.id);
  return sessionStorage.getItem('token');
}

function renderEditProfile(mocks: object[] = [profileAnswer]) {
  return renderScreen(<EditProfilePage />, { path: '/edit-profile', mocks: mocks as never, only: true, toasts: false });
}

async function renderLoaded(mocks: object[] = [profileAnswer]) {
  signIn('Customer', PROFILE.id);
  renderEditProfile(mocks);
  await screen.findByDisplayValue(PROFILE.fullName);
}

afterEach(() => jest.useRealTimers());

describe('edit profile: loading', () => {
  it('without a user id in the session says so, with a way to log in', () => {
    renderEditProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.userIdNotInSession);
    expect(screen.getByRole('alert')).toHaveClass('alert-danger');
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login-page');
  });

  it('a failed load says the profile could not be fetched', async () => {
    signIn('Customer', PROFILE.id);
    renderEditProfile([{ request: { query: MyProfileDocument }, error: new Error('Network down') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.errorFetchingProfile);
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('shows ID, Role, Created At and Updated At read-only and the editable fields filled in', async () => {
    await renderLoaded();
    expect(screen.getByLabelText('ID')).toHaveValue(PROFILE.id);
    expect(screen.getByLabelText('Role')).toHaveValue('Customer');
    expect(screen.getByLabelText('Created At')).toHaveValue(formatMediumDate(PROFILE.createdAt));
    expect(screen.getByLabelText('Updated At')).toHaveValue(formatMediumDate(PROFILE.updatedAt));
    expect(screen.getByLabelText('Created At')).toHaveValue('Jan 5, 2026, 10:30:00 AM');
    for (const label of ['ID', 'Role', 'Created At', 'Updated At'])
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');

    expect(field('User Name')).toHaveValue(PROFILE.userName);
    expect(field('Full Name')).toHaveValue(PROFILE.fullName);
    expect(field('Address')).toHaveValue(PROFILE.address);
    expect(field('Mobile Number')).toHaveValue(PROFILE.mobileNumber);
    expect(field('Email Address')).toHaveValue(PROFILE.emailAddress);
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(field('New Password')).toHaveValue('');
    expect(field('New Password')).not.toBeRequired();
    expect(field('Confirm New Password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });
});

describe('edit profile: field messages', () => {
  it.each(REQUIRED_PROFILE_FIELDS)(
    'emptying %s shows “%s”, and Update says to fill in the required fields',
    async (label, message) => {
      const user = userEvent.setup();
      await renderLoaded();
      await user.clear(field(label));
      await user.tab();
      expect(field(label)).toHaveAccessibleDescription(message);
      await user.click(screen.getByRole('button', { name: 'Update' }));
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields);
      expect(field(label)).toHaveFocus();
    },
  );

  it('a new password with a different confirmation says the passwords do not match and sends nothing', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.type(field('New Password'), 'smoked-bangus');
    await user.type(field('Confirm New Password'), 'smoked-bangos');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordsDoNotMatch);
    expect(field('Confirm New Password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
    expect(screen.queryByText(MESSAGES.errorUpdatingProfile)).not.toBeInTheDocument();
  });
});

describe('edit profile: Back', () => {
  it('without changes goes straight to /home', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentPath()).toBe('/home');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with unsaved changes asks first; staying keeps the edits, confirming goes to /home', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.type(field('Full Name'), ' Jr.');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    expect(MESSAGES.unsavedChanges).toBe(
      'You have unsaved changes. If you proceed, your changes will be discarded. Do you want to go back?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No, stay here' }));
    await waitFor(() => expect(document.querySelector('.modal')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(currentPath()).not.toBe('/home');
    expect(field('Full Name')).toHaveValue(`${PROFILE.fullName} Jr.`);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, go back' }));
    expect(currentPath()).toBe('/home');
  });

  it('a typed new password alone counts as a change', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.type(field('New Password'), 's');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
  });
});

describe('edit profile: Update', () => {
  it('saves, says so, keeps the new profile and opens /home after exactly 2 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const tokenBefore = signInForToken();
    renderEditProfile([profileAnswer, updateAnswer({ address: UPDATED.address }, saved(UPDATED))]);
    await act(() => jest.advanceTimersByTimeAsync(0));
    await user.clear(field('Address'));
    await user.type(field('Address'), `  ${UPDATED.address} `);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.profileUpdated);
    expect(JSON.parse(sessionStorage.getItem('userProfile') ?? 'null')).toMatchObject({
      id: PROFILE.id,
      address: UPDATED.address,
      updatedAt: UPDATED.updatedAt,
    });
    expect(screen.getByLabelText('Updated At')).toHaveValue(formatMediumDate(UPDATED.updatedAt));
    // No new password: the session keeps its token.
    expect(sessionStorage.getItem('token')).toBe(tokenBefore);

    act(() => jest.advanceTimersByTime(DELAYS.redirectAfterProfileUpdate - 1));
    expect(currentPath()).not.toBe('/home');
    act(() => jest.advanceTimersByTime(1));
    expect(currentPath()).toBe('/home');
    expect(DELAYS.redirectAfterProfileUpdate).toBe(2000);
  });

  it('a new password asks for the current one, sends both, and keeps this session signed in', async () => {
    const user = userEvent.setup();
    const tokenBefore = signInForToken();
    renderEditProfile([profileAnswer, updateAnswer(newPassword('dried-danggit-7'), saved(PROFILE))]);
    await screen.findByDisplayValue(PROFILE.fullName);
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    await typeNewPassword(user);
    expect(field('Current Password')).toHaveAttribute('autocomplete', 'current-password');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(field('Current Password')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.currentPasswordRequired),
    );
    expect(field('Current Password')).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.type(field('Current Password'), 'dried-danggit-7');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.profileUpdated);
    expect(sessionStorage.getItem('token')).toBe(tokenBefore);
    expect(field('New Password')).toHaveValue('');
  });

  it('a wrong current password shows the server’s reason under the original failure message', async () => {
    const user = userEvent.setup();
    const wrong = 'Current password is not correct.';
    await renderLoaded([
      profileAnswer,
      updateAnswer(newPassword('guess'), {
        result: refusal(wrong, 'BAD_USER_INPUT', { currentPassword: wrong }),
      }),
    ]);
    await typeNewPassword(user);
    await user.type(field('Current Password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.errorUpdatingProfile);
    expect(alert).toHaveTextContent('Current password is not correct.');
  });

  it('a failed update shows the error in a danger alert and stays', async () => {
    const user = userEvent.setup();
    await renderLoaded([
      profileAnswer,
      updateAnswer({ fullName: `${PROFILE.fullName} Jr.` }, { error: new Error('Network down') }),
    ]);
    await user.type(field('Full Name'), ' Jr.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.errorUpdatingProfile);
    expect(alert).toHaveClass('alert-danger');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('userProfile')).toBeNull();
    expect(currentPath()).not.toBe('/home');
  });
});

describe("edit profile: a customer's address and its place", () => {
  const entry = (extra: object) => customerAddress({ id: 41, address: 'Purok 3, beside the chapel', ...extra });

  const book = (profileEntry: object) => ({
    request: { query: MyAddressesDocument },
    result: { data: { myAddresses: [profileEntry] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  });

  it('a line whose city was not certain says what was written; choosing the province and city sends them with the street', async () => {
    const user = userEvent.setup();
    const placed = {
      address: 'Purok 3, beside the chapel',
      cityCode: BACOOR,
      barangayCode: '0402103011',
      landmark: 'Blue gate',
    };
    const updated = {
      ...PROFILE,
      address: 'Purok 3, beside the chapel, Brgy. Molino III, Bacoor, Cavite (landmark: Blue gate)',
    };
    const sent = jest.fn(() => ({ data: { updateProfile: { __typename: 'ProfileUpdate', profile: updated } } }));
    await renderLoaded([profileAnswer, book(entry({})), ...PLACE_MOCKS, updateAnswer(placed, { result: sent })]);
    expect(screen.getByText(/Confirm your city: you wrote “Purok 3, beside the chapel”/)).toBeInTheDocument();
    expect(field('Address')).toHaveValue('Purok 3, beside the chapel');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields);
    expect(field('Province')).toHaveFocus();
    await screen.findByRole('option', { name: 'Cavite' });
    await user.selectOptions(field('Province'), 'Cavite');
    await user.selectOptions(
      await waitFor(() => field('City or municipality')),
      await screen.findByRole('option', { name: 'Bacoor' }),
    );
    await user.selectOptions(field('Barangay'), await screen.findByRole('option', { name: 'Molino III' }));
    await user.type(field('Landmark'), 'Blue gate');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.profileUpdated);
    // The street stays the street: the line written out is the account's, not the field's.
    expect(field('Address')).toHaveValue('Purok 3, beside the chapel');
  });

  it('a placed address opens with its province, city and barangay chosen', async () => {
    await renderLoaded([
      profileAnswer,
      book(
        entry({
          address: '12 Mabini St.',
          city: 'Bacoor',
          province: 'Cavite',
          provinceCode: CAVITE,
          cityCode: BACOOR,
          barangayCode: '0402103012',
          placeConfirmed: true,
        }),
      ),
      ...PLACE_MOCKS,
    ]);
    expect(field('Address')).toHaveValue('12 Mabini St.');
    await waitFor(() => expect(field('City or municipality')).toHaveValue(BACOOR));
    expect(field('Province')).toHaveValue(CAVITE);
    await waitFor(() => expect(field('Barangay')).toHaveValue('0402103012'));
    expect(screen.queryByText(/Confirm your city/)).not.toBeInTheDocument();
  });
});
