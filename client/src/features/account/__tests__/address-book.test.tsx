import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyAddressesDocument, type CustomerAddressFieldsFragment } from '../../../api/my-addresses.generated';
import { resetToasts } from '../../../state/toast';
import { axeViolations as violations } from '../../../test/a11y';
import { refusal } from '../../../test/graphql-errors';
import { renderScreen, signIn } from '../../../test/kit';
import { CAVITE, customerAddress, PLACE_MOCKS } from '../../../test/fixtures';
import { AddAddressDocument } from '../api/add-address.generated';
import { DeleteAddressDocument } from '../api/delete-address.generated';
import { UpdateAddressDocument } from '../api/update-address.generated';
import { AddressBook } from '../components/AddressBook';

const BACOOR = { __typename: 'DeliveryZoneSummary', id: 2, name: 'Bacoor and Imus', deliveryFee: 80 } as const;
const entry = (extra: Partial<CustomerAddressFieldsFragment>): CustomerAddressFieldsFragment =>
  customerAddress({ placeConfirmed: true, ...extra });
const PROFILE_ENTRY = entry({ placeConfirmed: false });
/** An address the customer saved in the book (not the profile's, not the default), in Cavite unless told. */
const saved = (id: number, label: string, address: string, city: string, extra = {}) =>
  entry({
    id,
    label,
    address,
    city,
    province: 'Cavite',
    provinceCode: CAVITE,
    isProfile: false,
    isDefault: false,
    ...extra,
  });
const HOME = saved(5, 'Home', '12 Mabini St.', 'Bacoor', { cityCode: '0402103000', isDefault: true, zone: BACOOR });
const STORE = saved(6, 'Store', '3 Rizal Ave.', 'Dasmariñas', { cityCode: '0402106000' });
const PLACES = PLACE_MOCKS;

/** What the form sends: by default a Home at 12 Mabini St., Bacoor, Cavite, with nothing optional. */
const addressInput = (extra = {}) => ({
  label: 'Home',
  address: '12 Mabini St.',
  province: 'Cavite',
  city: 'Bacoor',
  cityCode: '0402103000',
  barangayCode: null,
  landmark: null,
  isDefault: false,
  ...extra,
});

const listed = (entries: CustomerAddressFieldsFragment[]) => ({
  request: { query: MyAddressesDocument },
  result: { data: { myAddresses: entries } },
});

function open(mocks: object[]) {
  signIn('Customer', 'cust-1');
  return renderScreen(<AddressBook />, { path: '/edit-profile', mocks: mocks as never });
}

