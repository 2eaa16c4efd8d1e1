import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIN_MESSAGE } from '@waters/domain';
import { MyAddressesDocument } from '../../../api/my-addresses.generated';
import { MyProfileDocument } from '../../../api/my-profile.generated';
import { axeViolations } from '../../../test/a11y';
import { customerAddress, profile } from '../../../test/fixtures';
import { refusal } from '../../../test/graphql-errors';
import { renderScreen, signIn } from '../../../test/kit';
import { RESTAURANT_GROUP, tradeAccount } from '../../../test/trade-fixtures';
import { MyStatementDocument } from '../../trade/api/my-statement.generated';
import { ApplyForTradeAccountDocument } from '../api/apply-for-trade-account.generated';
import { MyTradeAccountDocument } from '../api/my-trade-account.generated';
import type { MyTradeAccountFieldsFragment } from '../api/trade-account-fields.generated';
import { TradeAccountSection } from '../components/TradeAccountSection';
import EditProfilePage from '../pages/EditProfilePage';

const PROFILE_ENTRY = customerAddress({ isDefault: false });
const STORE = customerAddress({
  id: 4,
  label: 'Carinderia',
  address: '5 Aguinaldo Hwy.',
  city: 'Bacoor',
  province: 'Cavite',
  isProfile: false,
  isDefault: true,
  placeConfirmed: true,
});
const addresses = {
  request: { query: MyAddressesDocument },
  result: { data: { myAddresses: [PROFILE_ENTRY, STORE] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const account = (extra: Parameters<typeof tradeAccount>[0] = {}) =>
  tradeAccount({ customerId: 'cust-9', tin: null, ...extra });
const myAccount = (answer: MyTradeAccountFieldsFragment | null) => ({
  request: { query: MyTradeAccountDocument },
  result: { data: { myTradeAccount: answer } },
});
const INPUT = {
  businessName: 'Carinderia ni Aling Rosa',
  businessType: 'RESTAURANT',
  tin: '123-456-789-000',
  addressId: 4,
};
const applied = (input: object, result: object) => ({
  request: { query: ApplyForTradeAccountDocument, variables: { input } },
  result,
});

function openSection(mocks: object[]) {
  signIn('Customer', 'cust-9');
  return renderScreen(<TradeAccountSection />, {
    path: '/edit-profile',
    mocks: [addresses, ...mocks] as never,
    toasts: false,
  });
}

const field = (label: RegExp) => screen.getByLabelText(label);

describe("Edit Profile's trade account", () => {
  it('never applied: says what it is and applies with the business, its type, a TIN and one of the addresses', async () => {
    const user = userEvent.setup();
    const { container } = openSection([
      myAccount(null),
      applied(INPUT, { data: { applyForTradeAccount: account({ tin: '123-456-789-000' }) } }),
    ]);
    expect(await screen.findByText(/For restaurants, resellers and other businesses/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Apply for a trade account' });
    // The business's address starts at the default one, and offers every address of the book.
    const address = within(form).getByLabelText(/^Business address/);
    expect(address).toHaveValue('4');
    expect(
      within(address)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Profile address: 27 Tirona Hwy., Kawit, Cavite', 'Carinderia: 5 Aguinaldo Hwy., Bacoor, Cavite']);
    expect(
      within(field(/^Type/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Restaurant', 'Reseller', 'Other']);
    expect(field(/^TIN/)).toHaveAccessibleDescription(expect.stringContaining(TIN_MESSAGE));
    expect(await axeViolations(container)).toEqual([]);

    // Nothing is sent while a field says why: the first such field takes the focus.
    await user.type(field(/^TIN/), '12345');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(field(/^Business name/)).toHaveFocus();
    expect(field(/^Business name/)).toHaveAccessibleDescription('Business name is required.');
    expect(field(/^Type/)).toHaveAccessibleDescription('Choose the type of business.');
    expect(field(/^TIN/)).toHaveAccessibleDescription(expect.stringContaining(TIN_MESSAGE));
    expect(await axeViolations(container)).toEqual([]);

    await user.type(field(/^Business name/), '  Carinderia ni Aling Rosa ');
    await user.selectOptions(field(/^Type/), 'Restaurant');
    await user.clear(field(/^TIN/));
    await user.type(field(/^TIN/), '123-456-789-000');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Your application is being reviewed.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // The form that had the focus is gone: the section's heading takes it.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Trade account' })).toHaveFocus());
  });

  it("says the server's reason when it refuses the application, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const input = { ...INPUT, tin: null };
    openSection([myAccount(null), applied(input, refusal('Choose one of your addresses.', 'BAD_USER_INPUT'))]);
    await user.type(await screen.findByLabelText(/^Business name/), INPUT.businessName);
    await user.selectOptions(field(/^Type/), 'Restaurant');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The application could not be sent.');
    expect(alert).toHaveTextContent('Choose one of your addresses.');
    expect(field(/^Business name/)).toHaveValue(INPUT.businessName);
  });

  it('pending: says the application is being reviewed', async () => {
    openSection([myAccount(account())]);
    expect(await screen.findByText('Your application is being reviewed.')).toBeInTheDocument();
    expect(screen.getByText(/Carinderia ni Aling Rosa, applied on/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("approved: names the business and its group's prices, the minimum order and the days to pay", async () => {
    openSection([
      myAccount(account({ status: 'APPROVED', priceGroup: RESTAURANT_GROUP })),
      { request: { query: MyStatementDocument, variables: () => true }, result: { data: { myStatement: null } } },
    ]);
    expect(await screen.findByText('Trade account: Carinderia ni Aling Rosa — Restaurant prices')).toBeInTheDocument();
    expect(screen.getByText(/Orders start at ₱5,000.00\. You pay within 30 days of delivery\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your standing orders' })).toHaveAttribute('href', '/standing-orders');
    // Its monthly statement follows (monthly-statement.test.tsx).
    expect(await screen.findByRole('region', { name: 'Monthly statement' })).toBeInTheDocument();
  });

  it('declined: gives the reason, and Apply again opens the form with the last answers', async () => {
    const user = userEvent.setup();
    const again = { ...INPUT, tin: null, businessName: 'Carinderia ni Rosa' };
    openSection([
      myAccount(account({ status: 'DECLINED', declineReason: 'We could not confirm the business permit.' })),
      applied(again, { data: { applyForTradeAccount: account({ businessName: again.businessName }) } }),
    ]);
    expect(await screen.findByText('Reason: We could not confirm the business permit.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    const name = field(/^Business name/);
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Carinderia ni Aling Rosa');
    expect(field(/^Type/)).toHaveValue('RESTAURANT');
    expect(field(/^Business address/)).toHaveValue('4');
    await user.clear(name);
    await user.type(name, again.businessName);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Your application is being reviewed.')).toBeInTheDocument();
  });

  it('is on Edit Profile for a customer, under the delivery addresses, and not for an employee', async () => {
    const me = profile({ id: 'cust-9' });
    signIn('Customer', me.id);
    const view = renderScreen(<EditProfilePage />, {
      path: '/edit-profile',
      mocks: [{ request: { query: MyProfileDocument }, result: { data: { me } } }, addresses, myAccount(null)] as never,
      only: true,
      toasts: false,
    });
    expect(await screen.findByRole('heading', { name: 'Trade account' })).toBeInTheDocument();
    view.unmount();
    sessionStorage.clear();
    signIn('Employee', 'emp-1');
    renderScreen(<EditProfilePage />, {
      path: '/edit-profile',
      mocks: [{ request: { query: MyProfileDocument }, result: { data: { me: profile({ role: 'Employee' }) } } }],
      only: true,
      toasts: false,
    });
    expect(await screen.findByRole('heading', { name: 'For developers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trade account' })).not.toBeInTheDocument();
  });
});
