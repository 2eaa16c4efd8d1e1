import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminDashboardDocument, type AdminDashboardQuery } from '../api/admin-dashboard.generated';
import { renderScreen, settle, signIn } from '../../../test/kit';
import AdminPage from '../AdminPage';
import { AdminDashboard } from '../components/AdminDashboard';
import { PERIOD_MESSAGES } from '../../../lib/period';

// 04:00 on Sunday 22 November 2026 in Manila, still the 21st in UTC.
const NOW = new Date('2026-11-21T20:00:00Z');

type Figures = AdminDashboardQuery['adminDashboard'];
const sold = (productType: Figures['revenueByType'][number]['productType'], quantity: number, revenue: number) => ({
  __typename: 'TypeRevenue' as const,
  productType,
  quantity,
  revenue,
});
const day = (date: string, ordersPlaced: number, approvedRevenue: number) => ({
  __typename: 'DashboardDay' as const,
  day: date,
  ordersPlaced,
  approvedRevenue,
});
const figures = (from: string, to: string, extra: Partial<Figures> = {}): Figures => ({
  __typename: 'AdminDashboard',
  from,
  to,
  pendingToday: 3,
  pendingTotal: 11,
  approvedCount: 42,
  cancelledCount: 5,
  approvedRevenue: 12345.5,
  revenueByType: [sold('DRIED', 60, 9000), sold('MARINATED', 7, 1645.5), sold('SMOKED', 10, 1700)],
  moneyOwed: {
    __typename: 'MoneyOwed',
    proofsToCheck: 0,
    balancesDue: 0,
    balancesDueAmount: 0,
    refundsDue: 0,
    refundsDueAmount: 0,
  },
  overdueTradeBalances: [],
  daily: [day('2026-11-01', 2, 0), day('2026-11-02', 5, 1250.75), day('2026-11-03', 0, 3000)],
  ...extra,
});

const answering = (from: string, to: string, extra: Partial<Figures> = {}) => {
  const result = jest.fn(() => ({ data: { adminDashboard: figures(from, to, extra) } }));
  return { mock: { request: { query: AdminDashboardDocument, variables: { from, to } }, result }, result };
};

const NOVEMBER = { from: '2026-10-31T16:00:00.000Z', to: '2026-11-30T16:00:00.000Z' };

const renderDashboard = (mocks: readonly MockLink.MockedResponse[]) =>
  renderScreen(<AdminDashboard now={NOW} />, { mocks, toasts: false });

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');

