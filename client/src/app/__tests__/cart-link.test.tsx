import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { addToCart, clearCart, setQuantity } from '../../state/cart';
import { signIn } from '../../test/kit';
import { TopBar } from '../shell/TopBar';

const DANGGIT = { productId: 'DR-001', productName: 'Danggit', productPrice: 150 };
const TINAPA = { productId: 'SM-002', productName: 'Tinapang Bangus', productPrice: 99.5 };
/**
 * The top bar, mounted: rendered inside act, so that its lazy parts have loaded and their effects
 * (the cart link's subscription to the cart) have run before the test changes anything.
 */
async function inRouter(path = '/home') {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <MemoryRouter initialEntries={[path]}>
        <TopBar onMenu={() => undefined} />
      </MemoryRouter>,
    );
  });
  return view;
}

describe('top bar: the cart count', () => {
  it("counts the signed-in customer's items and follows every change at once", async () => {
    signIn('Customer', 'cust-1');
    await inRouter();
    const link = await screen.findByRole('link', { name: 'Cart, 0 items' });
    expect(link).toHaveAttribute('href', '/order-page');
    expect(link).toHaveTextContent('0');

    act(() => void addToCart('cust-1', DANGGIT, 2));
    expect(link).toHaveAccessibleName('Cart, 2 items');
    act(() => void addToCart('cust-1', TINAPA, 1));
    expect(link).toHaveAccessibleName('Cart, 3 items');
    expect(link).toHaveTextContent('3');
    act(() => void setQuantity('cust-1', DANGGIT.productId, 0));
    expect(link).toHaveAccessibleName('Cart, 1 item');
    act(() => clearCart('cust-1'));
    expect(link).toHaveAccessibleName('Cart, 0 items');

    // Another customer's cart in the same browser is not counted.
    act(() => void addToCart('cust-2', DANGGIT, 5));
    expect(link).toHaveAccessibleName('Cart, 0 items');
  });

  it('follows a change made in another tab (a storage event)', async () => {
    signIn('Customer', 'cust-1');
    await inRouter();
    const link = await screen.findByRole('link', { name: 'Cart, 0 items' });
    localStorage.setItem(
      'cart_cust-1',
      JSON.stringify([
        {
          CartId: null,
          CustomerId: 'cust-1',
          ProductId: 'DR-001',
          ProductName: 'Danggit',
          ProductPrice: 150,
          Quantity: 4,
          TotalPrice: 600,
        },
      ]),
    );
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'cart_cust-1' })));
    expect(link).toHaveAccessibleName('Cart, 4 items');
  });

  it('shows 99+ past 99 items, while its name says the exact count, and marks the cart page as current', async () => {
    signIn('Customer', 'cust-1');
    addToCart('cust-1', DANGGIT, 150);
    await inRouter('/order-page');
    const link = await screen.findByRole('link', { name: 'Cart, 150 items' });
    expect(link).toHaveTextContent('99+');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('is not shown to employees or signed-out visitors', async () => {
    signIn('Employee', 'emp-1');
    const employee = await inRouter();
    await screen.findByRole('button', { name: 'Account' });
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    employee.unmount();
    sessionStorage.clear();
    await inRouter();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });
});
