import { MyAddressesDocument } from '../../../api/my-addresses.generated';
import { customerAddress } from '../../../test/fixtures';
import type { StandingOrderFieldsFragment } from '../api/standing-order-fields.generated';

/** Rosa's restaurant's address book: her profile's address (the default, in a zone) and the restaurant's. */
export const PROFILE_ADDRESS = customerAddress({
  zone: { __typename: 'DeliveryZoneSummary', id: 1, name: 'Cavite', deliveryFee: 80 },
});
export const SHOP_ADDRESS = customerAddress({
  id: 4,
  label: 'Shop',
  address: '5 Aguinaldo Hwy., Bacoor, Cavite',
  isDefault: false,
  isProfile: false,
  zone: { __typename: 'DeliveryZoneSummary', id: 1, name: 'Cavite', deliveryFee: 80 },
});

/** myAddresses answered, as often as asked. */
export const addressesAnswer = {
  request: { query: MyAddressesDocument },
  result: { data: { myAddresses: [PROFILE_ADDRESS, SHOP_ADDRESS] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/**
 * Twenty packs of Danggit on Tuesdays and Fridays to the Shop, paid by GCash, from 1 Dec 2026 to
 * 31 Jan 2027: next on Tue 1 Dec (placed Mon 30 Nov), Tue 8 Dec skipped; Fri 27 Nov placed without
 * the Tuyo, Tue 24 Nov not placed at all.
 */
export const standingOrder = (extra: Partial<StandingOrderFieldsFragment> = {}): StandingOrderFieldsFragment => ({
  __typename: 'StandingOrder',
  id: 7,
  name: 'Weekday restock',
  status: 'ACTIVE',
  weekdays: [2, 5],
  deliveryMethod: 'DELIVERY',
  addressId: 4,
  paymentMethod: 'GCASH',
  startsOn: '2026-12-01',
  endsOn: '2027-01-31',
  nextOccurrence: '2026-12-01',
  nextPlacingDay: '2026-11-30',
  skipped: ['2026-12-08'],
  lines: [{ __typename: 'StandingOrderLine', productId: 'DR-001', productName: 'Danggit', quantity: 20 }],
  recentRuns: [
    {
      __typename: 'StandingOrderRun',
      occurrence: '2026-11-27',
      outcome: 'PLACED',
      orderId: 51,
      note: 'Left out: Tuyo (out of stock)',
    },
    {
      __typename: 'StandingOrderRun',
      occurrence: '2026-11-24',
      outcome: 'FAILED',
      orderId: null,
      note: 'Nothing was placed: every product is out of stock.',
    },
  ],
  ...extra,
});
