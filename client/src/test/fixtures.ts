import { customerWord } from '@waters/domain';
import type { MyProfileQuery } from '../api/my-profile.generated';
import type {
  OrderLifeFragment,
  OrderRowFragment,
  PaymentAccountFieldsFragment,
  StaffProductFragment,
} from '../api/fragments.generated';
import { MESSAGES } from '../lib/messages';
import { PlaceBarangaysDocument, PlaceCitiesDocument, PlaceProvincesDocument } from '../api/places.generated';
import type { CustomerAddressFieldsFragment } from '../api/my-addresses.generated';

/** A catalogue product as the server lists it to the staff (customers get the same without the exact stock); its picture follows from its ID. */
export const product = (
  productId: string,
  productName: string,
  extra: Partial<StaffProductFragment> = {},
): StaffProductFragment => ({
  __typename: 'Product',
  productId,
  productName,
  productPrice: 150,
  productType: 'DRIED',
  productStatus: 'Available',
  productImage: `/images/products/${productId.toLowerCase()}.webp`,
  availability: { __typename: 'Availability', status: 'IN_STOCK', unitsLeft: null },
  stockQuantity: null,
  lowStockThreshold: null,
  ...extra,
});

export const DANGGIT = product('DR-001', 'Danggit', { productImage: '/images/products/dried/danggit.webp' });
export const TINAPA = product('SM-002', 'Tinapang Bangus', {
  productPrice: 99.5,
  productType: 'SMOKED',
  productImage: '/images/products/smoked/tinapang-bangus.webp',
});

/** Where an order stands as the order-life rules read it: by default a pickup paid in cash, pending, on 25 Nov 2026. */
export const lifeOrder = (extra: Partial<OrderLifeFragment> = {}): OrderLifeFragment =>
  withWord(
    {
      __typename: 'Order',
      orderId: 41,
      orderStatus: 'PENDING',
      paymentStatus: 'UNPAID',
      fulfilmentStatus: null,
      customerStatus: 'Awaiting approval',
      deliveryMethod: 'PICKUP',
      deliveryDate: '2026-11-25',
      paymentMethod: 'CASH',
      paymentReference: null,
      hasPaymentProof: false,
      paymentProofVersion: null,
      totalAmount: 399,
      amountCollected: null,
      collectionNote: null,
      paidAt: null,
      packedAt: null,
      dispatchedAt: null,
      completedAt: null,
      refundMethod: null,
      refundReference: null,
      refundedOn: null,
      ...extra,
    },
    extra,
  );

/** The customer's word as the server says it, for the order's states (unless a test gives its own). */
function withWord<T extends OrderLifeFragment>(order: T, extra: Partial<OrderLifeFragment>): T {
  const word = customerWord({
    status: order.orderStatus,
    paymentStatus: order.paymentStatus,
    fulfilmentStatus: order.fulfilmentStatus ?? null,
    paymentMethod: order.paymentMethod,
  });
  return { ...order, customerStatus: extra.customerStatus ?? word };
}

/** A pending order of Ana Cruz's: two Danggit and one Tinapang Bangus, ₱399.00 (with where it stands, as lifeOrder). */
export const order = (
  extra: Partial<OrderRowFragment & OrderLifeFragment> = {},
): OrderRowFragment & OrderLifeFragment =>
  withWord(
    {
      ...lifeOrder(),
      __typename: 'Order',
      orderId: 41,
      customerId: 'cust-1',
      fullName: 'Ana Cruz',
      address: 'Rosario, Cavite',
      mobileNumber: '+63 917 555 0101',
      emailAddress: 'ana@example.ph',
      totalAmount: 399,
      orderStatus: 'PENDING',
      orderDate: '2026-11-21T05:31:15Z',
      authorizedByFullName: null,
      cancelledByCustomer: false,
      authorizationDate: null,
      remarks: null,
      cartItems: [
        {
          __typename: 'OrderLine',
          productId: 'DR-001',
          productName: 'Danggit',
          productPrice: 150,
          quantity: 2,
          totalPrice: 300,
        },
        {
          __typename: 'OrderLine',
          productId: 'SM-002',
          productName: 'Tinapang Bangus',
          productPrice: 99,
          quantity: 1,
          totalPrice: 99,
        },
      ],
      ...extra,
    },
    extra,
  );

