import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { monthLabel, previousMonth } from '@waters/domain';
import { MyAddressesDocument } from '../../../api/my-addresses.generated';
import { axeViolations } from '../../../test/a11y';
import { customerAddress } from '../../../test/fixtures';
import { renderScreen, signIn } from '../../../test/kit';
import { RESTAURANT_GROUP, tradeAccount } from '../../../test/trade-fixtures';
import { MyStatementDocument } from '../../trade/api/my-statement.generated';
import type { StatementFieldsFragment } from '../../trade/api/statement-fields.generated';
import { LAST_MONTH, statementOf, THIS_MONTH, withDownloads } from '../../trade/__tests__/statement-fixtures';
import { MyTradeAccountDocument } from '../api/my-trade-account.generated';
import type { MyTradeAccountFieldsFragment } from '../api/trade-account-fields.generated';
import { TradeAccountSection } from '../components/TradeAccountSection';

/** Approved mid-month two months ago (Manila): three months to choose from. */
const TWO_BACK = previousMonth(LAST_MONTH);
const APPROVED = tradeAccount({
  customerId: 'cust-9',
  status: 'APPROVED',
  decidedAt: `${TWO_BACK}-15T02:00:00.000Z`,
  priceGroup: RESTAURANT_GROUP,
});

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };
const addresses = {
  request: { query: MyAddressesDocument },
  result: { data: { myAddresses: [customerAddress()] } },
  ...forever,
};
const myAccount = (account: MyTradeAccountFieldsFragment) => ({
  request: { query: MyTradeAccountDocument },
  result: { data: { myTradeAccount: account } },
  ...forever,
});
const myStatement = (month: string, answer: StatementFieldsFragment | null) => ({
  request: { query: MyStatementDocument, variables: { month } },
  result: { data: { myStatement: answer } },
});

function openSection(mocks: object[]) {
  signIn('Customer', 'cust-9');
  return renderScreen(<TradeAccountSection />, {
    path: '/edit-profile',
    mocks: [addresses, ...mocks] as never,
    toasts: false,
  });
}

const statementPart = () => screen.findByRole('region', { name: 'Monthly statement' });

describe('the buyer’s monthly statement on Edit Profile', () => {
  it('shows this month’s figures to the centavo, its entries linking to the buyer’s orders', async () => {
    const { container } = openSection([myAccount(APPROVED), myStatement(THIS_MONTH, statementOf(THIS_MONTH))]);
    const part = await statementPart();
    expect(within(part).getByRole('heading', { level: 3, name: 'Monthly statement' })).toBeInTheDocument();
    const closing = await within(part).findByText('Closing balance', { selector: 'dt' });
    expect(closing.nextElementSibling).toHaveTextContent('₱2,735.20');
    expect(within(part).getByText('Opening balance', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '₱1,234.50',
    );
    expect(within(part).getByText('Overdue', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₱999.99');
    // The month still running is counted to date.
    expect(closing.parentElement).toHaveTextContent('Owed to date');
    expect(within(part).getByRole('heading', { level: 4, name: 'Overdue orders' })).toBeInTheDocument();
    expect(within(part).getByRole('link', { name: 'Order 480' })).toHaveAttribute('href', '/orders/480');
    expect(within(part).getByRole('heading', { level: 4, name: 'Orders and payments' })).toBeInTheDocument();
    const table = within(part).getByRole('table', { name: `Entries of ${monthLabel(THIS_MONTH)}` });
    const links = within(table).getAllByRole('link', { name: 'Order 501' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/orders/501', '/orders/501']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers the months back to the one it was approved in, and shows the month chosen', async () => {
    const user = userEvent.setup();
    openSection([
      myAccount(APPROVED),
      myStatement(THIS_MONTH, statementOf(THIS_MONTH)),
      myStatement(TWO_BACK, statementOf(TWO_BACK, { entries: [], closingBalance: 0.3 })),
    ]);
    const part = await statementPart();
    const month = within(part).getByRole('combobox', { name: 'Month' });
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual([THIS_MONTH, LAST_MONTH, TWO_BACK]);
    await user.selectOptions(month, TWO_BACK);
    expect(
      await within(part).findByText(`Nothing was charged or paid in ${monthLabel(TWO_BACK)}.`),
    ).toBeInTheDocument();
    const closing = within(part).getByText('Closing balance', { selector: 'dt' });
    expect(closing.nextElementSibling).toHaveTextContent('₱0.30');
    expect(closing.parentElement).toHaveTextContent(/Owed after \w{3} \d{1,2} \w{3} \d{4}/);
  });

  it('downloads the buyer’s own PDF and CSV of the month shown, saved as statement-YYYY-MM', async () => {
    const user = userEvent.setup();
    openSection([myAccount(APPROVED), myStatement(THIS_MONTH, statementOf(THIS_MONTH))]);
    const part = await statementPart();
    await within(part).findByText('Closing balance');
    await withDownloads(async ({ fetched, saved }) => {
      await user.click(within(part).getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      await user.click(within(part).getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved.map((file) => file.download)).toEqual([
        `waters-statement-${THIS_MONTH}.pdf`,
        `waters-statement-${THIS_MONTH}.csv`,
      ]);
      expect(fetched.map(([url]) => url)).toEqual([
        `/api/statements/${THIS_MONTH}.pdf`,
        `/api/statements/${THIS_MONTH}.csv`,
      ]);
      expect(fetched[1][1].headers).toEqual({ authorization: `Bearer ${sessionStorage.getItem('token')}` });
    });
  });

  it('is not there while the application is being reviewed', async () => {
    openSection([myAccount(tradeAccount({ customerId: 'cust-9' }))]);
    expect(await screen.findByText('Your application is being reviewed.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Monthly statement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Month' })).not.toBeInTheDocument();
  });
});
