import { ORDER_NOTE_MAX } from '@waters/domain';
import {
  CHECKOUT_MESSAGES,
  checkoutErrors,
  checkoutTotals,
  choiceInput,
  DEFAULT_CHOICE,
  keptDate,
  noteCharactersLeft,
  resolvedAddressId,
  type CheckoutChoice,
  type OfferedDates,
} from '../utils/checkout';

const PICKUP_DATES: OfferedDates = { dates: ['2026-11-30', '2026-12-01'], deliveryFee: 0 };
const DELIVERY_DATES: OfferedDates = { dates: ['2026-12-01', '2026-12-03'], deliveryFee: 80 };
const delivery = (change: Partial<CheckoutChoice> = {}): CheckoutChoice => ({
  ...DEFAULT_CHOICE,
  method: 'DELIVERY',
  addressId: 4,
  date: '2026-12-01',
  ...change,
});

describe('checkout totals', () => {
  it('adds the delivery fee to the goods in centavos: no peso fraction is lost', () => {
    expect(checkoutTotals(598.5, 0)).toEqual({ goods: 598.5, deliveryFee: 0, total: 598.5 });
    expect(checkoutTotals(598.5, 80)).toEqual({ goods: 598.5, deliveryFee: 80, total: 678.5 });
    expect(checkoutTotals(0.1, 0.2).total).toBe(0.3);
    expect(checkoutTotals(1234.55, 99.95).total).toBe(1334.5);
  });
});

describe('checkout form: what must be right before Confirm Order', () => {
  it('a pickup on an offered date, with a short note, may go', () => {
    expect(checkoutErrors({ ...DEFAULT_CHOICE, date: '2026-11-30', note: 'Gate 2' }, PICKUP_DATES)).toEqual({});
  });

  it('a pickup whose dates are not known yet may go too: the server takes its earliest date', () => {
    expect(checkoutErrors(DEFAULT_CHOICE, null)).toEqual({});
  });

  it('a pickup with no date open, or a date no longer offered, may not', () => {
    expect(checkoutErrors(DEFAULT_CHOICE, { dates: [], deliveryFee: 0 })).toEqual({
      date: CHECKOUT_MESSAGES.noPickupDates,
    });
    expect(checkoutErrors({ ...DEFAULT_CHOICE, date: '2026-11-29' }, PICKUP_DATES)).toEqual({
      date: CHECKOUT_MESSAGES.chooseDate,
    });
  });

  it('a delivery needs an address, its dates read, and one of them chosen', () => {
    expect(checkoutErrors(delivery({ addressId: null }), null)).toEqual({ address: CHECKOUT_MESSAGES.chooseAddress });
    expect(checkoutErrors(delivery(), null)).toEqual({ date: CHECKOUT_MESSAGES.datesLoading });
    expect(checkoutErrors(delivery({ date: null }), DELIVERY_DATES)).toEqual({ date: CHECKOUT_MESSAGES.chooseDate });
    expect(checkoutErrors(delivery(), DELIVERY_DATES)).toEqual({});
  });

  it('says why an address cannot be delivered to, in the server’s words', () => {
    const reason = 'No delivery zone covers Bacoor, Cavite.';
    expect(checkoutErrors(delivery(), { dates: [], deliveryFee: 0, unavailableReason: reason })).toEqual({
      date: reason,
    });
    expect(checkoutErrors(delivery(), { dates: [], deliveryFee: 0 })).toEqual({
      date: CHECKOUT_MESSAGES.noDeliveryDates,
    });
  });

  it(`takes a note of up to ${ORDER_NOTE_MAX} characters, and counts what is left`, () => {
    const longest = 'n'.repeat(ORDER_NOTE_MAX);
    expect(checkoutErrors({ ...DEFAULT_CHOICE, note: longest }, null)).toEqual({});
    expect(noteCharactersLeft(longest)).toBe(0);
    expect(noteCharactersLeft('Gate 2')).toBe(ORDER_NOTE_MAX - 6);
    expect(checkoutErrors({ ...DEFAULT_CHOICE, note: `${longest}!` }, null)).toEqual({
      note: CHECKOUT_MESSAGES.noteTooLong,
    });
    expect(CHECKOUT_MESSAGES.noteTooLong).toBe('The note can be at most 500 characters.');
  });
});

describe('checkout: what placeOrder is sent', () => {
  it('nothing for the server’s own default (a cash pickup, its dates not read, no note): as an order placed before', () => {
    expect(choiceInput(DEFAULT_CHOICE, null)).toEqual({});
    expect(choiceInput({ ...DEFAULT_CHOICE, note: '   ' }, null)).toEqual({});
  });

  it('a pickup on its chosen date, paid by GCash, with the note trimmed', () => {
    expect(
      choiceInput(
        { ...DEFAULT_CHOICE, date: '2026-12-01', note: '  After 3 pm ', paymentMethod: 'GCASH' },
        PICKUP_DATES,
      ),
    ).toEqual({
      delivery: { method: 'PICKUP', date: '2026-12-01', note: 'After 3 pm' },
      paymentMethod: 'GCASH',
    });
  });

  it('a delivery with its address, date and payment', () => {
    expect(choiceInput(delivery({ note: 'Blue gate' }), DELIVERY_DATES)).toEqual({
      delivery: { method: 'DELIVERY', addressId: 4, date: '2026-12-01', note: 'Blue gate' },
      paymentMethod: 'CASH',
    });
  });

  it('never a date that is not offered', () => {
    expect(choiceInput(delivery({ date: '2026-12-02' }), DELIVERY_DATES).delivery).toEqual({
      method: 'DELIVERY',
      addressId: 4,
    });
  });
});

describe('checkout: the address and date kept selected', () => {
  const saved = [
    { id: 3, isDefault: false },
    { id: 4, isDefault: true },
  ];

  it('keeps the chosen address while it exists, else the default, else the first', () => {
    expect(resolvedAddressId(3, saved)).toBe(3);
    expect(resolvedAddressId(null, saved)).toBe(4);
    expect(resolvedAddressId(9, saved)).toBe(4);
    expect(resolvedAddressId(null, [{ id: 3, isDefault: false }])).toBe(3);
    expect(resolvedAddressId(3, [])).toBeNull();
    expect(resolvedAddressId(3, null)).toBeNull();
  });

  it('keeps the chosen date while it is offered, else the earliest', () => {
    expect(keptDate('2026-12-03', DELIVERY_DATES.dates)).toBe('2026-12-03');
    expect(keptDate('2026-11-30', DELIVERY_DATES.dates)).toBe('2026-12-01');
    expect(keptDate(null, DELIVERY_DATES.dates)).toBe('2026-12-01');
    expect(keptDate('2026-12-01', [])).toBeNull();
  });
});
