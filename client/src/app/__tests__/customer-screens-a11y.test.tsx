import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MyProfileDocument } from '../../api/my-profile.generated';
import { AvailableProductsDocument } from '../../features/catalogue/api/available-products.generated';
import { MyOrderHistoryDocument } from '../../features/orders/api/my-order-history.generated';
import { MyPendingOrdersDocument } from '../../features/orders/api/my-pending-orders.generated';
import { addToCart } from '../../state/cart';
import { resetToasts } from '../../state/toast';
import { signIn } from '../../test/kit';
import { CartView } from '../../features/cart/CartView';
import { CustomerStorefront } from '../../features/catalogue/CustomerStorefront';
import { OrderHistory } from '../../features/orders/OrderHistory';
import { PendingOrders } from '../../features/orders/PendingOrders';
import { renderScreen } from '../../test/kit';
import { DANGGIT, order, TINAPA } from '../../test/fixtures';
import { orderPage } from '../../test/connection-pages';

/** Structural checks (jsdom has no layout, so colour contrast is left to the browser suite). */
async function violations(root: HTMLElement = document.body) {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeEach(() => signIn('Customer', 'cust-1'));
afterEach(() => resetToasts());

describe('shop screens: accessibility', () => {
  it('storefront, and its image dialog, have no axe violations', async () => {
    const user = userEvent.setup();
    renderScreen(<CustomerStorefront />, {
      path: '/storefront',
      mocks: [
        { request: { query: AvailableProductsDocument }, result: { data: { availableProducts: [DANGGIT, TINAPA] } } },
      ],
      only: true,
    });
    await screen.findByRole('heading', { name: 'Danggit' });
    await user.click(screen.getByRole('button', { name: 'View Orders' }));
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'View Danggit' }));
    expect(await violations(await screen.findByRole('dialog'))).toEqual([]);
  });

  it('cart, and the Edit Cart Item dialog, have no axe violations', async () => {
    const user = userEvent.setup();
    addToCart(
      'cust-1',
      { productId: DANGGIT.productId, productName: DANGGIT.productName, productPrice: DANGGIT.productPrice },
      2,
    );
    renderScreen(<CartView />, { path: '/order-page', only: true });
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'EDIT Danggit' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await violations(dialog)).toEqual([]);
  });

  it('the review PLACE ORDER opens has no axe violations', async () => {
    const user = userEvent.setup();
    addToCart(
      'cust-1',
      { productId: DANGGIT.productId, productName: DANGGIT.productName, productPrice: DANGGIT.productPrice },
      2,
    );
    const me = {
      __typename: 'UserProfile',
      id: 'cust-1',
      role: 'Customer',
      userName: 'ana',
      fullName: 'Ana Cruz',
      address: 'Rosario, Cavite',
      mobileNumber: '+63 917 555 0101',
      emailAddress: 'ana@example.ph',
      createdAt: '2026-01-05T02:30:00.000Z',
      updatedAt: null,
    };
    renderScreen(<CartView />, {
      path: '/order-page',
      mocks: [{ request: { query: MyProfileDocument }, result: { data: { me } } }],
      only: true,
    });
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    const review = await screen.findByRole('dialog', { name: 'Review your order' });
    await screen.findByText(/Rosario, Cavite/);
    expect(await violations(review)).toEqual([]);
  });

  it('pending orders and order history have no axe violations', async () => {
    const pending = renderScreen(<PendingOrders />, {
      path: '/pending-orders',
      mocks: [
        {
          request: { query: MyPendingOrdersDocument },
          result: { data: { myPendingOrdersConnection: orderPage([order()]) } },
        },
      ],
      only: true,
    });
    await screen.findByText('Ana Cruz');
    expect(await violations(pending.container)).toEqual([]);
    pending.unmount();

    const history = renderScreen(<OrderHistory />, {
      path: '/complete-orders',
      mocks: [
        {
          request: { query: MyOrderHistoryDocument },
          result: {
            data: {
              myOrderHistoryConnection: orderPage([
                order({ orderStatus: 'APPROVED', authorizedByFullName: 'Carla Santos' }),
              ]),
            },
          },
        },
      ],
      only: true,
    });
    await screen.findByText('Carla Santos');
    expect(await violations(history.container)).toEqual([]);
    history.unmount();

    // A long history: "Showing X of Y orders" and Load more under the table.
    const long = renderScreen(<OrderHistory />, {
      path: '/complete-orders',
      mocks: [
        {
          request: { query: MyOrderHistoryDocument },
          result: {
            data: {
              myOrderHistoryConnection: orderPage(
                [order({ orderStatus: 'APPROVED', authorizedByFullName: 'Carla Santos' })],
                {
                  totalCount: 60,
                  endCursor: 'c41',
                  hasNextPage: true,
                },
              ),
            },
          },
        },
      ],
      only: true,
    });
    await screen.findByRole('button', { name: 'Load more' });
    expect(screen.getByText('Showing 1 of 60 orders')).toHaveAttribute('role', 'status');
    expect(await violations(long.container)).toEqual([]);
  });
});