/** The demo shop's account for a transfer method, as paymentAccounts answers it. */
export const paymentAccount = (
  method: PaymentAccountFieldsFragment['method'],
  extra: Partial<PaymentAccountFieldsFragment> = {},
): PaymentAccountFieldsFragment => ({
  __typename: 'PaymentAccount',
  method,
  accountName: method === 'BANK_TRANSFER' ? 'WATERS Food Products Inc.' : 'WATERS Food Products',
  accountNumber: { GCASH: '0917 555 0100', MAYA: '0918 555 0100', BANK_TRANSFER: '0123-4567-8901' }[method],
  bankName: method === 'BANK_TRANSFER' ? 'BDO Unibank' : null,
  branch: method === 'BANK_TRANSFER' ? 'Rosario, Cavite' : null,
  qrImage: null,
  ...extra,
});

/** A customer's profile as `me` answers it. */
export const profile = (extra: Partial<MyProfileQuery['me']> = {}): MyProfileQuery['me'] => ({
  __typename: 'UserProfile',
  id: 'cust-1',
  role: 'Customer',
  userName: 'ana.cruz',
  fullName: 'Ana Cruz',
  address: '27 Tirona Hwy., Kawit, Cavite',
  mobileNumber: '+63 917 555 0101',
  emailAddress: 'ana@example.ph',
  createdAt: '2026-01-05T02:30:00.000Z',
  updatedAt: '2026-03-10T08:15:00.000Z',
  ...extra,
});

/** The profile fields both account forms require, with the message each shows when left empty. */
export const REQUIRED_PROFILE_FIELDS: readonly (readonly [label: string, message: string])[] = [
  ['User Name', MESSAGES.usernameRequired],
  ['Full Name', MESSAGES.fullNameRequired],
  ['Address', MESSAGES.addressRequired],
  ['Mobile Number', MESSAGES.mobileRequired],
  ['Email Address', MESSAGES.emailRequired],
];

export const CAVITE = '0402100000';
export const BACOOR = '0402103000';
const place = (code: string, name: string) => ({ __typename: 'Place' as const, code, name });
/** The lists an address is chosen from: a few provinces, Cavite's cities, Bacoor's barangays. */
export const PLACE_MOCKS = [
  {
    request: { query: PlaceProvincesDocument },
    result: { data: { placeProvinces: [place(CAVITE, 'Cavite'), place('1300000000', 'Metro Manila')] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: PlaceCitiesDocument, variables: { provinceCode: CAVITE } },
    result: { data: { placeCities: [place(BACOOR, 'Bacoor'), place('0402106000', 'Dasmariñas')] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: PlaceBarangaysDocument, variables: { cityCode: BACOOR } },
    result: { data: { placeBarangays: [place('0402103011', 'Molino III'), place('0402103012', 'Molino IV')] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

/** An address of the book as myAddresses lists it: by default the profile address, given as one line whose city is not placed. */
export const customerAddress = (extra: Partial<CustomerAddressFieldsFragment> = {}): CustomerAddressFieldsFragment => ({
  __typename: 'CustomerAddress',
  id: 0,
  label: 'Profile address',
  address: '27 Tirona Hwy., Kawit, Cavite',
  city: null,
  province: null,
  isDefault: true,
  isProfile: true,
  placeConfirmed: false,
  provinceCode: null,
  cityCode: null,
  barangayCode: null,
  barangay: null,
  landmark: null,
  zone: null,
  ...extra,
});
