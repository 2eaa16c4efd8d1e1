import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { GraphQLError } from 'graphql';
import { MyAddressesDocument, type CustomerAddressFieldsFragment } from '../../../api/my-addresses.generated';
import { PaymentAccountsDocument } from '../../orders/api/payment-accounts.generated';
import { resetToasts } from '../../../state/toast';
import { currentPath, type SentOperation } from '../../../test/kit';
import { order, paymentAccount, customerAddress } from '../../../test/fixtures';
import { DeliveryOptionsDocument } from '../api/delivery-options.generated';
import { PlaceOrderDocument } from '../api/place-order.generated';
import { fillCart, openCart } from './cart-fixtures';

const ITEMS = [
  { productId: 'DR-001', quantity: 2 },
  { productId: 'SM-002', quantity: 3 },
];
const BACOOR = { __typename: 'DeliveryZoneSummary', id: 2, name: 'Bacoor and Imus', deliveryFee: 80 } as const;

const address = (extra: Partial<CustomerAddressFieldsFragment>): CustomerAddressFieldsFragment =>
  customerAddress({ isDefault: false, placeConfirmed: true, ...extra });
/** Given at sign-up as one line whose city was not certain: offered, with its city to confirm. */
const PROFILE_ENTRY = address({ id: 1, placeConfirmed: false });
const HOME = address({
  id: 5,
  label: 'Home',
  address: '12 Mabini St.',
  city: 'Bacoor',
  province: 'Cavite',
  isProfile: false,
  isDefault: true,
  zone: BACOOR,
});
const STORE = address({
  id: 6,
  label: 'Store',
  address: '3 Rizal Ave.',
  city: 'Dasmariñas',
  province: 'Cavite',
  isProfile: false,
});

