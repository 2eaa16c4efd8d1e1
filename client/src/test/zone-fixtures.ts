import type { DeliveryZoneFieldsFragment } from '../features/delivery/api/delivery-zone-fields.generated';
import { CAVITE } from './fixtures';

/** Cavite North: ₱80.00, a day's lead, Monday to Saturday, cut-off 16:00, active. */
const CAVITE_NORTH = {
  name: 'Cavite North',
  deliveryFee: 80,
  leadDays: 1,
  weekdays: [1, 2, 3, 4, 5, 6],
  cutoff: '16:00',
  active: true,
};
const CAVITE_NORTH_AREAS: DeliveryZoneFieldsFragment['areas'] = [
  { __typename: 'ZoneArea', province: 'Cavite', city: 'Bacoor', provinceCode: CAVITE, cityCode: '0402103000' },
  { __typename: 'ZoneArea', province: 'Cavite', city: 'Imus', provinceCode: CAVITE, cityCode: '0402109000' },
];

/** A delivery zone as the zones list answers it: by default Cavite North, for Bacoor and Imus. */
export const deliveryZone = (extra: Partial<DeliveryZoneFieldsFragment> = {}): DeliveryZoneFieldsFragment => ({
  __typename: 'DeliveryZone',
  id: 1,
  ...CAVITE_NORTH,
  areas: CAVITE_NORTH_AREAS,
  ...extra,
});

/** A delivery zone as its form sends it (the create and update input): by default Cavite North as listed. */
export const zoneSent = (extra: object = {}) => ({
  ...CAVITE_NORTH,
  areas: CAVITE_NORTH_AREAS.map(({ province, city }) => ({ province, city })),
  ...extra,
});
