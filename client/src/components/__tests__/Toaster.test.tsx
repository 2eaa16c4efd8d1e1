import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '../../lib/messages';
import { resetToasts, toast } from '../../state/toast';
import { Toaster } from '../Toaster';

describe('Toaster', () => {
  const wideWidth = window.innerWidth;
  afterEach(() => {
    act(() => resetToasts());
    window.innerWidth = wideWidth;
  });

  it('keeps a polite and an assertive live region from the start, and puts each notice in its own', () => {
    render(<Toaster />);
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    act(() => {
      toast.success(MESSAGES.orderPlaced);
      toast.failure(MESSAGES.failedToPlaceOrder);
    });
    expect(within(status).getByText(MESSAGES.orderPlaced).closest('.toast')).toHaveTextContent(
      `Success: ${MESSAGES.orderPlaced}`,
    );
    expect(within(alert).getByText(MESSAGES.failedToPlaceOrder).closest('.toast')).toHaveTextContent(
      `Error: ${MESSAGES.failedToPlaceOrder}`,
    );
  });

  it('closes a notice with its Close notice button', async () => {
    render(<Toaster />);
    act(() => void toast.success(MESSAGES.itemRemoved));
    await userEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByText(MESSAGES.itemRemoved)).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows up to three notices on wide screens and one on phones', () => {
    render(<Toaster />);
    act(() => {
      for (const name of ['Dilis', 'Danggit', 'Tinapa']) toast.success(MESSAGES.addedToCart(name));
    });
    expect(screen.getAllByRole('button', { name: 'Close notice' })).toHaveLength(3);
    window.innerWidth = 360;
    act(() => void toast.success(MESSAGES.addedToCart('Tuyo')));
    expect(screen.getAllByRole('button', { name: 'Close notice' })).toHaveLength(1);
    expect(screen.getByText(MESSAGES.addedToCart('Tuyo'))).toBeInTheDocument();
  });

  it('tells "Fetched …" reports in the polite region for screen readers only, with no card or close button', () => {
    render(<Toaster />);
    act(() => void toast.success(MESSAGES.fetchedOrders));
    const report = within(screen.getByRole('status')).getByText(MESSAGES.fetchedOrders);
    expect(report).toHaveClass('visually-hidden');
    expect(report.closest('.toast')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close notice' })).toBeNull();
    expect(document.querySelector('.notice-region')).not.toHaveClass('has-notices');
  });

  it('shows a failure’s reason under its message, in the alert region', () => {
    render(<Toaster />);
    act(() => void toast.failure(MESSAGES.errorApprovingOrder, 'Order 7 cannot be approved: not enough stock.'));
    expect(within(screen.getByRole('alert')).getByText('Order 7 cannot be approved: not enough stock.')).toHaveClass(
      'notice-detail',
    );
  });
});
