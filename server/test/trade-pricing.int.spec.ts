import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import {
  addDays,
  manilaDay,
  manilaDayStart,
  nextAcceptedQuantity,
  orderAmountShortfall,
  quantityShortfall,
  unitCentavosFor,
  type PriceTier,
  type TradeQuantityRule,
} from '@waters/domain';
import fc from 'fast-check';
import { rmSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { Product } from '../src/modules/products/product.entity.js';
import { PriceGroup } from '../src/modules/trade/price-group.entity.js';
import { TradeAccount } from '../src/modules/trade/trade-account.entity.js';
import { TradePrice } from '../src/modules/trade/trade-price.entity.js';
import { TRADE_CACHE_TOPICS } from '../src/modules/trade/pricing/trade-terms-memory.js';
import { SharedEvents } from '../src/platform/shared-state/shared-events.js';
import { Clock } from '../src/platform/time/clock.js';
import { eachDatabase } from './support/each-database.js';
import { dataBlock, fakeClient } from './support/fake-client.js';
import { cartItem } from './support/legacy-rest.js';
import { DEMO, startTestApp, type GqlResult, type TestApp } from './support/test-app.js';
import { clientCall } from './support/trusted-calls.js';

/*
 * Trade prices on both databases, against random groups, price lists, rules, days and carts: the
 * price myTradeTerms shows (read as the web client will, with unitCentavosFor) is the price the
 * order is charged, to the centavo and at the tiers' very boundaries; a refused cart names every
 * line that fails and only those; a household placing the same cart pays retail and has no terms;
 * and no catalogue answer, for anyone, ever shows a trade price.
 */
const RUNS = Number(process.env.TRADE_PRICING_RUNS ?? 20);
const PUBLIC_URL = 'https://shop.waters.ph';
const TERMS = `{ myTradeTerms { businessName groupName minOrderAmount termsDays today
  products { productId tiers { minQuantity unitPrice } minQuantity multiple } } }`;
/** The products every run prices, at their retail prices (centavos). */
const RETAIL = [9550, 12000, 28500, 1275];

interface RowSpec {
  readonly minQuantity: number;
  readonly unitCentavos: number;
  /** Days from today; null: since always. */
  readonly from: number | null;
  /** Days after the start (or after four days ago); null: until further notice. */
  readonly length: number | null;
}
type Household = 'none' | 'PENDING' | 'DECLINED';
interface Run {
  readonly minOrderCentavos: number;
  readonly termsDays: number | null;
  readonly dayOffset: number;
  readonly secondOfDay: number;
  readonly products: readonly { readonly rule: TradeQuantityRule; readonly rows: readonly RowSpec[] }[];
  readonly cart: readonly { readonly product: number; readonly quantity: number }[];
  /** Which tier of which priced product to order at one below its quantity and at it exactly. */
  readonly edge: { readonly product: number; readonly tier: number };
  readonly household: Household;
}

const rowArb: fc.Arbitrary<RowSpec> = fc.record({
  minQuantity: fc.integer({ min: 1, max: 30 }),
  unitCentavos: fc.integer({ min: 1, max: 30_000 }),
  from: fc.option(fc.integer({ min: -4, max: 4 })),
  length: fc.option(fc.integer({ min: 0, max: 4 })),
});
const ruleArb: fc.Arbitrary<TradeQuantityRule> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ minQuantity: null, multiple: null }) },
  {
    weight: 2,
    arbitrary: fc.record({
      minQuantity: fc.option(fc.integer({ min: 1, max: 30 })),
      multiple: fc.option(fc.integer({ min: 1, max: 12 })),
    }),
  },
);
const runArb: fc.Arbitrary<Run> = fc.record({
  minOrderCentavos: fc.oneof(
    { weight: 2, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 400_000 }) },
  ),
  termsDays: fc.option(fc.integer({ min: 1, max: 90 })),
  dayOffset: fc.integer({ min: 0, max: 30 }),
  // Manila's midnight and the second before it, now and then.
  secondOfDay: fc.oneof(fc.constantFrom(0, 86_399), fc.integer({ min: 0, max: 86_399 })),
  products: fc.array(fc.record({ rule: ruleArb, rows: fc.array(rowArb, { maxLength: 4 }) }), {
    minLength: RETAIL.length,
    maxLength: RETAIL.length,
  }),
  cart: fc.uniqueArray(
    fc.record({ product: fc.integer({ min: 0, max: RETAIL.length - 1 }), quantity: fc.integer({ min: 1, max: 40 }) }),
    {
      minLength: 1,
      maxLength: RETAIL.length,
      selector: (line) => line.product,
    },
  ),
  edge: fc.record({ product: fc.nat(), tier: fc.nat() }),
  household: fc.constantFrom<Household>('none', 'PENDING', 'DECLINED'),
});

