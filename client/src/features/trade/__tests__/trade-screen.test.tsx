import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../state/toast';
import { axeViolations } from '../../../test/a11y';
import { allProducts, namedProduct } from '../../../test/connection-pages';
import { expectNoDialog, openDialog } from '../../../test/dialogs';
import { refusal } from '../../../test/graphql-errors';
import { renderScreen, signIn, type SentOperation } from '../../../test/kit';
import { RESTAURANT_GROUP, tradeAccount } from '../../../test/trade-fixtures';
import { ApproveTradeAccountDocument } from '../api/approve-trade-account.generated';
import { DeclineTradeAccountDocument } from '../api/decline-trade-account.generated';
import { ImportTradePricesDocument } from '../api/import-trade-prices.generated';
import type { PriceGroupFieldsFragment } from '../api/price-group-fields.generated';
import { PriceGroupsDocument } from '../api/price-groups.generated';
import { SavePriceGroupDocument } from '../api/save-price-group.generated';
import { SetTradePricesDocument } from '../api/set-trade-prices.generated';
import { SetTradeQuantityRuleDocument } from '../api/set-trade-quantity-rule.generated';
import type { TradeAccountRowFragment } from '../api/trade-account-row.generated';
import { TradeAccountsDocument } from '../api/trade-accounts.generated';
import { TradePricesCsvDocument } from '../api/trade-prices-csv.generated';
import { TradePricesDocument } from '../api/trade-prices.generated';
import TradePage from '../TradePage';

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

const group = (id: number, name: string, extra: Partial<PriceGroupFieldsFragment> = {}): PriceGroupFieldsFragment => ({
  __typename: 'PriceGroup',
  id,
  name,
  minOrderAmount: 5000,
  termsDays: null,
  accountCount: 0,
  ...extra,
});
const RESTAURANT = group(1, 'Restaurant', { termsDays: 30, accountCount: 1 });
const RESELLER = group(2, 'Reseller', { minOrderAmount: 10000 });

const PENDING = tradeAccount();
const DECLINED = tradeAccount({
  customerId: 'cust-2',
  customerName: 'Ben Cruz',
  emailAddress: 'ben@example.ph',
  businessName: 'Sari-sari ni Ben',
  businessType: 'RESELLER',
  tin: null,
  status: 'DECLINED',
  declineReason: 'No business permit.',
  decidedAt: '2026-11-21T02:00:00.000Z',
});
const APPROVED = tradeAccount({
  customerId: 'cust-3',
  customerName: 'Lito Ramos',
  emailAddress: 'lito@example.ph',
  businessName: 'Lito’s Grill',
  status: 'APPROVED',
  decidedAt: '2026-11-22T02:00:00.000Z',
  priceGroup: RESTAURANT_GROUP,
});

const accounts = (list: TradeAccountRowFragment[]) => ({
  request: { query: TradeAccountsDocument },
  result: { data: { tradeAccounts: list } },
});
const groups = {
  request: { query: PriceGroupsDocument },
  result: { data: { priceGroups: [RESTAURANT, RESELLER] } },
  ...forever,
};

function openTrade(path: string, mocks: object[], sent?: SentOperation[]) {
  signIn('Employee', 'emp-1');
  return renderScreen(<TradePage />, { path, mocks: [groups, ...mocks] as never, sent });
}

/** A list's row (its first cell names it) on a laptop's width. */
const record = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('[data-record]') as HTMLElement;

afterEach(() => resetToasts());

// jsdom's File has no text() (every browser the site supports has): read it as a browser would.
beforeAll(() => {
  File.prototype.text ??= function text(this: File) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
});

