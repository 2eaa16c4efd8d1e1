import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvailableProductsDocument } from '../api/available-products.generated';
import { addToCart, readCart, removeFromCart } from '../../../state/cart';
import { MESSAGES } from '../../../lib/messages';
import { resetToasts } from '../../../state/toast';
import { renderScreen, signIn } from '../../../test/kit';
import { CustomerStorefront } from '../CustomerStorefront';
import { DANGGIT, product, TINAPA } from '../../../test/fixtures';

const DAING = product('MAR-001', 'Daing na Bangus', {
  productPrice: 245,
  productType: 'MARINATED',
  productImage: '/images/products/marinated/daing-na-bangus.webp',
});
const products = {
  request: { query: AvailableProductsDocument },
  result: { data: { availableProducts: [DANGGIT, TINAPA, DAING] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The storefront in a data router, so the address (query included) can be read and moved back. */
async function openStorefront(address = '/storefront') {
  const { router } = renderScreen(<CustomerStorefront />, { path: address, mocks: [products], only: true });
  await screen.findByText(/products?$/, { selector: '[role=status]' });
  return router;
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Available products' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);
const count = () => screen.getByText(/products?$/, { selector: '[role=status]' });

afterEach(() => resetToasts());

describe('storefront: search, type and sort', () => {
  it('narrows and orders the list, keeps the choices in the address, and announces the count', async () => {
    const user = userEvent.setup();
    const router = await openStorefront();
    expect(shownNames()).toEqual(['Danggit', 'Tinapang Bangus', 'Daing na Bangus']);
    expect(count()).toHaveTextContent('3 products');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'bangus');
    expect(shownNames()).toEqual(['Tinapang Bangus', 'Daing na Bangus']);
    expect(count()).toHaveTextContent('Showing 2 of 3 products');
    expect(router.state.location.search).toBe('?q=bangus');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Smoked');
    expect(shownNames()).toEqual(['Tinapang Bangus']);
    expect(router.state.location.search).toBe('?q=bangus&type=smoked');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All types');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price (high to low)');
    expect(shownNames()).toEqual(['Daing na Bangus', 'Tinapang Bangus']);
    expect(router.state.location.search).toBe('?q=bangus&sort=price-desc');

    // Back undoes one choice at a time; the typed words stay (typing replaces, it never piles up history).
    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('catalogue');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('SMOKED');
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('bangus');
    expect(shownNames()).toEqual(['Tinapang Bangus']);
    expect(router.state.location.search).toBe('?q=bangus&type=smoked');
    // Forward again.
    await act(() => router.navigate(1));
    expect(shownNames()).toEqual(['Tinapang Bangus', 'Daing na Bangus']);
  });

  it('opens with the choices of the address (a reload or a shared link)', async () => {
    await openStorefront('/storefront?type=dried&sort=name');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('DRIED');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    expect(shownNames()).toEqual(['Danggit']);
    expect(count()).toHaveTextContent('Showing 1 of 3 products');
  });

  it('says when nothing matches, and Show all products clears the search and type', async () => {
    const user = userEvent.setup();
    const router = await openStorefront('/storefront?q=tuna&type=smoked&sort=price');
    expect(screen.getByText('No products match your search.')).toBeInTheDocument();
    expect(count()).toHaveTextContent('Showing 0 of 3 products');
    await user.click(screen.getByRole('button', { name: 'Show all products' }));
    expect(shownNames()).toEqual(['Tinapang Bangus', 'Danggit', 'Daing na Bangus']);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
    expect(router.state.location.search).toBe('?sort=price');
  });
});

describe('storefront: the product dialog', () => {
  it('shows image, name, type and price, and adds the chosen quantity with the original toast', async () => {
    signIn('Customer', 'cust-1');
    const user = userEvent.setup();
    await openStorefront();
    await user.click(screen.getByRole('button', { name: 'View Tinapang Bangus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tinapang Bangus' });
    expect(within(dialog).getByRole('img', { name: 'Tinapang Bangus' })).toBeInTheDocument();
    expect(within(dialog).getByText('SMOKED')).toBeInTheDocument();
    expect(within(dialog).getByText('₱99.50')).toBeInTheDocument();
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity of Tinapang Bangus' });
    expect(quantity).toHaveValue('1');
    await user.click(within(dialog).getByRole('button', { name: 'Decrease quantity of Tinapang Bangus' }));
    expect(quantity).toHaveValue('1');
    for (let i = 0; i < 3; i += 1)
      await user.click(within(dialog).getByRole('button', { name: 'Increase quantity of Tinapang Bangus' }));
    expect(quantity).toHaveValue('4');

    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText(MESSAGES.addedToCart('Tinapang Bangus'))).toBeInTheDocument();
    expect(readCart('cust-1')).toEqual([
      expect.objectContaining({ ProductId: 'SM-002', Quantity: 4, TotalPrice: 398 }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Again from the dialog: it starts at 1 and the line's quantity grows.
    await user.click(screen.getByRole('button', { name: 'View Tinapang Bangus' }));
    const again = await screen.findByRole('dialog', { name: 'Tinapang Bangus' });
    expect(within(again).getByRole('spinbutton', { name: 'Quantity of Tinapang Bangus' })).toHaveValue('1');
    await user.click(within(again).getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText(MESSAGES.cartQuantityUpdated('Tinapang Bangus'))).toBeInTheDocument();
    expect(readCart('cust-1')[0].Quantity).toBe(5);

    // Past 999 in all, the line is not cut to 999 without a word: the limit is said and the cart stays as it was.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'View Tinapang Bangus' }));
    const third = within(await screen.findByRole('dialog', { name: 'Tinapang Bangus' }));
    await user.clear(third.getByRole('spinbutton', { name: 'Quantity of Tinapang Bangus' }));
    await user.type(third.getByRole('spinbutton', { name: 'Quantity of Tinapang Bangus' }), '999');
    await user.click(third.getByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText('At most 999 per product: your cart already has 5 Tinapang Bangus.'),
    ).toBeInTheDocument();
    expect(readCart('cust-1')[0].Quantity).toBe(5);
  });

  it('stays open with the failure toast when no customer is signed in', async () => {
    const user = userEvent.setup();
    await openStorefront();
    await user.click(screen.getByRole('button', { name: 'View Danggit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Danggit' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.customerNotLoggedIn);
    expect(screen.getByRole('dialog', { name: 'Danggit' })).toBeInTheDocument();
  });
});

describe('storefront: the cart bar', () => {
  it('shows the items and total in the cart beside View Cart and View Orders, following every change', async () => {
    signIn('Customer', 'cust-1');
    addToCart(
      'cust-1',
      { productId: DANGGIT.productId, productName: DANGGIT.productName, productPrice: DANGGIT.productPrice },
      2,
    );
    const user = userEvent.setup();
    await openStorefront();
    const summary = screen.getByText('In your cart:').closest('p') as HTMLElement;
    expect(summary).toHaveTextContent('In your cart: 2 items, total ₱300.00');
    expect(summary.parentElement).toContainElement(screen.getByRole('button', { name: 'View Cart' }));
    expect(summary.parentElement).toContainElement(screen.getByRole('button', { name: 'View Orders' }));

    await user.click(screen.getByRole('button', { name: 'Add to Cart: Tinapang Bangus' }));
    expect(summary).toHaveTextContent('In your cart: 3 items, total ₱399.50');
    act(() => {
      removeFromCart('cust-1', DANGGIT.productId);
    });
    expect(summary).toHaveTextContent('In your cart: 1 item, total ₱99.50');
  });
});
