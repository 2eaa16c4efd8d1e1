import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { addDays, dateRefusal, offeredDates, PICKUP_RULE, type DateRule, type DeliveryMethod } from '@waters/domain';
import fc from 'fast-check';
import { Clock } from '../src/platform/time/clock.js';
import { eachDatabase } from './support/each-database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * The dates offered are checked against the rules written out here once more, independently of
 * the domain's code: on or after the intake day plus the lead, on a weekday the zone (or counter)
 * works, within the horizon, and for perishable fish delivered, no Sunday on the road.
 */
const HORIZON = 14;
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** The Manila day an order placed at `at` is taken in: that day before the cut-off, the next from it on. */
function intakeOf(at: Date, cutoff: string): string {
  const manila = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return manila.slice(11, 16) < cutoff ? manila.slice(0, 10) : addDays(manila.slice(0, 10), 1);
}

/** Every rule a date must obey, each checked on its own. */
function obeys(date: string, rule: DateRule, at: Date, perishableDelivery: boolean): boolean {
  const intake = intakeOf(at, rule.cutoff);
  const onTheRoad = Array.from({ length: rule.leadDays + 1 }, (_, back) => addDays(date, -back));
  return (
    date >= addDays(intake, rule.leadDays) &&
    date <= addDays(intake, HORIZON) &&
    rule.weekdays.includes(weekday(date)) &&
    !(perishableDelivery && onTheRoad.some((day) => weekday(day) === 7))
  );
}

/** Every day from a little before the intake day to a little after the horizon. */
const around = (at: Date, cutoff: string) =>
  Array.from({ length: HORIZON + 6 }, (_, i) => addDays(intakeOf(at, cutoff), i - 3));

const rules = fc.record({
  leadDays: fc.integer({ min: 0, max: 7 }),
  weekdays: fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
  cutoff: fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
});
/** Any moment from 2026 to 2030, to the minute (cut-offs are minutes). */
const instants = fc
  .integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2031, 0, 1) / 60_000 })
  .map((minute) => new Date(minute * 60_000));
const methods = fc.constantFrom<DeliveryMethod>('DELIVERY', 'PICKUP');

describe('offered dates (the shared rule)', () => {
  it('offers exactly the dates that obey every rule, and refuses every other with a reason', () => {
    fc.assert(
      fc.property(rules, instants, fc.boolean(), methods, (rule, at, perishable, method) => {
        const question = { method, rule: method === 'PICKUP' ? PICKUP_RULE : rule, orderedAt: at, perishable };
        const offered = offeredDates(question);
        for (const day of around(at, question.rule.cutoff)) {
          const ok = obeys(day, question.rule, at, perishable && method === 'DELIVERY');
          expect({ day, offered: offered.includes(day), refused: dateRefusal(day, question) !== null }).toEqual({
            day,
            offered: ok,
            refused: !ok,
          });
        }
        expect([...offered].sort()).toEqual(offered);
      }),
      { numRuns: 500 },
    );
  });
});

const PRODUCTS = ['DRD-001', 'DRD-012', 'MAR-001', 'SMK-001', 'SMK-008'];
const OPTIONS =
  'query($i: DeliveryQuoteInput!) { deliveryOptions(input: $i) { dates perishable deliveryFee unavailableReason } }';
const PLACE =
  'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { deliveryDate deliveryFee goodsAmount totalAmount } }';

eachDatabase('offered dates (the server)', (driver) => {
  let t: TestApp;
  let customer: string;
  let employee: string;
  let zoneId: number;
  let addressId: number;
  let now = new Date();

  const must = async (field: string, document: string, token: string, variables: Record<string, unknown>) => {
    const result = await t.gql(document, variables, token);
    if (!result.data?.[field]) throw new Error(`${field} failed: ${JSON.stringify(result.errors)}`);
    return result.data[field];
  };
  const zoneInput = (rule: DateRule, fee: number) => ({
    name: 'Property zone',
    areas: [{ province: 'Marinduque' }],
    deliveryFee: fee,
    active: true,
    ...rule,
  });

  beforeAll(async () => {
    t = await startTestApp(driver);
    customer = (await t.newCustomer('dates-prop')).token;
    employee = await t.login('employee', 'employee', 'waters-employee');
    const zone = await must(
      'createDeliveryZone',
      'mutation($i: DeliveryZoneInput!) { createDeliveryZone(input: $i) { id } }',
      employee,
      { i: zoneInput(PICKUP_RULE, 99) },
    );
    zoneId = zone.id;
    const address = { label: 'Home', address: '7 Mango St.', city: 'Boac', province: 'Marinduque', isDefault: true };
    addressId = (
      await must('addAddress', 'mutation($i: AddressInput!) { addAddress(input: $i) { id } }', customer, { i: address })
    ).id;
    jest.spyOn(Clock.prototype, 'now').mockImplementation(() => new Date(now));
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  it('offers only dates that obey the rules, places an order on one of them, and refuses one that is not offered', async () => {
    await fc.assert(
      fc.asyncProperty(
        rules,
        fc.integer({ min: 0, max: 50_000 }),
        instants,
        fc.subarray(PRODUCTS, { minLength: 1 }),
        methods,
        fc.nat(),
        fc.nat(),
        async (rule, feeCentavos, at, products, method, pickOffered, pickOther) => {
          await must(
            'updateDeliveryZone',
            'mutation($id: Int!, $i: DeliveryZoneInput!) { updateDeliveryZone(id: $id, input: $i) { id } }',
            employee,
            {
              id: zoneId,
              i: zoneInput(rule, feeCentavos / 100),
            },
          );
          now = at;
          const items = products.map((productId) => ({ productId, quantity: 1 }));
          const perishable = products.some((id) => !id.startsWith('DRD'));
          const options = await must('deliveryOptions', OPTIONS, customer, { i: { method, addressId, items } });
          const applied = method === 'PICKUP' ? PICKUP_RULE : rule;
          expect(options.perishable).toBe(perishable);
          expect(options.deliveryFee).toBe(method === 'PICKUP' ? 0 : feeCentavos / 100);
          const expected = around(at, applied.cutoff).filter((day) =>
            obeys(day, applied, at, perishable && method === 'DELIVERY'),
          );
          expect(options.dates).toEqual(expected);
          expect(options.unavailableReason).toEqual(expected.length === 0 ? expect.any(String) : null);

          const delivery = { method, addressId: method === 'DELIVERY' ? addressId : null };
          const others = around(at, applied.cutoff).filter((day) => !expected.includes(day));
          const refused = await t.gql(
            PLACE,
            { i: { items, delivery: { ...delivery, date: others[pickOther % others.length] } } },
            customer,
          );
          expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
          if (expected.length === 0) return;
          const date = expected[pickOffered % expected.length];
          const placed = await must('placeOrder', PLACE, customer, { i: { items, delivery: { ...delivery, date } } });
          expect(placed.deliveryDate).toBe(date);
          expect(Math.round((placed.totalAmount - placed.goodsAmount) * 100)).toBe(
            method === 'PICKUP' ? 0 : feeCentavos,
          );
        },
      ),
      { numRuns: 25 },
    );
  });
});