describe('Trade accounts: applications', () => {
  it('lists the waiting applications, then the declined ones, and approves one into a price group', async () => {
    const user = userEvent.setup();
    const approve = jest.fn(() => ({
      data: {
        approveTradeAccount: {
          ...PENDING,
          status: 'APPROVED',
          priceGroup: RESTAURANT_GROUP,
        },
      },
    }));
    const { container } = openTrade('/trade', [
      accounts([DECLINED, PENDING, APPROVED]),
      {
        request: {
          query: ApproveTradeAccountDocument,
          variables: { input: { customerId: 'cust-1', priceGroupId: 1 } },
        },
        result: approve,
      },
      accounts([DECLINED, APPROVED, { ...PENDING, status: 'APPROVED' }]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade accounts' })).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Trade accounts views' });
    expect(within(views).getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    const waiting = await screen.findByRole('region', { name: 'Applications waiting' });
    expect(
      within(waiting)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Carinderia ni Aling RosaRestaurant · TIN 123-456-789-000']);
    const declined = screen.getByRole('region', { name: 'Declined applications' });
    expect(within(declined).getByText('No business permit.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    const dialog = await openDialog(user, 'Approve… Carinderia ni Aling Rosa', 'Approve Carinderia ni Aling Rosa');
    const choice = await within(dialog).findByLabelText(/^Price group/);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Choose a price group.')).toBeInTheDocument();
    expect(choice).toHaveFocus();
    expect(approve).not.toHaveBeenCalled();
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a group…', 'Restaurant (orders from ₱5,000.00)', 'Reseller (orders from ₱10,000.00)']);
    await user.selectOptions(choice, 'Restaurant (orders from ₱5,000.00)');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expectNoDialog();
    expect(approve).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Carinderia ni Aling Rosa is approved: Restaurant prices.')).toBeInTheDocument();
    expect(await screen.findByText('No application is waiting.')).toBeInTheDocument();
  });

  it('declines an application only with a reason, and says a refusal in the dialog', async () => {
    const user = userEvent.setup();
    const input = { customerId: 'cust-1', reason: 'The TIN does not match the business name.' };
    const decline = jest.fn(() => ({ data: { declineTradeAccount: { ...PENDING, status: 'DECLINED' } } }));
    openTrade('/trade', [
      accounts([PENDING]),
      {
        request: { query: DeclineTradeAccountDocument, variables: { input } },
        result: refusal('This application was already decided.', 'CONFLICT'),
      },
      { request: { query: DeclineTradeAccountDocument, variables: { input } }, result: decline },
      accounts([{ ...PENDING, status: 'DECLINED', declineReason: input.reason }]),
    ]);
    const dialog = await openDialog(user, 'Decline… Carinderia ni Aling Rosa', 'Decline Carinderia ni Aling Rosa');
    expect(dialog).toHaveAccessibleDescription('The customer is e-mailed this reason, and may apply again.');
    const reason = within(dialog).getByLabelText(/^Reason/);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Say why: a reason is required.'));
    await user.type(reason, input.reason);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('This application was already decided.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expectNoDialog();
    expect(decline).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(
        'The application of Carinderia ni Aling Rosa was declined; the customer is e-mailed why.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(input.reason)).toBeInTheDocument();
  });
});

describe('Trade accounts: accounts and price groups', () => {
  it('moves an approved account to another group (its own is not offered)', async () => {
    const user = userEvent.setup();
    const move = jest.fn(() => ({
      data: { approveTradeAccount: { ...APPROVED, priceGroup: { __typename: 'PriceGroup', id: 2, name: 'Reseller' } } },
    }));
    openTrade('/trade?view=accounts', [
      accounts([PENDING, APPROVED]),
      {
        request: {
          query: ApproveTradeAccountDocument,
          variables: { input: { customerId: 'cust-3', priceGroupId: 2 } },
        },
        result: move,
      },
      accounts([PENDING, { ...APPROVED, priceGroup: { __typename: 'PriceGroup', id: 2, name: 'Reseller' } }]),
    ]);
    const list = await screen.findByRole('region', { name: 'Approved trade accounts' });
    expect(
      within(list)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Lito’s GrillRestaurant · TIN 123-456-789-000']);
    expect(within(record('Lito’s Grill')).getByText('Restaurant')).toBeInTheDocument();
    const dialog = await openDialog(user, 'Move to another group… Lito’s Grill', 'Move Lito’s Grill to another group');
    const choice = await within(dialog).findByLabelText(/^Price group/);
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a group…', 'Reseller (orders from ₱10,000.00)']);
    await user.selectOptions(choice, 'Reseller (orders from ₱10,000.00)');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expectNoDialog();
    expect(await screen.findByText('Lito’s Grill now buys at Reseller prices.')).toBeInTheDocument();
    await waitFor(() => expect(within(record('Lito’s Grill')).getByText('Reseller')).toBeInTheDocument());
  });

  it('lists the price groups and adds one, checking its fields first', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => ({
      data: { savePriceGroup: group(3, 'Hotel', { minOrderAmount: 8000, termsDays: 15 }) },
    }));
    openTrade('/trade?view=groups', [
      {
        request: {
          query: SavePriceGroupDocument,
          variables: { input: { name: 'Hotel', minOrderAmount: 8000, termsDays: 15 } },
        },
        result: save,
      },
    ]);
    expect(within(await screen.findByRole('region', { name: 'Price groups' })).getAllByRole('row')).toHaveLength(3);
    expect(within(record('Restaurant')).getByText('30 days')).toBeInTheDocument();
    expect(within(record('Reseller')).getByText('None')).toBeInTheDocument();
    const dialog = await openDialog(user, 'Add a price group', 'Add a price group');
    const minimum = within(dialog).getByLabelText(/^Minimum order/);
    await user.clear(minimum);
    await user.type(minimum, '8000.005');
    await user.type(within(dialog).getByLabelText(/^Terms in days/), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    expect(minimum).toHaveAccessibleDescription(expect.stringContaining('Minimum order must be a number'));
    expect(within(dialog).getByText('Terms must be a whole number from 1 to 90.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Hotel');
    await user.clear(minimum);
    await user.type(minimum, '8000');
    await user.clear(within(dialog).getByLabelText(/^Terms in days/));
    await user.type(within(dialog).getByLabelText(/^Terms in days/), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    await expectNoDialog();
    expect(save).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Price group Hotel added.')).toBeInTheDocument();
  });
});

describe('Trade accounts: a price list', () => {
  const products = allProducts([
    namedProduct('DRD-001', 'Dried Danggit', { tradeMultiple: 12 }),
    namedProduct('SMK-003', 'Tinapa', { productPrice: 95 }),
  ]);
  const prices = {
    request: { query: TradePricesDocument, variables: { priceGroupId: 1 } },
    result: {
      data: {
        tradePrices: [
          {
            __typename: 'TradePriceRow',
            id: 1,
            productId: 'DRD-001',
            productName: 'Dried Danggit',
            minQuantity: 1,
            unitPrice: 140,
            validFrom: null,
            validTo: null,
          },
          {
            __typename: 'TradePriceRow',
            id: 2,
            productId: 'DRD-001',
            productName: 'Dried Danggit',
            minQuantity: 10,
            unitPrice: 130,
            validFrom: '2026-12-01',
            validTo: '2026-12-31',
          },
        ],
      },
    },
    ...forever,
  };
  const CSV = 'product_id,min_quantity,unit_price,valid_from,valid_to\nDRD-001,1,140,,\nXYZ-001,10,abc,,\n';
  const imported = (answer: { imported: number; problems: { line: number; message: string }[] }) => ({
    request: { query: ImportTradePricesDocument, variables: { priceGroupId: 1, csv: CSV } },
    result: {
      data: {
        importTradePrices: {
          __typename: 'TradePriceImport',
          imported: answer.imported,
          problems: answer.problems.map((problem) => ({ __typename: 'CsvRowProblem', ...problem })),
        },
      },
    },
  });

  it("shows each product's rows and trade rule, and an import with problems lists them by line and changes nothing", async () => {
    const user = userEvent.setup();
    const { container } = openTrade('/trade?view=prices', [
      products,
      prices,
      imported({
        imported: 0,
        problems: [
          { line: 3, message: 'Unknown product XYZ-001' },
          { line: 3, message: 'unit_price must be a number, e.g. 260.00' },
        ],
      }),
      imported({ imported: 2, problems: [] }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Restaurant price list' })).toBeInTheDocument();
    const danggit = await screen.findByText('from 1 pack ₱140.00');
    expect(
      within(record('Dried Danggit')).getByText('from 10 packs ₱130.00, valid 2026-12-01 to 2026-12-31'),
    ).toBeInTheDocument();
    expect(within(record('Dried Danggit')).getByText('Sold to trade in 12s')).toBeInTheDocument();
    expect(danggit).toBeInTheDocument();
    expect(within(record('Tinapa')).getByText('Retail price')).toBeInTheDocument();
    expect(within(record('Tinapa')).getByText('Any quantity')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    const file = screen.getByLabelText('CSV file');
    await user.upload(file, new File([CSV], 'restaurant.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const problems = (await screen.findByText(/^Nothing was changed/)).closest('[role="alert"]') as HTMLElement;
    expect(problems).toHaveTextContent('Nothing was changed: the file has 2 problems.');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 3: Unknown product XYZ-001', 'Line 3: unit_price must be a number, e.g. 260.00']);

    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByText('2 prices imported.')).toBeInTheDocument();
    expect(screen.queryByText(/Nothing was changed/)).not.toBeInTheDocument();
  });

  it("edits a product's rows in a dialog, checking each first, and its trade rule", async () => {
    const user = userEvent.setup();
    const rows = [
      { minQuantity: 1, unitPrice: 140, validFrom: null, validTo: null },
      { minQuantity: 10, unitPrice: 130, validFrom: '2026-12-01', validTo: '2026-12-31' },
      { minQuantity: 24, unitPrice: 125.5, validFrom: null, validTo: null },
    ];
    const setPrices = jest.fn(() => ({ data: { setTradePrices: [] } }));
    const setRule = jest.fn(() => ({
      data: {
        setTradeQuantityRule: { __typename: 'Product', productId: 'DRD-001', tradeMinQuantity: 24, tradeMultiple: 12 },
      },
    }));
    openTrade('/trade?view=prices', [
      products,
      prices,
      {
        request: {
          query: SetTradePricesDocument,
          variables: { input: { priceGroupId: 1, productId: 'DRD-001', rows } },
        },
        result: setPrices,
      },
      {
        request: {
          query: SetTradeQuantityRuleDocument,
          variables: { input: { productId: 'DRD-001', minQuantity: 24, multiple: 12 } },
        },
        result: setRule,
      },
    ]);
    await screen.findByText('from 1 pack ₱140.00');
    const dialog = await openDialog(user, 'Edit prices of Dried Danggit', 'Restaurant prices of Dried Danggit');
    expect(within(dialog).getAllByRole('group', { name: /^Price \d$/ })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Add a price' }));
    const third = within(dialog).getByRole('group', { name: 'Price 3' });
    await user.clear(within(third).getByLabelText(/^From/));
    await user.type(within(third).getByLabelText(/^From/), '24');
    await user.type(within(third).getByLabelText(/^Unit price/), '0');
    await user.type(within(third).getByLabelText(/^Last day/), '2026-11-30');
    const second = within(dialog).getByRole('group', { name: 'Price 2' });
    await user.clear(within(second).getByLabelText(/^Last day/));
    await user.type(within(second).getByLabelText(/^Last day/), '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    // The first field with a message takes the focus; nothing is sent.
    expect(within(second).getByLabelText(/^Last day/)).toHaveFocus();
    expect(within(second).getByText('The last day cannot come before the first.')).toBeInTheDocument();
    expect(within(third).getByLabelText(/^Unit price/)).toHaveAccessibleDescription(
      expect.stringContaining('Price must be greater than zero'),
    );
    await user.clear(within(second).getByLabelText(/^Last day/));
    await user.type(within(second).getByLabelText(/^Last day/), '2026-12-31');
    await user.clear(within(third).getByLabelText(/^Unit price/));
    await user.type(within(third).getByLabelText(/^Unit price/), '125.50');
    await user.clear(within(third).getByLabelText(/^Last day/));
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    await expectNoDialog();
    expect(setPrices).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Restaurant prices of Dried Danggit saved.')).toBeInTheDocument();

    const rule = await openDialog(user, 'Edit trade rule of Dried Danggit', 'Trade rule of Dried Danggit');
    expect(within(rule).getByLabelText(/^Multiple/)).toHaveValue('12');
    await user.type(within(rule).getByLabelText(/^Minimum/), '24');
    await user.click(within(rule).getByRole('button', { name: 'Save rule' }));
    await expectNoDialog();
    expect(setRule).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The trade rule of Dried Danggit is saved.')).toBeInTheDocument();
  });

  it('downloads the list as trade-prices-<group>.csv', async () => {
    const user = userEvent.setup();
    const made: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    openTrade('/trade?view=prices', [
      products,
      prices,
      {
        request: { query: TradePricesCsvDocument, variables: { priceGroupId: 1 } },
        result: { data: { tradePricesCsv: CSV } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['trade-prices-Restaurant.csv']));
    expect(await made[0].text()).toBe(CSV);
  });
});
