import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../state/toast';
import { renderScreen } from '../../../test/kit';
import { CreateDeliveryZoneDocument } from '../api/create-delivery-zone.generated';
import { DeleteDeliveryZoneDocument } from '../api/delete-delivery-zone.generated';
import type { DeliveryZoneFieldsFragment } from '../api/delivery-zone-fields.generated';
import { DeliveryZonesDocument } from '../api/delivery-zones.generated';
import { SetProductTypeRuleDocument } from '../api/set-product-type-rule.generated';
import { UpdateDeliveryZoneDocument } from '../api/update-delivery-zone.generated';
import { DeliveryZonesScreen } from '../components/DeliveryZonesScreen';
import { PlaceCitiesDocument, PlaceProvincesDocument } from '../../../api/places.generated';
import { CAVITE } from '../../../test/fixtures';
import { refusal } from '../../../test/graphql-errors';
import { deliveryZone, zoneSent } from '../../../test/zone-fixtures';

afterEach(() => resetToasts());

const BATANGAS = '0401000000';

const METRO = deliveryZone({
  id: 2,
  name: 'Metro Manila',
  areas: [{ __typename: 'ZoneArea', province: 'Metro Manila', city: null, provinceCode: '1300000000', cityCode: null }],
  deliveryFee: 150,
  leadDays: 2,
  weekdays: [2, 4],
  active: false,
});
const RULES = [
  { __typename: 'ProductTypeRule' as const, productType: 'DRIED' as const, perishable: false },
  { __typename: 'ProductTypeRule' as const, productType: 'MARINATED' as const, perishable: true },
  { __typename: 'ProductTypeRule' as const, productType: 'SMOKED' as const, perishable: true },
];
const place = (code: string, name: string) => ({ __typename: 'Place' as const, code, name });
/** The lists the areas are chosen from. */
const PLACES = [
  {
    request: { query: PlaceProvincesDocument },
    result: {
      data: {
        placeProvinces: [place(BATANGAS, 'Batangas'), place(CAVITE, 'Cavite'), place('1300000000', 'Metro Manila')],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: PlaceCitiesDocument, variables: { provinceCode: CAVITE } },
    result: {
      data: {
        placeCities: [
          place('0402103000', 'Bacoor City'),
          place('0402109000', 'Imus City'),
          place('0402118000', 'Silang'),
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: PlaceCitiesDocument, variables: { provinceCode: BATANGAS } },
    result: { data: { placeCities: [place('0401005000', 'Batangas City')] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: PlaceCitiesDocument, variables: { provinceCode: '1300000000' } },
    result: { data: { placeCities: [place('1381300000', 'Quezon City')] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];
const listed = (zones: DeliveryZoneFieldsFragment[], rules = RULES) => ({
  request: { query: DeliveryZonesDocument },
  result: { data: { deliveryZones: zones, productTypeRules: rules } },
});

describe('Delivery zones', () => {
  it('lists each zone with its areas, fee, lead time, days, cut-off and whether it is active', async () => {
    renderScreen(<DeliveryZonesScreen />, { mocks: [listed([deliveryZone(), METRO])], toasts: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery zones' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Delivery zones' });
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Name',
      'Active',
      'Areas',
      'Fee',
      'Lead time',
      'Days',
      'Cut-off',
      'Actions',
    ]);
    expect(within(table).getByRole('row', { name: /^Cavite North/ })).toHaveTextContent(
      'Cavite NorthActiveBacoor, CaviteImus, Cavite₱80.001 dayMon–Sat16:00',
    );
    expect(within(table).getByRole('row', { name: /^Metro Manila/ })).toHaveTextContent(
      'Metro ManilaInactiveMetro Manila (whole province)₱150.002 daysTue, Thu16:00',
    );
    expect(screen.getByRole('link', { name: 'Deliveries' })).toHaveAttribute('href', '/deliveries');
    // The product types' rules, one switch each.
    expect(
      screen.getByRole('switch', { name: 'Perishable — never in transit over a Sunday (Dried fish)' }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Perishable — never in transit over a Sunday (Smoked fish)' }),
    ).toBeChecked();
  });

  it('adds a zone from the dialog: areas as rows, days as boxes, the cut-off as a time', async () => {
    const user = userEvent.setup();
    const input = zoneSent({
      name: 'Cavite South',
      areas: [
        { province: 'Cavite', city: 'Silang' },
        { province: 'Batangas', city: null },
      ],
      deliveryFee: 120.5,
      leadDays: 2,
      weekdays: [2, 4, 6],
      cutoff: '14:30',
    });
    const created = deliveryZone({ id: 3, name: 'Cavite South', areas: [], weekdays: [2, 4, 6] });
    const create = jest.fn(() => ({ data: { createDeliveryZone: created } }));
    renderScreen(<DeliveryZonesScreen />, {
      mocks: [
        listed([deliveryZone()]),
        { request: { query: CreateDeliveryZoneDocument, variables: { input } }, result: create },
        listed([deliveryZone(), created]),
        ...PLACES,
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add a zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a delivery zone' });
    // Nothing typed yet: every message, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(within(dialog).getByText('Enter the zone’s name.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(create).not.toHaveBeenCalled();

    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(within(dialog).getByLabelText(/^Name/), 'Cavite South');
    // Areas from the Philippine lists: a city of the province, or the whole province.
    await user.selectOptions(
      within(dialog).getByLabelText('Province (area 1)'),
      await within(dialog).findByRole('option', { name: 'Cavite' }),
    );
    await user.selectOptions(
      within(dialog).getByLabelText('City (area 1)'),
      await within(dialog).findByRole('option', { name: 'Silang' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add an area' }));
    await user.selectOptions(
      within(dialog).getByLabelText('Province (area 2)'),
      within(dialog).getAllByRole('option', { name: 'Batangas' })[1],
    );
    expect(within(dialog).getByLabelText('City (area 2)')).toHaveValue('');
    await fill(within(dialog).getByLabelText(/^Delivery fee/), '120.50');
    const lead = within(dialog).getByLabelText(/^Lead days/);
    await user.clear(lead);
    await user.type(lead, '2');
    for (const day of ['Monday', 'Wednesday', 'Friday'])
      await user.click(within(dialog).getByRole('checkbox', { name: day }));
    const cutoff = within(dialog).getByLabelText(/^Cut-off/);
    await user.clear(cutoff);
    await user.type(cutoff, '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add zone' }));

    expect(await screen.findByText('Zone Cavite South added.')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /^Cavite South/ })).toBeInTheDocument();
  }, 20_000);

  it('edits a zone, shows the server’s refusal in the dialog, and deletes a zone after asking', async () => {
    const user = userEvent.setup();
    // The zone as listed, with its new fee.
    const input = zoneSent({ deliveryFee: 90 });
    const remove = jest.fn(() => ({ data: { deleteDeliveryZone: true } }));
    renderScreen(<DeliveryZonesScreen />, {
      mocks: [
        listed([deliveryZone(), METRO]),
        {
          request: { query: UpdateDeliveryZoneDocument, variables: { id: 1, input } },
          result: refusal('Bacoor, Cavite is already in zone Metro Manila.', 'BAD_USER_INPUT'),
        },
        { request: { query: DeleteDeliveryZoneDocument, variables: { id: 2 } }, result: remove },
        listed([deliveryZone()]),
        ...PLACES,
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit zone Cavite North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit zone Cavite North' });
    const fee = within(dialog).getByLabelText(/^Delivery fee/);
    expect(fee).toHaveValue('80');
    await user.clear(fee);
    await user.type(fee, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Save zone' }));
    expect(await within(dialog).findByText('Bacoor, Cavite is already in zone Metro Manila.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete zone Metro Manila' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete delivery zone' });
    expect(confirm).toHaveAccessibleDescription(/^Delete zone Metro Manila\?/);
    await user.click(within(confirm).getByRole('button', { name: 'Delete zone' }));
    expect(await screen.findByText('Zone Metro Manila deleted.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Metro Manila/ })).not.toBeInTheDocument());
  }, 20_000);

  it('makes a product type perishable with its switch', async () => {
    const user = userEvent.setup();
    const set = jest.fn(() => ({
      data: {
        setProductTypeRule: { __typename: 'ProductTypeRule' as const, productType: 'DRIED' as const, perishable: true },
      },
    }));
    renderScreen(<DeliveryZonesScreen />, {
      mocks: [
        listed([deliveryZone()]),
        {
          request: { query: SetProductTypeRuleDocument, variables: { productType: 'DRIED', perishable: true } },
          result: set,
        },
        listed([deliveryZone()], [{ ...RULES[0], perishable: true }, RULES[1], RULES[2]]),
      ],
    });
    await user.click(
      await screen.findByRole('switch', { name: 'Perishable — never in transit over a Sunday (Dried fish)' }),
    );
    expect(await screen.findByText('Dried fish is perishable: never in transit over a Sunday.')).toBeInTheDocument();
    expect(set).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'Perishable — never in transit over a Sunday (Dried fish)' }),
      ).toBeChecked(),
    );
  });
});
