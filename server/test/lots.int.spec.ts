import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { addDays, labelDate, manilaDay } from '@waters/domain';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const ADD = `mutation($input: AddProductInput!) { addProduct(input: $input) { productId } }`;
const RECORD = `mutation($input: RecordLotInput!) { recordLot(input: $input) { id lotCode quantityLeft bestBefore bestBeforeLabel status sellable } }`;
const STATUS = `mutation($input: SetLotStatusInput!) { setLotStatus(input: $input) { id status sellable } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;
const APPROVE = `mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }`;
const PACK = `mutation($id: Int!, $lots: [LotChoiceInput!], $reason: String) {
  advanceFulfilment(orderId: $id, to: PACKED, lots: $lots, reason: $reason) { orderId fulfilmentStatus } }`;
const UNDO = `mutation($id: Int!) { undoFulfilmentStep(orderId: $id, reason: "Packed the wrong box", step: PACKED) { orderId } }`;
const PLAN = `query($id: Int!) { packingPlan(orderId: $id) { lineId quantity short suggested { quantity lot { lotCode } } lots { lotCode sellable } } }`;
const STOCK_OF = `query($id: ID!) { product(productId: $id) { stockQuantity } }`;
const RUNS = Number(process.env.LOTS_DB_RUNS ?? 6);

interface LotRow {
  id: number;
  quantity: number;
  quantityLeft: number;
  status: string;
  bestBefore: string;
}

/*
 * Lots on both databases: the stock is the released unexpired lots' units less what approved orders
 * hold, packing takes first-expired-first-out (or the packer's choice, with a reason), two packers
 * never take the same unit, and undoing a packing puts the units back.
 */
eachDatabase('lots', (driver) => {
  let t: TestApp;
  let employee: string;
  let customer: string;
  let serial = 0;
  const today = manilaDay(new Date());

  beforeAll(async () => {
    t = await startTestApp(driver);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = (await t.newCustomer('lotbuyer')).token;
  });
  afterAll(() => t?.close());

  const db = () => t.app.get(DataSource);
  const ok = async (query: string, variables: Record<string, unknown>, token = employee) => {
    const result = await t.gql(query, variables, token);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const product = async (): Promise<string> => {
    const productId = `LOT-${driver}-${(serial += 1)}`.slice(0, 32);
    await ok(ADD, {
      input: {
        productId,
        productName: `Lotted ${serial}`,
        productPrice: 10,
        productType: 'DRIED',
        productImage: '/images/products/dried/danggit.webp',
      },
    });
    return productId;
  };
  /** A lot made `age` days ago that keeps until `keeps` days from today. */
  const lot = async (productId: string, quantity: number, keeps: number, age = 1) =>
    (
      await ok(RECORD, {
        input: {
          productId,
          quantity,
          productionDate: addDays(today, -age),
          bestBefore: addDays(today, keeps),
          bestBeforeReason: 'Set for the test',
        },
      })
    ).recordLot as { id: number; lotCode: string };
  const order = async (productId: string, quantity: number) => {
    const placed = await ok(PLACE, { input: { items: [{ productId, quantity }] } }, customer);
    const orderId = placed.placeOrder.orderId as number;
    await ok(APPROVE, { input: { orderId } });
    return orderId;
  };
  const lotsOf = async (productId: string): Promise<LotRow[]> =>
    (
      (await db().query(
        `SELECT id, quantity, quantity_left AS quantityLeft, status, best_before AS bestBefore FROM product_lots WHERE product_id = ? ORDER BY id`,
        [productId],
      )) as LotRow[]
    ).map((row) => ({
      ...row,
      id: Number(row.id),
      quantity: Number(row.quantity),
      quantityLeft: Number(row.quantityLeft),
    }));
  const allocations = async (orderId: number) =>
    (
      (await db().query(
        `SELECT a.order_line_id AS lineId, l.lot_code AS lotCode, a.quantity AS quantity, a.override_reason AS reason
           FROM lot_allocations a JOIN product_lots l ON l.id = a.lot_id WHERE a.order_id = ? ORDER BY l.best_before, l.id`,
        [orderId],
      )) as { lotCode: string; quantity: number | string; reason: string | null }[]
    ).map((row) => ({ lotCode: row.lotCode, quantity: Number(row.quantity), reason: row.reason }));
  const stockOf = async (productId: string) => (await ok(STOCK_OF, { id: productId })).product.stockQuantity as number;
  /** The one rule, read straight from the tables: released unexpired units less approved-unpacked units. */
  const expectedStock = async (productId: string) => {
    const lots = await lotsOf(productId);
    const sellable = lots
      .filter((row) => row.status === 'RELEASED' && row.bestBefore >= today)
      .reduce((sum, row) => sum + row.quantityLeft, 0);
    const [held] = (await db().query(
      `SELECT COALESCE(SUM(l.quantity), 0) AS units FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.product_id = ? AND o.status = 'APPROVED' AND o.fulfilment_status IS NULL`,
      [productId],
    )) as { units: number | string }[];
    return Math.max(0, sellable - Number(held.units));
  };

  it('records lots by the rule, counts only released unexpired lots, and a hold takes a lot out of stock at once', async () => {
    const productId = await product();
    const ruled = await ok(RECORD, { input: { productId, quantity: 4, productionDate: today } });
    expect(ruled.recordLot).toMatchObject({
      lotCode: `DRD-${today.replaceAll('-', '')}-A`,
      quantityLeft: 4,
      bestBefore: addDays(today, 180),
      bestBeforeLabel: labelDate(addDays(today, 180)),
      status: 'RELEASED',
      sellable: true,
    });
    const second = await ok(RECORD, { input: { productId, quantity: 3, productionDate: today } });
    expect(second.recordLot.lotCode).toBe(`DRD-${today.replaceAll('-', '')}-B`);
    // Sold through its best-before day; the day after, not.
    await lot(productId, 5, 0, 10);
    await lot(productId, 9, -1, 10);
    expect(await stockOf(productId)).toBe(4 + 3 + 5);
    const changed = await t.gql(
      RECORD,
      {
        input: { productId, quantity: 1, productionDate: today, bestBefore: addDays(today, 3) },
      },
      employee,
    );
    expect(changed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // A day that does not exist is a clear 400, never read as another day.
    const impossible = await t.gql(
      RECORD,
      { input: { productId, quantity: 1, productionDate: '2026-02-31' } },
      employee,
    );
    expect(impossible.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { productionDate: 'Production date must be a date (YYYY-MM-DD)' },
    });
    const rule = await t.gql(
      `{ lotRule(productId: "${productId}", productionDate: "2026-02-31") { nextCode } }`,
      {},
      employee,
    );
    expect(rule.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const held = await ok(STATUS, { input: { lotId: ruled.recordLot.id, status: 'ON_HOLD', reason: 'Seal check' } });
    expect(held.setLotStatus).toMatchObject({ status: 'ON_HOLD', sellable: false });
    expect(await stockOf(productId)).toBe(3 + 5);
    const unreasoned = await t.gql(STATUS, { input: { lotId: second.recordLot.id, status: 'ON_HOLD' } }, employee);
    expect(unreasoned.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await ok(STATUS, { input: { lotId: ruled.recordLot.id, status: 'RELEASED' } });
    expect(await stockOf(productId)).toBe(4 + 3 + 5);
    expect(await stockOf(productId)).toBe(await expectedStock(productId));
    const asCustomer = await t.gql(`{ lots { id } }`, {}, customer);
    expect(asCustomer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('packs first expired first out, split across lots, never from a held, recalled or expired lot; an undo puts the units back', async () => {
    const productId = await product();
    const early = await lot(productId, 5, 10);
    const later = await lot(productId, 5, 20);
    const held = await lot(productId, 50, 5);
    await ok(STATUS, { input: { lotId: held.id, status: 'ON_HOLD', reason: 'Lab result pending' } });
    await lot(productId, 50, -1, 30);
    const orderId = await order(productId, 6);
    const plan = (await ok(PLAN, { id: orderId })).packingPlan;
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatchObject({
      quantity: 6,
      short: 0,
      suggested: [
        { quantity: 5, lot: { lotCode: early.lotCode } },
        { quantity: 1, lot: { lotCode: later.lotCode } },
      ],
    });
    expect((await ok(PACK, { id: orderId })).advanceFulfilment.fulfilmentStatus).toBe('PACKED');
    expect(await allocations(orderId)).toEqual([
      { lotCode: early.lotCode, quantity: 5, reason: null },
      { lotCode: later.lotCode, quantity: 1, reason: null },
    ]);
    expect(await stockOf(productId)).toBe(4);
    expect(await stockOf(productId)).toBe(await expectedStock(productId));
    await ok(UNDO, { id: orderId });
    expect(await allocations(orderId)).toEqual([]);
    expect((await lotsOf(productId)).map((row) => row.quantityLeft)).toEqual([5, 5, 50, 50]);
    expect(await stockOf(productId)).toBe(await expectedStock(productId));
  });

  it('labels each packed line with its lot, shows the customer their lots, and flags approved orders a hold leaves short', async () => {
    const productId = await product();
    const early = await lot(productId, 4, 10);
    const later = await lot(productId, 10, 20);
    const packed = await order(productId, 6);
    await ok(PACK, { id: packed });
    const labels = (
      await ok(
        `query($id: Int!) { orderLabels(orderId: $id) { lotCode bestBeforeLabel quantity orderId link qrSvg storage } }`,
        {
          id: packed,
        },
      )
    ).orderLabels as { lotCode: string; quantity: number; link: string; qrSvg: string }[];
    expect(labels.map(({ lotCode, quantity }) => ({ lotCode, quantity }))).toEqual([
      { lotCode: early.lotCode, quantity: 4 },
      { lotCode: later.lotCode, quantity: 2 },
    ]);
    expect(labels[0].link).toMatch(new RegExp(`/products/${productId}\\?lot=${early.lotCode}$`));
    expect(labels[0].qrSvg).toMatch(/^<svg[^>]*viewBox/);
    const mine = await t.gql(
      `query($id: Int!) { myOrder(orderId: $id) { cartItems { lots { lotCode bestBeforeLabel quantity } } } }`,
      { id: packed },
      customer,
    );
    expect(mine.data?.myOrder.cartItems[0].lots).toEqual([
      { lotCode: early.lotCode, bestBeforeLabel: labelDate(addDays(today, 10)), quantity: 4 },
      { lotCode: later.lotCode, bestBeforeLabel: labelDate(addDays(today, 20)), quantity: 2 },
    ]);
    // The product's page tells customers the earliest best-before on sale, never the units a lot holds.
    const page = await t.gql(`query($id: ID!) { catalogueProduct(productId: $id) { bestBeforeAtLeast } }`, {
      id: productId,
    });
    expect(page.data?.catalogueProduct).toEqual({ bestBeforeAtLeast: addDays(today, 20) });
    // 8 left in the later lot; two approved orders of 5 and 3 wait. A hold leaves them both short.
    const first = await order(productId, 5);
    const second = await order(productId, 3);
    expect((await ok(`{ lotShortages { orderId } }`, {})).lotShortages).not.toContainEqual({ orderId: first });
    await ok(STATUS, { input: { lotId: later.id, status: 'ON_HOLD', reason: 'Swollen packs' } });
    const short = (
      await ok(`{ lotShortages { orderId productId unitsShort unsellableLots } }`, {})
    ).lotShortages.filter((row: { productId: string }) => row.productId === productId);
    expect(short).toEqual([
      { orderId: first, productId, unitsShort: 5, unsellableLots: [later.lotCode] },
      { orderId: second, productId, unitsShort: 3, unsellableLots: [later.lotCode] },
    ]);
    const shelf = (
      await ok(`query($id: Int!) { lotLabels(lotId: $id) { lotCode quantity orderId } }`, { id: later.id })
    ).lotLabels;
    expect(shelf).toEqual([{ lotCode: later.lotCode, quantity: null, orderId: null }]);
  });

  it("keeps a product's GTIN and own shelf life: new lots' best-before follows it, and labels carry the GS1 Digital Link", async () => {
    const productId = await product();
    const EDIT = `mutation($input: EditProductInput!) { editProduct(input: $input) { gtin shelfLifeDays } }`;
    const wrong = await t.gql(EDIT, { input: { productId, gtin: '4801234567893' } }, employee);
    expect(wrong.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { gtin: 'GTIN must be 8, 12, 13 or 14 digits ending in its check digit' },
    });
    expect((await ok(EDIT, { input: { productId, gtin: '4801234567897', shelfLifeDays: 30 } })).editProduct).toEqual({
      gtin: '4801234567897',
      shelfLifeDays: 30,
    });
    const made = (await ok(RECORD, { input: { productId, quantity: 2, productionDate: today } })).recordLot;
    expect(made.bestBefore).toBe(addDays(today, 30));
    const [label] = (await ok(`query($id: Int!) { lotLabels(lotId: $id) { link } }`, { id: made.id })).lotLabels;
    expect(label.link).toBe(
      `${new URL(label.link).origin}/01/04801234567897/10/${made.lotCode}?17=${addDays(today, 30).slice(2).replaceAll('-', '')}`,
    );
    // Scanned, it opens the product's page with that lot and its best-before.
    const path = new URL(label.link).pathname + new URL(label.link).search;
    const opened = await fetch(`${t.url}${path}`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(
      `/products/${productId}?lot=${made.lotCode}&bestBefore=${addDays(today, 30)}`,
    );
    expect((await fetch(`${t.url}/01/04800000000009/10/NO-LOT`, { redirect: 'manual' })).status).toBe(404);
  });

  it("takes the packer's own choice only with a reason, audited, and refuses a held lot or units that do not add up", async () => {
    const productId = await product();
    await lot(productId, 5, 10);
    const later = await lot(productId, 5, 20);
    const held = await lot(productId, 5, 30);
    await ok(STATUS, { input: { lotId: held.id, status: 'ON_HOLD', reason: 'Label misprint' } });
    const orderId = await order(productId, 3);
    const [line] = (await ok(PLAN, { id: orderId })).packingPlan as { lineId: number }[];
    const choose = (lotId: number, quantity: number) => [{ lineId: line.lineId, lotId, quantity }];
    const unreasoned = await t.gql(PACK, { id: orderId, lots: choose(later.id, 3) }, employee);
    expect(unreasoned.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const short = await t.gql(PACK, { id: orderId, lots: choose(later.id, 2), reason: 'Customer asked' }, employee);
    expect(short.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const onHold = await t.gql(PACK, { id: orderId, lots: choose(held.id, 3), reason: 'Customer asked' }, employee);
    expect(onHold.errors?.[0].extensions?.code).toBe('CONFLICT');
    await ok(PACK, { id: orderId, lots: choose(later.id, 3), reason: 'Customer asked for the longest date' });
    expect(await allocations(orderId)).toEqual([
      { lotCode: later.lotCode, quantity: 3, reason: 'Customer asked for the longest date' },
    ]);
    const [audit] = (await db().query(
      `SELECT action FROM audit_events WHERE action = 'lot.allocation_overridden' AND target_id = ?`,
      [String(orderId)],
    )) as { action: string }[];
    expect(audit).toEqual({ action: 'lot.allocation_overridden' });
  });

  it('random lots and orders, packed by two packers at once: every allocation is FEFO-valid and adds up, no unit is taken twice, and the stock follows the rule', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 12 }),
            keeps: fc.integer({ min: -3, max: 30 }),
            held: fc.boolean(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }),
        async (made, wanted) => {
          const productId = await product();
          for (const { quantity, keeps, held } of made) {
            const recorded = await lot(productId, quantity, keeps, 40);
            if (held) await ok(STATUS, { input: { lotId: recorded.id, status: 'ON_HOLD', reason: 'Random hold' } });
          }
          const approved: { orderId: number; quantity: number }[] = [];
          for (const quantity of wanted) {
            const placed = await t.gql(PLACE, { input: { items: [{ productId, quantity }] } }, customer);
            if (placed.errors) continue; // more than is left: refused at placing
            const orderId = placed.data!.placeOrder.orderId as number;
            const decided = await t.gql(APPROVE, { input: { orderId } }, employee);
            if (!decided.errors) approved.push({ orderId, quantity });
          }
          expect(await stockOf(productId)).toBe(await expectedStock(productId));
          // Two packers: each order is packed by both at once; one of them wins it.
          const packed = await Promise.all(
            approved.flatMap(({ orderId }) => [
              t.gql(PACK, { id: orderId }, employee),
              t.gql(PACK, { id: orderId }, employee),
            ]),
          );
          for (const [index, { orderId, quantity }] of approved.entries()) {
            const wins = [packed[2 * index], packed[2 * index + 1]].filter((result) => !result.errors);
            expect(wins.length).toBeLessThanOrEqual(1);
            const taken = await allocations(orderId);
            expect(taken.reduce((sum, row) => sum + row.quantity, 0)).toBe(wins.length === 1 ? quantity : 0);
          }
          const lots = await lotsOf(productId);
          for (const row of lots) {
            const [{ taken }] = (await db().query(
              'SELECT COALESCE(SUM(quantity), 0) AS taken FROM lot_allocations WHERE lot_id = ?',
              [row.id],
            )) as { taken: number | string }[];
            expect(row.quantityLeft).toBeGreaterThanOrEqual(0);
            expect(row.quantityLeft + Number(taken)).toBe(row.quantity);
            const sellable = row.status === 'RELEASED' && row.bestBefore >= today;
            if (!sellable) expect(Number(taken)).toBe(0);
            // FEFO: a lot was taken from only once every sellable lot expiring earlier was empty.
            if (Number(taken) > 0)
              for (const earlier of lots.filter((other) => other.bestBefore < row.bestBefore))
                if (earlier.status === 'RELEASED' && earlier.bestBefore >= today) expect(earlier.quantityLeft).toBe(0);
          }
          expect(await stockOf(productId)).toBe(await expectedStock(productId));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
