import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../state/toast';
import { axeViolations } from '../../../test/a11y';
import { renderScreen, settle } from '../../../test/kit';
import { AdvanceFulfilmentDocument } from '../../orders/api/advance-fulfilment.generated';
import { LotShortagesDocument, type LotShortagesQuery } from '../../orders/api/lot-shortages.generated';
import { DeliveryManifestDocument, type DeliveryManifestQuery } from '../api/delivery-manifest.generated';
import { PackingPlanDocument, type PackingPlanQuery } from '../api/packing-plan.generated';
import { DeliveriesScreen } from '../components/DeliveriesScreen';
import { manifestOrder } from './manifest-fixtures';

type Group = DeliveryManifestQuery['deliveryManifest']['groups'][number];
type Order = Group['orders'][number];
type Line = Order['lines'][number];
type PlanLine = PackingPlanQuery['packingPlan'][number];
type PlanLot = PlanLine['lots'][number];

// 04:00 on Tuesday 24 November 2026 in Manila.
const NOW = new Date('2026-11-23T20:00:00Z');
const DAY = '2026-11-24';

const line = (extra: Partial<Line> = {}): Line => ({
  __typename: 'OrderLine',
  lineId: 70,
  productId: 'DRD-001',
  productName: 'Dried Danggit',
  productPrice: 285,
  quantity: 6,
  totalPrice: 1710,
  lots: [],
  ...extra,
});
/** Ana Cruz's order 7 (manifestOrder), paid by GCash: six Dried Danggit to pack. */
const order = (extra: Partial<Order> = {}): Order =>
  manifestOrder({
    paymentMethod: 'GCASH',
    paymentStatus: 'PAID',
    amountToCollect: 0,
    lines: [line()],
    totalAmount: 1790,
    paidAt: '2026-11-23T01:00:00Z',
    ...extra,
  });