const entries = () => within(screen.getByRole('list', { name: 'Your addresses' })).getAllByRole('listitem');
const field = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}`));

async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add an address' }));
  return screen.findByRole('form', { name: 'Add a delivery address' });
}

/** Fills in the label, 12 Mabini St. and Bacoor, Cavite (the city chosen once the province has enabled it). */
async function fillAddress(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, label: string) {
  await user.type(field(form, 'Label'), label);
  await user.type(field(form, 'Street address'), '12 Mabini St.');
  await user.selectOptions(field(form, 'Province'), 'Cavite');
  await waitFor(() => expect(field(form, 'City or municipality')).toBeEnabled());
  await user.selectOptions(
    field(form, 'City or municipality'),
    await within(form).findByRole('option', { name: 'Bacoor' }),
  );
}

afterEach(() => resetToasts());

describe('Edit Profile: the address book', () => {
  it('asks to confirm the city of an address saved before places were coded and not found in the list', async () => {
    const old = saved(7, 'Lola', '9 Iznart St.', 'Iloilo Cty', {
      province: 'Iloilo',
      provinceCode: null,
      placeConfirmed: false,
    });
    open([listed([{ ...PROFILE_ENTRY, isDefault: false }, HOME, old])]);
    await screen.findByRole('heading', { name: 'Lola' });
    expect(entries()[2]).toHaveTextContent(
      'Confirm your city: change this address and choose Iloilo Cty, Iloilo again, so that it can be delivered to.',
    );
    expect(within(entries()[2]).getByRole('button', { name: 'Edit Lola' })).toBeInTheDocument();
  });

  it('lists the profile address first (not editable here), then each saved address with its zone and fee or that it is not delivered to', async () => {
    open([listed([{ ...PROFILE_ENTRY, isDefault: false }, HOME, STORE])]);
    await screen.findByRole('heading', { name: 'Home' });
    const [profile, home, store] = entries();
    expect(profile).toHaveTextContent('From your profile');
    expect(within(profile).queryByRole('button')).not.toBeInTheDocument();
    expect(home).toHaveTextContent('12 Mabini St., Bacoor, Cavite');
    expect(home).toHaveTextContent('Delivery zone: Bacoor and Imus, fee ₱80.00');
    expect(home).toHaveTextContent('Default');
    expect(within(home).queryByRole('button', { name: 'Make default Home' })).not.toBeInTheDocument();
    expect(store).toHaveTextContent('No delivery to this area yet');
    expect(
      within(store)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit Store', 'Delete Store', 'Make default Store']);
  });

  it('adds an address: every field is checked first, messages beside their fields, the focus on the first', async () => {
    const user = userEvent.setup();
    const input = addressInput({ barangayCode: '0402103011', landmark: 'Blue gate', isDefault: true });
    const added = jest.fn(() => ({ data: { addAddress: HOME } }));
    open([
      ...PLACES,
      listed([PROFILE_ENTRY]),
      { request: { query: AddAddressDocument, variables: { input } }, result: added },
      listed([{ ...PROFILE_ENTRY, isDefault: false }, HOME]),
    ]);
    const form = await openAddForm(user);
    expect(field(form, 'Label')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(field(form, 'Label')).toHaveAccessibleDescription('Give the address a name, e.g. Home or Store.');
    expect(field(form, 'Province')).toHaveAccessibleDescription('Choose the province.');
    expect(field(form, 'City or municipality')).toHaveAccessibleDescription('Choose the city or municipality.');
    // The city waits for the province, the barangay for the city.
    expect(field(form, 'City or municipality')).toBeDisabled();
    expect(field(form, 'Label')).toHaveFocus();
    expect(added).not.toHaveBeenCalled();
    expect(await violations()).toEqual([]);

    await fillAddress(user, form, ' Home ');
    await user.selectOptions(
      field(form, 'Barangay \\(optional\\)'),
      await within(form).findByRole('option', { name: 'Molino III' }),
    );
    await user.type(field(form, 'Landmark \\(optional\\)'), 'Blue gate');
    await user.click(within(form).getByRole('checkbox', { name: /default/ }));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(added).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Delivery zone: Bacoor and Imus, fee ₱80.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add an address' })).toHaveFocus());
  });

  it('shows the server’s reason when it refuses an address', async () => {
    const user = userEvent.setup();
    open([
      ...PLACES,
      listed([PROFILE_ENTRY]),
      {
        request: { query: AddAddressDocument, variables: { input: addressInput() } },
        result: refusal('At most 20 addresses can be saved.', 'BAD_USER_INPUT'),
      },
    ]);
    const form = await openAddForm(user);
    await fillAddress(user, form, 'Home');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('The address could not be saved.')).toBeInTheDocument();
    expect(within(form).getByText('At most 20 addresses can be saved.')).toBeInTheDocument();
  });

  it('edits, makes default and deletes a saved address', async () => {
    const user = userEvent.setup();
    const changed = addressInput({
      label: 'Shop',
      address: '3 Rizal Ave.',
      city: 'Dasmariñas',
      cityCode: '0402106000',
    });
    open([
      ...PLACES,
      listed([PROFILE_ENTRY, HOME, STORE]),
      {
        request: { query: UpdateAddressDocument, variables: { id: 6, input: changed } },
        result: { data: { updateAddress: { ...STORE, label: 'Shop' } } },
      },
      listed([PROFILE_ENTRY, HOME, { ...STORE, label: 'Shop' }]),
      {
        request: { query: UpdateAddressDocument, variables: { id: 6, input: { ...changed, isDefault: true } } },
        result: { data: { updateAddress: { ...STORE, label: 'Shop', isDefault: true } } },
      },
      listed([PROFILE_ENTRY, { ...HOME, isDefault: false }, { ...STORE, label: 'Shop', isDefault: true }]),
      { request: { query: DeleteAddressDocument, variables: { id: 6 } }, result: { data: { deleteAddress: true } } },
      listed([PROFILE_ENTRY, { ...HOME, isDefault: false }]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Store' }));
    const form = await screen.findByRole('form', { name: 'Change Store' });
    await waitFor(() => expect(field(form, 'City or municipality')).toHaveDisplayValue('Dasmariñas'));
    await user.clear(field(form, 'Label'));
    await user.type(field(form, 'Label'), 'Shop');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Shop' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Make default Shop' }));
    expect(await screen.findByText('Shop is now your default delivery address.')).toBeInTheDocument();
    await waitFor(() => expect(entries()[2]).toHaveTextContent('Default'));
    expect(entries()[1]).not.toHaveTextContent('Default');

    await user.click(screen.getByRole('button', { name: 'Delete Shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('Shop: 3 Rizal Ave., Dasmariñas, Cavite.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shop was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(entries()).toHaveLength(2));
  });

  it('says beside the address when it could not be deleted, and keeps it', async () => {
    const user = userEvent.setup();
    open([
      listed([PROFILE_ENTRY, HOME, STORE]),
      {
        request: { query: DeleteAddressDocument, variables: { id: 6 } },
        result: refusal('This address was already deleted.', 'NOT_FOUND'),
      },
      { request: { query: DeleteAddressDocument, variables: { id: 6 } }, error: new Error('offline') },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Store' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(entries()[2]).findByRole('alert');
    expect(alert).toHaveTextContent('Store could not be deleted. This address was already deleted.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entries()).toHaveLength(3);
    expect(within(entries()[1]).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Store' })).toHaveFocus());

    // Tried again while offline: the message says so, no unhandled failure.
    await user.click(screen.getByRole('button', { name: 'Delete Store' }));
    expect(within(entries()[2]).queryByRole('alert')).not.toBeInTheDocument();
    dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(entries()[2]).findByRole('alert')).toHaveTextContent('Store could not be deleted. Try again.');
    expect(screen.queryByText('The address could not be deleted.')).not.toBeInTheDocument();
  });
});
