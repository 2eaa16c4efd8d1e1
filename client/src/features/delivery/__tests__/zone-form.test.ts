import {
  describeArea,
  describeLead,
  describeWeekdays,
  EMPTY_AREA,
  NEW_ZONE,
  zoneErrors,
  zoneInput,
  type ZoneDraft,
} from '../utils/zone-form';
import { paymentText } from '../../orders/utils/payment-settlement';
import { cashToCollect, dayParam, groupTitle, nextStep, zoneParam } from '../utils/manifest';
import { zoneSent } from '../../../test/zone-fixtures';

const draft = (extra: Partial<ZoneDraft> = {}): ZoneDraft => ({
  ...NEW_ZONE,
  name: ' Cavite North ',
  areas: [
    { provinceCode: '0402100000', cityCode: '0402103000', province: 'Cavite', city: 'Bacoor City' },
    { provinceCode: '1300000000', cityCode: '', province: 'Metro Manila', city: '' },
    EMPTY_AREA,
  ],
  deliveryFee: '79.50',
  ...extra,
});

describe('the zone form', () => {
  it("sends the lists' names, a whole province as a null city, days in week order, and skips empty rows", () => {
    expect(zoneErrors(draft())).toEqual({});
    // Trimmed, with the new zone's lead time, cut-off and active switch.
    expect(zoneInput(draft({ weekdays: [6, 2, 4] }))).toEqual(
      zoneSent({
        areas: [
          { province: 'Cavite', city: 'Bacoor City' },
          { province: 'Metro Manila', city: null },
        ],
        deliveryFee: 79.5,
        weekdays: [2, 4, 6],
      }),
    );
  });

  it('says what is missing or wrong, field by field', () => {
    expect(zoneErrors({ ...NEW_ZONE, weekdays: [], cutoff: '25:00', leadDays: '8' })).toEqual({
      name: 'Enter the zone’s name.',
      areas: 'Add at least one area: a province, and a city unless the whole province is covered.',
      deliveryFee: 'Enter the fee in pesos, e.g. 80 or 79.50.',
      leadDays: 'Enter a whole number of days from 0 to 7.',
      weekdays: 'Choose at least one delivery day.',
      cutoff: 'Enter the cut-off time, e.g. 16:00.',
    });
    // Named before places were coded and not found: chosen again from the lists before the zone is saved.
    expect(zoneErrors(draft({ areas: [{ ...EMPTY_AREA, province: 'Cavte', city: 'Bacoor' }] })).areas).toBe(
      'Choose each area’s province (and city) from the lists.',
    );
    const bacoor = { provinceCode: '0402100000', cityCode: '0402103000', province: 'Cavite', city: 'Bacoor' };
    expect(zoneErrors(draft({ areas: [bacoor, { ...bacoor, city: 'Bacoor City' }] })).areas).toBe(
      'An area is listed twice.',
    );
    expect(zoneErrors(draft({ deliveryFee: '80.123' })).deliveryFee).toBeDefined();
    expect(zoneErrors(draft({ deliveryFee: '-5' })).deliveryFee).toBeDefined();
    expect(zoneErrors(draft({ leadDays: '1.5' })).leadDays).toBeDefined();
  });

  it('describes days, areas and lead times in few words', () => {
    expect(describeWeekdays([1, 2, 3, 4, 5, 6])).toBe('Mon–Sat');
    expect(describeWeekdays([1, 2, 3, 4, 5, 6, 7])).toBe('Every day');
    expect(describeWeekdays([5, 1, 3])).toBe('Mon, Wed, Fri');
    expect(describeWeekdays([1, 2, 4, 5, 6])).toBe('Mon, Tue, Thu–Sat');
    expect(describeArea({ province: 'Cavite', city: 'Bacoor' })).toBe('Bacoor, Cavite');
    expect(describeArea({ province: 'Cavite', city: null })).toBe('Cavite (whole province)');
    expect([0, 1, 3].map(describeLead)).toEqual(['Same day', '1 day', '3 days']);
  });
});

describe('the manifest', () => {
  it('reads the day and the zone from the address, falling back to today and every zone', () => {
    expect(dayParam('2026-12-01', '2026-11-27')).toBe('2026-12-01');
    expect(dayParam(null, '2026-11-27')).toBe('2026-11-27');
    // Not (yet) a day: the manifest waits.
    expect(dayParam('2026-02-30', '2026-11-27')).toBeNull();
    expect(dayParam('', '2026-11-27')).toBeNull();
    expect(zoneParam('3')).toBe(3);
    expect(zoneParam('x')).toBeNull();
    expect(zoneParam(null)).toBeNull();
  });

  it('offers each order its one next step, by method', () => {
    expect(nextStep('DELIVERY', { fulfilmentStatus: null })).toBe('PACKED');
    expect(nextStep('DELIVERY', { fulfilmentStatus: 'PACKED' })).toBe('OUT_FOR_DELIVERY');
    expect(nextStep('PICKUP', { fulfilmentStatus: 'PACKED' })).toBe('READY_FOR_PICKUP');
    expect(nextStep('PICKUP', { fulfilmentStatus: 'READY_FOR_PICKUP' })).toBe('PICKED_UP');
    expect(nextStep('DELIVERY', { fulfilmentStatus: 'DELIVERED' })).toBeNull();
  });

  it('names groups and payments, and adds up the cash to collect to the centavo', () => {
    expect(groupTitle({ method: 'DELIVERY', zoneName: 'Cavite North' })).toBe('Deliveries: Cavite North');
    expect(groupTitle({ method: 'PICKUP', zoneName: null })).toBe('Pickups at the Cavite facility');
    expect(paymentText({ deliveryMethod: 'PICKUP', paymentMethod: 'CASH', paymentStatus: 'UNPAID' })).toBe(
      'Cash on pickup · Unpaid',
    );
    expect(
      cashToCollect({ orders: [{ amountToCollect: 0.1 }, { amountToCollect: 0.2 }, { amountToCollect: 0 }] as never }),
    ).toBe(0.3);
  });
});
