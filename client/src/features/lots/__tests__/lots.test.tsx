import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, labelDate } from '@waters/domain';
import { manilaToday } from '../../../lib/period';
import { resetToasts } from '../../../state/toast';
import { axeViolations } from '../../../test/a11y';
import { expectNoDialog, openDialog } from '../../../test/dialogs';
import { refusal } from '../../../test/graphql-errors';
import { renderScreen, settle, signIn, type SentOperation } from '../../../test/kit';
import { allProducts, namedProduct } from '../../../test/connection-pages';
import { atPhoneWidth } from '../../../test/phone-width';
import type { LotFieldsFragment } from '../api/lot-fields.generated';
import { LotRuleDocument } from '../api/lot-rule.generated';
import { ProductLotsDocument } from '../api/product-lots.generated';
import type { RecallOutcomeFieldsFragment } from '../api/recall-fields.generated';
import { RecallDetailsDocument } from '../api/recall-details.generated';
import { RecallsDocument } from '../api/recalls.generated';
import { RecordLotDocument } from '../api/record-lot.generated';
import { SetLotStatusDocument } from '../api/set-lot-status.generated';
import { StartRecallDocument } from '../api/start-recall.generated';
import LotsPage from '../pages/LotsPage';

const TODAY = manilaToday();
const PRODUCT = 'DRD-001';
const RULE = {
  __typename: 'LotRule',
  prefix: 'DRD',
  nextCode: `DRD-${TODAY.replaceAll('-', '')}-A`,
  bestBefore: addDays(TODAY, 180),
  shelfLifeDays: 180,
} as const;

const lot = (extra: Partial<LotFieldsFragment> = {}): LotFieldsFragment => {
  const bestBefore = extra.bestBefore ?? addDays(TODAY, 150);
  return {
    __typename: 'Lot',
    id: 11,
    lotCode: 'DRD-20261101-A',
    productId: PRODUCT,
    productionDate: addDays(TODAY, -30),
    bestBefore,
    bestBeforeLabel: labelDate(bestBefore),
    bestBeforeReason: null,
    quantity: 40,
    quantityLeft: 25,
    writtenOff: 0,
    status: 'RELEASED',
    statusReason: null,
    writeOffReason: null,
    sellable: true,
    ...extra,
  };
};
const RELEASED = lot();
const EXPIRED = lot({
  id: 12,
  lotCode: 'DRD-20260401-B',
  productionDate: addDays(TODAY, -200),
  bestBefore: addDays(TODAY, -20),
  quantityLeft: 3,
  sellable: false,
});

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };
const products = allProducts([namedProduct(PRODUCT, 'Dried Danggit'), namedProduct('SMK-001', 'Tinapa')]);
const lotsOf = (lots: LotFieldsFragment[]) => ({
  request: { query: ProductLotsDocument, variables: { productId: PRODUCT } },
  result: { data: { lots } },
  ...forever,
});
const rule = {
  request: { query: LotRuleDocument, variables: { productId: PRODUCT, productionDate: TODAY } },
  result: { data: { lotRule: RULE } },
  ...forever,
};
const noRecalls = { request: { query: RecallsDocument }, result: { data: { recalls: [] } }, ...forever };

const OUTCOME: RecallOutcomeFieldsFragment = {
  __typename: 'RecallOutcome',
  recall: {
    __typename: 'Recall',
    id: 7,
    mock: true,
    productId: PRODUCT,
    lotCodes: ['DRD-20261101-A'],
    producedFrom: null,
    producedTo: null,
    reason: 'Drill: supplier salt batch',
    startedAt: '2026-11-29T02:00:00.000Z',
    startedBy: 'emp-1',
    lookupMs: 14,
    ordersFound: 2,
    customersFound: 2,
    unitsFound: 5,
    noticesSent: 0,
    csvUrl: '/api/exports/recalls/7.csv',
  },
  shipments: [
    {
      __typename: 'RecalledShipment',
      orderId: 1041,
      customerId: 'cust-1',
      fullName: 'Juan Santos',
      emailAddress: 'juan@example.ph',
      mobileNumber: '+63 917 555 0101',
      shipTo: '12 Rizal St, Malolos, Bulacan',
      shipDate: '2026-11-20',
      productName: 'Dried Danggit',
      lotCode: 'DRD-20261101-A',
      bestBefore: RELEASED.bestBefore,
      quantity: 3,
    },
    {
      __typename: 'RecalledShipment',
      orderId: 1052,
      customerId: 'cust-2',
      fullName: 'Rosa Bautista',
      emailAddress: 'rosa@example.ph',
      mobileNumber: '+63 917 555 0177',
      shipTo: 'Pickup at the Cavite facility',
      shipDate: '2026-11-22',
      productName: 'Dried Danggit',
      lotCode: 'DRD-20261101-A',
      bestBefore: RELEASED.bestBefore,
      quantity: 2,
    },
  ],
};