const manifest = (orders: Order[]) => ({
  request: { query: DeliveryManifestDocument, variables: { date: DAY, zoneId: null, today: DAY } },
  result: {
    data: {
      deliveryManifest: {
        __typename: 'DeliveryManifest' as const,
        date: DAY,
        groups: [
          { __typename: 'ManifestGroup' as const, method: 'DELIVERY' as const, zoneName: 'Cavite North', orders },
        ],
      },
      deliveryZones: [],
      deliveryDays: [],
    },
  },
});
const shortages = (list: LotShortagesQuery['lotShortages'] = []) => ({
  request: { query: LotShortagesDocument },
  result: { data: { lotShortages: list } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const lot = (id: number, lotCode: string, bestBefore: string, quantityLeft: number, extra: Partial<PlanLot> = {}) => {
  const [year, month, day] = bestBefore.split('-');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return {
    __typename: 'Lot' as const,
    id,
    lotCode,
    bestBefore,
    bestBeforeLabel: `${day}${months[Number(month) - 1]}${year}`,
    quantityLeft,
    sellable: true,
    status: 'RELEASED',
    ...extra,
  };
};
const FIRST = lot(1, 'DRD-20261101-A', '2027-05-01', 5);
const SECOND = lot(2, 'DRD-20261115-A', '2027-05-15', 20);
const HELD = lot(3, 'DRD-20261020-A', '2027-04-20', 8, { sellable: false, status: 'ON_HOLD' });
const take = (quantity: number, { id, lotCode, bestBefore, bestBeforeLabel }: PlanLot) => ({
  __typename: 'LotTake' as const,
  quantity,
  lot: { __typename: 'Lot' as const, id, lotCode, bestBefore, bestBeforeLabel },
});
const planLine = (extra: Partial<PlanLine> = {}): PlanLine => ({
  __typename: 'PackingLine',
  lineId: 70,
  productId: 'DRD-001',
  productName: 'Dried Danggit',
  quantity: 6,
  short: 0,
  suggested: [take(5, FIRST), take(1, SECOND)],
  lots: [HELD, FIRST, SECOND],
  ...extra,
});
const plan = (lines: PlanLine[]) => ({
  request: { query: PackingPlanDocument, variables: { orderId: 7 } },
  result: { data: { packingPlan: lines } },
});
const packed = (variables: object) => {
  const result = jest.fn(() => ({
    data: {
      advanceFulfilment: {
        __typename: 'Order' as const,
        orderId: 7,
        fulfilmentStatus: 'PACKED' as const,
        paymentStatus: 'PAID' as const,
      },
    },
  }));
  return { mock: { request: { query: AdvanceFulfilmentDocument, variables }, result }, result };
};
const PACKED_ORDER = order({
  fulfilmentStatus: 'PACKED',
  packedAt: new Date().toISOString(),
  lines: [
    line({
      lots: [
        {
          __typename: 'LineLot',
          lotCode: 'DRD-20261101-A',
          bestBefore: '2027-05-01',
          bestBeforeLabel: '01May2027',
          quantity: 5,
        },
        {
          __typename: 'LineLot',
          lotCode: 'DRD-20261115-A',
          bestBefore: '2027-05-15',
          bestBeforeLabel: '15May2027',
          quantity: 1,
        },
      ],
    }),
    line({
      lineId: 71,
      productId: 'SMK-008',
      productName: 'Tinapa Flakes',
      quantity: 1,
      lots: [
        {
          __typename: 'LineLot',
          lotCode: 'SMK-20261120-A',
          bestBefore: '2026-11-27',
          bestBeforeLabel: '27Nov2026',
          quantity: 1,
        },
      ],
    }),
  ],
});

afterEach(() => resetToasts());

async function openPackDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Mark packed (order 7)' }));
  return screen.findByRole('dialog', { name: 'Mark packed: order 7' });
}

/** Order 7 to pack from planLine()'s lots, its packing dialog open; `advance` answers the packing sent with `variables`. */
async function packOrder7(variables: object) {
  const user = userEvent.setup();
  const advance = packed(variables);
  renderScreen(<DeliveriesScreen now={NOW} />, {
    mocks: [shortages(), manifest([order()]), plan([planLine()]), advance.mock, manifest([PACKED_ORDER])],
    path: '/deliveries',
  });
  return { user, advance, dialog: await openPackDialog(user) };
}

describe('packing with lots', () => {
  it('shows what first-expired-first-out packs each line from, and packs it so when nothing is chosen', async () => {
    const { user, advance, dialog } = await packOrder7({ orderId: 7, to: 'PACKED' });
    expect(dialog).toHaveTextContent('6 × Dried Danggit');
    expect(dialog).toHaveTextContent(
      'Packs from: 5 × DRD-20261101-A (best before 01May2027), 1 × DRD-20261115-A (best before 15May2027)',
    );
    // The other lots wait behind a disclosure.
    const choose = within(dialog).getByRole('button', { name: 'Choose other lots' });
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryAllByRole('textbox', { name: /Units from/ })).toHaveLength(0);
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Mark packed' }));
    expect(await screen.findByText('Order 7 is packed.')).toBeInTheDocument();
    expect(advance.result).toHaveBeenCalledTimes(1);

    // Packed: each line's lots, with the units when it came from several, and its labels a link away.
    const row = await screen.findByRole('row', { name: /^7 / });
    expect(await within(row).findByText(/Lot DRD-20261101-A/)).toBeInTheDocument();
    expect(row).toHaveTextContent(
      '6 × Dried Danggit5 × Lot DRD-20261101-A · best before 01May20271 × Lot DRD-20261115-A · best before 15May20271 × Tinapa FlakesLot SMK-20261120-A · best before 27Nov2026',
    );
    expect(within(row).getByText('01May2027')).toHaveAttribute('datetime', '2027-05-01');
    expect(within(row).getByRole('link', { name: 'Print labels (order 7)' })).toHaveAttribute(
      'href',
      '/labels?order=7',
    );
  });

  it('refuses to pack while the sellable lots are short, and says why', async () => {
    const user = userEvent.setup();
    const sent: { operationName: string | undefined }[] = [];
    renderScreen(<DeliveriesScreen now={NOW} />, {
      mocks: [
        shortages(),
        manifest([order()]),
        plan([planLine({ short: 1, suggested: [take(5, FIRST)], lots: [HELD, FIRST] })]),
      ],
      path: '/deliveries',
      sent: sent as never,
    });
    const dialog = await openPackDialog(user);
    const why =
      'Only 5 of the 6 units of Dried Danggit are in sellable lots (1 short): record a lot, or release one on hold, before packing.';
    expect(dialog).toHaveTextContent('Packs from: 5 × DRD-20261101-A (best before 01May2027)');
    expect(within(dialog).getByText(why)).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(why);
    expect(within(dialog).getByRole('button', { name: 'Mark packed' })).toBeDisabled();
    // No other lot would cover it either: nothing to choose.
    expect(within(dialog).queryByRole('button', { name: 'Choose other lots' })).not.toBeInTheDocument();
    await settle();
    expect(sent.map((operation) => operation.operationName)).not.toContain('AdvanceFulfilment');
  });

  it('packs from other lots only when they add up to each line, with a reason, and sends just that choice', async () => {
    const { user, advance, dialog } = await packOrder7({
      orderId: 7,
      to: 'PACKED',
      reason: 'The customer asked for the later best-before',
      lots: [{ lineId: 70, lotId: 2, quantity: 6 }],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Choose other lots' }));
    expect(within(dialog).getByRole('button', { name: 'Choose other lots' })).toHaveAttribute('aria-expanded', 'true');
    const units = within(dialog).getByRole('group', { name: '6 × Dried Danggit' });
    // The sellable lots, starting from the suggestion; the held one is named but not offered.
    const first = within(units).getByLabelText('Units from DRD-20261101-A (best before 01May2027)');
    const second = within(units).getByLabelText('Units from DRD-20261115-A (best before 15May2027)');
    expect(first).toHaveValue('5');
    expect(second).toHaveValue('1');
    expect(first).toHaveAccessibleDescription('5 left');
    expect(units).toHaveTextContent('Not to be packed: DRD-20261020-A (on hold, 8 left)');
    expect(within(units).queryByLabelText(/DRD-20261020-A/)).not.toBeInTheDocument();
    expect(units).toHaveTextContent('6 of 6 chosen');

    // Not adding up: said, and nothing sent.
    await user.clear(first);
    await user.type(first, '0');
    expect(units).toHaveTextContent('1 of 6 chosen');
    await user.click(within(dialog).getByRole('button', { name: 'Mark packed' }));
    expect(units).toHaveTextContent('Choose 6 units in all: 1 chosen.');
    expect(units).toHaveAccessibleDescription('Choose 6 units in all: 1 chosen.');
    expect(first).toHaveFocus();

    // More than a lot holds.
    await user.clear(second);
    await user.type(second, '21');
    await user.click(within(dialog).getByRole('button', { name: 'Mark packed' }));
    expect(second).toHaveAccessibleDescription('20 left Lot DRD-20261115-A has 20 left.');
    expect(second).toHaveFocus();

    // Adding up, but another choice than the suggestion: why, first.
    await user.clear(second);
    await user.type(second, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Mark packed' }));
    const reason = within(dialog).getByLabelText(/Why these lots/);
    expect(reason).toHaveAccessibleDescription(
      'Needed when the lots differ from first expired, first out; recorded with the packing. Say why these lots and not the first to expire.',
    );
    expect(reason).toHaveFocus();
    expect(advance.result).not.toHaveBeenCalled();
    expect(await axeViolations(dialog)).toEqual([]);

    await user.type(reason, 'The customer asked for the later best-before');
    await user.click(within(dialog).getByRole('button', { name: 'Mark packed' }));
    expect(await screen.findByText('Order 7 is packed.')).toBeInTheDocument();
    expect(advance.result).toHaveBeenCalledTimes(1);
  });

  it('sends no lots when the choice is opened but left as suggested', async () => {
    const { user, advance, dialog } = await packOrder7({ orderId: 7, to: 'PACKED' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose other lots' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark packed' }));
    expect(await screen.findByText('Order 7 is packed.')).toBeInTheDocument();
    expect(advance.result).toHaveBeenCalledTimes(1);
  });

  it('flags an approved order the sellable lots no longer cover', async () => {
    renderScreen(<DeliveriesScreen now={NOW} />, {
      mocks: [
        shortages([
          {
            __typename: 'LotShortage',
            orderId: 7,
            productId: 'DRD-001',
            productName: 'Dried Danggit',
            unitsShort: 3,
            unsellableLots: ['DRD-20261020-A', 'DRD-20260501-B'],
          },
        ]),
        manifest([order(), order({ orderId: 8, fullName: 'Ben Reyes' })]),
      ],
      path: '/deliveries',
      toasts: false,
    });
    const ana = await screen.findByRole('row', { name: /^7 / });
    expect(
      await within(ana).findByText(
        'Short: 3 × Dried Danggit — lots on hold, recalled or expired: DRD-20261020-A, DRD-20260501-B',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^8 / })).not.toHaveTextContent('Short');
  });
});
