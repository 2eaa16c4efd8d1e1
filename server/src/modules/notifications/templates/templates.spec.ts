import { describe, expect, it } from '@jest/globals';
import type { StandingOrderRunFacts, TradeAccountFacts } from '../../../platform/events/domain-events.js';
import type { ContactSnapshot } from './contact-mail.js';
import type { DecisionSnapshot, OrderSnapshot } from './mail-parts.js';
import { TEMPLATES } from './index.js';

const order: OrderSnapshot = {
  orderId: 1042,
  customerName: 'Corazon <Cora> Villanueva',
  emailAddress: 'cora@example.com',
  address: '1 Rizal Ave., Bacoor, Cavite',
  mobileNumber: '+63 917 555 0101',
  orderDate: '2026-11-24T01:30:00.000Z',
  totalCentavos: 80_000,
  lines: [
    {
      productName: 'Dried Danggit (Rabbitfish) 250 g',
      quantity: 2,
      unitPriceCentavos: 28_500,
      lineTotalCentavos: 57_000,
    },
    {
      productName: 'Tinapang Bangus (Smoked Milkfish) 400 g',
      quantity: 1,
      unitPriceCentavos: 23_000,
      lineTotalCentavos: 23_000,
    },
  ],
};
/** The same goods delivered to a zone for a fee (part of the total), and picked up instead. */
const delivery: OrderSnapshot = {
  ...order,
  totalCentavos: 88_000,
  deliveryMethod: 'DELIVERY',
  deliveryZoneName: 'Cavite <North>',
  deliveryFeeCentavos: 8_000,
  deliveryDate: '2026-11-26',
};
const pickup: OrderSnapshot = {
  ...order,
  deliveryMethod: 'PICKUP',
  deliveryZoneName: null,
  deliveryFeeCentavos: 0,
  deliveryDate: '2026-11-26',
};
const decision: DecisionSnapshot = {
  ...order,
  status: 'CANCELLED',
  remarks: 'Out of stock until Friday',
  decidedAt: '2026-11-24T03:00:00.000Z',
};
const contact: ContactSnapshot = {
  messageId: 7,
  name: 'Ana <Cruz>',
  email: 'ana@example.ph',
  subject: 'Bulk order',
  details: '20 packs of tuyo\nfor a fiesta',
  receivedAt: '2026-11-24T05:15:00.000Z',
};
const tradeAccount: TradeAccountFacts = {
  customerId: 'c-1',
  customerName: 'Corazon <Cora> Villanueva',
  emailAddress: 'cora@example.com',
  businessName: "Cora's <Food> Eatery",
  businessType: 'RESTAURANT',
  tin: '123-456-789-000',
  addressText: '12 Aguinaldo Hwy., Bacoor, Cavite',
  groupName: null,
  declineReason: null,
};
const standingRun: StandingOrderRunFacts = {
  standingOrderId: 7,
  name: 'Carinderia <week>',
  customerId: 'c-1',
  customerName: 'Corazon <Cora> Villanueva',
  emailAddress: 'cora@example.com',
  occurrence: '2026-12-01',
  outcome: 'PLACED',
  orderId: 1042,
  note: 'Left out: Tuyo <250 g> (out of stock)',
};
const context = { publicUrl: 'https://shop.waters.ph', staffEmails: ['orders@waters.ph', 'smokehouse@waters.ph'] };