function renderLots(extra: object[] = [], lots = [RELEASED, EXPIRED], sent?: SentOperation[]) {
  signIn('Employee', 'emp-1');
  return renderScreen(<LotsPage />, {
    path: `/lots?product=${PRODUCT}`,
    mocks: [products, lotsOf(lots), rule, noRecalls, ...extra] as never,
    sent,
  });
}

const field = (label: RegExp) => screen.getByLabelText(label);
const lotList = () => screen.findByRole('region', { name: 'Lots of Dried Danggit' });

afterEach(() => resetToasts());

describe('Lots: the list', () => {
  it('lists the product’s lots with their dates, units, status and the buttons each allows', async () => {
    renderLots();
    expect(screen.getByRole('heading', { level: 1, name: 'Lots' })).toBeInTheDocument();
    const table = within(await lotList());
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const released = within(rows[0]);
    expect(released.getByRole('rowheader')).toHaveTextContent('DRD-20261101-A');
    expect(rows[0]).toHaveTextContent(RELEASED.bestBeforeLabel);
    expect(rows[0]).toHaveTextContent('25 / 40');
    expect(released.getByText('Released')).toHaveClass('badge');
    expect(released.getByRole('button', { name: 'Put on hold lot DRD-20261101-A' })).toBeInTheDocument();
    expect(released.queryByRole('button', { name: /^Write off/ })).not.toBeInTheDocument();
    expect(released.getByRole('link', { name: 'Print label of lot DRD-20261101-A' })).toHaveAttribute(
      'href',
      '/labels?lot=11',
    );
    // Past its best-before: Expired beside its status, and its units left may be written off.
    const expired = within(rows[1]);
    expect(expired.getByText('Expired')).toHaveClass('badge');
    expect(expired.getByRole('button', { name: 'Write off lot DRD-20260401-B' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('is for employees only', () => {
    signIn('Customer', 'cust-1');
    renderScreen(<LotsPage />, { path: '/lots', only: true });
    expect(screen.getByText('This page is not available for your account.')).toBeInTheDocument();
  });
});

describe('Lots: recording a lot', () => {
  it('shows the rule’s code and best-before; a changed best-before asks why, and is not sent without a reason', async () => {
    const user = userEvent.setup();
    const sent: SentOperation[] = [];
    const changed = addDays(TODAY, 200);
    const recorded = lot({
      id: 13,
      lotCode: RULE.nextCode,
      productionDate: TODAY,
      bestBefore: changed,
      bestBeforeReason: 'Dried longer: lower moisture',
      quantity: 30,
      quantityLeft: 30,
    });
    const record = {
      request: {
        query: RecordLotDocument,
        variables: {
          input: {
            productId: PRODUCT,
            quantity: 30,
            productionDate: TODAY,
            bestBefore: changed,
            bestBeforeReason: 'Dried longer: lower moisture',
          },
        },
      },
      result: { data: { recordLot: recorded } },
    };
    renderLots([record], [RELEASED, EXPIRED], sent);

    await waitFor(() => expect(field(/^Lot code/)).toHaveValue(RULE.nextCode));
    expect(field(/^Production date/)).toHaveValue(TODAY);
    expect(field(/^Best before/)).toHaveValue(RULE.bestBefore);
    expect(field(/^Best before/)).toHaveAccessibleDescription(expect.stringContaining('plus 180 days'));
    expect(screen.queryByLabelText(/Why the best-before/)).not.toBeInTheDocument();

    await user.type(field(/^Quantity/), '30');
    fireEvent.change(field(/^Best before/), { target: { value: changed } });
    const why = field(/Why the best-before/);
    expect(why).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Record lot' }));
    expect(why).toHaveFocus();
    expect(why).toHaveAccessibleDescription(expect.stringContaining('Say why the best-before is not the rule’s.'));
    await settle();
    expect(sent.map((operation) => operation.operationName)).not.toContain('RecordLot');

    await user.type(why, 'Dried longer: lower moisture');
    await user.click(screen.getByRole('button', { name: 'Record lot' }));
    expect(
      await screen.findByText(
        `Lot ${RULE.nextCode} of Dried Danggit recorded: 30 units, best before ${labelDate(changed)}.`,
      ),
    ).toBeInTheDocument();
    // The form starts again from the rule.
    await waitFor(() => expect(field(/^Best before/)).toHaveValue(RULE.bestBefore));
    expect(screen.queryByLabelText(/Why the best-before/)).not.toBeInTheDocument();
    expect(field(/^Quantity/)).toHaveValue('');
  });

  it('sends a typed lot code and leaves the rule’s best-before to the server', async () => {
    const user = userEvent.setup();
    const record = {
      request: {
        query: RecordLotDocument,
        variables: { input: { productId: PRODUCT, quantity: 12, productionDate: TODAY, lotCode: 'DRD-OWN-1' } },
      },
      result: refusal('Lot DRD-OWN-1 is already recorded.', 'CONFLICT'),
    };
    renderLots([record]);
    await waitFor(() => expect(field(/^Lot code/)).toHaveValue(RULE.nextCode));
    await user.type(field(/^Quantity/), '12');
    await user.clear(field(/^Lot code/));
    await user.type(field(/^Lot code/), 'drd-own-1');
    await user.click(screen.getByRole('button', { name: 'Record lot' }));
    expect(await screen.findByText('Lot DRD-OWN-1 is already recorded.')).toBeInTheDocument();
    expect(screen.getByText('The lot could not be recorded.')).toBeInTheDocument();
  });

  it('refuses a production date in the future', async () => {
    const user = userEvent.setup();
    renderLots();
    await waitFor(() => expect(field(/^Lot code/)).toHaveValue(RULE.nextCode));
    await user.type(field(/^Quantity/), '5');
    fireEvent.change(field(/^Production date/), { target: { value: addDays(TODAY, 1) } });
    await user.click(screen.getByRole('button', { name: 'Record lot' }));
    expect(field(/^Production date/)).toHaveFocus();
    expect(field(/^Production date/)).toHaveAccessibleDescription(
      expect.stringContaining('The production date cannot be in the future.'),
    );
  });
});

describe('Lots: hold and release', () => {
  it('puts a lot on hold with a required reason: its badge says so, and Release takes the focus', async () => {
    const user = userEvent.setup();
    const held = lot({ status: 'ON_HOLD', statusReason: 'Moisture test pending', sellable: false });
    const hold = {
      request: {
        query: SetLotStatusDocument,
        variables: { input: { lotId: 11, status: 'ON_HOLD', reason: 'Moisture test pending' } },
      },
      result: { data: { setLotStatus: held } },
    };
    renderLots([hold]);
    await lotList();
    const dialog = await openDialog(user, 'Put on hold lot DRD-20261101-A', 'Put lot DRD-20261101-A on hold');
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('stop being sold'));
    await user.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Say why: a reason is required.'));

    await user.type(reason, 'Moisture test pending');
    await user.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    await expectNoDialog();
    const row = within((await lotList()).querySelector('tbody tr') as HTMLElement);
    await waitFor(() => expect(row.getByText('On hold')).toHaveClass('badge', 'text-bg-warning'));
    expect(row.getByText('Moisture test pending')).toBeInTheDocument();
    await waitFor(() => expect(row.getByRole('button', { name: 'Release lot DRD-20261101-A' })).toHaveFocus());
    expect(
      screen.getByText('Lot DRD-20261101-A is on hold: its units are not sold until it is released.'),
    ).toBeInTheDocument();
  });
});

describe('Lots: recalls', () => {
  const mockRecall = {
    request: {
      query: StartRecallDocument,
      variables: { input: { lotId: 11, reason: 'Drill: supplier salt batch', mock: true } },
    },
    result: { data: { startRecall: OUTCOME } },
  };

  async function runMockRecall(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Recall… lot DRD-20261101-A' }));
    const reason = field(/^Reason/);
    expect(reason).toHaveFocus();
    expect(field(/^Lot( \*)?$/)).toHaveValue('11');
    await user.type(reason, 'Drill: supplier salt batch');
    await user.click(screen.getByRole('button', { name: 'Mock recall' }));
  }

  it('a mock recall says what it found and how long it took, and lists who received the lot', async () => {
    const user = userEvent.setup();
    renderLots([mockRecall]);
    await runMockRecall(user);
    const findings = await screen.findByRole('region', { name: 'Mock recall of DRD-20261101-A' });
    expect(within(findings).getByText('Found 2 orders, 2 customers, 5 units in 14 ms.')).toBeInTheDocument();
    expect(within(findings).getByText(/A drill: no lot was changed and nobody was told\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Mock recall done. Found 2 orders, 2 customers, 5 units in 14 ms.')).toHaveAttribute(
        'role',
        'status',
      ),
    );
    const rows = within(within(findings).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['1041', '1052']);
    expect(rows[0]).toHaveTextContent('Juan Santos');
    expect(within(rows[0]).getByRole('link', { name: 'juan@example.ph' })).toHaveAttribute(
      'href',
      'mailto:juan@example.ph',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('Download CSV fetches the recall’s export with the session’s token and hands it to the browser', async () => {
    const user = userEvent.setup();
    const realFetch = global.fetch;
    const realCreate = URL.createObjectURL;
    const realRevoke = URL.revokeObjectURL;
    const fetchMock = jest.fn(async () => new Response('order_id,lot_code\n1041,DRD-20261101-A\n', { status: 200 }));
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:recall-7');
    URL.revokeObjectURL = jest.fn();
    try {
      renderLots([mockRecall]);
      await runMockRecall(user);
      await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(clicked).toEqual([{ href: 'blob:recall-7', download: 'recall-7.csv' }]));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/exports/recalls/7.csv');
      expect(init.headers).toEqual({ authorization: `Bearer ${sessionStorage.getItem('token')}` });
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recall-7');
    } finally {
      click.mockRestore();
      global.fetch = realFetch;
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
    }
  });

  it('a recall asks first, saying the customers will be e-mailed', async () => {
    const user = userEvent.setup();
    const sent: SentOperation[] = [];
    renderLots([], [RELEASED, EXPIRED], sent);
    await user.click(await screen.findByRole('button', { name: 'Recall… lot DRD-20261101-A' }));
    await user.type(field(/^Reason/), 'Salt supplier recall notice');
    const dialog = await openDialog(user, 'Recall', 'Start a recall');
    expect(dialog).toHaveAccessibleDescription(
      expect.stringMatching(
        /^Recall lot DRD-20261101-A of Dried Danggit\?.*every customer who received them is e-mailed/,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectNoDialog();
    expect(sent.map((operation) => operation.operationName)).not.toContain('StartRecall');
  });

  it('asks for a reason and the dates of a range before either button sends anything', async () => {
    const user = userEvent.setup();
    const sent: SentOperation[] = [];
    renderLots([], [RELEASED, EXPIRED], sent);
    await lotList();
    await user.click(screen.getByRole('radio', { name: /made between two dates/ }));
    await user.click(screen.getByRole('button', { name: 'Mock recall' }));
    expect(field(/^Made from/)).toHaveFocus();
    expect(field(/^Made to/)).toHaveAccessibleDescription('Choose the last production date.');
    expect(field(/^Reason/)).toHaveAccessibleDescription(expect.stringContaining('Say why: a reason is required.'));
    await user.click(screen.getByRole('button', { name: 'Recall' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await settle();
    expect(sent.map((operation) => operation.operationName)).not.toContain('StartRecall');
  });
});

describe('Lots: past recalls', () => {
  const REAL = { ...OUTCOME.recall, id: 8, mock: false, noticesSent: 2, reason: 'Salt supplier recall notice' };
  const recalls = { request: { query: RecallsDocument }, result: { data: { recalls: [REAL, OUTCOME.recall] } } };
  const details = {
    request: { query: RecallDetailsDocument, variables: { id: 8 } },
    result: {
      data: {
        recall: { ...OUTCOME, recall: REAL },
        recallNotices: [
          { __typename: 'RecallNotice', customerId: 'cust-1', status: 'sent' },
          { __typename: 'RecallNotice', customerId: 'cust-2', status: 'pending' },
        ],
      },
    },
  };

  it('lists recalls and drills; one opens to its shipments and whether each customer’s mail went out', async () => {
    const user = userEvent.setup();
    signIn('Employee', 'emp-1');
    renderScreen(<LotsPage />, { path: '/lots', mocks: [products, recalls, details] as never });
    const list = within(await screen.findByRole('region', { name: 'Past recalls' }));
    const rows = list.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Recall')).toHaveClass('badge', 'text-bg-danger');
    expect(rows[0]).toHaveTextContent('2 orders, 2 customers, 5 units');
    expect(within(rows[1]).getByText('Mock recall')).toHaveClass('badge');
    expect(rows[1]).toHaveTextContent('None (a drill)');

    await user.click(within(rows[0]).getByRole('button', { name: /^Open recall of / }));
    const opened = await screen.findByRole('region', { name: /^Recall of .*: DRD-20261101-A$/ });
    await waitFor(() => expect(within(opened).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(within(opened).getByText('Found 2 orders, 2 customers, 5 units in 14 ms.')).toBeInTheDocument();
    const told = within(within(opened).getByRole('list', { name: 'Customers told' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(told).toEqual(['Juan Santos (cust-1): Sent', 'Rosa Bautista (cust-2): Waiting to be sent']);
    await user.click(within(opened).getByRole('button', { name: 'Close recall' }));
    expect(within(rows[0]).getByRole('button', { name: /^Open recall of / })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('Lots on a phone', () => {
  atPhoneWidth();

  it('shows each lot as a card with its status and its buttons', async () => {
    renderLots();
    const cards = within(await screen.findByRole('list', { name: 'Lots of Dried Danggit' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Lot DRD-20261101-A' })).toBeInTheDocument();
    expect(first.getByText('Released')).toHaveClass('badge');
    expect(first.getByRole('group', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
