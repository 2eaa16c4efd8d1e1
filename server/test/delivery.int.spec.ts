import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { AuditEvent } from '../src/modules/audit/audit-event.entity.js';
import { ProductTypeRule } from '../src/modules/delivery/zones/product-type-rule.entity.js';
import { ProductType } from '../src/modules/products/product-enums.js';
import { Clock } from '../src/platform/time/clock.js';
import { emptyCast } from './support/actors.js';
import { eachDatabase } from './support/each-database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ZONE_FIELDS = 'id name areas { province city } deliveryFee leadDays weekdays cutoff active';
const CREATE_ZONE = `mutation($i: DeliveryZoneInput!) { createDeliveryZone(input: $i) { ${ZONE_FIELDS} } }`;
const UPDATE_ZONE = `mutation($id: Int!, $i: DeliveryZoneInput!) { updateDeliveryZone(id: $id, input: $i) { ${ZONE_FIELDS} } }`;
const ADDRESS_FIELDS = 'id label address city province isDefault isProfile zone { name deliveryFee }';
const ADD_ADDRESS = `mutation($i: AddressInput!) { addAddress(input: $i) { ${ADDRESS_FIELDS} } }`;
const UPDATE_ADDRESS = `mutation($id: Int!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { ${ADDRESS_FIELDS} } }`;
const MY_ADDRESSES = `{ myAddresses { ${ADDRESS_FIELDS} } }`;
const OPTIONS =
  'query($i: DeliveryQuoteInput!) { deliveryOptions(input: $i) { method zone { name deliveryFee } deliveryFee dates perishable unavailableReason } }';
