import { screen, within } from '@testing-library/react';
import { MyOrderHistoryDocument } from '../../features/orders/api/my-order-history.generated';
import { MyPendingOrdersDocument } from '../../features/orders/api/my-pending-orders.generated';
import { addToCart } from '../../state/cart';
import { resetToasts } from '../../state/toast';
import { orderPage } from '../../test/connection-pages';
import { atPhoneWidth } from '../../test/phone-width';
import { signIn } from '../../test/kit';
import { CartView } from '../../features/cart/CartView';
import { OrderHistory } from '../../features/orders/OrderHistory';
import { PendingOrders } from '../../features/orders/PendingOrders';
import { renderScreen } from '../../test/kit';
import { DANGGIT, order } from '../../test/fixtures';

const CUSTOMER = 'cust-1';
const cards = (list: string) => within(screen.getByRole('list', { name: list })).getAllByRole('listitem');
/** A card's labels and values, in the order they are shown. */
const fieldsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

afterEach(() => resetToasts());

describe("the customer's lists on a 360 px phone", () => {
  atPhoneWidth();

  it('cart: a card per product with its price, quantity (changed in place), total and EDIT / REMOVE; no customer id', () => {
    addToCart(
      CUSTOMER,
      { productId: DANGGIT.productId, productName: DANGGIT.productName, productPrice: DANGGIT.productPrice },
      2,
    );
    signIn('Customer', CUSTOMER);
    renderScreen(<CartView />, { path: '/order-page', mocks: [], only: true });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [danggit] = cards('Shopping cart');
    expect(within(danggit).getByRole('heading', { level: 2 })).toHaveTextContent('Product Name Danggit');
    expect(fieldsOf(danggit)).toEqual([
      ['Price (PHP)', '₱150.00'],
      ['Quantity', expect.any(String)],
      ['Total Price (PHP)', '₱300.00'],
      ['Product ID', 'DR-001'],
    ]);
    expect(within(danggit).getByRole('spinbutton', { name: 'Quantity of Danggit' })).toHaveValue('2');
    expect(within(danggit).getByRole('button', { name: 'EDIT Danggit' })).toBeInTheDocument();
    expect(within(danggit).getByRole('button', { name: 'REMOVE Danggit' })).toBeInTheDocument();
    expect(danggit).not.toHaveTextContent(CUSTOMER);
  });

  it('pending orders: status, total, date and items first; the customer’s own details left out', async () => {
    signIn('Customer', CUSTOMER);
    renderScreen(<PendingOrders />, {
      path: '/pending-orders',
      mocks: [
        {
          request: { query: MyPendingOrdersDocument },
          result: { data: { myPendingOrdersConnection: orderPage([order()]) } },
        },
      ],
      only: true,
    });
    await screen.findByRole('list', { name: 'Pending orders' });
    const [card] = cards('Pending orders');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Order ID 41');
    // The customer's word for where it stands, by the heading; the day it comes and how it is paid in the summary.
    expect(within(card).getByText('Awaiting approval')).toHaveClass('badge');
    expect(fieldsOf(card).map(([label]) => label)).toEqual([
      'Total Price (PHP)',
      'Order Date',
      'Delivery or pickup',
      'Payment',
      'Cart Items',
    ]);
    expect(fieldsOf(card).slice(2, 4)).toEqual([
      ['Delivery or pickup', 'Pickup Wed 25 Nov 2026'],
      ['Payment', 'Cash on pickup'],
    ]);
    expect(card).toHaveTextContent('Nov 21, 2026, 1:31:15 PM');
    expect(within(card).getByRole('table', { name: 'Items of order 41' })).toBeInTheDocument();
    for (const own of [CUSTOMER, 'Ana Cruz', 'Rosario, Cavite', '+63 917 555 0101', 'ana@example.ph'])
      expect(card).not.toHaveTextContent(own);
  });

  it('order history: status, date, total, items and the decision; the customer’s own details left out', async () => {
    signIn('Customer', CUSTOMER);
    const approved = order({
      orderStatus: 'APPROVED',
      authorizedByFullName: 'Carla Santos',
      authorizationDate: '2026-11-22T01:05:00Z',
      remarks: '',
    });
    renderScreen(<OrderHistory />, {
      path: '/complete-orders',
      mocks: [
        {
          request: { query: MyOrderHistoryDocument },
          result: { data: { myOrderHistoryConnection: orderPage([approved]) } },
        },
      ],
      only: true,
    });
    await screen.findByRole('list', { name: 'Completed orders' });
    const [card] = cards('Completed orders');
    expect(within(card).getByText('Approved')).toHaveClass('badge');
    expect(fieldsOf(card)).toEqual([
      ['Date', '11/21/26, 1:31 PM'],
      ['Total Amount (PHP)', '₱399.00'],
      ['Delivery or pickup', 'Pickup Wed 25 Nov 2026'],
      ['Payment', 'Cash on pickup'],
      ['Cart Items', 'Danggit - 2 x ₱150.00Tinapang Bangus - 1 x ₱99.00'],
      ['Authorized By', 'Carla Santos'],
      ['Authorization Date', '11/22/26, 9:05 AM'],
      ['Remarks', 'N/A'],
    ]);
    expect(card).not.toHaveTextContent('Ana Cruz');
  });
});