// Previews of every message as sent (plain text and HTML): a change to any of them shows here.
describe('mail templates', () => {
  it.each([
    ['order-confirmation', order],
    [
      'order-confirmation',
      {
        ...order,
        storage: [
          {
            productName: 'Daing na Bangus <450 g>',
            temperature: 'Frozen, -18 °C or colder',
            shelfLifeUnopened: '3 months frozen',
            shelfLifeOpened: null,
            preparation: 'Thaw overnight in the refrigerator.',
          },
        ],
      },
    ],
    ['order-confirmation', delivery],
    ['order-confirmation', pickup],
    ['staff-new-order', order],
    ['staff-new-order', delivery],
    ['staff-new-order', pickup],
    ['order-decision', decision],
    ['order-decision', { ...decision, status: 'APPROVED', remarks: null }],
    ['order-decision', { ...delivery, status: 'APPROVED', remarks: null, decidedAt: '2026-11-24T03:00:00.000Z' }],
    ['order-decision', { ...pickup, status: 'APPROVED', remarks: null, decidedAt: '2026-11-24T03:00:00.000Z' }],
    ['order-decision', { ...delivery, status: 'CANCELLED', remarks: null, decidedAt: '2026-11-24T03:00:00.000Z' }],
    ['contact-to-staff', contact],
    ['contact-acknowledgement', contact],
    [
      'staff-low-stock',
      {
        orderId: 1042,
        products: [
          { productId: 'DRD-001', productName: 'Dried Danggit <250 g>', stockQuantity: 3, lowStockThreshold: 5 },
          { productId: 'SMK-002', productName: 'Tinapang Bangus', stockQuantity: 0, lowStockThreshold: 2 },
        ],
      },
    ],
    [
      'staff-webhook-disabled',
      {
        id: 'e1',
        url: 'https://books.example.ph/hooks?<Cora>',
        reason: 'Turned off after 3 deliveries failed for 24 hours each.',
      },
    ],
    [
      'order-fulfilment',
      {
        ...order,
        step: 'PACKED',
        deliveryMethod: 'DELIVERY',
        at: '2026-11-25T01:00:00.000Z',
        deliveryDate: '2026-11-26',
        toCollectCentavos: 80_000,
      },
    ],
    [
      'order-fulfilment',
      {
        ...order,
        step: 'OUT_FOR_DELIVERY',
        deliveryMethod: 'DELIVERY',
        at: '2026-11-26T00:30:00.000Z',
        deliveryDate: '2026-11-26',
        toCollectCentavos: 80_000,
      },
    ],
    [
      'order-fulfilment',
      {
        ...order,
        step: 'READY_FOR_PICKUP',
        deliveryMethod: 'PICKUP',
        at: '2026-11-26T00:30:00.000Z',
        deliveryDate: '2026-11-26',
        toCollectCentavos: 80_000,
      },
    ],
    [
      'order-fulfilment',
      {
        ...order,
        step: 'DELIVERED',
        deliveryMethod: 'DELIVERY',
        at: '2026-11-26T05:45:00.000Z',
        deliveryDate: '2026-11-26',
        toCollectCentavos: 0,
      },
    ],
    [
      'order-fulfilment',
      {
        ...order,
        step: 'PICKED_UP',
        deliveryMethod: 'PICKUP',
        at: '2026-11-26T05:45:00.000Z',
        deliveryDate: null,
        toCollectCentavos: 0,
      },
    ],
    [
      'order-fulfilment',
      {
        ...order,
        step: 'PACKED',
        deliveryMethod: 'PICKUP',
        at: '2026-11-25T01:00:00.000Z',
        deliveryDate: '2026-11-26',
        toCollectCentavos: 0,
      },
    ],
    // Sent out the evening before its day (Manila): it arrives on that day, not "today".
    [
      'order-fulfilment',
      {
        ...delivery,
        step: 'OUT_FOR_DELIVERY',
        deliveryMethod: 'DELIVERY',
        at: '2026-11-25T10:30:00.000Z',
        deliveryDate: '2026-11-26',
        toCollectCentavos: 88_000,
      },
    ],
    // 16:30 UTC on the 25th is already the 26th in Manila: today.
    [
      'order-fulfilment',
      {
        ...delivery,
        step: 'OUT_FOR_DELIVERY',
        deliveryMethod: 'DELIVERY',
        at: '2026-11-25T16:30:00.000Z',
        deliveryDate: '2026-11-26',
        toCollectCentavos: 0,
      },
    ],
    [
      'order-fulfilment',
      {
        ...order,
        step: 'OUT_FOR_DELIVERY',
        deliveryMethod: 'DELIVERY',
        at: '2026-11-26T00:30:00.000Z',
        deliveryDate: null,
        toCollectCentavos: 0,
      },
    ],
    [
      'order-fulfilment',
      {
        ...delivery,
        step: 'DELIVERED',
        deliveryMethod: 'DELIVERY',
        at: '2026-11-26T05:45:00.000Z',
        deliveryDate: '2026-11-26',
        toCollectCentavos: 0,
      },
    ],
    ['payment-received', { ...order, method: 'GCash', paidAt: '2026-11-24T06:10:00.000Z' }],
    // How to pay: a wallet's number and QR code, a bank's details, cash on delivery or at the counter.
    [
      'order-confirmation',
      {
        ...delivery,
        paymentMethod: 'GCASH',
        payTo: {
          method: 'GCASH',
          accountName: 'WATERS <Food>',
          accountNumber: '0917 555 0100',
          bankName: null,
          branch: null,
          qrImage: '/uploads/products/qr.webp',
        },
      },
    ],
    [
      'order-confirmation',
      {
        ...pickup,
        paymentMethod: 'BANK_TRANSFER',
        payTo: {
          method: 'BANK_TRANSFER',
          accountName: 'WATERS Food Products Inc.',
          accountNumber: '0123-4567-8901',
          bankName: 'BDO Unibank',
          branch: 'Rosario, Cavite',
          qrImage: null,
        },
      },
    ],
    ['order-confirmation', { ...delivery, paymentMethod: 'CASH', payTo: null }],
    ['order-confirmation', { ...pickup, paymentMethod: 'CASH', payTo: null }],
    [
      'order-decision',
      { ...delivery, status: 'CANCELLED', remarks: 'Sold out', decidedAt: '2026-11-24T03:00:00.000Z', refundDue: true },
    ],
    [
      'order-fulfilment',
      {
        ...delivery,
        step: 'DELIVERED',
        deliveryMethod: 'DELIVERY',
        at: '2026-11-26T05:45:00.000Z',
        deliveryDate: '2026-11-26',
        toCollectCentavos: 88_000,
        collectedCentavos: 88_000,
      },
    ],
    [
      'order-fulfilment',
      {
        ...pickup,
        step: 'PICKED_UP',
        deliveryMethod: 'PICKUP',
        at: '2026-11-26T05:45:00.000Z',
        deliveryDate: '2026-11-26',
        toCollectCentavos: 80_000,
        collectedCentavos: 50_000,
      },
    ],
    [
      'order-correction',
      { ...order, undone: 'paid', now: 'Payment sent', reason: 'The receipt was for <another> order' },
    ],
    [
      'order-correction',
      { ...delivery, undone: 'delivered', now: 'Out for delivery', reason: 'Tapped the wrong order' },
    ],
    ['order-refund', { ...order, refund: null }],
    ['order-refund', { ...order, refund: { method: 'GCASH', reference: 'RF-2026-11', refundedOn: '2026-11-27' } }],
    ['order-refund', { ...order, refund: { method: 'CASH', reference: null, refundedOn: '2026-11-27' } }],
    ['staff-trade-application', tradeAccount],
    ['staff-trade-application', { ...tradeAccount, tin: null, businessType: 'OTHER' }],
    ['trade-account-decision', { decision: 'APPROVED', account: { ...tradeAccount, groupName: 'Restaurant' } }],
    ['trade-account-decision', { decision: 'MOVED', account: { ...tradeAccount, groupName: 'Reseller' } }],
    [
      'trade-account-decision',
      { decision: 'DECLINED', account: { ...tradeAccount, declineReason: 'We could not confirm the <TIN>.' } },
    ],
    ['standing-order-run', standingRun],
    [
      'standing-order-run',
      {
        ...standingRun,
        occurrence: '2026-12-03',
        outcome: 'FAILED',
        orderId: null,
        note: 'Not placed: add ₱120.00 more to reach the Restaurant group’s ₱1,000.00 minimum order.',
      },
    ],
    // A trade account on terms: the confirmation says by when to pay; the statement of the month just ended.
    ['order-confirmation', { ...delivery, paymentMethod: 'CASH', payTo: null, dueDay: '2026-12-26' }],
    [
      'monthly-statement',
      {
        customerId: 'c-1',
        customerName: 'Corazon <Cora> Villanueva',
        emailAddress: 'cora@example.com',
        businessName: "Cora's <Food> Eatery",
        month: '2026-11',
        closingCentavos: 1_234_550,
        overdueCentavos: 300_000,
      },
    ],
  ] as const)('%s', (kind, payload) => {
    const mail = TEMPLATES[kind](payload as never, context);
    expect(mail.html).not.toMatch(/<Cora>|<250 g>|<North>|<Food>|<another>|<TIN>|<week>/);
    expect(mail).toMatchSnapshot();
  });
});