const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) {
  orderId address totalAmount goodsAmount deliveryFee deliveryMethod deliveryZoneName deliveryDate orderNote paymentMethod paymentStatus } }`;

/** Monday 1 March 2027, 08:00 in Manila. */
const MONDAY_8AM = new Date('2027-03-01T00:00:00Z');
const MON_TO_SAT_FROM_TUESDAY = [
  '2027-03-02',
  '2027-03-03',
  '2027-03-04',
  '2027-03-05',
  '2027-03-06',
  '2027-03-08',
  '2027-03-09',
  '2027-03-10',
];

const zoneInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pampanga',
  areas: [{ province: 'Pampanga' }, { province: 'Bulacan', city: 'Malolos' }],
  deliveryFee: 120.5,
  leadDays: 1,
  weekdays: [5, 1, 3],
  cutoff: '14:00',
  active: true,
  ...overrides,
});
const home = {
  label: 'Home',
  address: '12 Luna St., Brgy. Molino III',
  city: 'Bacoor',
  province: 'Cavite',
  isDefault: true,
};

eachDatabase('delivery', (driver) => {
  let t: TestApp;
  const cast = emptyCast();
  const { a, b, employee } = cast;

  /** The field's answer; fails the test with the errors when there is none. */
  const must = async (field: string, document: string, token: string, variables?: Record<string, unknown>) => {
    const result = await t.gql(document, variables, token);
    if (!result.data?.[field]) throw new Error(`${field} failed: ${JSON.stringify(result.errors)}`);
    return result.data[field];
  };
  /** The error of a call that must fail: its code and message. */
  const refusal = async (document: string, token: string, variables?: Record<string, unknown>) => {
    const result = await t.gql(document, variables, token);
    expect(result.data).toBeNull();
    return { code: result.errors?.[0].extensions?.code, message: result.errors?.[0].message };
  };
  const auditOf = (targetType: string) =>
    t.app
      .get(DataSource)
      .getRepository(AuditEvent)
      .find({ where: { targetType: targetType as AuditEvent['targetType'] }, order: { id: 'ASC' } });

  beforeAll(async () => {
    t = await startTestApp(driver);
    await cast.enlist(t, 'dlv');
    jest.spyOn(Clock.prototype, 'now').mockImplementation(() => new Date(MONDAY_8AM));
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  describe('zones', () => {
    it('starts with the three demo zones', async () => {
      expect(await must('deliveryZones', `{ deliveryZones { ${ZONE_FIELDS} } }`, employee.token)).toEqual([
        {
          id: expect.any(Number),
          name: 'Cavite',
          areas: [{ province: 'Cavite', city: null }],
          deliveryFee: 80,
          leadDays: 0,
          weekdays: [1, 2, 3, 4, 5, 6],
          cutoff: '10:00',
          active: true,
        },
        {
          id: expect.any(Number),
          name: 'Metro Manila',
          areas: [{ province: 'Metro Manila', city: null }],
          deliveryFee: 150,
          leadDays: 1,
          weekdays: [1, 2, 3, 4, 5, 6],
          cutoff: '15:00',
          active: true,
        },
        {
          id: expect.any(Number),
          name: 'South Luzon',
          areas: [
            { province: 'Laguna', city: null },
            { province: 'Batangas', city: null },
            { province: 'Quezon', city: null },
          ],
          deliveryFee: 250,
          leadDays: 2,
          weekdays: [1, 2, 3, 4, 5],
          cutoff: '12:00',
          active: true,
        },
      ]);
    });

    it('creates, changes and deletes a zone, each audited', async () => {
      const made = await must('createDeliveryZone', CREATE_ZONE, employee.token, { i: zoneInput() });
      expect(made).toEqual({
        id: expect.any(Number),
        name: 'Pampanga',
        areas: [
          { province: 'Pampanga', city: null },
          { province: 'Bulacan', city: 'Malolos' },
        ],
        deliveryFee: 120.5,
        leadDays: 1,
        weekdays: [1, 3, 5],
        cutoff: '14:00',
        active: true,
      });
      const changed = await must('updateDeliveryZone', UPDATE_ZONE, employee.token, {
        id: made.id,
        i: zoneInput({ deliveryFee: 0, areas: [{ province: ' pampanga ' }], active: false }),
      });
      expect(changed).toMatchObject({
        id: made.id,
        deliveryFee: 0,
        areas: [{ province: 'pampanga', city: null }],
        active: false,
      });
      // Malolos is free again.
      await must('createDeliveryZone', CREATE_ZONE, employee.token, {
        i: zoneInput({ name: 'Bulacan', areas: [{ province: 'Bulacan', city: 'Malolos' }] }),
      });
      expect(
        await must('deleteDeliveryZone', 'mutation($id: Int!) { deleteDeliveryZone(id: $id) }', employee.token, {
          id: made.id,
        }),
      ).toBe(true);
      expect(
        await refusal('mutation($id: Int!) { deleteDeliveryZone(id: $id) }', employee.token, { id: made.id }),
      ).toEqual({
        code: 'NOT_FOUND',
        message: `Delivery zone ${made.id} was not found.`,
      });
      expect(await refusal(UPDATE_ZONE, employee.token, { id: made.id, i: zoneInput() })).toMatchObject({
        code: 'NOT_FOUND',
      });
      const audit = (await auditOf('delivery_zone')).filter((event) => event.targetId === String(made.id));
      expect(audit.map((event) => [event.action, event.actorId])).toEqual([
        ['delivery_zone.created', employee.id],
        ['delivery_zone.changed', employee.id],
        ['delivery_zone.deleted', employee.id],
      ]);
      expect(JSON.parse(audit[1].before!)).toMatchObject({ deliveryFee: 120.5, active: true });
      expect(JSON.parse(audit[1].after!)).toMatchObject({ deliveryFee: 0, active: false });
    });

    it.each([
      ['an empty name', { name: '  ' }, 'Zone name is required'],
      ['a name of 65 characters', { name: 'x'.repeat(65) }, 'Zone name must be at most 64 characters'],
      [
        'a name taken in another case',
        { name: 'metro manila', areas: [{ province: 'Rizal' }] },
        'A zone named Metro Manila already exists.',
      ],
      ['a negative fee', { deliveryFee: -1 }, 'Delivery fee must not be negative'],
      ['a fee finer than centavos', { deliveryFee: 1.005 }, 'Delivery fee must have at most two decimal places'],
      ['a lead of 8 days', { leadDays: 8 }, 'Lead time must be at most 7 days'],
      ['a negative lead', { leadDays: -1 }, 'Lead time must not be negative'],
      ['no weekday', { weekdays: [] }, 'Choose at least one delivery day'],
      ['weekday 0', { weekdays: [0, 1] }, 'Weekdays are 1 (Monday) to 7 (Sunday)'],
      ['weekday 8', { weekdays: [8] }, 'Weekdays are 1 (Monday) to 7 (Sunday)'],
      ['a weekday twice', { weekdays: [2, 2] }, 'A weekday is listed twice'],
      ['cut-off 24:00', { cutoff: '24:00' }, 'Cut-off must be a time like 15:00'],
      ['cut-off 9:00', { cutoff: '9:00' }, 'Cut-off must be a time like 15:00'],
      ['no area', { areas: [] }, 'A zone serves at least one province or city'],
      ['an empty province', { areas: [{ province: '' }] }, 'Province is required'],
      [
        'a province of 65 characters',
        { areas: [{ province: 'p'.repeat(65) }] },
        'Province must be at most 64 characters',
      ],
      [
        'a city of 65 characters',
        { areas: [{ province: 'Pampanga', city: 'c'.repeat(65) }] },
        'City must be at most 64 characters',
      ],
      [
        'a place twice',
        { areas: [{ province: 'Pampanga' }, { province: 'PAMPANGA ', city: '' }] },
        'PAMPANGA is listed twice.',
      ],
      ['a province in another zone', { areas: [{ province: 'cavite' }] }, 'Cavite is already in the zone Cavite.'],
      [
        'a city in another zone',
        { areas: [{ province: 'Bulacan', city: 'malolos' }] },
        'Malolos, Bulacan is already in the zone Bulacan.',
      ],
    ])('refuses %s', async (_name, overrides, message) => {
      expect(await refusal(CREATE_ZONE, employee.token, { i: zoneInput(overrides) })).toEqual({
        code: 'BAD_USER_INPUT',
        message,
      });
    });

    it('keeps which product types are perishable, audited', async () => {
      const RULES = '{ productTypeRules { productType perishable } }';
      const SET =
        'mutation($p: Boolean!) { setProductTypeRule(productType: DRIED, perishable: $p) { productType perishable } }';
      expect(await must('productTypeRules', RULES, employee.token)).toEqual([
        { productType: 'DRIED', perishable: false },
        { productType: 'MARINATED', perishable: true },
        { productType: 'SMOKED', perishable: true },
      ]);
      expect(await must('setProductTypeRule', SET, employee.token, { p: true })).toEqual({
        productType: 'DRIED',
        perishable: true,
      });
      expect((await must('productTypeRules', RULES, employee.token))[0]).toEqual({
        productType: 'DRIED',
        perishable: true,
      });
      await t.gql(SET, { p: false }, employee.token);
      const audit = await auditOf('product_type');
      expect(audit.map((event) => [event.action, event.targetId, event.before, event.after])).toEqual([
        ['product_type.rule_set', 'DRIED', '{"perishable":false}', '{"perishable":true}'],
        ['product_type.rule_set', 'DRIED', '{"perishable":true}', '{"perishable":false}'],
      ]);
    });

    it("writes a type's rule when its row is missing, also twice at once", async () => {
      const rules = t.app.get(DataSource).getRepository(ProductTypeRule);
      await rules.delete({ productType: ProductType.SMOKED });
      const SET =
        'mutation($p: Boolean!) { setProductTypeRule(productType: SMOKED, perishable: $p) { productType perishable } }';
      const answers = await Promise.all([
        t.gql(SET, { p: false }, employee.token),
        t.gql(SET, { p: false }, employee.token),
      ]);
      expect(answers.map((answer) => answer.errors ?? answer.data)).toEqual([
        { setProductTypeRule: { productType: 'SMOKED', perishable: false } },
        { setProductTypeRule: { productType: 'SMOKED', perishable: false } },
      ]);
      expect(await rules.find({ where: { productType: ProductType.SMOKED } })).toEqual([
        expect.objectContaining({ perishable: false }),
      ]);
      await t.gql(SET, { p: true }, employee.token);
      expect(await rules.findOneByOrFail({ productType: ProductType.SMOKED })).toEqual(
        expect.objectContaining({ perishable: true }),
      );
    });
  });

  describe('address book', () => {
    // The line given at sign-up, "1 Rizal Ave., Bacoor, Cavite", names one city: the profile address is placed and delivered to.
    const profileEntry = (isDefault: boolean) => ({
      id: expect.any(Number),
      label: 'Profile address',
      address: '1 Rizal Ave.',
      city: 'Bacoor',
      province: 'Cavite',
      isDefault,
      isProfile: true,
      zone: { name: 'Cavite', deliveryFee: 80 },
    });

    it('lists the profile address first, then the saved ones oldest first, each with its zone', async () => {
      expect(await must('myAddresses', MY_ADDRESSES, a.token)).toEqual([profileEntry(true)]);
      const saved = await must('addAddress', ADD_ADDRESS, a.token, { i: { ...home, label: '  Home ' } });
      expect(saved).toEqual({
        id: expect.any(Number),
        ...home,
        isProfile: false,
        zone: { name: 'Cavite', deliveryFee: 80 },
      });
      const office = await must('addAddress', ADD_ADDRESS, a.token, {
        i: { label: 'Office', address: '5 Ayala Ave.', city: 'Makati', province: 'Metro Manila', isDefault: false },
      });
      const far = await must('addAddress', ADD_ADDRESS, a.token, {
        i: { label: 'Lola', address: '9 Iznart St.', city: 'Iloilo City', province: 'Iloilo', isDefault: true },
      });
      expect(far.zone).toBeNull();
      // One default at a time: the newest default took it from Home.
      expect(await must('myAddresses', MY_ADDRESSES, a.token)).toEqual([
        profileEntry(false),
        { ...saved, isDefault: false },
        { ...office, zone: { name: 'Metro Manila', deliveryFee: 150 } },
        far,
      ]);
      expect(
        await must('deleteAddress', 'mutation($id: Int!) { deleteAddress(id: $id) }', a.token, { id: far.id }),
      ).toBe(true);
      expect((await must('myAddresses', MY_ADDRESSES, a.token))[0]).toEqual(profileEntry(true));
      await must('updateAddress', UPDATE_ADDRESS, a.token, { id: saved.id, i: home });
    });

    it("answers another customer's address exactly like a missing one", async () => {
      const mine = (await must('myAddresses', MY_ADDRESSES, a.token))[1];
      for (const id of [mine.id, 2_000_000]) {
        expect(await refusal(UPDATE_ADDRESS, b.token, { id, i: home })).toEqual({
          code: 'NOT_FOUND',
          message: `Address ${id} was not found.`,
        });
        expect(await refusal('mutation($id: Int!) { deleteAddress(id: $id) }', b.token, { id })).toEqual({
          code: 'NOT_FOUND',
          message: `Address ${id} was not found.`,
        });
      }
      expect(await must('myAddresses', MY_ADDRESSES, a.token)).toContainEqual(mine);
      const profile = (await must('myAddresses', MY_ADDRESSES, a.token))[0];
      for (const id of [0, profile.id]) {
        expect(await refusal(UPDATE_ADDRESS, a.token, { id, i: home })).toEqual({
          code: 'BAD_USER_INPUT',
          message: 'The profile address is changed in Edit Profile.',
        });
        expect(await refusal('mutation($id: Int!) { deleteAddress(id: $id) }', a.token, { id })).toEqual({
          code: 'BAD_USER_INPUT',
          message: 'The profile address is changed in Edit Profile.',
        });
      }
      // Another customer's profile address is answered like a missing one.
      expect(await refusal(UPDATE_ADDRESS, b.token, { id: profile.id, i: home })).toEqual({
        code: 'NOT_FOUND',
        message: `Address ${profile.id} was not found.`,
      });
    });

    it.each([
      ['an empty label', { label: ' ' }, 'Label is required'],
      ['a label of 41 characters', { label: 'l'.repeat(41) }, 'Label must be at most 40 characters'],
      ['an address of 161 characters', { address: 'a'.repeat(161) }, 'Address must be at most 160 characters'],
      ['an empty city', { city: '' }, 'City is required'],
      ['a province of 65 characters', { province: 'p'.repeat(65) }, 'Province must be at most 64 characters'],
    ])('refuses %s', async (_name, overrides, message) => {
      expect(await refusal(ADD_ADDRESS, b.token, { i: { ...home, ...overrides } })).toEqual({
        code: 'BAD_USER_INPUT',
        message,
      });
    });

    it('finds a zone whatever the accents and case of the place typed: Dasmariñas as DASMARINAS, a decomposed ñ', async () => {
      const zone = await must('createDeliveryZone', CREATE_ZONE, employee.token, {
        i: zoneInput({ name: 'Dasmariñas', areas: [{ province: 'Cavite', city: 'Dasmariñas' }], deliveryFee: 60 }),
      });
      const c = await t.newCustomer('dlv-accents');
      for (const city of ['DASMARINAS', 'Dasmarin\u0303as', ' dasmariñas ']) {
        const saved = await must('addAddress', ADD_ADDRESS, c.token, { i: { ...home, city, province: 'cavite' } });
        expect([city, saved.zone]).toEqual([city, { name: 'Dasmariñas', deliveryFee: 60 }]);
      }
      // The same place spelt otherwise is the same place: another zone cannot take it.
      expect(
        (
          await refusal(CREATE_ZONE, employee.token, {
            i: zoneInput({ name: 'Other', areas: [{ province: 'CAVITE', city: 'Dasmarinas' }] }),
          })
        ).code,
      ).toBe('BAD_USER_INPUT');
      await must('deleteDeliveryZone', 'mutation($id: Int!) { deleteDeliveryZone(id: $id) }', employee.token, {
        id: zone.id,
      });
    });

    it('keeps at most 20 addresses', async () => {
      const c = await t.newCustomer('dlv-many');
      for (let i = 1; i <= 20; i++)
        await must('addAddress', ADD_ADDRESS, c.token, { i: { ...home, label: `Place ${i}`, isDefault: i === 20 } });
      expect(await refusal(ADD_ADDRESS, c.token, { i: home })).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'You can keep at most 20 addresses.',
      });
      const book = await must('myAddresses', MY_ADDRESSES, c.token);
      expect(book).toHaveLength(21);
      expect(
        book.filter((entry: { isDefault: boolean }) => entry.isDefault).map((entry: { label: string }) => entry.label),
      ).toEqual(['Place 20']);
    });
  });

  describe('delivery options and placing an order', () => {
    let homeId: number;
    let officeId: number;
    const options = (token: string, input: Record<string, unknown>) =>
      must('deliveryOptions', OPTIONS, token, { i: input });
    const dried = [{ productId: 'DRD-001', quantity: 2 }];
    const smoked = [{ productId: 'SMK-001', quantity: 1 }];

    beforeAll(async () => {
      const book = await must('myAddresses', MY_ADDRESSES, a.token);
      homeId = book.find((entry: { label: string }) => entry.label === 'Home').id;
      officeId = book.find((entry: { label: string }) => entry.label === 'Office').id;
    });

    it('offers pickups from the next day, Monday to Saturday, for no fee', async () => {
      const pickup = await options(a.token, { method: 'PICKUP', items: smoked });
      expect(pickup).toEqual({
        method: 'PICKUP',
        zone: null,
        deliveryFee: 0,
        dates: expect.any(Array),
        perishable: true,
        unavailableReason: null,
      });
      expect(pickup.dates.slice(0, 8)).toEqual(MON_TO_SAT_FROM_TUESDAY);
      expect(pickup.dates.at(-1)).toBe('2027-03-15');
    });

    it("offers the address's zone's dates and fee; perishable fish never spends a Sunday on the road", async () => {
      const cavite = await options(a.token, { method: 'DELIVERY', addressId: homeId, items: smoked });
      expect(cavite).toMatchObject({
        zone: { name: 'Cavite', deliveryFee: 80 },
        deliveryFee: 80,
        perishable: true,
        unavailableReason: null,
      });
      // Before the 10:00 cut-off, the same day.
      expect(cavite.dates[0]).toBe('2027-03-01');
      const manilaDried = await options(a.token, { method: 'DELIVERY', addressId: officeId, items: dried });
      expect(manilaDried).toMatchObject({ zone: { name: 'Metro Manila' }, deliveryFee: 150, perishable: false });
      expect(manilaDried.dates).toContain('2027-03-08');
      // A Monday delivery from Metro Manila's one-day lead leaves on Sunday.
      const manilaSmoked = await options(a.token, {
        method: 'DELIVERY',
        addressId: officeId,
        items: [...dried, ...smoked],
      });
      expect(manilaSmoked.perishable).toBe(true);
      expect(manilaSmoked.dates).toEqual([
        '2027-03-02',
        '2027-03-03',
        '2027-03-04',
        '2027-03-05',
        '2027-03-06',
        '2027-03-09',
        '2027-03-10',
        '2027-03-11',
        '2027-03-12',
        '2027-03-13',
      ]);
    });

    it('says why an address gets no delivery', async () => {
      const none = { zone: null, deliveryFee: 0, dates: [] };
      const unplaced = await t.newCustomer('dlv-unplaced', { address: 'Purok 3, near the chapel' });
      for (const addressId of [0, null]) {
        expect(await options(unplaced.token, { method: 'DELIVERY', addressId, items: dried })).toMatchObject({
          ...none,
          unavailableReason:
            'Confirm your city: choose the city of your profile address from the list in Edit Profile to deliver there.',
        });
      }
      const far = await must('addAddress', ADD_ADDRESS, b.token, {
        i: { label: 'Lola', address: '9 Iznart St.', city: 'Iloilo City', province: 'Iloilo', isDefault: false },
      });
      expect(await options(b.token, { method: 'DELIVERY', addressId: far.id, items: dried })).toMatchObject({
        ...none,
        unavailableReason: 'No delivery zone covers Iloilo City, Iloilo.',
      });
      const bulacan = (await must('deliveryZones', '{ deliveryZones { id name } }', employee.token)).find(
        (z: { name: string }) => z.name === 'Bulacan',
      );
      await must('updateDeliveryZone', UPDATE_ZONE, employee.token, {
        id: bulacan.id,
        i: zoneInput({ name: 'Bulacan', areas: [{ province: 'Bulacan', city: 'Malolos' }], active: false }),
      });
      const malolos = await must('addAddress', ADD_ADDRESS, b.token, {
        i: { label: 'Tita', address: '3 Paseo', city: 'Malolos', province: 'Bulacan', isDefault: true },
      });
      expect(malolos.zone).toBeNull();
      // Without an addressId: the default address.
      expect(await options(b.token, { method: 'DELIVERY', items: dried })).toMatchObject({
        ...none,
        unavailableReason: 'Deliveries to Malolos, Bulacan are paused for now.',
      });
      expect(await refusal(OPTIONS, b.token, { i: { method: 'DELIVERY', addressId: homeId, items: dried } })).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Choose one of your addresses.',
      });
    });

    it('places a delivery: the fee is in the total, the address copied, the note kept', async () => {
      const placed = await must('placeOrder', PLACE, a.token, {
        i: {
          items: smoked,
          delivery: { method: 'DELIVERY', addressId: homeId, date: '2027-03-03', note: '  Gate code 1234 ' },
          paymentMethod: 'GCASH',
        },
      });
      expect(placed).toEqual({
        orderId: expect.any(Number),
        address: '12 Luna St., Brgy. Molino III, Bacoor, Cavite',
        totalAmount: 230 + 80,
        goodsAmount: 230,
        deliveryFee: 80,
        deliveryMethod: 'DELIVERY',
        deliveryZoneName: 'Cavite',
        deliveryDate: '2027-03-03',
        orderNote: 'Gate code 1234',
        paymentMethod: 'GCASH',
        paymentStatus: 'UNPAID',
      });
    });

    it('places a pickup paid in cash on the first date when nothing is chosen', async () => {
      expect(await must('placeOrder', PLACE, a.token, { i: { items: dried } })).toEqual({
        orderId: expect.any(Number),
        address: '1 Rizal Ave., Bacoor, Cavite',
        totalAmount: 570,
        goodsAmount: 570,
        deliveryFee: 0,
        deliveryMethod: 'PICKUP',
        deliveryZoneName: null,
        deliveryDate: '2027-03-02',
        orderNote: null,
        paymentMethod: 'CASH',
        paymentStatus: 'UNPAID',
      });
    });

    it.each([
      ['a Sunday pickup', { method: 'PICKUP', date: '2027-03-07' }, 'There is no pickup on Sundays.'],
      ['a pickup today', { method: 'PICKUP', date: '2027-03-01' }, 'The earliest date is 2027-03-02.'],
      [
        'an address that does not exist',
        { method: 'DELIVERY', addressId: -1, date: '2027-03-03' },
        'Choose one of your addresses.',
      ],
      [
        'a Monday after a Sunday on the road',
        { method: 'DELIVERY', addressId: 'office', date: '2027-03-08' },
        'Perishable fish is not kept in transit over a Sunday.',
      ],
      [
        'a date beyond the horizon',
        { method: 'DELIVERY', addressId: 'home', date: '2027-03-16' },
        'Dates can be chosen up to 14 days ahead.',
      ],
      ['no date at all', { method: 'PICKUP', date: 'soon' }, 'Date must be a day like 2027-03-01.'],
      ['a note of 501 characters', { method: 'PICKUP', note: 'n'.repeat(501) }, 'Note must be at most 500 characters'],
    ] as [string, { method: string; addressId?: number | string; date?: string; note?: string }, string][])(
      'refuses %s',
      async (_name, delivery, message) => {
        const addressId =
          delivery.addressId === 'home' ? homeId : delivery.addressId === 'office' ? officeId : delivery.addressId;
        expect(await refusal(PLACE, a.token, { i: { items: smoked, delivery: { ...delivery, addressId } } })).toEqual({
          code: 'BAD_USER_INPUT',
          message,
        });
      },
    );

    it("refuses another customer's address as a missing one", async () => {
      expect(
        await refusal(PLACE, b.token, { i: { items: dried, delivery: { method: 'DELIVERY', addressId: homeId } } }),
      ).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Choose one of your addresses.',
      });
    });

    it('does not replay an Idempotency-Key for a different delivery choice', async () => {
      const send = async (delivery: object) => {
        const response = await fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${a.token}`,
            'Idempotency-Key': 'dlv-choice-1',
          },
          body: JSON.stringify({ query: PLACE, variables: { i: { items: dried, delivery } } }),
        });
        return (await response.json()) as {
          data?: { placeOrder: { orderId: number } };
          errors?: { extensions: { code: string } }[];
        };
      };
      const first = await send({ method: 'PICKUP', date: '2027-03-04' });
      expect((await send({ method: 'PICKUP', date: '2027-03-04' })).data?.placeOrder.orderId).toBe(
        first.data?.placeOrder.orderId,
      );
      expect((await send({ method: 'PICKUP', date: '2027-03-05' })).errors?.[0].extensions.code).toBe(
        'IDEMPOTENCY_KEY_REUSED',
      );
    });
  });
});
