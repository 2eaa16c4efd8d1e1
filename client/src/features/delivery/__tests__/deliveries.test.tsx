import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../state/toast';
import { refusal } from '../../../test/graphql-errors';
import { renderScreen } from '../../../test/kit';
import { markedPaid, markPaid, markPaidAnswer, openMarkPaid } from '../../../test/mark-paid';
import { UndoFulfilmentStepDocument } from '../../orders/api/undo-fulfilment-step.generated';
import { AdvanceFulfilmentDocument } from '../../orders/api/advance-fulfilment.generated';
import { LotShortagesDocument } from '../../orders/api/lot-shortages.generated';
import { DeliveryManifestDocument, type DeliveryManifestQuery } from '../api/delivery-manifest.generated';
import { PackingPlanDocument } from '../api/packing-plan.generated';
import { DeliveriesScreen } from '../components/DeliveriesScreen';
import { manifestOrder } from './manifest-fixtures';

type Group = DeliveryManifestQuery['deliveryManifest']['groups'][number];
type Order = Group['orders'][number];

// 04:00 on Tuesday 24 November 2026 in Manila, still the 23rd in UTC: the manifest opens on the Manila day.
const NOW = new Date('2026-11-23T20:00:00Z');

/** Ana Cruz's cash order 7 (manifestOrder), with a note for the driver. */
const order = (extra: Partial<Order> = {}): Order => manifestOrder({ orderNote: 'Gate code 4512', ...extra });
const CAVITE: Group = {
  __typename: 'ManifestGroup',
  method: 'DELIVERY',
  zoneName: 'Cavite North',
  orders: [
    order(),
    order({
      orderId: 8,
      fullName: 'Ben Reyes',
      paymentMethod: 'GCASH',
      paymentStatus: 'PAID',
      amountToCollect: 0,
      orderNote: null,
      fulfilmentStatus: 'PACKED',
    }),
  ],
};
const PICKUPS: Group = {
  __typename: 'ManifestGroup',
  method: 'PICKUP',
  zoneName: null,
  orders: [order({ orderId: 9, fullName: 'Cora Diaz', amountToCollect: 300, fulfilmentStatus: 'READY_FOR_PICKUP' })],
};
const ZONES = [
  { __typename: 'DeliveryZone' as const, id: 1, name: 'Cavite North', active: true },
  { __typename: 'DeliveryZone' as const, id: 2, name: 'Metro Manila', active: false },
];
const COMING_DAYS = [
  { __typename: 'DeliveryDay' as const, date: '2026-11-26', openOrders: 3 },
  { __typename: 'DeliveryDay' as const, date: '2026-11-28', openOrders: 1 },
];
const manifest = (date: string, groups: Group[], zoneId: number | null = null) => ({
  request: { query: DeliveryManifestDocument, variables: { date, zoneId, today: '2026-11-24' } },
  result: {
    data: {
      deliveryManifest: { __typename: 'DeliveryManifest' as const, date, groups },
      deliveryZones: ZONES,
      deliveryDays: COMING_DAYS,
    },
  },
});
const moved = (
  orderId: number,
  fulfilmentStatus: Order['fulfilmentStatus'],
  paymentStatus: Order['paymentStatus'] = 'UNPAID',
) => ({
  data: { advanceFulfilment: { __typename: 'Order' as const, orderId, fulfilmentStatus, paymentStatus } },
});

