import { GraphQLError } from 'graphql';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvailableProductsDocument } from '../api/available-products.generated';
import { readCart } from '../../../state/cart';
import { DELAYS, MESSAGES } from '../../../lib/messages';
import { resetToasts } from '../../../state/toast';
import { signIn } from '../../../test/kit';
import { ProductImage } from '../../../components/ProductImage';
import { mediaEntry } from '../../../lib/media';
import { CustomerStorefront } from '../CustomerStorefront';
import { currentPath, renderScreen } from '../../../test/kit';
import { DANGGIT, TINAPA } from '../../../test/fixtures';

const products = {
  request: { query: AvailableProductsDocument },
  result: { data: { availableProducts: [DANGGIT, TINAPA] } },
};

async function openStorefront() {
  const view = renderScreen(<CustomerStorefront />, { path: '/storefront', mocks: [products], only: true });
  await screen.findByRole('heading', { name: 'Danggit' });
  return view;
}

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

describe('customer storefront', () => {
  it('shows the title, the HOME > AVAILABLE PRODUCTS breadcrumb and a card per product', async () => {
    renderScreen(<CustomerStorefront />, { path: '/storefront', mocks: [products], only: true });
    expect(screen.getByRole('heading', { level: 1, name: 'AVAILABLE PRODUCTS' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/home');
    expect(within(crumbs).getByText('AVAILABLE PRODUCTS')).toHaveAttribute('aria-current', 'page');

    const card = (await screen.findByRole('heading', { name: 'Danggit' })).closest('article') as HTMLElement;
    const image = within(card).getByRole('img', { name: 'Danggit' });
    // Site images carry their content hash, so browsers may keep them a year.
    expect(image).toHaveAttribute(
      'src',
      `/images/products/dried/danggit.webp?v=${mediaEntry('products/dried/danggit').hash}`,
    );
    // The first cards are what a phone paints first: loaded at once and first.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(within(card).getByText('DRIED')).toBeInTheDocument();
    expect(within(card).getByText('₱150.00')).toBeInTheDocument();

    expect(screen.getByRole('img', { name: 'Tinapang Bangus' })).toHaveAttribute(
      'src',
      `${TINAPA.productImage}?v=${mediaEntry('products/smoked/tinapang-bangus').hash}`,
    );
    expect(screen.getByText('₱99.50')).toBeInTheDocument();
  });

  it("loads only the first two cards' images at once; the rest when they come near", async () => {
    const third = { ...DANGGIT, productId: 'DRD-002', productName: 'Danggit, third' };
    renderScreen(<CustomerStorefront />, {
      path: '/storefront',
      mocks: [
        {
          request: { query: AvailableProductsDocument },
          result: { data: { availableProducts: [DANGGIT, TINAPA, third] } },
        },
      ],
      only: true,
    });
    await screen.findByRole('heading', { name: 'Danggit, third' });
    const second = screen.getByRole('img', { name: 'Tinapang Bangus' });
    expect(second).toHaveAttribute('loading', 'eager');
    // Only the largest paint (the first card's picture) goes ahead of everything else.
    expect(second).not.toHaveAttribute('fetchpriority');
    const lazy = screen.getByRole('img', { name: 'Danggit, third' });
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).not.toHaveAttribute('fetchpriority');
  });

  it('gives an image from outside the site a fixed size and lazy loading too', () => {
    render(<ProductImage src="https://cdn.example.test/lapu-lapu.jpg" alt="Lapu-lapu" />);
    const image = screen.getByRole('img', { name: 'Lapu-lapu' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.test/lapu-lapu.jpg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('gives an uploaded picture its 480 and 960 px files in AVIF and WebP, for the browser to choose by the slot', () => {
    const base = '/uploads/products/0123456789abcdef01234567';
    const { container } = render(
      <ProductImage src={`${base}.webp`} alt="Lapu-lapu" sizes="(min-width: 992px) 30vw, 100vw" priority="lcp" />,
    );
    const image = screen.getByRole('img', { name: 'Lapu-lapu' });
    expect(image).toHaveAttribute('src', `${base}.webp`);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const sources = [...container.querySelectorAll('source')].map((source) => ({
      type: source.getAttribute('type'),
      srcset: source.getAttribute('srcset'),
      sizes: source.getAttribute('sizes'),
    }));
    expect(sources).toEqual(
      (['avif', 'webp'] as const).map((format) => ({
        type: `image/${format}`,
        srcset: `${base}-480.${format} 480w, ${base}-960.${format} 960w, ${base}.${format} 1600w`,
        sizes: '(min-width: 992px) 30vw, 100vw',
      })),
    );
  });

  it('shows the failure toast when the products cannot be fetched', async () => {
    renderScreen(<CustomerStorefront />, {
      path: '/storefront',
      mocks: [{ request: { query: AvailableProductsDocument }, result: { errors: [new GraphQLError('boom')] } }],
      only: true,
    });
    expect(await screen.findByText(MESSAGES.errorFetchingAvailableProducts)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.errorFetchingAvailableProducts);
  });

  it('quantity selector starts at 1, + adds 1, - subtracts 1 and never goes below 1', async () => {
    const user = userEvent.setup();
    await openStorefront();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Danggit' });
    expect(quantity).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Danggit' }));
    expect(quantity).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Danggit' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Danggit' }));
    expect(quantity).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Danggit' }));
    expect(quantity).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Danggit' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Danggit' }));
    expect(quantity).toHaveValue('1');
    // The other card keeps its own quantity.
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Tinapang Bangus' })).toHaveValue('1');
  });

  it('adds to the cart: "added" for a new line, "quantity updated" when already there, then resets to 1', async () => {
    signIn('Customer', 'cust-1');
    const user = userEvent.setup();
    await openStorefront();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Danggit' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Danggit' }));
    expect(screen.getByText(MESSAGES.addedToCart('Danggit'))).toBeInTheDocument();
    expect(readCart('cust-1')).toEqual([
      expect.objectContaining({ ProductId: 'DR-001', Quantity: 2, TotalPrice: 300 }),
    ]);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Danggit' })).toHaveValue('1');

    await user.click(screen.getByRole('button', { name: 'Add to Cart: Danggit' }));
    expect(screen.getByText(MESSAGES.cartQuantityUpdated('Danggit'))).toBeInTheDocument();
    expect(readCart('cust-1')).toEqual([
      expect.objectContaining({ ProductId: 'DR-001', Quantity: 3, TotalPrice: 450 }),
    ]);
  });

  it('refuses to add to the cart unless a customer is signed in', async () => {
    const user = userEvent.setup();
    await openStorefront();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Danggit' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Danggit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.customerNotLoggedIn);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Danggit' })).toHaveValue('2');
    expect(localStorage.length).toBe(0);

    // An employee session is not a customer either.
    signIn('Employee', 'emp-1');
    act(() => resetToasts());
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Danggit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.customerNotLoggedIn);
    expect(readCart('emp-1')).toEqual([]);
  });

  it('View opens the product image in a dialog with a close button', async () => {
    const user = userEvent.setup();
    await openStorefront();
    await user.click(screen.getByRole('button', { name: 'View Danggit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Danggit' });
    expect(within(dialog).getByRole('img', { name: 'Danggit' })).toHaveAttribute(
      'src',
      `${DANGGIT.productImage}?v=${mediaEntry('products/dried/danggit').hash}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('View Cart shows "Redirecting to Cart..." and opens /order-page after exactly 1 s', async () => {
    await openStorefront();
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'View Cart' }));
    expect(screen.getByText(MESSAGES.redirectingToCart)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(DELAYS.openCart - 1));
    expect(currentPath()).toBe('/storefront');
    act(() => jest.advanceTimersByTime(1));
    expect(currentPath()).toBe('/order-page');
    expect(DELAYS.openCart).toBe(1000);
  });

  it('View Orders opens a menu with Pending Orders and Complete Orders', async () => {
    const user = userEvent.setup();
    await openStorefront();
    const toggle = screen.getByRole('button', { name: 'View Orders' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Pending Orders' })).toHaveAttribute('href', '/pending-orders');
    expect(screen.getByRole('link', { name: 'Complete Orders' })).toHaveAttribute('href', '/complete-orders');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
