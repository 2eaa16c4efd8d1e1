import type { DeliveryManifestQuery } from '../api/delivery-manifest.generated';

export type ManifestOrder = DeliveryManifestQuery['deliveryManifest']['groups'][number]['orders'][number];

/** Ana Cruz's order 7 as the manifest lists it: two Danggit, ₱380.00 in cash to collect, nothing paid, packed or sent yet. */
export const manifestOrder = (extra: Partial<ManifestOrder> = {}): ManifestOrder => ({
  __typename: 'ManifestOrder',
  orderId: 7,
  fullName: 'Ana Cruz',
  address: '27 Tirona Hwy., Bacoor, Cavite',
  mobileNumber: '+63 917 555 0101',
  orderNote: null,
  paymentMethod: 'CASH',
  paymentStatus: 'UNPAID',
  amountToCollect: 380,
  fulfilmentStatus: null,
  lines: [
    {
      __typename: 'OrderLine',
      lineId: 70,
      lots: [],
      productId: 'DAN',
      productName: 'Danggit',
      productPrice: 150,
      quantity: 2,
      totalPrice: 300,
    },
  ],
  totalAmount: 380,
  paymentReference: null,
  hasPaymentProof: false,
  paymentProofVersion: null,
  amountCollected: null,
  paidAt: null,
  packedAt: null,
  dispatchedAt: null,
  completedAt: null,
  ...extra,
});
