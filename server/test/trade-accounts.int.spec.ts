import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { TIN_MESSAGE } from '@waters/domain';
import { DataSource } from 'typeorm';
import { OutboxDispatcher } from '../src/modules/notifications/outbox-dispatcher.js';
import { eachDatabase } from './support/each-database.js';
import { mailThrough, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const STAFF = 'trade@waters.test';
const ACCOUNT =
  'customerId businessName businessType tin addressId addressText status declineReason priceGroup { id name accountCount }';
const APPLY = `mutation($i: ApplyForTradeAccountInput!) { applyForTradeAccount(input: $i) { ${ACCOUNT} } }`;
const MINE = `{ myTradeAccount { ${ACCOUNT} } }`;
const APPROVE = `mutation($i: ApproveTradeAccountInput!) { approveTradeAccount(input: $i) { ${ACCOUNT} } }`;
const DECLINE = `mutation($i: DeclineTradeAccountInput!) { declineTradeAccount(input: $i) { ${ACCOUNT} } }`;
const ADD_ADDRESS = `mutation($i: AddressInput!) { addAddress(input: $i) { id } }`;
const GROUP = 'id name minOrderAmount termsDays accountCount';
const GROUPS = `{ priceGroups { ${GROUP} } }`;
const SAVE_GROUP = `mutation($i: PriceGroupInput!) { savePriceGroup(input: $i) { ${GROUP} } }`;
const ROW = 'id productId productName minQuantity unitPrice validFrom validTo';
const PRICES = `query($g: Int!) { tradePrices(priceGroupId: $g) { ${ROW} } }`;
const SET_PRICES = `mutation($i: SetTradePricesInput!) { setTradePrices(input: $i) { ${ROW} } }`;
const CSV = 'query($g: Int!) { tradePricesCsv(priceGroupId: $g) }';
const IMPORT =
  'mutation($g: Int!, $csv: String!) { importTradePrices(priceGroupId: $g, csv: $csv) { imported problems { line message } } }';
const RULE = `mutation($i: TradeQuantityRuleInput!) { setTradeQuantityRule(input: $i) { productId tradeMinQuantity tradeMultiple } }`;
const HEADER = 'product_id,min_quantity,unit_price,valid_from,valid_to';

/*
 * Trade accounts end to end over HTTP, with the real mail server: a customer applies for their own
 * business at one of their own addresses (the staff are mailed), an employee approves it into a
 * price group or declines it with a reason (the customer is mailed, the activity log keeps it), and
 * employees keep the groups, their price lists (by hand and as a file) and how products are sold to
 * trade.
 */
eachDatabase('trade accounts', (driver) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let employee: string;
  let secondEmployee: string;
  const groups: Record<string, number> = {};

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(driver, { mail: mailThrough(inbox, [STAFF]) });
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    // Another session at another desk: two employees deciding at once.
    secondEmployee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    for (const group of (await ok(GROUPS)).priceGroups as { id: number; name: string }[]) groups[group.name] = group.id;
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });

  const ok = async (query: string, variables: Record<string, unknown> = {}, token = employee) => {
    const result = await t.gql(query, variables, token);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const refusal = async (query: string, variables: Record<string, unknown>, token = employee) => {
    const result = await t.gql(query, variables, token);
    expect(result.data).toBeNull();
    const [error] = result.errors ?? [];
    return { code: error?.extensions?.code, message: error?.message };
  };
  const mailsTo = async (address: string) => {
    await t.app.get(OutboxDispatcher).drain();
    return inbox.to(address);
  };
  const auditOf = async (targetType: string, targetId: string | number) =>
    (
      (await t.app
        .get(DataSource)
        .query('SELECT action FROM audit_events WHERE target_type = ? AND target_id = ? ORDER BY id', [
          targetType,
          String(targetId),
        ])) as { action: string }[]
    ).map((row) => row.action);
  /** A new customer with an address-book entry in Bacoor: their token, id, e-mail and that address. */
  const customer = async (name: string) => {
    const email = `${name}-${driver}@waters.test`;
    const { token, id } = await t.newCustomer(`${name}${driver}`, { emailAddress: email });
    const address = (
      await ok(
        ADD_ADDRESS,
        { i: { label: 'Eatery', address: '12 Aguinaldo Hwy.', city: 'Bacoor', province: 'Cavite', isDefault: false } },
        token,
      )
    ).addAddress.id as number;
    return { token, id, email, address };
  };
  const application = (address: number, businessName = 'Tuyo Eatery') => ({
    i: { businessName: `  ${businessName}  `, businessType: 'RESTAURANT', tin: '123-456-789-000', addressId: address },
  });

  it('mails the staff an application, approves it into a group (the customer is mailed the group, the log keeps it) and moves it to another', async () => {
    const buyer = await customer('eatery');
    expect((await ok(MINE, {}, buyer.token)).myTradeAccount).toBeNull();
    const applied = (await ok(APPLY, application(buyer.address), buyer.token)).applyForTradeAccount;
    expect(applied).toEqual({
      customerId: buyer.id,
      businessName: 'Tuyo Eatery',
      businessType: 'RESTAURANT',
      tin: '123-456-789-000',
      addressId: buyer.address,
      addressText: '12 Aguinaldo Hwy., Bacoor, Cavite',
      status: 'PENDING',
      declineReason: null,
      priceGroup: null,
    });
    const [told] = (await mailsTo(STAFF)).filter(
      (mail) => mail.subject === 'New trade account application: Tuyo Eatery',
    );
    expect(told.text).toContain('Address: 12 Aguinaldo Hwy., Bacoor, Cavite');
    expect(told.text).toContain(`<${buyer.email}>`);
    expect((await ok('{ tradeAccounts(status: PENDING) { customerId } }')).tradeAccounts).toContainEqual({
      customerId: buyer.id,
    });

    const approved = (await ok(APPROVE, { i: { customerId: buyer.id, priceGroupId: groups.Restaurant } }))
      .approveTradeAccount;
    expect(approved).toMatchObject({
      status: 'APPROVED',
      priceGroup: { id: groups.Restaurant, name: 'Restaurant', accountCount: 1 },
    });
    expect((await ok(MINE, {}, buyer.token)).myTradeAccount).toEqual(approved);
    const [mail] = await mailsTo(buyer.email);
    expect(mail.subject).toBe('Your trade account is approved');
    expect(mail.text).toContain("the Restaurant group's prices");
    expect(await auditOf('trade_account', buyer.id)).toEqual(['trade_account.applied', 'trade_account.approved']);

    // Already approved: the customer cannot apply again, nor be approved twice into the same group.
    expect(await refusal(APPLY, application(buyer.address), buyer.token)).toMatchObject({ code: 'CONFLICT' });
    expect(await refusal(APPROVE, { i: { customerId: buyer.id, priceGroupId: groups.Restaurant } })).toEqual({
      code: 'CONFLICT',
      message: "Tuyo Eatery already buys at the Restaurant group's prices.",
    });
    const moved = (await ok(APPROVE, { i: { customerId: buyer.id, priceGroupId: groups.Reseller } }))
      .approveTradeAccount;
    expect(moved.priceGroup).toMatchObject({ name: 'Reseller', accountCount: 1 });
    expect((await mailsTo(buyer.email)).map((sent) => sent.subject)).toEqual([
      'Your trade account is approved',
      "Your trade account now buys at the Reseller group's prices",
    ]);
  });

  it('lets one of two employees approving at once win; the other is told and nothing is sent twice', async () => {
    const buyer = await customer('race');
    await ok(APPLY, application(buyer.address, 'Race Canteen'), buyer.token);
    const input = { i: { customerId: buyer.id, priceGroupId: groups.Restaurant } };
    const answers = await Promise.all([employee, secondEmployee].map((token) => t.gql(APPROVE, input, token)));
    expect(answers.filter((answer) => answer.data?.approveTradeAccount?.status === 'APPROVED')).toHaveLength(1);
    expect(answers.flatMap((answer) => answer.errors ?? []).map((error) => error.extensions?.code)).toEqual([
      'CONFLICT',
    ]);
    expect(await auditOf('trade_account', buyer.id)).toEqual(['trade_account.applied', 'trade_account.approved']);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it('declines with a reason (mailed), takes a new application after it, and refuses a decline of what is decided', async () => {
    const buyer = await customer('declined');
    await ok(APPLY, application(buyer.address, 'Sari-sari'), buyer.token);
    expect(await refusal(DECLINE, { i: { customerId: buyer.id, reason: '   ' } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Say why: the customer is told the reason.',
    });
    const declined = (await ok(DECLINE, { i: { customerId: buyer.id, reason: 'We could not confirm the TIN.' } }))
      .declineTradeAccount;
    expect(declined).toMatchObject({ status: 'DECLINED', declineReason: 'We could not confirm the TIN.' });
    const [mail] = await mailsTo(buyer.email);
    expect(mail.subject).toBe('Your trade account application');
    expect(mail.text).toContain('Why: We could not confirm the TIN.');
    expect(await refusal(DECLINE, { i: { customerId: buyer.id, reason: 'Again' } })).toMatchObject({
      code: 'CONFLICT',
    });

    const again = (await ok(APPLY, application(buyer.address, 'Sari-sari Store'), buyer.token)).applyForTradeAccount;
    expect(again).toMatchObject({ businessName: 'Sari-sari Store', status: 'PENDING', declineReason: null });
    expect((await mailsTo(STAFF)).map((sent) => sent.subject)).toContain(
      'New trade account application: Sari-sari Store',
    );
    expect(await auditOf('trade_account', buyer.id)).toEqual([
      'trade_account.applied',
      'trade_account.declined',
      'trade_account.applied',
    ]);
  });

  it("refuses an application with someone else's address, a bad TIN or no name, and a second one while the first waits", async () => {
    const buyer = await customer('refused');
    const other = await customer('neighbour');
    expect(await refusal(APPLY, application(other.address), buyer.token)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Choose one of your addresses.',
    });
    expect(await refusal(APPLY, { i: { ...application(buyer.address).i, tin: '12-34' } }, buyer.token)).toEqual({
      code: 'BAD_USER_INPUT',
      message: TIN_MESSAGE,
    });
    expect(await refusal(APPLY, { i: { ...application(buyer.address).i, businessName: ' ' } }, buyer.token)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Business name is required',
    });
    // The profile address (0, as at checkout) is theirs too; a TIN may be left out.
    await ok(APPLY, { i: { ...application(0).i, tin: '' } }, buyer.token);
    expect(await refusal(APPLY, application(buyer.address), buyer.token)).toEqual({
      code: 'CONFLICT',
      message: 'You already have a trade account application: we are looking at it and will e-mail you our answer.',
    });
    expect((await ok(MINE, {}, buyer.token)).myTradeAccount).toMatchObject({
      tin: null,
      addressId: expect.any(Number),
    });
    expect(await refusal(APPROVE, { i: { customerId: buyer.id, priceGroupId: 2147483647 } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Choose a price group.',
    });
    expect(await refusal(APPROVE, { i: { customerId: other.id, priceGroupId: groups.Restaurant } })).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('makes and changes price groups (audited), refusing a name taken in any case and terms out of range', async () => {
    const made = (await ok(SAVE_GROUP, { i: { name: ' Canteens ', minOrderAmount: 5000, termsDays: 30 } }))
      .savePriceGroup;
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'Canteens',
      minOrderAmount: 5000,
      termsDays: 30,
      accountCount: 0,
    });
    const changed = (
      await ok(SAVE_GROUP, {
        i: { id: made.id, name: 'Canteens and carinderias', minOrderAmount: 2500.5, termsDays: null },
      })
    ).savePriceGroup;
    expect(changed).toEqual({ ...made, name: 'Canteens and carinderias', minOrderAmount: 2500.5, termsDays: null });
    expect(await refusal(SAVE_GROUP, { i: { name: 'restaurant', minOrderAmount: 0 } })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'A price group named restaurant already exists.',
    });
    expect(await refusal(SAVE_GROUP, { i: { id: made.id, name: 'Reseller', minOrderAmount: 0 } })).toMatchObject({
      message: 'A price group named Reseller already exists.',
    });
    expect(await refusal(SAVE_GROUP, { i: { name: 'Late payers', minOrderAmount: 0, termsDays: 91 } })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Terms must be a whole number of days from 1 to 90',
    });
    expect(await refusal(SAVE_GROUP, { i: { name: 'Negative', minOrderAmount: -1 } })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Minimum order must not be negative',
    });
    expect(await auditOf('price_group', made.id)).toEqual(['price_group.saved', 'price_group.saved']);
  });

  it("sets a product's rows, refusing two prices from one quantity on the same day", async () => {
    const set = (rows: unknown[], productId = 'DRD-001') =>
      t.gql(SET_PRICES, { i: { priceGroupId: groups.Restaurant, productId, rows } }, employee);
    const overlapping = await set([
      { minQuantity: 10, unitPrice: 250 },
      { minQuantity: 10, unitPrice: 240, validFrom: '2026-12-01', validTo: '2026-12-31' },
    ]);
    expect(overlapping.errors?.[0]).toMatchObject({
      message: 'Two prices for DRD-001 from 10 packs overlap on 2026-12-01',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      (await set([{ minQuantity: 10, unitPrice: 250, validFrom: '2026-12-31', validTo: '2026-12-01' }])).errors?.[0]
        .message,
    ).toBe('Valid from (2026-12-31) must be on or before valid to (2026-12-01)');
    expect((await set([{ minQuantity: 0, unitPrice: 250 }])).errors?.[0].message).toBe(
      'Quantity must be a whole number from 1 to 999',
    );
    expect((await set([{ minQuantity: 5, unitPrice: 0 }])).errors?.[0].message).toBe('Price must be greater than zero');
    expect((await set([], 'NO-SUCH')).errors?.[0].message).toBe('Product NO-SUCH was not found.');

    const rows = (
      await set([
        { minQuantity: 10, unitPrice: 250, validTo: '2026-12-31' },
        { minQuantity: 10, unitPrice: 240, validFrom: '2027-01-01' },
        { minQuantity: 1, unitPrice: 270.5 },
      ])
    ).data!.setTradePrices;
    expect(rows.map(({ id: _id, ...row }: { id: number }) => row)).toEqual([
      {
        productId: 'DRD-001',
        productName: expect.any(String),
        minQuantity: 1,
        unitPrice: 270.5,
        validFrom: null,
        validTo: null,
      },
      {
        productId: 'DRD-001',
        productName: expect.any(String),
        minQuantity: 10,
        unitPrice: 250,
        validFrom: null,
        validTo: '2026-12-31',
      },
      {
        productId: 'DRD-001',
        productName: expect.any(String),
        minQuantity: 10,
        unitPrice: 240,
        validFrom: '2027-01-01',
        validTo: null,
      },
    ]);
    expect(await auditOf('price_group', groups.Restaurant)).toEqual(['trade_prices.changed']);
  });

  it('exports a list and imports the same file without changing anything; a bad file is refused naming each line and changes nothing', async () => {
    const group = (await ok(SAVE_GROUP, { i: { name: 'File group', minOrderAmount: 0 } })).savePriceGroup.id as number;
    await ok(SET_PRICES, {
      i: { priceGroupId: group, productId: 'DRD-001', rows: [{ minQuantity: 12, unitPrice: 260 }] },
    });
    await ok(SET_PRICES, {
      i: {
        priceGroupId: group,
        productId: 'SMK-001',
        rows: [{ minQuantity: 6, unitPrice: 199.99, validFrom: '2026-01-01', validTo: '2026-06-30' }],
      },
    });
    const list = (await ok(PRICES, { g: group })).tradePrices;
    const csv = (await ok(CSV, { g: group })).tradePricesCsv as string;
    expect(csv).toBe(`${HEADER}\r\nDRD-001,12,260.00,,\r\nSMK-001,6,199.99,2026-01-01,2026-06-30\r\n`);

    expect((await ok(IMPORT, { g: group, csv })).importTradePrices).toEqual({ imported: 2, problems: [] });
    expect((await ok(PRICES, { g: group })).tradePrices).toEqual(list);
    expect((await ok(CSV, { g: group })).tradePricesCsv).toBe(csv);
    expect(await auditOf('price_group', group)).not.toContain('trade_prices.imported');

    const bad = [
      HEADER,
      'DRD-001,24,250.00,,',
      'NOPE-404,10,100.00,,',
      'SMK-001,6,199.99,2026-01-01,2026-06-30',
      'DRD-001,48,abc,,',
      'DRD-001,24,255,2026-05-01,',
    ].join('\n');
    expect((await ok(IMPORT, { g: group, csv: bad })).importTradePrices).toEqual({
      imported: 0,
      problems: [
        { line: 3, message: 'Unknown product NOPE-404' },
        { line: 5, message: 'unit_price must be an amount in pesos such as 285.50 (found "abc")' },
        { line: 6, message: 'Two prices for DRD-001 from 24 packs overlap on 2026-05-01' },
      ],
    });
    expect((await ok(IMPORT, { g: group, csv: 'id,price\n1,2' })).importTradePrices.problems).toEqual([
      { line: 1, message: `The first line must be exactly: ${HEADER}` },
    ]);
    expect((await ok(PRICES, { g: group })).tradePrices).toEqual(list);

    // A good file replaces the whole list.
    const replaced = (await ok(IMPORT, { g: group, csv: `\uFEFF${HEADER}\r\nSMK-001,12,180,,\r\n` })).importTradePrices;
    expect(replaced).toEqual({ imported: 1, problems: [] });
    expect((await ok(PRICES, { g: group })).tradePrices).toEqual([
      expect.objectContaining({ productId: 'SMK-001', minQuantity: 12, unitPrice: 180 }),
    ]);
    expect(await auditOf('price_group', group)).toContain('trade_prices.imported');
  });

  it('sets how a product is sold to trade: shown on the product at once (the catalogue is read afresh), audited', async () => {
    const customerToken = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
    const available = async () =>
      (
        (await ok('{ availableProducts { productId tradeMinQuantity tradeMultiple } }', {}, customerToken))
          .availableProducts as { productId: string }[]
      ).find((product) => product.productId === 'DRD-001');
    expect(await available()).toEqual({ productId: 'DRD-001', tradeMinQuantity: null, tradeMultiple: null });
    expect(
      (await ok(RULE, { i: { productId: 'DRD-001', minQuantity: 24, multiple: 12 } })).setTradeQuantityRule,
    ).toEqual({
      productId: 'DRD-001',
      tradeMinQuantity: 24,
      tradeMultiple: 12,
    });
    expect(await available()).toEqual({ productId: 'DRD-001', tradeMinQuantity: 24, tradeMultiple: 12 });
    expect(await refusal(RULE, { i: { productId: 'DRD-001', minQuantity: 999, multiple: 2 } })).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect(await refusal(RULE, { i: { productId: 'DRD-001', multiple: 1000 } })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Multiple must be a whole number from 1 to 999',
    });
    await ok(RULE, { i: { productId: 'DRD-001', minQuantity: null, multiple: null } });
    expect(await available()).toEqual({ productId: 'DRD-001', tradeMinQuantity: null, tradeMultiple: null });
    expect(await auditOf('product', 'DRD-001')).toEqual(['product.trade_rule_changed', 'product.trade_rule_changed']);
  });

  it('tells a buyer their terms afresh after every change the back office commits (remembered between them)', async () => {
    const TERMS =
      '{ myTradeTerms { groupName minOrderAmount products { productId tiers { minQuantity unitPrice } multiple } } }';
    const buyer = await customer('remembered');
    const terms = async () => (await ok(TERMS, {}, buyer.token)).myTradeTerms;
    const product = (answer: { products: { productId: string }[] }) =>
      answer.products.find((p) => p.productId === 'SMK-001');
    // A household first (remembered as one), then approved: the approval is heard.
    expect(await terms()).toBeNull();
    await ok(APPLY, application(buyer.address, 'Remembered Eatery'), buyer.token);
    expect(await terms()).toBeNull();
    const group = (await ok(SAVE_GROUP, { i: { name: `Remembered ${driver}`, minOrderAmount: 0 } })).savePriceGroup;
    await ok(APPROVE, { i: { customerId: buyer.id, priceGroupId: group.id } });
    expect(await terms()).toMatchObject({ groupName: `Remembered ${driver}`, minOrderAmount: 0, products: [] });
    // Prices, the group's own figures and a product's trade rule, each seen at once.
    await ok(SET_PRICES, {
      i: { priceGroupId: group.id, productId: 'SMK-001', rows: [{ minQuantity: 5, unitPrice: 99 }] },
    });
    expect(product(await terms())).toEqual({
      productId: 'SMK-001',
      tiers: [{ minQuantity: 5, unitPrice: 99 }],
      multiple: null,
    });
    await ok(SAVE_GROUP, { i: { id: group.id, name: `Remembered ${driver} 2`, minOrderAmount: 1500 } });
    expect(await terms()).toMatchObject({ groupName: `Remembered ${driver} 2`, minOrderAmount: 1500 });
    await ok(RULE, { i: { productId: 'SMK-001', multiple: 5 } });
    expect(product(await terms())).toMatchObject({ multiple: 5 });
    await ok(RULE, { i: { productId: 'SMK-001', minQuantity: null, multiple: null } });
    await ok(SET_PRICES, { i: { priceGroupId: group.id, productId: 'SMK-001', rows: [] } });
    expect(product(await terms())).toBeUndefined();
  });
});
