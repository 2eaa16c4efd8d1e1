import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { monthLabel } from '@waters/domain';
import { resetToasts } from '../../../state/toast';
import { axeViolations } from '../../../test/a11y';
import { expectNoDialog, openDialog } from '../../../test/dialogs';
import { renderScreen, signIn } from '../../../test/kit';
import { atPhoneWidth } from '../../../test/phone-width';
import { RESTAURANT_GROUP, tradeAccount } from '../../../test/trade-fixtures';
import { StatementDocument } from '../api/statement.generated';
import type { StatementFieldsFragment } from '../api/statement-fields.generated';
import { TradeAccountsDocument } from '../api/trade-accounts.generated';
import TradePage from '../TradePage';
import { LAST_MONTH, statementOf, THIS_MONTH, withDownloads } from './statement-fixtures';

/** Approved two years ago: a year of months to choose from. */
const APPROVED = tradeAccount({
  customerId: 'cust-3',
  businessName: 'Lito’s Grill',
  status: 'APPROVED',
  decidedAt: '2024-01-10T02:00:00.000Z',
  priceGroup: RESTAURANT_GROUP,
});
const accounts = { request: { query: TradeAccountsDocument }, result: { data: { tradeAccounts: [APPROVED] } } };
const statement = (month: string, answer: StatementFieldsFragment | null) => ({
  request: { query: StatementDocument, variables: { customerId: 'cust-3', month } },
  result: { data: { statement: answer } },
  // Asked again each time the dialog opens (cache-and-network).
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const OPENER = 'Statement Lito’s Grill';
const DIALOG = 'Statement of Lito’s Grill';

function openAccounts(mocks: object[]) {
  signIn('Employee', 'emp-1');
  return renderScreen(<TradePage />, { path: '/trade?view=accounts', mocks: [accounts, ...mocks] as never });
}

/** The figure labelled `label` in the dialog (its amount and what it counts), spaces as typed. */
const figure = (dialog: HTMLElement, label: string) =>
  within(dialog)
    .getByText(label, { selector: 'dt' })
    .parentElement?.textContent?.replace(/\u00a0/g, ' ');

afterEach(() => resetToasts());

describe('an approved account’s statement (employees)', () => {
  it('opens from the account’s row: the figures to the centavo, the overdue orders and every entry', async () => {
    const user = userEvent.setup();
    openAccounts([statement(THIS_MONTH, statementOf(THIS_MONTH))]);
    const dialog = await openDialog(user, OPENER, DIALOG);
    expect(within(dialog).getByRole('heading', { level: 2, name: DIALOG })).toBeInTheDocument();
    expect(await within(dialog).findByText('Opening balance')).toBeInTheDocument();
    expect(figure(dialog, 'Opening balance')).toMatch(/^Opening balance₱1,234.50Owed before /);
    expect(figure(dialog, 'Charged')).toBe('Charged₱2,000.85Orders placed in the month');
    expect(figure(dialog, 'Paid')).toBe('Paid₱500.15Payments made in the month');
    expect(figure(dialog, 'Closing balance')).toBe('Closing balance₱2,735.20Owed to date');
    expect(figure(dialog, 'Overdue')).toMatch(/^Overdue₱999.99As of /);
    const overdue = within(dialog).getByRole('list', { name: 'Overdue orders' });
    expect(overdue).toHaveTextContent(/^Order 480: ₱999.99 owed, due \w{3} 3 \w{3} \d{4}$/);

    expect(within(dialog).getByRole('heading', { level: 3, name: 'Orders and payments' })).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: `Entries of ${monthLabel(THIS_MONTH)}` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Order', 'Entry', 'Charged', 'Paid', 'Balance', 'Due date']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')));
    expect(cells[0]).toEqual([
      'Order 501',
      'Order placed',
      '₱2,000.75',
      '',
      '₱3,235.25',
      expect.stringMatching(/ 15 /),
    ]);
    expect(cells[2]).toEqual(['Order 502', 'Cash at handover', '', '₱0.10', '₱3,235.25', '']);
    expect(cells[3]).toEqual(['Order 501', 'Payment', '', '₱500.05', '₱2,735.20', '']);
    // Employees have no page of a customer's order: the numbers are no links.
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('offers this month and the eleven before it, and shows the one chosen', async () => {
    const user = userEvent.setup();
    openAccounts([
      statement(THIS_MONTH, statementOf(THIS_MONTH)),
      statement(LAST_MONTH, statementOf(LAST_MONTH, { openingBalance: 0.01 })),
    ]);
    const dialog = await openDialog(user, OPENER, DIALOG);
    const month = within(dialog).getByRole('combobox', { name: 'Month' });
    const options = within(month).getAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options[0]).toHaveTextContent(`${monthLabel(THIS_MONTH)} (to date)`);
    expect(options[1]).toHaveTextContent(new RegExp(`^${monthLabel(LAST_MONTH)}$`));
    await user.selectOptions(month, LAST_MONTH);
    await waitFor(() => expect(figure(dialog, 'Opening balance')).toMatch(/^Opening balance₱0.01/));
    expect(within(dialog).getByRole('table', { name: `Entries of ${monthLabel(LAST_MONTH)}` })).toBeInTheDocument();
  });

  it('downloads the account’s PDF and CSV with the session, saved as statement-YYYY-MM', async () => {
    const user = userEvent.setup();
    openAccounts([statement(THIS_MONTH, statementOf(THIS_MONTH))]);
    const dialog = await openDialog(user, OPENER, DIALOG);
    await within(dialog).findByText('Opening balance');
    await withDownloads(async ({ fetched, saved }) => {
      await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
      await waitFor(() =>
        expect(saved).toEqual([{ href: 'blob:statement', download: `waters-statement-${THIS_MONTH}.pdf` }]),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved[1].download).toBe(`waters-statement-${THIS_MONTH}.csv`);
      expect(fetched.map(([url]) => url)).toEqual([
        `/api/statements/cust-3/${THIS_MONTH}.pdf`,
        `/api/statements/cust-3/${THIS_MONTH}.csv`,
      ]);
      expect(fetched[0][1].headers).toEqual({ authorization: `Bearer ${sessionStorage.getItem('token')}` });
    });
  });

  it('says so when a file is refused, and saves nothing', async () => {
    const user = userEvent.setup();
    openAccounts([statement(THIS_MONTH, statementOf(THIS_MONTH))]);
    const dialog = await openDialog(user, OPENER, DIALOG);
    await within(dialog).findByText('Opening balance');
    await withDownloads(
      async ({ saved }) => {
        await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
        expect(await within(dialog).findByRole('alert')).toHaveTextContent(
          `The CSV of ${monthLabel(THIS_MONTH)} could not be downloaded. Please try again.`,
        );
        expect(saved).toEqual([]);
      },
      () => new Response('', { status: 404 }),
    );
  });

  it('closes with Close or Escape and gives the focus back to the row’s Statement button', async () => {
    const user = userEvent.setup();
    openAccounts([statement(THIS_MONTH, statementOf(THIS_MONTH))]);
    const dialog = await openDialog(user, OPENER, DIALOG);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectNoDialog();
    await waitFor(() => expect(screen.getByRole('button', { name: OPENER })).toHaveFocus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: DIALOG });
    await user.keyboard('{Escape}');
    await expectNoDialog();
    await waitFor(() => expect(screen.getByRole('button', { name: OPENER })).toHaveFocus());
  });

  describe('on a phone', () => {
    atPhoneWidth(320);
    it('shows each entry as a card, every value labelled', async () => {
      const user = userEvent.setup();
      openAccounts([statement(THIS_MONTH, statementOf(THIS_MONTH))]);
      const dialog = await openDialog(user, OPENER, DIALOG);
      const cards = await within(dialog).findByRole('list', { name: `Entries of ${monthLabel(THIS_MONTH)}` });
      expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
      const [first] = within(cards).getAllByRole('listitem');
      for (const label of ['Day', 'Order', 'Entry', 'Charged', 'Paid', 'Balance', 'Due date'])
        expect(within(first).getByText(label, { selector: 'dt' })).toBeInTheDocument();
      expect(within(first).getByText('Balance', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₱3,235.25');
    });
  });
});