describe('admin dashboard', () => {
  it('asks for this month in Manila by default and shows the figures as cards and a table', async () => {
    const november = answering(NOVEMBER.from, NOVEMBER.to);
    renderDashboard([november.mock]);
    expect(screen.getByRole('heading', { level: 1, name: 'ADMIN DASHBOARD' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');

    await screen.findByText('Approved revenue');
    expect(november.result).toHaveBeenCalledTimes(1);
    expect(figure('Pending today')).toBe('3');
    expect(figure('Pending in total')).toBe('11');
    expect(figure('Approved')).toBe('42');
    expect(figure('Cancelled')).toBe('5');
    expect(figure('Approved revenue')).toBe('₱12,345.50');
    expect(screen.getByRole('heading', { name: 'Decisions, Nov 1, 2026 to Nov 30, 2026' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Approved sales by product type, Nov 1, 2026 to Nov 30, 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product type', 'Quantity', 'Revenue']);
    const marinated = within(table).getByRole('row', { name: /MARINATED/ });
    expect(
      within(marinated)
        .getAllByRole('cell')
        .map((td) => td.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['7', '₱1,645.50']);
  });

  it('charts the period day by day, described in words, with the figures as a table on demand', async () => {
    renderDashboard([answering(NOVEMBER.from, NOVEMBER.to).mock]);
    expect(
      await screen.findByRole('img', { name: 'Orders placed per day: highest on Nov 2, 5 orders.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Approved revenue per day: highest on Nov 3, ₱3,000.00.' }),
    ).toBeInTheDocument();
    // Axes for the eye: the value axis from 0 to a round number above the highest day, the days under the bars.
    const [ordersChart, revenueChart] = screen.getAllByRole('figure');
    const marks = (chart: HTMLElement, axis: string) =>
      Array.from(chart.querySelectorAll(`.daily-chart-${axis} span`), (span) => span.textContent);
    expect(marks(ordersChart, 'values')).toEqual(['6', '3', '0']);
    expect(marks(revenueChart, 'values')).toEqual(['₱4K', '₱2K', '₱0']);
    expect(marks(ordersChart, 'days')).toEqual(['Nov 1', 'Nov 2', 'Nov 3']);
    expect(ordersChart).toHaveTextContent(/^Orders placed per dayOrders/);
    const table = screen.getByRole('table', {
      name: 'Orders placed and approved revenue per day, Nov 1, 2026 to Nov 30, 2026',
      hidden: true,
    });
    const second = within(table).getByRole('row', { name: /2026-11-02/, hidden: true });
    expect(
      within(second)
        .getAllByRole('cell', { hidden: true })
        .map((td) => td.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['5', '₱1,250.75']);
  });

  it('asks again for the dates typed in From and To', async () => {
    const november = answering(NOVEMBER.from, NOVEMBER.to);
    const fromTenth = answering('2026-11-09T16:00:00.000Z', NOVEMBER.to, { approvedCount: 30 });
    const toFifteenth = answering('2026-11-09T16:00:00.000Z', '2026-11-15T16:00:00.000Z', { approvedCount: 12 });
    renderDashboard([november.mock, fromTenth.mock, toFifteenth.mock]);
    await screen.findByText('Approved revenue');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(figure('Approved')).toBe('30'));
    expect(fromTenth.result).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-15' } });
    await waitFor(() => expect(figure('Approved')).toBe('12'));
    expect(toFifteenth.result).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Decisions, Nov 10, 2026 to Nov 15, 2026' })).toBeInTheDocument();
  });

  it('has Today and Last 7 days presets counted in Manila days', async () => {
    const user = userEvent.setup();
    const today = answering('2026-11-21T16:00:00.000Z', '2026-11-22T16:00:00.000Z', { approvedCount: 2 });
    const week = answering('2026-11-15T16:00:00.000Z', '2026-11-22T16:00:00.000Z', { approvedCount: 9 });
    renderDashboard([answering(NOVEMBER.from, NOVEMBER.to).mock, today.mock, week.mock]);
    await screen.findByText('Approved revenue');

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(figure('Approved')).toBe('2'));
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-22');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-22');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(figure('Approved')).toBe('9'));
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-16');
    expect(today.result).toHaveBeenCalledTimes(1);
    expect(week.result).toHaveBeenCalledTimes(1);
  });

  it('explains a reversed period and sends nothing for it', async () => {
    const november = answering(NOVEMBER.from, NOVEMBER.to);
    const reversed = jest.fn(() => ({ data: { adminDashboard: figures(NOVEMBER.from, NOVEMBER.to) } }));
    renderDashboard([
      november.mock,
      { request: { query: AdminDashboardDocument, variables: () => true }, result: reversed },
    ]);
    await screen.findByText('Approved revenue');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-05' } });
    expect(screen.getByRole('alert')).toHaveTextContent(PERIOD_MESSAGES.reversed);
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(PERIOD_MESSAGES.reversed);
    expect(screen.queryByText('Approved revenue')).not.toBeInTheDocument();
    await settle();
    expect(reversed).not.toHaveBeenCalled();
  });

  it('says so when the figures cannot be loaded', async () => {
    renderDashboard([
      {
        request: { query: AdminDashboardDocument, variables: NOVEMBER },
        result: {
          errors: [new GraphQLError('The period must be at most 366 days', { extensions: { code: 'BAD_USER_INPUT' } })],
        },
      },
    ]);
    expect(
      await screen.findByText(/The dashboard figures could not be loaded\. The period must be at most 366 days/),
    ).toBeInTheDocument();
  });
});

describe('overdue on terms', () => {
  const balance = (customerId: string, businessName: string, oldestDueDate: string, overdueAmount: number) => ({
    __typename: 'OverdueTradeBalance' as const,
    customerId,
    businessName,
    oldestDueDate,
    overdueAmount,
  });
  const section = () => screen.getByRole('region', { name: 'Overdue on terms' });

  it('lists the accounts owing past their due day, oldest first, each leading to the trade accounts', async () => {
    renderDashboard([
      answering(NOVEMBER.from, NOVEMBER.to, {
        overdueTradeBalances: [
          balance('cust-3', 'Lito’s Grill', '2026-10-15', 12345.67),
          balance('cust-9', 'Carinderia ni Aling Rosa', '2026-11-02', 0.05),
        ],
      }).mock,
    ]);
    const table = await screen.findByRole('table', { name: 'Trade accounts with overdue orders' });
    expect(within(section()).getByRole('heading', { level: 2 })).toHaveTextContent('Overdue on terms');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Business', 'Oldest due day', 'Owed']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Lito’s GrillThu 15 Oct 2026₱12,345.67',
      'Carinderia ni Aling RosaMon 2 Nov 2026₱0.05',
    ]);
    for (const name of ['Lito’s Grill', 'Carinderia ni Aling Rosa'])
      expect(within(table).getByRole('link', { name })).toHaveAttribute('href', '/trade?view=accounts');
  });

  it('tells the page once its first figures are on screen (the sections below wait for them, so nothing moves)', async () => {
    const answered = jest.fn();
    renderScreen(<AdminDashboard now={NOW} onAnswered={answered} />, {
      mocks: [answering(NOVEMBER.from, NOVEMBER.to).mock],
      toasts: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading figures…');
    expect(answered).not.toHaveBeenCalled();
    await screen.findByText('Approved revenue');
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('says quietly that nothing is overdue, not as an error', async () => {
    renderDashboard([answering(NOVEMBER.from, NOVEMBER.to).mock]);
    await screen.findByText('Approved revenue');
    const none = within(section()).getByText('No trade account has an order overdue.');
    expect(none).toHaveClass('text-body-secondary');
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(section()).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('admin route gate', () => {
  const renderPage = (mocks: readonly MockLink.MockedResponse[] = []) =>
    renderScreen(<AdminPage />, { mocks, toasts: false });

  it('shows customers the RoleGate message instead of the figures', () => {
    signIn('Customer', 'cust-1');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('This page is not available for your account.')).toBeInTheDocument();
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  });

  it('asks signed-out visitors to log in', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login-page');
  });

  it('shows employees the dashboard', async () => {
    signIn('Employee', 'emp-1');
    const any = jest.fn(() => ({ data: { adminDashboard: figures(NOVEMBER.from, NOVEMBER.to) } }));
    renderPage([{ request: { query: AdminDashboardDocument, variables: () => true }, result: any }]);
    expect(screen.getByRole('heading', { level: 1, name: 'ADMIN DASHBOARD' })).toBeInTheDocument();
    expect(await screen.findByText('Approved revenue')).toBeInTheDocument();
    expect(any).toHaveBeenCalledTimes(1);
  });
});
