import { GraphQLError } from 'graphql';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlaceOrderDocument } from '../api/place-order.generated';
import { cartKey, readCart } from '../../../state/cart';
import { DELAYS, MESSAGES } from '../../../lib/messages';
import { resetToasts } from '../../../state/toast';
import { CartView } from '../CartView';
import { currentPath, renderScreen, type SentOperation } from '../../../test/kit';
import { order } from '../../../test/fixtures';

import { CUSTOMER, fillCart, openCart, placeAndConfirm, rowOf, placeOrderMock } from './cart-fixtures';

const quantityOf = (name: string) => within(rowOf(name)).getByRole('spinbutton', { name: `Quantity of ${name}` });

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('customer cart', () => {
  it('lists the lines under the original columns with the Total Price and PLACE ORDER', () => {
    fillCart();
    openCart();
    expect(screen.getByRole('heading', { level: 1, name: 'YOUR SHOPPING CART' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/home');

    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Customer ID',
      'Product ID',
      'Product Name',
      'Price (PHP)',
      'Quantity',
      'Total Price (PHP)',
      'Action',
    ]);
    const danggit = within(rowOf('Danggit'))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(danggit.slice(0, 5)).toEqual([CUSTOMER, 'DR-001', '₱150.00', expect.any(String), '₱300.00']);
    expect(quantityOf('Danggit')).toHaveValue('2');
    expect(within(rowOf('Danggit')).getByRole('button', { name: 'EDIT Danggit' })).toBeInTheDocument();
    expect(within(rowOf('Danggit')).getByRole('button', { name: 'REMOVE Danggit' })).toBeInTheDocument();
    expect(within(rowOf('Tinapang Bangus')).getAllByRole('cell')[4]).toHaveTextContent('₱298.50');
    expect(screen.getByText('Total Price: ₱598.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();
  });

  it('shows an empty state with a link to the storefront, and no total or PLACE ORDER, when the cart is empty', () => {
    openCart();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse available products' })).toHaveAttribute('href', '/storefront');
    expect(screen.queryByText(/Total Price:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PLACE ORDER' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('needs a customer id to load the cart: asks to log in again and logs the error', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<CartView />, { path: '/order-page', only: true });
    expect(screen.getByText(MESSAGES.cartNeedsCustomer)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login-page');
    expect(logged).toHaveBeenCalledWith(MESSAGES.cartNeedsCustomer);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('edits a quantity in the Edit Cart Item dialog (ID and name read-only, quantity min 1)', async () => {
    const user = userEvent.setup();
    fillCart();
    openCart();
    await user.click(screen.getByRole('button', { name: 'EDIT Danggit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cart Item' });
    expect(within(dialog).getByLabelText('Product ID')).toHaveValue('DR-001');
    expect(within(dialog).getByLabelText('Product ID')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Product Name')).toHaveValue('Danggit');
    expect(within(dialog).getByLabelText('Product Name')).toHaveAttribute('readonly');
    // Shown as text, not as an editable box.
    expect(within(dialog).getByLabelText('Product ID')).toHaveClass('form-control-plaintext');
    expect(within(dialog).getByLabelText('Product Name')).toHaveClass('form-control-plaintext');
    const quantity = within(dialog).getByLabelText('Quantity');
    expect(quantity).toHaveAttribute('type', 'number');
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveValue(2);
    expect(quantity).toHaveFocus();

    await user.clear(quantity);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText(MESSAGES.quantityWholeNumber)).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(readCart(CUSTOMER)[0].Quantity).toBe(2);

    await user.type(quantity, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText(MESSAGES.cartItemUpdated('Danggit'))).toBeInTheDocument();
    expect(readCart(CUSTOMER)[0]).toMatchObject({ Quantity: 5, TotalPrice: 750 });
    expect(quantityOf('Danggit')).toHaveValue('5');
    expect(screen.getByText('Total Price: ₱1,048.50')).toBeInTheDocument();
  });

  it('changes a quantity in place with − / typed / +: the line and the total follow, the limit is said, the Edit dialog stays', async () => {
    const user = userEvent.setup();
    fillCart();
    openCart();
    await user.click(within(rowOf('Danggit')).getByRole('button', { name: 'Increase quantity of Danggit' }));
    expect(readCart(CUSTOMER)[0]).toMatchObject({ Quantity: 3, TotalPrice: 450 });
    expect(within(rowOf('Danggit')).getAllByRole('cell')[4]).toHaveTextContent('₱450.00');
    expect(screen.getByText('Total Price: ₱748.50')).toBeInTheDocument();
    await user.click(within(rowOf('Danggit')).getByRole('button', { name: 'Decrease quantity of Danggit' }));
    expect(readCart(CUSTOMER)[0].Quantity).toBe(2);
    await user.clear(quantityOf('Danggit'));
    await user.type(quantityOf('Danggit'), '9999');
    // Not 999 without a word: the limit is said beside the number.
    expect(readCart(CUSTOMER)[0].Quantity).toBe(999);
    expect(within(rowOf('Danggit')).getByText('At most 999 per product.')).toBeVisible();
    expect(quantityOf('Danggit')).toHaveAccessibleDescription('At most 999 per product.');
    await user.clear(quantityOf('Danggit'));
    await user.type(quantityOf('Danggit'), '0');
    expect(readCart(CUSTOMER)[0].Quantity).toBe(1);
    expect(within(rowOf('Danggit')).getByText('At least 1.')).toBeVisible();
    expect(screen.getByText('Total Price: ₱448.50')).toBeInTheDocument();
    expect(within(rowOf('Danggit')).getByRole('button', { name: 'EDIT Danggit' })).toBeEnabled();
  });

  it('removes the line when the edited quantity is 0', async () => {
    const user = userEvent.setup();
    fillCart();
    openCart();
    await user.click(screen.getByRole('button', { name: 'EDIT Danggit' }));
    const quantity = within(await screen.findByRole('dialog', { name: 'Edit Cart Item' })).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText(MESSAGES.cartItemRemoved('Danggit'))).toBeInTheDocument();
    expect(readCart(CUSTOMER).map((i) => i.ProductId)).toEqual(['SM-002']);
    expect(screen.queryByRole('rowheader', { name: 'Danggit' })).not.toBeInTheDocument();
    expect(screen.getByText('Total Price: ₱298.50')).toBeInTheDocument();
  });

  it('REMOVE: "Item removed from cart!" and the cart is read again exactly 200 ms later', () => {
    jest.useFakeTimers();
    fillCart();
    openCart();
    fireEvent.click(screen.getByRole('button', { name: 'REMOVE Danggit' }));
    expect(screen.getByText(MESSAGES.itemRemoved)).toBeInTheDocument();
    expect(readCart(CUSTOMER).map((i) => i.ProductId)).toEqual(['SM-002']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();

    // A change this tab was not told about appears only with the delayed reload.
    const stored = readCart(CUSTOMER);
    localStorage.setItem(cartKey(CUSTOMER), JSON.stringify([{ ...stored[0], Quantity: 7, TotalPrice: 0 }]));
    act(() => jest.advanceTimersByTime(DELAYS.reloadCartAfterRemoval - 1));
    expect(quantityOf('Tinapang Bangus')).toHaveValue('3');
    act(() => jest.advanceTimersByTime(1));
    expect(quantityOf('Tinapang Bangus')).toHaveValue('7');
    expect(screen.getByText('Total Price: ₱696.50')).toBeInTheDocument();
    expect(DELAYS.reloadCartAfterRemoval).toBe(200);
  });

  it('REMOVE needs the item in the cart and a customer id', () => {
    fillCart();
    openCart();
    // Another change removed Danggit without this screen knowing.
    localStorage.setItem(cartKey(CUSTOMER), JSON.stringify(readCart(CUSTOMER).filter((i) => i.ProductId !== 'DR-001')));
    fireEvent.click(screen.getByRole('button', { name: 'REMOVE Danggit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.itemNotInCart);

    act(() => resetToasts());
    sessionStorage.removeItem('userId');
    fireEvent.click(screen.getByRole('button', { name: 'REMOVE Tinapang Bangus' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.cannotRemoveNoCustomer);
    expect(readCart(CUSTOMER).map((i) => i.ProductId)).toEqual(['SM-002']);
  });

  it('PLACE ORDER sends only product IDs and quantities, clears the cart and opens the pending orders', async () => {
    const user = userEvent.setup();
    fillCart();
    const answer = jest.fn(() => ({ data: { placeOrder: order({ orderId: 77 }) } }));
    openCart([placeOrderMock(answer)]);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    const review = await screen.findByRole('dialog', { name: 'Review your order' });
    expect(answer).not.toHaveBeenCalled();
    await user.click(within(review).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(currentPath()).toBe('/pending-orders'));
    expect(answer).toHaveBeenCalledTimes(1);
    expect(answer).toHaveBeenCalledWith({
      input: {
        items: [
          { productId: 'DR-001', quantity: 2 },
          { productId: 'SM-002', quantity: 3 },
        ],
      },
    });
    expect(screen.getByText(MESSAGES.orderPlaced)).toBeInTheDocument();
    expect(localStorage.getItem(cartKey(CUSTOMER))).toBeNull();
    expect(localStorage.getItem('cartCleared')).not.toBeNull();
  });

  it('shows "Failed to place order." with the server\'s reason under it, and keeps the cart when the order is refused', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    fillCart();
    openCart([
      placeOrderMock({
        errors: [new GraphQLError('Product SM-002 is not available', { extensions: { code: 'BAD_USER_INPUT' } })],
      }),
    ]);
    await placeAndConfirm(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.failedToPlaceOrder));
    expect(screen.getByRole('alert')).toHaveTextContent('Product SM-002 is not available');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logged).toHaveBeenCalledWith('Place order failed:', [
      expect.objectContaining({ message: 'Product SM-002 is not available' }),
    ]);
    expect(currentPath()).toBe('/order-page');
    expect(readCart(CUSTOMER)).toHaveLength(2);
    expect(localStorage.getItem('cartCleared')).toBeNull();
    expect(screen.getByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();
  });

  it('sends one Idempotency-Key per cart submission: a retry of the same cart repeats it, so the order is placed once', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    fillCart();
    const items = [
      { productId: 'DR-001', quantity: 2 },
      { productId: 'SM-002', quantity: 3 },
    ];
    const sent: SentOperation[] = [];
    openCart(
      [
        {
          request: { query: PlaceOrderDocument, variables: { input: { items } } },
          error: new Error('The connection dropped'),
        },
        {
          request: { query: PlaceOrderDocument, variables: { input: { items } } },
          result: { data: { placeOrder: order({ orderId: 78 }) } },
        },
      ],
      sent,
    );
    await placeAndConfirm(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.failedToPlaceOrder));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await placeAndConfirm(user);
    await waitFor(() => expect(currentPath()).toBe('/pending-orders'));

    const keys = sent.filter((op) => op.operationName === 'PlaceOrder').map((op) => op.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
