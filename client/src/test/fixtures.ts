import type { MyProfileQuery } from '../api/my-profile.generated';
import type { OrderRowFragment, StaffProductFragment } from '../api/fragments.generated';
import { MESSAGES } from '../lib/messages';

/** A catalogue product as the server lists it to the staff (customers get the same without the exact stock); its picture follows from its ID. */
export const product = (productId: string, productName: string, extra: Partial<StaffProductFragment> = {}): StaffProductFragment => ({
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
export const TINAPA = product('SM-002', 'Tinapang Bangus', { productPrice: 99.5, productType: 'SMOKED', productImage: '/images/products/smoked/tinapang-bangus.webp' });

/** A pending order of Ana Cruz's: two Danggit and one Tinapang Bangus, ₱399.00. */
export const order = (extra: Partial<OrderRowFragment> = {}): OrderRowFragment => ({
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
    { __typename: 'OrderLine', productId: 'DR-001', productName: 'Danggit', productPrice: 150, quantity: 2, totalPrice: 300 },
    { __typename: 'OrderLine', productId: 'SM-002', productName: 'Tinapang Bangus', productPrice: 99, quantity: 1, totalPrice: 99 },
  ],
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
