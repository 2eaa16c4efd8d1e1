import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItem } from '../../../state/cart';
import { resetToasts } from '../../../state/toast';
import { axeViolations } from '../../../test/a11y';
import { DANGGIT, paymentAccount } from '../../../test/fixtures';
import { refusal } from '../../../test/graphql-errors';
import { expectAddress, renderScreen, settle, signIn, type SentOperation } from '../../../test/kit';
import { PaymentAccountsDocument } from '../../orders/api/payment-accounts.generated';
import { SaveStandingOrderDocument } from '../api/save-standing-order.generated';
import { SaveStandingOrderButton } from '../components/SaveStandingOrderButton';
import { addressesAnswer, standingOrder } from './standing-fixtures';

const FRIDAYS_REFUSED = 'There is no delivery on Fridays.';
const INPUT = {
  name: 'Weekday restock',
  weekdays: [2, 5],
  startsOn: '2026-12-01',
  endsOn: '2027-01-31',
  deliveryMethod: 'DELIVERY',
  addressId: 4,
  paymentMethod: 'GCASH',
  lines: [{ productId: 'DR-001', quantity: 20 }],
};
const saving = (result: object) => ({
  request: { query: SaveStandingOrderDocument, variables: { input: INPUT } },
  result,
});
const accountsAnswer = {
  request: { query: PaymentAccountsDocument },
  result: { data: { paymentAccounts: [paymentAccount('GCASH')] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** A trade buyer's cart of twenty packs of Danggit. */
const DANGGIT_LINE: CartItem = {
  CustomerId: 'cust-1',
  ProductId: DANGGIT.productId,
  ProductName: DANGGIT.productName,
  ProductPrice: DANGGIT.productPrice,
  Quantity: 20,
  TotalPrice: 20 * DANGGIT.productPrice,
};

/** The cart's button (the cart shows it to trade buyers), then its dialog opened. */
async function openDialog(user: ReturnType<typeof userEvent.setup>, mocks: object[], sent?: SentOperation[]) {
  signIn('Customer', 'cust-1');
  renderScreen(<SaveStandingOrderButton items={[DANGGIT_LINE]} />, {
    path: '/order-page',
    mocks: [addressesAnswer, accountsAnswer, ...mocks] as never,
    sent,
    only: true,
  });
  await user.click(await screen.findByRole('button', { name: 'Save as standing order' }));
  return screen.findByRole('dialog', { name: 'Save as standing order' });
}

/** Fills the dialog as Rosa does: Tuesdays and Fridays, December to January, to the Shop, by GCash. */
async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const box = within(dialog);
  await user.type(box.getByLabelText(/^Name/), 'Weekday restock');
  await user.click(box.getByRole('checkbox', { name: 'Tuesday' }));
  await user.click(box.getByRole('checkbox', { name: 'Friday' }));
  await user.clear(box.getByLabelText(/^First day/));
  await user.type(box.getByLabelText(/^First day/), '2026-12-01');
  await user.type(box.getByLabelText('Last day (optional)'), '2027-01-31');
  await user.selectOptions(box.getByRole('combobox', { name: 'Deliver to' }), 'Shop: 5 Aguinaldo Hwy., Bacoor, Cavite');
  await user.click(await box.findByRole('radio', { name: 'GCash' }));
}

beforeEach(() => {
  // Only the date: Wednesday 25 Nov 2026, 10:00 in Manila (the timers stay real for the mocked answers).
  jest.useFakeTimers({
    now: new Date('2026-11-25T02:00:00.000Z'),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'],
    advanceTimers: true,
  });
});
afterEach(() => {
  jest.useRealTimers();
  resetToasts();
});

describe('Save as standing order (a trade buyer’s cart)', () => {
  it('starts tomorrow, lists the cart’s lines, and sends the days, the address and the payment chosen', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user, [saving({ data: { saveStandingOrder: standingOrder() } })]);
    const box = within(dialog);
    expect(box.getByLabelText(/^First day/)).toHaveValue('2026-11-26');
    expect(
      within(box.getByRole('list', { name: 'Items of the standing order' })).getByText('Danggit × 20'),
    ).toBeVisible();
    // The default address is delivered to: Delivery is chosen, to it.
    expect(box.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    expect(await box.findByRole('combobox', { name: 'Deliver to' })).toHaveValue('0');
    // Cash and the transfers the shop has an account for, as at checkout.
    expect(
      box.getAllByRole('radio', { name: /Cash|GCash|Maya|Bank/ }).map((radio) => radio.getAttribute('id')),
    ).toEqual(['standing-paymentMethod-cash', 'standing-paymentMethod-gcash']);
    await fill(user, dialog);
    expect(box.getByText('First: Tue 1 Dec 2026')).toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(box.getByRole('button', { name: 'Save standing order' }));
    await expectAddress('/standing-orders');
    expect(screen.getByText('Standing order Weekday restock saved.')).toBeInTheDocument();
  });

  it('checks the name, the weekdays and the days with the server’s rules before sending anything', async () => {
    const user = userEvent.setup();
    const sent: SentOperation[] = [];
    const dialog = await openDialog(user, [], sent);
    const box = within(dialog);
    await user.clear(box.getByLabelText(/^First day/));
    await user.type(box.getByLabelText(/^First day/), '2026-11-20');
    await user.click(box.getByRole('button', { name: 'Save standing order' }));
    expect(box.getByLabelText(/^Name/)).toHaveAccessibleDescription(expect.stringContaining('Name is required.'));
    expect(box.getByLabelText(/^Name/)).toHaveFocus();
    expect(box.getByRole('group', { name: /^Weekdays/ })).toHaveAccessibleDescription('Choose at least one weekday.');
    expect(box.getByLabelText(/^First day/)).toHaveAccessibleDescription('The first day cannot be in the past.');
    await settle();
    expect(sent.map((operation) => operation.operationName)).not.toContain('SaveStandingOrder');
  });

  it('shows the server’s refusal under the field it names, or above the form, and stays open', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user, [
      saving(refusal(FRIDAYS_REFUSED, 'BAD_USER_INPUT', { weekdays: FRIDAYS_REFUSED })),
      saving(refusal('Standing orders are for approved trade accounts.', 'FORBIDDEN')),
    ]);
    const box = within(dialog);
    await fill(user, dialog);
    await user.click(box.getByRole('button', { name: 'Save standing order' }));
    const weekdays = box.getByRole('group', { name: /^Weekdays/ });
    expect(await box.findByText(FRIDAYS_REFUSED)).toBeInTheDocument();
    expect(weekdays).toHaveAccessibleDescription(FRIDAYS_REFUSED);
    expect(box.getByRole('checkbox', { name: 'Monday' })).toHaveFocus();
    await user.click(box.getByRole('button', { name: 'Save standing order' }));
    expect(await box.findByRole('alert')).toHaveTextContent('Standing orders are for approved trade accounts.');
    expect(screen.getByRole('dialog', { name: 'Save as standing order' })).toBeInTheDocument();
  });

  it('gives the focus back to its button when closed', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user, []);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Save as standing order' })).toHaveFocus();
  });
});
