import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RouteErrorBoundary } from '../ErrorPage';
import { lazyPage } from '../lazy-page';

const Shop = () => <h1>Shop</h1>;

describe('a page whose code loads on first visit', () => {
  it('renders at once, with no loading state in between, when its code was preloaded', async () => {
    const { Page, preload } = lazyPage(async () => ({ default: Shop }));
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('counts as loaded only once what its module says it needs first is in (a role’s screen): its first render is that screen', async () => {
    const Screen = lazyPage(async () => ({ default: () => <p>The customer’s cards</p> }));
    const ShopPage = () => (
      <Suspense fallback={<p>Loading the screen</p>}>
        <Screen.Page />
      </Suspense>
    );
    const { Page, preload } = lazyPage(async () => ({ default: ShopPage, ready: () => Screen.preload() }));
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('The customer’s cards')).toBeInTheDocument();
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
  });

  it('a page whose first need fails to load still loads: the screen’s own part reports it when it renders', async () => {
    const { Page, preload } = lazyPage(async () => ({
      default: Shop,
      ready: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    }));
    await preload();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeInTheDocument();
  });

  it('suspends while its code loads when it was not', async () => {
    const { Page } = lazyPage(async () => ({ default: Shop }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
  });

  it('shows the error page when its code fails to load, and tries again at the next address', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let offline = true;
    const { Page } = lazyPage(async () => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Shop };
    });
    const at = (address: string) => (
      <MemoryRouter>
        <RouteErrorBoundary resetKey={address}>
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>
    );
    const { rerender } = render(at('/storefront'));
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
    offline = false;
    rerender(at('/order-page'));
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
  });
});