/** What the test expects the tiers of a day to be, written out again: rows holding that day, the later start winning a quantity. */
function expectedTiers(rows: readonly RowSpec[], today: string): PriceTier[] {
  const held = new Map<number, { from: string; unitCentavos: number }>();
  for (const row of rows) {
    const from = row.from === null ? null : addDays(today, row.from);
    const to = row.length === null ? null : addDays(from ?? addDays(today, -4), row.length);
    if ((from !== null && from > today) || (to !== null && to < today)) continue;
    const before = held.get(row.minQuantity);
    if (!before || (from ?? '') > before.from)
      held.set(row.minQuantity, { from: from ?? '', unitCentavos: row.unitCentavos });
  }
  return [...held].sort(([a], [b]) => a - b).map(([minQuantity, { unitCentavos }]) => ({ minQuantity, unitCentavos }));
}

const accepts = ({ minQuantity, multiple }: TradeQuantityRule, quantity: number) =>
  quantity >= (minQuantity ?? 1) && quantity % (multiple ?? 1) === 0;
const centavos = (pesos: number | string) => Math.round(Number(pesos) * 100);

interface TermsAnswer {
  businessName: string;
  groupName: string;
  minOrderAmount: number;
  termsDays: number | null;
  today: string;
  products: {
    productId: string;
    tiers: { minQuantity: number; unitPrice: number }[];
    minQuantity: number | null;
    multiple: number | null;
  }[];
}
interface CartLine {
  readonly productId: string;
  readonly name: string;
  readonly retail: number;
  readonly rule: TradeQuantityRule;
  readonly quantity: number;
}
interface LineProblem {
  productId: string | null;
  message: string;
}

