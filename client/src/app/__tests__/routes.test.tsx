import { screen, waitFor } from '@testing-library/react';
import { ERROR_PAGES } from '../../lib/error-pages';
import { renderAt } from '../../test/kit';
import { ROUTE_PATHS, SPEC_ROUTE_PATHS } from '../routes';

const HEADINGS: Record<string, string> = {
  '/home': 'The taste',
  '/about-us': 'About',
  '/contact': 'Contact',
  '/food-recipe': 'Product Recipes',
  '/login-page': 'Welcome back to the WATERS!',
  '/employee-login-page': 'Welcome to the Employee Portal (Strictly for Employees Only)',
  '/register-page': 'New to the WATERS?',
  '/our-facility': 'Facility',
  '/our-products': 'Our Products',
  '/portfolio': 'Product Portfolio',
  '/edit-profile': 'Edit Profile',
  // Signed out, the signed-in screens ask to log in.
  '/storefront': 'Storefront',
  '/order-page': 'Orders',
  '/pending-orders': 'Pending Orders',
  '/complete-orders': 'Complete Orders',
  '/admin': 'Admin',
  '/forgot-password': 'Forgot your password?',
  '/reset-password': 'Choose a new password',
  '/api-keys': 'API keys',
  '/webhooks': 'Webhooks',
  '/graphql-explorer': 'GraphQL explorer',
  '/orders/12': 'Order',
  '/delivery-zones': 'Delivery zones',
  '/deliveries': 'Deliveries',
  '/payment-accounts': 'Payment accounts',
  '/trade': 'Trade accounts',
  '/lots': 'Lots',
  '/labels': 'Labels',
  '/standing-orders': 'Standing orders',
};

describe('route table', () => {
  it('covers every route of the original site, the password-reset pages, the API keys page, the Webhooks page, the GraphQL explorer, the product pages, the order pages and the delivery, payment-account, trade, lots and labels pages for employees and the standing orders page for trade buyers', () => {
    expect(SPEC_ROUTE_PATHS).toHaveLength(19);
    expect(ROUTE_PATHS).toEqual([
      ...SPEC_ROUTE_PATHS,
      '/forgot-password',
      '/reset-password',
      '/api-keys',
      '/webhooks',
      '/graphql-explorer',
      '/products/:productId',
      '/orders/:orderId',
      '/delivery-zones',
      '/deliveries',
      '/payment-accounts',
      '/trade',
      '/lots',
      '/labels',
      '/standing-orders',
    ]);
  });

  it.each(Object.entries(HEADINGS))('%s resolves to its page inside the shell', async (path, heading) => {
    renderAt(path);
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).toContain(heading);
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
    expect(screen.queryByText(ERROR_PAGES['404'].title)).not.toBeInTheDocument();
  });

  it('redirects the empty path to /home', async () => {
    const { router } = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it.each(['/no-such-page', '/storefront/extra', '/404'])(
    '%s shows the 404 page without navigation bar and footer',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: ERROR_PAGES['404'].title })).toBeInTheDocument();
      expect(screen.getByText(ERROR_PAGES['404'].message)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
      expect(screen.queryByRole('navigation', { name: 'Site' })).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );

  it('/500 shows the server error page', async () => {
    renderAt('/500');
    expect(await screen.findByRole('heading', { level: 1, name: 'Server Error' })).toBeInTheDocument();
    expect(
      screen.getByText('We are experiencing some technical difficulties. Please try again later or contact support.'),
    ).toBeInTheDocument();
  });
});

describe('navigation to the same address', () => {
  it('runs Our Products again: its galleries are rendered anew', async () => {
    const { router } = renderAt('/our-products');
    const before = await screen.findByRole('heading', { level: 2, name: 'Dried Fish' });
    const key = router.state.location.key;
    const link = screen
      .getByRole('navigation', { name: 'Site' })
      .querySelector('a[href="/our-products"]') as HTMLAnchorElement;
    link.click();
    await waitFor(() => expect(router.state.location.key).not.toBe(key));
    await waitFor(() => expect(before.isConnected).toBe(false));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dried Fish' })).not.toBe(before);
  });
});
