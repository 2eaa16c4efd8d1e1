import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { searchKey } from '@waters/domain';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { placeProfileAddresses } from '../src/modules/places/profile-places.js';
import { psgc } from '../src/modules/places/psgc-directory.js';
import { eachDatabase } from './support/each-database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const BOOK =
  '{ myAddresses { id label address city province cityCode barangay landmark placeConfirmed isDefault isProfile zone { name } } }';
const OPTIONS =
  'query($i: DeliveryQuoteInput!) { deliveryOptions(input: $i) { zone { name } deliveryFee dates unavailableReason } }';
const PLACE =
  'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId address deliveryMethod deliveryZoneName } }';
const UPDATE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { profile { address } } }';
const ITEMS = [{ productId: 'DRD-001', quantity: 1 }];
const MARIKINA = '1380700000';
const GENERATED = 10_000;

eachDatabase('the profile address, a real address of the book', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  const book = async (token: string) => (await t.gql(BOOK, {}, token)).data!.myAddresses;

  it('is chosen from the lists at sign-up and delivered to at the first checkout, without another step', async () => {
    expect(psgc().city(MARIKINA)?.name).toBe('Marikina City');
    const concepcion = psgc()
      .barangays(MARIKINA)
      .find((b) => b.name.startsWith('Concepcion Uno'))!;
    const c = await t.newCustomer(`pa-signup-${driver}`, {
      address: '12 Mabini St.',
      cityCode: MARIKINA,
      barangayCode: concepcion.code,
      landmark: 'Blue gate',
    });
    const [profile] = await book(c.token);
    expect(profile).toMatchObject({
      label: 'Profile address',
      address: '12 Mabini St.',
      city: 'Marikina City',
      province: 'Metro Manila',
      barangay: concepcion.name,
      landmark: 'Blue gate',
      placeConfirmed: true,
      isDefault: true,
      isProfile: true,
      zone: { name: 'Metro Manila' },
    });
    const written = `12 Mabini St., Brgy. ${concepcion.name}, Marikina City, Metro Manila (landmark: Blue gate)`;
    expect((await t.gql('{ me { address } }', {}, c.token)).data!.me.address).toBe(written);
    const offered = (await t.gql(OPTIONS, { i: { method: 'DELIVERY', items: ITEMS } }, c.token)).data!.deliveryOptions;
    expect(offered).toMatchObject({ zone: { name: 'Metro Manila' }, deliveryFee: 150, unavailableReason: null });
    const order = await t.gql(
      PLACE,
      { i: { items: ITEMS, delivery: { method: 'DELIVERY', date: offered.dates[0] } } },
      c.token,
    );
    expect(order.data!.placeOrder).toMatchObject({
      address: written,
      deliveryMethod: 'DELIVERY',
      deliveryZoneName: 'Metro Manila',
    });
  });

  it('refuses a place not on the list, a barangay of another city, and a street too long for the book', async () => {
    const refusals = await Promise.all([
      t.gql('mutation($i: RegisterInput!) { register(input: $i) { id } }', {
        i: registration('pa-bad-1', { cityCode: '9999999999' }),
      }),
      t.gql('mutation($i: RegisterInput!) { register(input: $i) { id } }', {
        i: registration('pa-bad-2', { cityCode: MARIKINA, barangayCode: '0402117001' }),
      }),
      t.gql('mutation($i: RegisterInput!) { register(input: $i) { id } }', {
        i: registration('pa-bad-3', { cityCode: MARIKINA, address: 's'.repeat(161) }),
      }),
    ]);
    expect(refusals.map((r) => [r.errors?.[0].extensions?.code, r.errors?.[0].message])).toEqual([
      ['BAD_USER_INPUT', 'Choose the city or municipality from the list.'],
      ['BAD_USER_INPUT', 'Choose the barangay from the list of Marikina City.'],
      ['BAD_USER_INPUT', 'Address must be at most 160 characters'],
    ]);
  });

  it('reads the place out of a line sent by the legacy API when certain, and otherwise keeps the line whole to be confirmed', async () => {
    const lines = { placed: '12 Mabini St., Quezon City, NCR, 1100', unplaced: 'Purok 3, beside the chapel' };
    for (const [name, address] of Object.entries(lines)) {
      const { password, ...fields } = registration(`pa-legacy-${name}-${driver}`, { address });
      const body = { ...fields, createdAt: new Date().toISOString(), passwordHash: password };
      expect((await t.rest('POST', '/api/Login/register', { body })).status).toBe(200);
    }
    const placed = await t.login('customer', `pa-legacy-placed-${driver}`, 'tinapa-and-rice-42');
    expect((await book(placed))[0]).toMatchObject({
      address: '12 Mabini St.',
      city: 'Quezon City',
      province: 'NCR',
      placeConfirmed: true,
      zone: { name: 'Metro Manila' },
    });
    expect((await t.gql('{ me { address } }', {}, placed)).data!.me.address).toBe(lines.placed);
    const unplaced = await t.login('customer', `pa-legacy-unplaced-${driver}`, 'tinapa-and-rice-42');
    expect((await book(unplaced))[0]).toMatchObject({
      address: lines.unplaced,
      city: null,
      province: null,
      placeConfirmed: false,
      zone: null,
    });
    expect(
      (await t.gql(OPTIONS, { i: { method: 'DELIVERY', items: ITEMS } }, unplaced)).data!.deliveryOptions
        .unavailableReason,
    ).toBe(
      'Confirm your city: choose the city of your profile address from the list in Edit Profile to deliver there.',
    );
  });

  it('is changed in Edit Profile with the same fields; the line sent back unchanged (as the legacy form does) leaves the place as it is', async () => {
    const c = await t.newCustomer(`pa-edit-${driver}`, { address: 'Purok 3, beside the chapel' });
    const rosario = '0402117000';
    const profile = {
      userName: `pa-edit-${driver}`,
      fullName: 'Test',
      mobileNumber: '+63 917 000 1234',
      emailAddress: 'pa@example.com',
    };
    const changed = await t.gql(
      UPDATE,
      { input: { ...profile, address: 'Purok 3, beside the chapel', cityCode: rosario, landmark: null } },
      c.token,
    );
    expect(changed.data!.updateProfile.profile.address).toBe('Purok 3, beside the chapel, Rosario, Cavite');
    const placed = (await book(c.token))[0];
    expect(placed).toMatchObject({
      address: 'Purok 3, beside the chapel',
      city: 'Rosario',
      province: 'Cavite',
      placeConfirmed: true,
      zone: { name: 'Cavite' },
    });
    await t.gql(UPDATE, { input: { ...profile, address: 'Purok 3, beside the chapel, Rosario, Cavite' } }, c.token);
    const legacy = await t.rest('POST', '/api/Profile/UpdateUserProfile', {
      token: c.token,
      body: {
        id: c.id,
        ...profile,
        address: 'Purok 3, beside the chapel, Rosario, Cavite',
        passwordHash: '',
        confirmPassword: '',
      },
    });
    expect(legacy.status).toBe(200);
    expect((await book(c.token))[0]).toEqual(placed);
  });

  it(`places ${GENERATED.toLocaleString('en-US')} accounts' one-line addresses: the certain ones get street and codes, the rest are left whole to confirm, the account's line unchanged`, async () => {
    const places = psgc();
    const cities = places
      .provinces()
      .flatMap((province) => places.cities(province.code).map((city) => ({ city, province })));
    // Cities whose name, bare, no other place (nor a province) has: written without a province they still mean one place.
    const bare = (name: string) => searchKey(name).replace(/ city$|^city of /g, '');
    const named = new Map<string, number>();
    for (const { city } of cities) named.set(bare(city.name), (named.get(bare(city.name)) ?? 0) + 1);
    const unique = cities.filter(
      ({ city }) => named.get(bare(city.name)) === 1 && places.provinceNamed(city.name) === null,
    );
    const line = fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .tuple(
            fc.constantFrom(...unique),
            fc.nat(999),
            fc.constantFrom('province', 'none', 'zip', 'country'),
            fc.boolean(),
          )
          .map(([{ city, province }, n, tail, plain]) => {
            const style = (s: string) =>
              plain
                ? s
                    .normalize('NFD')
                    .replace(/[\u0300-\u036f]/g, '')
                    .toUpperCase()
                : s;
            const prov = province.code === '1300000000' ? 'NCR' : province.name;
            const street = `${n} Rizal St., Purok ${n % 7}`;
            const ends = { province: [prov], none: [], zip: [prov, '4102'], country: [prov, 'Philippines'] }[tail];
            return { text: [street, style(city.name), ...ends].join(', '), expected: { street, cityCode: city.code } };
          }),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          { text: 'Purok 3, beside the chapel', expected: null },
          { text: '21 Kalayaan Ave., Atlantis, Cavite', expected: null },
          { text: 'Blk 5 Lot 3 Cavite', expected: null },
          { text: '7 Luna St., Cavite', expected: null },
          { text: '8 Rizal St., San Fernando', expected: null },
        ),
      },
    );
    const rows = fc.sample(line, { numRuns: GENERATED, seed: 20261130 });
    const dataSource = t.app.get(DataSource);
    // Accounts of the tests above whose place is not certain are read again, and stay so.
    const before = Number(
      (
        await dataSource.query(
          'SELECT COUNT(*) AS n FROM customer_addresses WHERE is_profile = 1 AND city_code IS NULL',
        )
      )[0].n,
    );
    const id = (i: number) => `pa-bulk-${String(i).padStart(6, '0')}`;
    for (let at = 0; at < rows.length; at += 300) {
      const batch = rows.slice(at, at + 300);
      await dataSource.query(
        `INSERT INTO users (id, role, user_name, user_name_key, full_name, address, mobile_number, email_address, password_hash, token_version, created_at, updated_at) VALUES ${batch
          .map(
            () =>
              "(?, 'Customer', ?, ?, 'Bulk', ?, '0917', 'b@x.ph', 'x', 0, '2026-01-01 00:00:00', '2026-01-01 00:00:00')",
          )
          .join(', ')}`,
        batch.flatMap((row, i) => [id(at + i), id(at + i), id(at + i), row.text]),
      );
    }
    const runner = dataSource.createQueryRunner();
    const started = performance.now();
    const placed = await placeProfileAddresses(runner);
    process.stdout.write(
      `placed ${GENERATED} profile addresses in ${(performance.now() - started).toFixed(0)} ms on ${driver}\n`,
    );
    await runner.release();
    const stored: { customer_id: string; line: string; address: string; city: string; city_code: string | null }[] =
      await dataSource.query(
        "SELECT a.customer_id, u.address AS line, a.address, a.city, a.city_code FROM customer_addresses a JOIN users u ON u.id = a.customer_id WHERE a.is_profile = 1 AND a.customer_id LIKE 'pa-bulk-%' ORDER BY a.customer_id",
      );
    expect(stored).toHaveLength(GENERATED);
    stored.forEach((row, i) => {
      expect(row.line).toBe(rows[i].text);
      const expected = rows[i].expected;
      if (expected)
        expect({ address: row.address, cityCode: row.city_code, inLine: rows[i].text.includes(row.city) }).toEqual({
          address: expected.street,
          cityCode: expected.cityCode,
          inLine: true,
        });
      else
        expect({ address: row.address, city: row.city, cityCode: row.city_code }).toEqual({
          address: rows[i].text,
          city: '',
          cityCode: null,
        });
    });
    const unconfirmed = rows.filter((row) => row.expected === null).length;
    expect(placed).toEqual({ coded: GENERATED - unconfirmed, unconfirmed: unconfirmed + before });
  });
});

function registration(userName: string, overrides: Record<string, string> = {}) {
  return {
    userName,
    fullName: 'Test',
    address: '12 Mabini St.',
    mobileNumber: '+63 917 000 1234',
    emailAddress: `${userName}@example.com`,
    password: 'tinapa-and-rice-42',
    confirmPassword: 'tinapa-and-rice-42',
    ...overrides,
  };
}
