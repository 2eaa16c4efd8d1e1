import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;
const APPROVE = `mutation($input: DecideOrderInput!) { approveOrder(input: $input) { authorizationDate } }`;
const CANCEL = `mutation($input: DecideOrderInput!) { cancelOrder(input: $input) { orderId } }`;
const SHEET = `query($day: String!) { pickSheet(day: $day) { day orderCount items { productId productName productType quantity } } }`;

/** The Manila (UTC+8) calendar day of an instant, YYYY-MM-DD. */
const manilaDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);

eachDatabase('daily pick sheet', (driver) => {
  let t: TestApp;
  let employee: string;
  let customer: { token: string; id: string };

  beforeAll(async () => {
    t = await startTestApp(driver);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = await t.newCustomer('gina');
  });
  afterAll(() => t?.close());

  const place = async (items: { productId: string; quantity: number }[]) =>
    (await t.gql(PLACE, { input: { items } }, customer.token)).data!.placeOrder.orderId as number;

  it('sums the orders approved that Manila day by product, sorted by type then name; cancelled and pending orders are left out', async () => {
    const first = await place([
      { productId: 'DRD-001', quantity: 2 },
      { productId: 'SMK-008', quantity: 1 },
    ]);
    const second = await place([{ productId: 'DRD-001', quantity: 3 }]);
    const cancelled = await place([{ productId: 'MAR-001', quantity: 7 }]);
    await place([{ productId: 'MAR-001', quantity: 9 }]);
    const decidedAt = (await t.gql(APPROVE, { input: { orderId: first } }, employee)).data!.approveOrder
      .authorizationDate;
    const secondAt = (await t.gql(APPROVE, { input: { orderId: second } }, employee)).data!.approveOrder
      .authorizationDate;
    await t.gql(CANCEL, { input: { orderId: cancelled } }, employee);
    const day = manilaDay(decidedAt);
    expect(manilaDay(secondAt)).toBe(day); // both approvals fall in one Manila day (not at midnight)

    const sheet = (await t.gql(SHEET, { day }, employee)).data!.pickSheet;
    expect(sheet).toEqual({
      day,
      orderCount: 2,
      items: [
        { productId: 'DRD-001', productName: 'Dried Danggit (Rabbitfish) 250 g', productType: 'DRIED', quantity: 5 },
        { productId: 'SMK-008', productName: 'Tinapa Flakes in Corn Oil 220 g', productType: 'SMOKED', quantity: 1 },
      ],
    });

    // The packers read each product's storage guidance on the sheet (the seeded catalogue's).
    const stored = (
      await t.gql(
        `query($day: String!) { pickSheet(day: $day) { items { productId storage { temperature shelfLifeUnopened } } } }`,
        { day },
        employee,
      )
    ).data!.pickSheet.items;
    expect(stored).toEqual([
      {
        productId: 'DRD-001',
        storage: { temperature: 'Cool, dry place away from sunlight (below 25 °C)', shelfLifeUnopened: '6 months' },
      },
      // The smoked kind's guidance, in the FAQ's figures: 5 to 7 days refrigerated.
      {
        productId: 'SMK-008',
        storage: {
          temperature: 'Refrigerated at 0 to 4 °C, or frozen at -18 °C or colder',
          shelfLifeUnopened: '5 to 7 days refrigerated; up to 3 months frozen',
        },
      },
    ]);

    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await t.gql(SHEET, { day: dayBefore }, employee)).data!.pickSheet).toEqual({
      day: dayBefore,
      orderCount: 0,
      items: [],
    });
  });

  it('refuses a day that is not a calendar date, and anyone but employees', async () => {
    const bad = await t.gql(SHEET, { day: '2026-02-30' }, employee);
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Day must be a date like 2026-03-01.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await t.gql(SHEET, { day: '2026-03-01' }, customer.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(SHEET, { day: '2026-03-01' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