const addresses = (entries = [PROFILE_ENTRY, HOME, STORE]) => ({
  request: { query: MyAddressesDocument },
  result: { data: { myAddresses: entries } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const options = (
  input: object,
  answer: {
    dates: string[];
    deliveryFee?: number;
    unavailableReason?: string | null;
    zone?: typeof BACOOR | null;
    method?: string;
  },
) => ({
  request: { query: DeliveryOptionsDocument, variables: { input: { ...input, items: ITEMS } } },
  result: {
    data: {
      deliveryOptions: {
        __typename: 'DeliveryOptions',
        method: answer.method ?? 'DELIVERY',
        zone: answer.zone ?? null,
        deliveryFee: answer.deliveryFee ?? 0,
        dates: answer.dates,
        perishable: true,
        unavailableReason: answer.unavailableReason ?? null,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const ACCOUNTS = {
  request: { query: PaymentAccountsDocument },
  result: {
    data: {
      paymentAccounts: [paymentAccount('GCASH'), paymentAccount('BANK_TRANSFER')],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const PICKUP = options({ method: 'PICKUP' }, { method: 'PICKUP', dates: ['2026-11-30', '2026-12-01'] });
const TO_HOME = options(
  { method: 'DELIVERY', addressId: 5 },
  { dates: ['2026-12-01', '2026-12-03'], deliveryFee: 80, zone: BACOOR },
);
const TO_STORE = options(
  { method: 'DELIVERY', addressId: 6 },
  { dates: [], unavailableReason: 'No delivery zone covers Dasmariñas, Cavite.' },
);

afterEach(() => resetToasts());

/** Structural checks (jsdom has no layout, so colour contrast is left to the browser suite). */
async function violations(root: HTMLElement = document.body) {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
  return screen.findByRole('dialog', { name: 'Review your order' });
}

describe('checkout: delivery or pickup, the date, a note and the payment', () => {
  it('a delivery to the default address, chosen for the customer: its fee is in the total, the date and note are sent with the payment method', async () => {
    const user = userEvent.setup();
    fillCart();
    const placed = jest.fn(() => ({ data: { placeOrder: order({ orderId: 90 }) } }));
    const input = {
      items: ITEMS,
      delivery: { method: 'DELIVERY', addressId: 5, date: '2026-12-03', note: 'Blue gate' },
      paymentMethod: 'CASH',
    };
    openCart([
      PICKUP,
      addresses(),
      TO_HOME,
      { request: { query: PlaceOrderDocument, variables: { input } }, result: placed },
    ]);
    const review = await openReview(user);
    // The default address is in a zone that delivers: the review opens on Delivery to it, not on the server's pickup default.
    await waitFor(() => expect(within(review).getByRole('radio', { name: 'Delivery' })).toBeChecked());
    const deliverTo = await within(review).findByRole('combobox', { name: 'Deliver to' });
    // Every address of the book, the profile's first, the default chosen.
    expect(
      within(deliverTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Profile address: 27 Tirona Hwy., Kawit, Cavite (no delivery yet)',
      'Home: 12 Mabini St., Bacoor, Cavite (fee ₱80.00)',
      'Store: 3 Rizal Ave., Dasmariñas, Cavite (no delivery yet)',
    ]);
    expect(deliverTo).toHaveValue('5');
    expect(within(review).getByRole('link', { name: 'Add a delivery address' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    const date = await within(review).findByRole('combobox', { name: 'Delivery date' });
    expect(
      within(date)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tue 1 Dec 2026', 'Thu 3 Dec 2026']);
    await user.selectOptions(date, '2026-12-03');
    expect(within(review).getByText('Order total: ₱678.50')).toBeInTheDocument();
    expect(within(review).getByText('₱80.00')).toBeInTheDocument();
    expect(within(review).getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    // The review's address is the one chosen.
    expect(within(review).getByText(/12 Mabini St\., Bacoor, Cavite/, { selector: 'address' })).toBeInTheDocument();

    const note = within(review).getByRole('textbox', { name: 'Note for us (optional)' });
    await user.type(note, 'Blue gate');
    expect(note).toHaveAccessibleDescription(/491 of 500 characters left/);
    expect(await violations(review)).toEqual([]);
    await user.click(within(review).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(currentPath()).toBe('/pending-orders'));
    expect(placed).toHaveBeenCalledTimes(1);
  });

  it('a date withdrawn while the review was open: the review stays with every choice, says why, and takes another date', async () => {
    const user = userEvent.setup();
    fillCart();
    const pickup = (dates: string[], once: boolean) => ({
      ...options({ method: 'PICKUP' }, { method: 'PICKUP', dates }),
      ...(once ? { maxUsageCount: 1 } : {}),
    });
    const closed = 'Orders for Mon 30 Nov 2026 closed at 4 pm.';
    const refused = new GraphQLError(closed, { extensions: { code: 'BAD_USER_INPUT', fields: { date: closed } } });
    const first = {
      items: ITEMS,
      delivery: { method: 'PICKUP', date: '2026-11-30', note: 'Call on arrival' },
      paymentMethod: 'GCASH',
    };
    const second = { ...first, delivery: { ...first.delivery, date: '2026-12-01' } };
    const placed = jest.fn(() => ({ data: { placeOrder: order({ orderId: 93 }) } }));
    openCart([
      pickup(['2026-11-30', '2026-12-01'], true),
      pickup(['2026-12-01', '2026-12-02'], false),
      ACCOUNTS,
      { request: { query: PlaceOrderDocument, variables: { input: first } }, result: { errors: [refused] } },
      { request: { query: PlaceOrderDocument, variables: { input: second } }, result: placed },
    ]);
    const review = await openReview(user);
    await within(review).findByRole('combobox', { name: 'Pickup date' });
    await user.click(await within(review).findByRole('radio', { name: 'GCash' }));
    await user.type(within(review).getByRole('textbox', { name: 'Note for us (optional)' }), 'Call on arrival');
    await user.click(within(review).getByRole('button', { name: 'Confirm Order' }));

    // Still the review, with the note and the payment as they were; the date asks to be chosen again.
    const date = await within(review).findByRole('combobox', { name: 'Pickup date' });
    await waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveAccessibleDescription(`${closed} Choose another date.`);
    expect(date).toHaveValue('');
    await waitFor(() =>
      expect(
        within(date)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a date', 'Tue 1 Dec 2026', 'Wed 2 Dec 2026']),
    );
    expect(screen.getByRole('dialog', { name: 'Review your order' })).toBe(review);
    expect(within(review).getByRole('textbox', { name: 'Note for us (optional)' })).toHaveValue('Call on arrival');
    expect(within(review).getByRole('radio', { name: 'GCash' })).toBeChecked();
    await user.selectOptions(date, '2026-12-01');
    expect(date).not.toHaveAccessibleDescription(/Choose another date/);
    await user.click(within(review).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(currentPath()).toBe('/pending-orders'));
    expect(placed).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('keeps a pasted note that is too long whole, says by how much, and does not confirm it', async () => {
    const user = userEvent.setup();
    fillCart();
    const sent: SentOperation[] = [];
    openCart([PICKUP, addresses()], sent);
    const review = await openReview(user);
    const note = within(review).getByRole('textbox', { name: 'Note for us (optional)' });
    await user.click(note);
    await user.paste('x'.repeat(700));
    expect(note).toHaveValue('x'.repeat(700));
    expect(note).toHaveAccessibleDescription(/200 characters too many: at most 500\./);
    await user.click(within(review).getByRole('button', { name: 'Confirm Order' }));
    expect(await within(review).findByText('The note can be at most 500 characters.')).toBeInTheDocument();
    expect(sent.map((operation) => operation.operationName)).not.toContain('PlaceOrder');
  });

  it('dates that could not be read are said so, not passed off as chosen; Try again reads them again', async () => {
    const user = userEvent.setup();
    fillCart();
    const failed = {
      request: PICKUP.request,
      result: { errors: [new GraphQLError('Too many requests. Try again in a moment.')] },
    };
    openCart([failed, PICKUP, addresses([PROFILE_ENTRY])]);
    const review = await openReview(user);
    await within(review).findByText('The dates could not be loaded.');
    expect(within(review).queryByText('The earliest pickup date is chosen for you.')).toBeNull();
    await user.click(within(review).getByRole('button', { name: 'Try again' }));
    const date = await within(review).findByRole('combobox', { name: 'Pickup date' });
    expect(within(date).getAllByRole('option').length).toBeGreaterThan(0);
    expect(within(review).queryByText('The dates could not be loaded.')).toBeNull();
  });

  it('Confirm Order waits while the review reads the dates again: a tap then would only be told to pick a date', async () => {
    const user = userEvent.setup();
    fillCart();
    openCart([{ ...PICKUP, delay: 400 }, addresses([PROFILE_ENTRY])]);
    const review = await openReview(user);
    const confirm = within(review).getByRole('button', { name: 'Confirm Order' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await within(review).findByRole('combobox', { name: 'Pickup date' });
    expect(confirm).toBeEnabled();
    expect(confirm).not.toHaveAttribute('aria-busy');
  });

  it("opens on Pickup, the server's default, when the default address has no zone that delivers", async () => {
    const user = userEvent.setup();
    fillCart();
    openCart([PICKUP, addresses([PROFILE_ENTRY, { ...HOME, isDefault: false }, { ...STORE, isDefault: true }])]);
    const review = await openReview(user);
    expect(await within(review).findByRole('combobox', { name: 'Pickup date' })).toHaveValue('2026-11-30');
    expect(within(review).getByRole('radio', { name: 'Pickup at our Cavite facility' })).toBeChecked();
    expect(within(review).getByRole('radio', { name: 'Cash on pickup' })).toBeChecked();
    expect(within(review).getByText('Order total: ₱598.50')).toBeInTheDocument();
  });

  it('an address no zone covers says why and is not confirmed; the message sits by the date', async () => {
    const user = userEvent.setup();
    fillCart();
    const sent: SentOperation[] = [];
    openCart([PICKUP, addresses(), TO_HOME, TO_STORE], sent);
    const review = await openReview(user);
    await user.click(within(review).getByRole('radio', { name: 'Delivery' }));
    await user.selectOptions(await within(review).findByRole('combobox', { name: 'Deliver to' }), '6');
    expect(await within(review).findByText('No delivery zone covers Dasmariñas, Cavite.')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Confirm Order' }));
    const reason = within(review).getByText('No delivery zone covers Dasmariñas, Cavite.');
    expect(reason).toHaveClass('text-danger');
    expect(reason).toHaveFocus();
    expect(sent.map((operation) => operation.operationName)).not.toContain('PlaceOrder');
    expect(currentPath()).toBe('/order-page');
  });

  it('without any address (the book could not be read), a delivery offers "Add a delivery address" instead', async () => {
    const user = userEvent.setup();
    fillCart();
    openCart([PICKUP, addresses([])]);
    const review = await openReview(user);
    await user.click(within(review).getByRole('radio', { name: 'Delivery' }));
    expect(await within(review).findByText(/You have no delivery address yet\./)).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Add a delivery address' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    await user.click(within(review).getByRole('button', { name: 'Confirm Order' }));
    expect(within(review).getByText(/You have no delivery address yet\./)).toHaveFocus();
  });

  it('with only a profile address whose city is not confirmed, a delivery offers it and says what to do', async () => {
    const user = userEvent.setup();
    fillCart();
    const reason =
      'Confirm your city: choose the city of your profile address from the list in Edit Profile to deliver there.';
    openCart([
      PICKUP,
      addresses([{ ...PROFILE_ENTRY, isDefault: true }]),
      options({ method: 'DELIVERY', addressId: 1 }, { dates: [], unavailableReason: reason }),
    ]);
    const review = await openReview(user);
    await user.click(within(review).getByRole('radio', { name: 'Delivery' }));
    expect(await within(review).findByRole('combobox', { name: 'Deliver to' })).toHaveValue('1');
    expect(await within(review).findByText(reason)).toBeInTheDocument();
  });

  it('a GCash pickup says where to send how much before it is placed, copies the number, then sends its date and method', async () => {
    const user = userEvent.setup();
    const copied = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: copied }, configurable: true });
    fillCart();
    const placed = jest.fn(() => ({ data: { placeOrder: order({ orderId: 91 }) } }));
    const input = { items: ITEMS, delivery: { method: 'PICKUP', date: '2026-11-30' }, paymentMethod: 'GCASH' };
    openCart([PICKUP, ACCOUNTS, { request: { query: PlaceOrderDocument, variables: { input } }, result: placed }]);
    const review = await openReview(user);
    await within(review).findByRole('combobox', { name: 'Pickup date' });
    // Maya has no account: it is not offered.
    await waitFor(() =>
      expect(
        within(review)
          .getAllByRole('radio', { name: /.+/ })
          .map((radio) => radio.getAttribute('id')),
      ).toEqual([
        'checkout-method-delivery',
        'checkout-method-pickup',
        'checkout-payment-cash',
        'checkout-payment-bank_transfer',
        'checkout-payment-gcash',
      ]),
    );
    const howToPay = within(review).getByRole('region', { name: 'How to pay' });
    expect(howToPay).toHaveTextContent(
      'Pay ₱598.50 in cash when you pick it up at our Cavite facility on Mon 30 Nov 2026.',
    );
    await user.click(within(review).getByRole('radio', { name: 'GCash' }));
    expect(howToPay).toHaveTextContent(
      'Once you confirm, send ₱598.50 by GCash to this account, with your order number as the reference',
    );
    expect(howToPay).toHaveTextContent('GCash number0917 555 0100');
    expect(howToPay).toHaveTextContent('Account nameWATERS Food Products');
    expect(howToPay).toHaveTextContent('Referenceyour order number, shown once you confirm');
    await user.click(within(howToPay).getByRole('button', { name: 'Copy gcash number' }));
    expect(copied).toHaveBeenCalledWith('09175550100');
    expect(await within(howToPay).findByRole('button', { name: 'Copied! gcash number' })).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(placed).toHaveBeenCalledTimes(1));
  });
});