eachDatabase('trade pricing', (driver) => {
  let t: TestApp;
  let dir: string;
  let employee: string;
  let buyer: { token: string; id: string };
  let households: Record<Household, { token: string; id: string }>;
  let productIds: string[];
  let names: string[];
  let now = Date.now();
  let groups = 0;
  const counts = { accepted: 0, refused: 0, boundaries: 0 };

  beforeAll(async () => {
    dir = fakeClient();
    t = await startTestApp(driver, { clientDir: dir, publicUrl: new URL(PUBLIC_URL) });
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    buyer = await t.newCustomer(`trade-buyer-${driver}`);
    households = {
      none: await t.newCustomer(`household-${driver}`),
      PENDING: await t.newCustomer(`pending-${driver}`),
      DECLINED: await t.newCustomer(`declined-${driver}`),
    };
    productIds = RETAIL.map((_, i) => `TRD-${driver}-${i + 1}`);
    names = RETAIL.map((_, i) => `Trade Tuyo ${i + 1}`);
    for (const [i, retail] of RETAIL.entries()) {
      const added = await t.gql(
        'mutation($input: AddProductInput!) { addProduct(input: $input) { productId } }',
        {
          input: {
            productId: productIds[i],
            productName: names[i],
            productPrice: retail / 100,
            productType: 'DRIED',
            productImage: '/images/products/dried/danggit.webp',
          },
        },
        employee,
      );
      expect(added.errors).toBeUndefined();
    }
    for (const customer of [buyer, households.PENDING, households.DECLINED]) await account(customer, 'PENDING', null);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const db = () => t.app.get(DataSource);
  /** Written straight to the tables, so told to every instance as the back office's committed events would. */
  const committed = async () => {
    for (const topic of Object.values(TRADE_CACHE_TOPICS)) await t.app.get(SharedEvents).publish(topic, null);
  };
  /** Writes (or rewrites) a customer's trade account as the back office leaves it. */
  async function account(
    customer: { token: string; id: string },
    status: TradeAccount['status'],
    group: number | null,
  ) {
    const addresses = await t.gql<{ myAddresses: { id: number }[] }>('{ myAddresses { id } }', {}, customer.token);
    await db()
      .getRepository(TradeAccount)
      .save({
        customerId: customer.id,
        businessName: `Carinderia of ${customer.id.slice(0, 8)}`,
        businessType: 'RESTAURANT',
        tin: null,
        addressId: addresses.data!.myAddresses[0].id,
        status,
        priceGroupId: group,
        declineReason: status === 'DECLINED' ? 'Not a business' : null,
        decidedBy: null,
        appliedAt: new Date(now),
        decidedAt: status === 'PENDING' ? null : new Date(now),
      });
    await committed();
  }

  /** A price group as the back office saves it; its id. */
  const newGroup = async (name: string, minOrderCentavos: number, termsDays: number | null) =>
    (
      await db()
        .getRepository(PriceGroup)
        .save({ name, minOrderCentavos, termsDays, createdAt: new Date(now), updatedAt: new Date(now) })
    ).id;
  const termsOf = async (token: string) => {
    const answer = await t.gql<{ myTradeTerms: TermsAnswer | null }>(TERMS, {}, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.myTradeTerms;
  };
  /** The unit price the terms promise for a line, read as the web client reads them. */
  const promised = (terms: TermsAnswer | null, line: CartLine) =>
    unitCentavosFor(
      line.retail,
      (terms?.products.find((p) => p.productId === line.productId)?.tiers ?? []).map((tier) => ({
        minQuantity: tier.minQuantity,
        unitCentavos: centavos(tier.unitPrice),
      })),
      line.quantity,
    );
  const place = (lines: readonly CartLine[], token: string) =>
    clientCall(
      t,
      'PlaceOrder',
      { input: { items: lines.map(({ productId, quantity }) => ({ productId, quantity })) } },
      token,
    );

  /** The order a cart makes is charged what the terms promised; a refused one names exactly the lines that fail. */
  async function expectCharged(lines: readonly CartLine[], terms: TermsAnswer, group: { name: string; min: number }) {
    const placed = await place(lines, buyer.token);
    const goods = lines.reduce((sum, line) => sum + promised(terms, line) * line.quantity, 0);
    const failing = lines.filter((line) => !accepts(line.rule, line.quantity));
    const short = goods < group.min;
    if (failing.length === 0 && !short) {
      expect(placed.errors).toBeUndefined();
      const order = placed.data!.placeOrder;
      expect(
        order.cartItems.map((item: { productId: string; productPrice: number; quantity: number }) => [
          item.productId,
          centavos(item.productPrice),
          item.quantity,
        ]),
      ).toEqual(lines.map((line) => [line.productId, promised(terms, line), line.quantity]));
      expect(centavos(order.totalAmount)).toBe(goods);
      counts.accepted += 1;
      return true;
    }
    const expected: LineProblem[] = [
      ...failing.map((line) => ({
        productId: line.productId,
        message: quantityShortfall(line.rule, line.name, line.quantity)!,
      })),
      ...(short ? [{ productId: null, message: orderAmountShortfall(group.name, group.min, goods)! }] : []),
    ];
    expect(placed.data).toBeNull();
    const [error] = placed.errors as { message: string; extensions: { code: string; lines: LineProblem[] } }[];
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.lines).toEqual(expected);
    expect(error.message).toBe(expected.map((problem) => problem.message).join('; '));
    counts.refused += 1;
    return false;
  }

  /** Every price a catalogue answer shows to this caller (null: a visitor), with where it was read. */
  async function cataloguePrices(token: string | null, shown: readonly string[]): Promise<[string, string, number][]> {
    const seen: [string, string, number][] = [];
    const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const listed = (where: string, products: { productId: string; productPrice: number }[]) =>
      seen.push(...products.map((p): [string, string, number] => [where, p.productId, centavos(p.productPrice)]));
    const storefront: GqlResult = await clientCall(t, 'AvailableProducts', {}, token ?? undefined);
    if (token) listed('AvailableProducts', storefront.data!.availableProducts);
    else expect([storefront.data, storefront.errors?.[0].extensions?.code]).toEqual([null, 'UNAUTHENTICATED']);
    listed('Catalogue', (await clientCall(t, 'Catalogue', {}, token ?? undefined)).data!.catalogue);
    const legacy = await t.rest('GET', '/api/Product/available', token ? { token } : {});
    if (token) listed('GET /api/Product/available', legacy.json);
    else expect(legacy.status).toBe(401);
    for (const productId of shown) {
      listed('CatalogueProduct', [
        (await clientCall(t, 'CatalogueProduct', { productId }, token ?? undefined)).data!.catalogueProduct,
      ]);
      const response = await fetch(`${t.url}/products/${productId}`, { headers: { accept: 'text/html', ...auth } });
      expect(response.status).toBe(200);
      const html = await response.text();
      const where = `/products/${productId}`;
      for (const [amount] of html.matchAll(/₱[\d,]+\.\d\d/g))
        seen.push([`${where} text`, productId, centavos(amount.slice(1).replaceAll(',', ''))]);
      seen.push([
        `${where} JSON-LD`,
        productId,
        centavos((dataBlock(html, 'application/ld+json') as { offers: { price: string } }).offers.price),
      ]);
      listed(`${where} data`, [
        dataBlock(html, 'application/json', 'catalogue-product') as { productId: string; productPrice: number },
      ]);
    }
    const sitemap = await (await fetch(`${t.url}/sitemap.xml`, { headers: auth })).text();
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/products/${productIds[0]}</loc>`);
    // An address list: no money in it at all.
    expect(sitemap).not.toMatch(/₱|price|\d+\.\d\d/i);
    return seen;
  }

  async function runOnce(run: Run): Promise<void> {
    const today = addDays(manilaDay(new Date()), run.dayOffset);
    now = manilaDayStart(today)!.getTime() + run.secondOfDay * 1000;
    expect(manilaDay(new Date(now))).toBe(today);
    groups += 1;
    const group = { name: `Trade ${driver} ${groups}`, min: run.minOrderCentavos };
    const groupId = await newGroup(group.name, run.minOrderCentavos, run.termsDays);
    for (const [i, { rule, rows }] of run.products.entries()) {
      await db()
        .getRepository(Product)
        .update(productIds[i], { tradeMinQuantity: rule.minQuantity, tradeMultiple: rule.multiple });
      for (const row of rows) {
        const validFrom = row.from === null ? null : addDays(today, row.from);
        await db()
          .getRepository(TradePrice)
          .insert({
            priceGroupId: groupId,
            productId: productIds[i],
            minQuantity: row.minQuantity,
            unitPriceCentavos: row.unitCentavos,
            validFrom,
            validTo: row.length === null ? null : addDays(validFrom ?? addDays(today, -4), row.length),
          });
      }
    }
    await account(buyer, 'APPROVED', groupId);
    // A household has no account, or one that is not approved (even one that names the group).
    if (run.household === 'none') {
      await db().getRepository(TradeAccount).delete({ customerId: households.none.id });
      await committed();
    } else await account(households[run.household], run.household, groupId);

    // The terms: the group, the day, and per product its tiers today and its rule.
    const terms = (await termsOf(buyer.token))!;
    expect(terms).toMatchObject({
      groupName: group.name,
      minOrderAmount: run.minOrderCentavos / 100,
      termsDays: run.termsDays,
      today,
    });
    const expectedProducts = run.products
      .map(({ rule, rows }, i) => ({
        productId: productIds[i],
        tiers: expectedTiers(rows, today).map((tier) => ({
          minQuantity: tier.minQuantity,
          unitPrice: tier.unitCentavos / 100,
        })),
        minQuantity: rule.minQuantity,
        multiple: rule.multiple,
      }))
      .filter((product) => product.tiers.length > 0 || product.minQuantity !== null || product.multiple !== null)
      .sort((a, b) => (a.productId < b.productId ? -1 : 1));
    expect(terms.products).toEqual(expectedProducts);

    const line = (product: number, quantity: number): CartLine => ({
      productId: productIds[product],
      name: names[product],
      retail: RETAIL[product],
      rule: run.products[product].rule,
      quantity,
    });
    const lines = run.cart.map(({ product, quantity }) => line(product, quantity));
    const accepted = await expectCharged(lines, terms, group);
    if (!accepted) {
      // The cart put right line by line: each quantity raised to the next one its rule accepts.
      const repaired = lines.flatMap((line) => {
        const quantity = nextAcceptedQuantity(line.rule, line.quantity);
        return quantity === null ? [] : [{ ...line, quantity }];
      });
      if (repaired.length > 0) await expectCharged(repaired, terms, group);
    }

    // A tier's boundary: one unit short of it, and exactly it.
    const priced = terms.products.filter((product) => product.tiers.length > 0);
    if (priced.length > 0) {
      const { productId, tiers } = priced[run.edge.product % priced.length];
      const { minQuantity } = tiers[run.edge.tier % tiers.length];
      for (const quantity of [minQuantity - 1, minQuantity].filter((quantity) => quantity >= 1))
        if (await expectCharged([line(productIds.indexOf(productId), quantity)], terms, group)) counts.boundaries += 1;
    }

    // A household placing the same cart pays retail, held to no rule, and has no terms.
    const household = households[run.household];
    expect(await termsOf(household.token)).toBeNull();
    const retail = await place(lines, household.token);
    expect(retail.errors).toBeUndefined();
    expect(
      retail.data!.placeOrder.cartItems.map((item: { productId: string; productPrice: number }) => [
        item.productId,
        centavos(item.productPrice),
      ]),
    ).toEqual(lines.map((line) => [line.productId, line.retail]));

    // No catalogue answer shows anyone a trade price: every price read is the product's retail price.
    const retailOf = new Map(
      (
        (await db().query('SELECT product_id AS id, price_centavos AS price FROM products')) as {
          id: string;
          price: number | string;
        }[]
      ).map((row) => [row.id, Number(row.price)]),
    );
    const shown = lines.map((line) => line.productId);
    for (const caller of [null, household.token, buyer.token]) {
      const prices = await cataloguePrices(caller, shown);
      expect(prices.length).toBeGreaterThan(shown.length * 3);
      expect(prices.filter(([, productId, price]) => retailOf.get(productId) !== price)).toEqual([]);
    }
  }

  it('charges what myTradeTerms shows, names every failing line, charges households retail, and shows trade prices to no one else', async () => {
    await fc.assert(fc.asyncProperty(runArb, runOnce), { numRuns: RUNS });
    // The runs placed orders and refused carts both, and charged quantities on tier boundaries.
    expect(counts.accepted).toBeGreaterThan(0);
    expect(counts.refused).toBeGreaterThan(0);
    expect(counts.boundaries).toBeGreaterThan(0);
  }, 600_000);

  it('a trade buyer on the legacy REST client pays the trade price, and is told every line that fails', async () => {
    now = Date.now();
    const today = manilaDay(new Date(now));
    const groupId = await newGroup(`Legacy ${driver}`, 100_000, 30);
    await db().getRepository(Product).update(productIds[0], { tradeMinQuantity: null, tradeMultiple: 12 });
    await db().getRepository(Product).update(productIds[1], { tradeMinQuantity: null, tradeMultiple: null });
    await db()
      .getRepository(TradePrice)
      .insert([
        {
          priceGroupId: groupId,
          productId: productIds[0],
          minQuantity: 12,
          unitPriceCentavos: 8000,
          validFrom: today,
          validTo: null,
        },
        {
          priceGroupId: groupId,
          productId: productIds[1],
          minQuantity: 1,
          unitPriceCentavos: 11_000,
          validFrom: null,
          validTo: today,
        },
      ]);
    await account(buyer, 'APPROVED', groupId);
    const order = (items: [number, number][]) =>
      t.rest('POST', '/api/Product/placeOrder', {
        token: buyer.token,
        body: {
          CustomerId: buyer.id,
          CartItems: items.map(([i, quantity]) => cartItem(buyer.id, productIds[i], quantity)),
        },
      });

    const placed = await order([
      [0, 12],
      [1, 1],
    ]);
    expect(placed.status).toBe(200);
    expect(placed.json.cartItems).toEqual([
      { productName: names[0], productPrice: 80, quantity: 12, totalPrice: 960 },
      { productName: names[1], productPrice: 110, quantity: 1, totalPrice: 110 },
    ]);
    expect(placed.json.totalAmount).toBe(1070);

    const refused = await order([[0, 10]]);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(
      `add 2 more packs of ${names[0]} — sold to trade in 12s; add ₱45.00 more — Legacy ${driver} orders start at ₱1,000.00`,
    );
  });

  it('costs a household order one read of its trade account, by primary key; a trade order one more, for its prices', async () => {
    now = Date.now();
    const groupId = await newGroup(`Counted ${driver}`, 0, null);
    await db().getRepository(Product).update(productIds[1], { tradeMinQuantity: null, tradeMultiple: null });
    await db().getRepository(TradePrice).insert({
      priceGroupId: groupId,
      productId: productIds[1],
      minQuantity: 1,
      unitPriceCentavos: 9000,
      validFrom: null,
      validTo: null,
    });
    await account(buyer, 'APPROVED', groupId);
    const read: string[] = [];
    const logged = jest.spyOn(t.queries, 'logQuery').mockImplementation((query: string) => {
      if (/[`"](trade_accounts|trade_prices|price_groups)[`"]/.test(query)) read.push(query);
    });
    try {
      const cart = { input: { items: [{ productId: productIds[1], quantity: 1 }] } };
      expect((await clientCall(t, 'PlaceOrder', cart, households.none.token)).errors).toBeUndefined();
      expect(read).toHaveLength(1);
      expect(read[0]).toMatch(/FROM [`"]?trade_accounts[`"]?/);
      expect(read[0]).toMatch(/customer_id[`"]? = /);
      read.length = 0;
      const traded = await clientCall(t, 'PlaceOrder', cart, buyer.token);
      expect(traded.data?.placeOrder.cartItems[0].productPrice).toBe(90);
      expect(read).toHaveLength(2);
      expect(read[1]).toMatch(/FROM [`"]?trade_prices[`"]?/);
    } finally {
      logged.mockRestore();
    }
  });
});
