import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyProfileDocument } from '../../../api/my-profile.generated';
import { readCart } from '../../../state/cart';
import { resetToasts } from '../../../state/toast';
import { signIn } from '../../../test/kit';
import { currentPath, renderScreen } from '../../../test/kit';
import { order } from '../../../test/fixtures';

import { CUSTOMER, fillCart, openCart, placeOrderMock } from './cart-fixtures';
import { CartView } from '../CartView';

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('customer cart: the review before an order is placed', () => {
  it('PLACE ORDER first shows a review: the profile address, each line and the total, before anything is sent', async () => {
    const user = userEvent.setup();
    fillCart();
    const answer = jest.fn(() => ({ data: { placeOrder: order({ orderId: 79 }) } }));
    openCart([placeOrderMock(answer)]);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    const review = await screen.findByRole('dialog', { name: 'Review your order' });
    expect(await within(review).findByText(/27 Tirona Hwy\., Kawit, Cavite/)).toBeInTheDocument();
    expect(within(review).getByText(/Ana Cruz/)).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Change it in Edit Profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    const lines = within(within(review).getByRole('list', { name: 'Items in this order' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Danggit2 x ₱150.00₱300.00',
      'Tinapang Bangus3 x ₱99.50₱298.50',
    ]);
    expect(within(review).getByText('Order total: ₱598.50')).toBeInTheDocument();

    // Back to Cart: nothing is sent, the cart stays, focus returns to PLACE ORDER.
    await user.click(within(review).getByRole('button', { name: 'Back to Cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'PLACE ORDER' })).toHaveFocus();
    expect(answer).not.toHaveBeenCalled();
    expect(readCart(CUSTOMER)).toHaveLength(2);
    expect(currentPath()).toBe('/order-page');
  });

  it("the browser's back button closes the review onto the cart, and PLACE ORDER opens it again with the choices kept", async () => {
    const user = userEvent.setup();
    fillCart();
    const { router } = openCart();
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    const review = await screen.findByRole('dialog', { name: 'Review your order' });
    await user.type(within(review).getByLabelText(/^Note for us/), 'Blue gate');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/order-page');
    expect(screen.getByRole('heading', { level: 1, name: 'YOUR SHOPPING CART' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    const again = await screen.findByRole('dialog', { name: 'Review your order' });
    expect(within(again).getByLabelText(/^Note for us/)).toHaveValue('Blue gate');
    // Forward again is the review, and Back to Cart steps back in history too.
    await user.click(within(again).getByRole('button', { name: 'Back to Cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => router.navigate(1));
    expect(await screen.findByRole('dialog', { name: 'Review your order' })).toBeInTheDocument();
  });

  it('the review still offers Confirm Order when the profile cannot be read (the server uses the saved address)', async () => {
    const user = userEvent.setup();
    fillCart();
    signIn('Customer', CUSTOMER);
    renderScreen(<CartView />, {
      path: '/order-page',
      mocks: [{ request: { query: MyProfileDocument }, error: new Error('Network down') }],
      only: true,
    });
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    const review = await screen.findByRole('dialog', { name: 'Review your order' });
    expect(await within(review).findByText(/The order goes to the address in your profile\./)).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
  });
});
