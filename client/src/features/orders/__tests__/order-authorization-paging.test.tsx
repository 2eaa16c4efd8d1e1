import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApproveOrderDocument } from '../api/approve-order.generated';
import { OrdersToAuthorizeDocument } from '../api/orders-to-authorize.generated';
import type { OrderRowFragment } from '../../../api/fragments.generated';
import { MESSAGES } from '../../../lib/messages';
import { resetToasts, toast } from '../../../state/toast';
import { orderPage } from '../../../test/connection-pages';
import { OrderAuthorization } from '../OrderAuthorization';
import { decided, eight, orderIds, seven } from './queue-fixtures';
import { renderScreen } from '../../../test/kit';
import { order } from '../../../test/fixtures';

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

describe('ORDER AUTHORIZATION (employee order page)', () => {
  describe('a long queue, 50 orders at a time', () => {
    const nine = order({ orderId: 9, fullName: 'Cora Diaz' });
    const ten = order({ orderId: 10, fullName: 'Dan Lim' });
    const page = (orders: OrderRowFragment[], options: Parameters<typeof orderPage>[1], after?: string) => {
      const result = jest.fn(() => ({ data: { ordersToAuthorizeConnection: orderPage(orders, options) } }));
      return {
        mock: { request: { query: OrdersToAuthorizeDocument, ...(after ? { variables: { after } } : {}) }, result },
        result,
      };
    };
    const firstPage = () => page([seven, eight], { totalCount: 3, endCursor: 'c8', hasNextPage: true });
    const fetchedToasts = (spy: jest.SpyInstance) =>
      spy.mock.calls.filter(([text]) => text === MESSAGES.fetchedOrders).length;

    it('says how many are listed and appends the next page on Load more, which then goes away; "Fetched orders." is for the first page only', async () => {
      const user = userEvent.setup();
      const success = jest.spyOn(toast, 'success');
      const next = page([nine], { totalCount: 3 }, 'c8');
      renderScreen(<OrderAuthorization />, { mocks: [firstPage().mock, next.mock], path: '/order-page' });
      const status = await screen.findByText('Showing 2 of 3 orders');
      expect(status).toHaveAttribute('role', 'status');
      expect(orderIds()).toEqual(['7', '8']);
      const button = screen.getByRole('button', { name: 'Load more' });
      expect(button).toHaveClass('btn', 'btn-outline-secondary', 'load-more');
      expect(fetchedToasts(success)).toBe(1);

      await user.click(button);
      await waitFor(() => expect(orderIds()).toEqual(['7', '8', '9']));
      expect(next.result).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
      expect(fetchedToasts(success)).toBe(1);
      success.mockRestore();
    });

    it('keeps the Load more button while there is a next page and updates "Showing X of Y"', async () => {
      const user = userEvent.setup();
      const next = page([nine], { totalCount: 4, endCursor: 'c9', hasNextPage: true }, 'c8');
      const last = page([ten], { totalCount: 4 }, 'c9');
      renderScreen(<OrderAuthorization />, {
        mocks: [page([seven, eight], { totalCount: 4, endCursor: 'c8', hasNextPage: true }).mock, next.mock, last.mock],
        path: '/order-page',
      });
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      expect(await screen.findByText('Showing 3 of 4 orders')).toBeInTheDocument();
      expect(orderIds()).toEqual(['7', '8', '9']);
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(orderIds()).toEqual(['7', '8', '9', '10']));
      expect(last.result).toHaveBeenCalledTimes(1);
    });

    it('says "Error fetching orders." when the next page cannot be loaded, and keeps the rows and the button', async () => {
      const user = userEvent.setup();
      renderScreen(<OrderAuthorization />, {
        mocks: [
          firstPage().mock,
          { request: { query: OrdersToAuthorizeDocument, variables: { after: 'c8' } }, error: new Error('offline') },
        ],
        path: '/order-page',
      });
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      expect(await screen.findByText(MESSAGES.errorFetchingOrders)).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.errorFetchingOrders).closest('.toast')).toHaveClass('bg-danger');
      expect(orderIds()).toEqual(['7', '8']);
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
      expect(screen.getByText('Showing 2 of 3 orders')).toBeInTheDocument();
    });

    it('after a decision reloads the first page, which replaces every page loaded so far', async () => {
      const user = userEvent.setup();
      const success = jest.spyOn(toast, 'success');
      const approve = jest.fn(() => ({ data: { approveOrder: decided('APPROVED') } }));
      const reloaded = page([eight, ten], { totalCount: 3, endCursor: 'c10', hasNextPage: true });
      renderScreen(<OrderAuthorization />, {
        mocks: [
          firstPage().mock,
          page([nine], { totalCount: 3 }, 'c8').mock,
          { request: { query: ApproveOrderDocument, variables: { input: { orderId: 7 } } }, result: approve },
          reloaded.mock,
        ],
        path: '/order-page',
      });
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(orderIds()).toEqual(['7', '8', '9']));
      await user.click(screen.getByRole('button', { name: 'Approve order 7' }));
      await user.click(screen.getByRole('button', { name: 'Confirm Approval' }));

      await waitFor(() => expect(reloaded.result).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(orderIds()).toEqual(['8', '10']));
      expect(screen.getByText('Showing 2 of 3 orders')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
      // Once for the first visit, once for the reload; never for Load more.
      expect(fetchedToasts(success)).toBe(2);
      success.mockRestore();
    });

    it('keeps the list on screen while a reload is on its way', async () => {
      const reloaded = page([eight], { totalCount: 1 });
      renderScreen(<OrderAuthorization />, {
        mocks: [firstPage().mock, { ...reloaded.mock, delay: 100 }],
        path: '/order-page',
      });
      await waitFor(() => expect(orderIds()).toEqual(['7', '8']));
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'ordersUpdated', newValue: '1' }));
      });
      // Load more waits for the reload, and the list stays meanwhile.
      expect(await screen.findByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-disabled', 'true');
      expect(orderIds()).toEqual(['7', '8']);
      await waitFor(() => expect(orderIds()).toEqual(['8']));
      expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument();
    });

    it('keeps focus on Load more while pages arrive, then moves it to the first new row when the last one does', async () => {
      const user = userEvent.setup();
      renderScreen(<OrderAuthorization />, {
        mocks: [
          page([seven], { totalCount: 3, endCursor: 'c7', hasNextPage: true }).mock,
          page([eight], { totalCount: 3, endCursor: 'c8', hasNextPage: true }, 'c7').mock,
          page([nine], { totalCount: 3 }, 'c8').mock,
        ],
        path: '/order-page',
      });
      const button = await screen.findByRole('button', { name: 'Load more' });
      button.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(orderIds()).toEqual(['7', '8']));
      expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();

      await user.keyboard(' ');
      await waitFor(() => expect(orderIds()).toEqual(['7', '8', '9']));
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('row', { name: /Cora Diaz/ })).toHaveFocus());
    });
  });
});