/** No approved order short of sellable lots, however often the manifest is read. */
const NO_SHORTAGES = {
  request: { query: LotShortagesDocument },
  result: { data: { lotShortages: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

afterEach(() => resetToasts());

/** A group of the manifest, found by its heading (role queries over whole tables are slow in jsdom). */
const group = async (title: string) =>
  (await screen.findByText(title, { selector: 'h2' })).closest('section') as HTMLElement;

describe('Deliveries', () => {
  it("opens on today's Manila day: a group per zone and the pickups, each order with its details and its one next step", async () => {
    renderScreen(<DeliveriesScreen now={NOW} />, {
      mocks: [NO_SHORTAGES, manifest('2026-11-24', [CAVITE, PICKUPS])],
      path: '/deliveries',
      toasts: false,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery date')).toHaveValue('2026-11-24');
    const cavite = await group('Deliveries: Cavite North');
    expect(cavite).toHaveTextContent('2 orders · cash to collect ₱380.00');
    const table = within(cavite).getByRole('table', { name: 'Deliveries: Cavite North' });
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Order',
      'Customer',
      'Address',
      'Note',
      'Items',
      'Payment',
      'Status',
    ]);
    const ana = within(table).getByRole('row', { name: /^7 / });
    expect(ana).toHaveTextContent(
      'Ana Cruz+63 917 555 010127 Tirona Hwy., Bacoor, CaviteGate code 45122 × DanggitCash on delivery · UnpaidCollect ₱380.00Mark as paid (order 7)Not packed yet',
    );
    expect(within(ana).getByRole('link', { name: '+63 917 555 0101' })).toHaveAttribute('href', 'tel:+639175550101');
    expect(within(ana).getByRole('button', { name: 'Mark packed (order 7)' })).toBeEnabled();
    const ben = within(table).getByRole('row', { name: /^8 / });
    expect(ben).toHaveTextContent('GCash · PaidPacked');
    expect(ben).not.toHaveTextContent('Collect');
    expect(within(ben).queryByRole('button', { name: /Mark as paid/ })).not.toBeInTheDocument();
    expect(within(ben).getByRole('button', { name: 'Out for delivery (order 8)' })).toBeInTheDocument();
    const pickups = await group('Pickups at the Cavite facility');
    expect(within(pickups).getByRole('row', { name: /^9 / })).toHaveTextContent('Cash on pickup · Unpaid');
    expect(within(pickups).getByRole('button', { name: 'Picked up (order 9)' })).toBeInTheDocument();
    // The zone filter offers every zone; the pick sheet and the zones are a link away.
    expect(
      within(screen.getByLabelText('Zone'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All zones and pickups', 'Cavite North', 'Metro Manila (inactive)']);
    expect(screen.getByRole('link', { name: 'daily pick sheet' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Delivery zones' })).toHaveAttribute('href', '/delivery-zones');
  });

  it('offers the coming days that have orders, one click each, and today to come back to', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<DeliveriesScreen now={NOW} />, {
      mocks: [NO_SHORTAGES, manifest('2026-11-24', []), manifest('2026-11-26', [CAVITE])],
      path: '/deliveries',
      toasts: false,
    });
    const days = await screen.findByRole('navigation', { name: 'Days with orders to hand over' });
    await within(days).findByRole('link', { name: /Nov 26/ });
    expect(
      within(days)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Today 0 orders', 'Nov 26, 2026 3 orders', 'Nov 28, 2026 1 order']);
    expect(within(days).getByRole('link', { name: /Today/ })).toHaveAttribute('aria-current', 'date');
    await user.click(within(days).getByRole('link', { name: /Nov 26/ }));
    expect(await group('Deliveries: Cavite North')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-11-26');
    expect(within(days).getByRole('link', { name: /Nov 26/ })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByLabelText('Delivery date')).toHaveValue('2026-11-26');
  });

  it('takes the day and the zone from the address and follows the date picker', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<DeliveriesScreen now={NOW} />, {
      mocks: [NO_SHORTAGES, manifest('2026-11-26', [CAVITE], 1), manifest('2026-11-27', [], 1)],
      path: '/deliveries?date=2026-11-26&zone=1',
      toasts: false,
    });
    expect(await group('Deliveries: Cavite North')).toBeInTheDocument();
    expect(screen.getByLabelText('Zone')).toHaveValue('1');
    const day = screen.getByLabelText('Delivery date');
    await user.clear(day);
    await user.type(day, '2026-11-27');
    expect(await screen.findByText('No approved order is due on Nov 27, 2026.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-11-27&zone=1');
    expect(screen.getByRole('button', { name: 'Print manifest' })).toBeDisabled();
  });

  it('moves an order to its next step, says so, and reads the manifest again', async () => {
    const user = userEvent.setup();
    const advance = jest.fn(() => moved(7, 'PACKED'));
    const packed: Group = { ...CAVITE, orders: [order({ fulfilmentStatus: 'PACKED' }), CAVITE.orders[1]] };
    renderScreen(<DeliveriesScreen now={NOW} />, {
      mocks: [
        NO_SHORTAGES,
        manifest('2026-11-24', [CAVITE]),
        // No product of the order is tracked: nothing to ask, packed at once.
        { request: { query: PackingPlanDocument, variables: { orderId: 7 } }, result: { data: { packingPlan: [] } } },
        { request: { query: AdvanceFulfilmentDocument, variables: { orderId: 7, to: 'PACKED' } }, result: advance },
        manifest('2026-11-24', [packed]),
      ],
      path: '/deliveries',
    });
    await user.click(await screen.findByRole('button', { name: 'Mark packed (order 7)' }));
    expect(await screen.findByText('Order 7 is packed.')).toBeInTheDocument();
    expect(advance).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Out for delivery (order 7)' })).toBeInTheDocument();
  });

  it('says why when someone else moved the order first, and shows the manifest as it is now', async () => {
    const user = userEvent.setup();
    const moving: Group = {
      ...CAVITE,
      orders: [CAVITE.orders[0], { ...CAVITE.orders[1], fulfilmentStatus: 'OUT_FOR_DELIVERY' }],
    };
    renderScreen(<DeliveriesScreen now={NOW} />, {
      mocks: [
        NO_SHORTAGES,
        manifest('2026-11-24', [CAVITE]),
        {
          request: { query: AdvanceFulfilmentDocument, variables: { orderId: 8, to: 'OUT_FOR_DELIVERY' } },
          result: refusal('Order 8 is already out for delivery.', 'CONFLICT'),
        },
        manifest('2026-11-24', [moving]),
      ],
      path: '/deliveries',
    });
    await user.click(await screen.findByRole('button', { name: 'Out for delivery (order 8)' }));
    expect(await screen.findByText('Order 8 could not be moved on.')).toBeInTheDocument();
    expect(screen.getByText('Order 8 is already out for delivery.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delivered (order 8)' })).toBeInTheDocument();
  });

  it('marks a delivered cash order paid: the notice, then the manifest read again without the cash to collect', async () => {
    const user = userEvent.setup();
    const delivered = order({ fulfilmentStatus: 'DELIVERED' });
    const paid: Group = { ...CAVITE, orders: [{ ...delivered, paymentStatus: 'PAID', amountToCollect: 0 }] };
    const mark = markedPaid(7, '2026-11-24T06:00:00Z');
    renderScreen(<DeliveriesScreen now={NOW} />, {
      mocks: [
        NO_SHORTAGES,
        manifest('2026-11-24', [{ ...CAVITE, orders: [delivered] }]),
        markPaidAnswer(7, mark),
        manifest('2026-11-24', [paid]),
      ],
      path: '/deliveries',
    });
    const cavite = await group('Deliveries: Cavite North');
    const row = within(cavite).getByRole('row', { name: /^7 / });
    expect(row).toHaveTextContent('Collect ₱380.00');
    expect(within(row).getByRole('button', { name: 'Mark as paid (order 7)' })).toBeInTheDocument();
    // Asked once more, with the total to check against the cash in hand.
    const dialog = await openMarkPaid(user, 7);
    expect(dialog).toHaveAccessibleDescription('Order total: ₱380.00');
    expect(mark).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment of ₱380.00' }));
    expect(await screen.findByText('Order 7 marked as paid.')).toBeInTheDocument();
    expect(mark).toHaveBeenCalledTimes(1);
    expect(await within(cavite).findByText('Cash on delivery · Paid')).toBeInTheDocument();
    expect(within(cavite).getByRole('row', { name: /^7 / })).not.toHaveTextContent('Collect');
    expect(within(cavite).queryByRole('button', { name: /Mark as paid/ })).not.toBeInTheDocument();
    expect(cavite).not.toHaveTextContent('cash to collect');
  });

  it('says why when the order was paid or cancelled meanwhile, and shows the manifest as it is now', async () => {
    const user = userEvent.setup();
    const paid: Group = { ...PICKUPS, orders: [{ ...PICKUPS.orders[0], paymentStatus: 'PAID', amountToCollect: 0 }] };
    renderScreen(<DeliveriesScreen now={NOW} />, {
      mocks: [
        NO_SHORTAGES,
        manifest('2026-11-24', [PICKUPS]),
        markPaidAnswer(9, refusal('Order 9 is already paid.', 'CONFLICT')),
        manifest('2026-11-24', [paid]),
      ],
      path: '/deliveries',
    });
    await markPaid(user, 9, '₱380.00');
    expect(await screen.findByText('Order 9 could not be marked as paid.')).toBeInTheDocument();
    expect(screen.getByText('Order 9 is already paid.')).toBeInTheDocument();
    expect(await screen.findByText('Cash on pickup · Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as paid/ })).not.toBeInTheDocument();
  });

  it('hands over unpaid cash only with the cash counted: the total by default, less with a reason', async () => {
    const user = userEvent.setup();
    const out = order({ fulfilmentStatus: 'OUT_FOR_DELIVERY' });
    const advance = jest.fn(() => moved(7, 'DELIVERED', 'BALANCE_DUE'));
    renderScreen(<DeliveriesScreen now={NOW} />, {
      mocks: [
        NO_SHORTAGES,
        manifest('2026-11-24', [{ ...CAVITE, orders: [out] }]),
        {
          request: {
            query: AdvanceFulfilmentDocument,
            variables: { orderId: 7, to: 'DELIVERED', cashCollected: 300, reason: 'Paid the rest by GCash tomorrow' },
          },
          result: advance,
        },
        manifest('2026-11-24', [
          {
            ...CAVITE,
            orders: [{ ...out, fulfilmentStatus: 'DELIVERED', paymentStatus: 'BALANCE_DUE', amountToCollect: 0 }],
          },
        ]),
      ],
      path: '/deliveries',
    });
    await user.click(await screen.findByRole('button', { name: 'Delivered (order 7)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivered: order 7' });
    const cash = within(dialog).getByLabelText(/Cash collected/);
    expect(cash).toHaveValue('380.00');
    await user.clear(cash);
    await user.type(cash, '300');
    // Less than the total: why, first.
    await user.click(within(dialog).getByRole('button', { name: 'Delivered, ₱300.00 collected' }));
    expect(within(dialog).getByText('Say why less than the total was collected.')).toBeInTheDocument();
    expect(advance).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Why less was collected'), 'Paid the rest by GCash tomorrow');
    await user.click(within(dialog).getByRole('button', { name: 'Delivered, ₱300.00 collected' }));
    expect(await screen.findByText('Order 7 was delivered.')).toBeInTheDocument();
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('asks before a step on another day than the order’s, and says so to the server', async () => {
    const user = userEvent.setup();
    const advance = jest.fn(() => moved(8, 'OUT_FOR_DELIVERY', 'PAID'));
    renderScreen(<DeliveriesScreen now={NOW} />, {
      mocks: [
        NO_SHORTAGES,
        manifest('2026-11-27', [CAVITE]),
        {
          request: {
            query: AdvanceFulfilmentDocument,
            variables: { orderId: 8, to: 'OUT_FOR_DELIVERY', confirmOffDate: true },
          },
          result: advance,
        },
        manifest('2026-11-27', [CAVITE]),
      ],
      path: '/deliveries?date=2026-11-27',
    });
    await user.click(await screen.findByRole('button', { name: 'Out for delivery (order 8)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Out for delivery: order 8' });
    expect(dialog).toHaveTextContent('Order 8 is due on Fri 27 Nov 2026, not today. Take this step today anyway?');
    await user.click(within(dialog).getByRole('button', { name: 'Out for delivery' }));
    expect(await screen.findByText('Order 8 is out for delivery.')).toBeInTheDocument();
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('undoes the last step within 30 minutes, with a reason; not after', async () => {
    const user = userEvent.setup();
    const justPacked = order({ fulfilmentStatus: 'PACKED', packedAt: new Date(Date.now() - 5 * 60_000).toISOString() });
    const packedLongAgo = order({
      orderId: 8,
      fullName: 'Ben Reyes',
      fulfilmentStatus: 'PACKED',
      packedAt: new Date(Date.now() - 45 * 60_000).toISOString(),
    });
    const undo = jest.fn(() => ({
      data: {
        undoFulfilmentStep: {
          __typename: 'Order' as const,
          orderId: 7,
          fulfilmentStatus: null,
          paymentStatus: 'UNPAID' as const,
        },
      },
    }));
    renderScreen(<DeliveriesScreen now={NOW} />, {
      mocks: [
        NO_SHORTAGES,
        manifest('2026-11-24', [{ ...CAVITE, orders: [justPacked, packedLongAgo] }]),
        {
          request: {
            query: UndoFulfilmentStepDocument,
            variables: { orderId: 7, reason: 'Packed the wrong box', step: 'PACKED' },
          },
          result: undo,
        },
        manifest('2026-11-24', [{ ...CAVITE, orders: [order(), packedLongAgo] }]),
      ],
      path: '/deliveries',
    });
    await user.click(await screen.findByRole('button', { name: 'Undo packed (order 7)' }));
    expect(screen.queryByRole('button', { name: 'Undo packed (order 8)' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Undo "Packed" (order 7)' });
    expect(dialog).toHaveTextContent('Order 7 goes back to not packed.');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Packed the wrong box');
    await user.click(within(dialog).getByRole('button', { name: 'Undo packed' }));
    expect(await screen.findByText('The last step of order 7 was undone.')).toBeInTheDocument();
    expect(undo).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Mark packed (order 7)' })).toBeInTheDocument();
  });

  it('prints the manifest', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderScreen(<DeliveriesScreen now={NOW} />, {
      mocks: [NO_SHORTAGES, manifest('2026-11-24', [PICKUPS])],
      path: '/deliveries',
    });
    await group('Pickups at the Cavite facility');
    await user.click(screen.getByRole('button', { name: 'Print manifest' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
