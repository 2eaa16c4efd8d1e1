import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { searchKey } from '@waters/domain';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { codePlaces } from '../src/modules/places/code-places.js';
import { psgc } from '../src/modules/places/psgc-directory.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const ADD_ADDRESS =
  'mutation($i: AddressInput!) { addAddress(input: $i) { id city province provinceCode cityCode barangay placeConfirmed zone { name } } }';
const OPTIONS =
  'query($i: DeliveryQuoteInput!) { deliveryOptions(input: $i) { zone { name } deliveryFee unavailableReason } }';
const ITEMS = [{ productId: 'DRD-001', quantity: 1 }];
const GENERATED = 10_000;

eachDatabase('places by PSGC code', (driver) => {
  let t: TestApp;
  let customer: { token: string; id: string };
  let employee: string;

  beforeAll(async () => {
    t = await startTestApp(driver);
    customer = await t.newCustomer(`places-${driver}`);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
  });
  afterAll(() => t?.close());

  const add = (input: Record<string, unknown>) =>
    t.gql(
      ADD_ADDRESS,
      { i: { label: 'Home', address: '21 Kalayaan Ave.', isDefault: false, ...input } },
      customer.token,
    );

  it('delivers "Quezon City, NCR" by the Metro Manila zone, matched by code, as every name of the capital region', async () => {
    for (const province of ['NCR', 'Metro Manila', 'National Capital Region', 'kalakhang maynila']) {
      const saved = (await add({ city: 'Quezon City', province })).data!.addAddress;
      expect(saved).toMatchObject({
        city: 'Quezon City',
        province,
        provinceCode: '1300000000',
        cityCode: '1381300000',
        placeConfirmed: true,
        zone: { name: 'Metro Manila' },
      });
      const offered = await t.gql(
        OPTIONS,
        { i: { method: 'DELIVERY', addressId: saved.id, items: ITEMS } },
        customer.token,
      );
      expect(offered.data!.deliveryOptions).toMatchObject({
        zone: { name: 'Metro Manila' },
        deliveryFee: 150,
        unavailableReason: null,
      });
    }
  });

  it('takes a place chosen from the lists by code, with its barangay, and names it as the list does', async () => {
    const rosario = psgc().barangays('0402117000')[0];
    const saved = (
      await add({
        city: 'anything',
        province: 'anything',
        cityCode: '0402117000',
        barangayCode: rosario.code,
        landmark: 'Blue gate',
      })
    ).data!.addAddress;
    expect(saved).toMatchObject({
      city: 'Rosario',
      province: 'Cavite',
      cityCode: '0402117000',
      barangay: rosario.name,
      placeConfirmed: true,
      zone: { name: 'Cavite' },
    });
    const wrongBarangay = await add({ city: 'x', province: 'x', cityCode: '0402117000', barangayCode: '1381300001' });
    expect(wrongBarangay.errors?.[0]).toMatchObject({
      message: 'Choose the barangay from the list of Rosario.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a place the list does not have, or has twice, with what to do', async () => {
    const refusals = await Promise.all([
      add({ city: 'Atlantis', province: 'Cavite' }),
      add({ city: 'Rosario', province: 'Luzon' }),
      add({ city: 'X', province: 'Y', cityCode: '9999999999' }),
    ]);
    expect(refusals.map((r) => r.errors?.[0].message)).toEqual([
      'Atlantis is not a city or municipality of Cavite; choose it from the list.',
      'Luzon is not a province of the Philippines; choose it from the list.',
      'Choose the city or municipality from the list.',
    ]);
    const zone = await t.gql(
      'mutation($i: DeliveryZoneInput!) { createDeliveryZone(input: $i) { id } }',
      {
        i: {
          name: 'Nowhere',
          areas: [{ province: 'Luzon' }],
          deliveryFee: 1,
          leadDays: 1,
          weekdays: [1],
          cutoff: '12:00',
          active: true,
        },
      },
      employee,
    );
    expect(zone.errors?.[0]).toMatchObject({
      message: 'Luzon is not a province of the Philippine list; choose it from the list.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it(`codes ${GENERATED.toLocaleString('en-US')} addresses written as text: the certain ones get their codes, the rest are left to confirm, no character changed`, async () => {
    const places = psgc();
    const cities = places
      .provinces()
      .flatMap((province) => places.cities(province.code).map((city) => ({ city, province })));
    const unique = cities.filter(
      ({ city, province }) =>
        places
          .cities(province.code)
          .filter((o) => searchKey(o.name).replace(/ city$/, '') === searchKey(city.name).replace(/ city$/, ''))
          .length === 1,
    );
    // As people wrote them: the list's names in any case and without accents, "City of X", the capital region's other names; and places not in the list.
    const written = fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .tuple(fc.constantFrom(...unique), fc.boolean(), fc.boolean())
          .map(([{ city, province }, upper, plain]) => {
            const style = (s: string) => (plain ? s.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : s);
            const name = city.name.endsWith(' City') && upper ? `City of ${city.name.slice(0, -5)}` : city.name;
            const prov = province.code === '1300000000' ? (upper ? 'NCR' : 'Metro Manila') : province.name;
            return {
              city: style(upper ? name.toUpperCase() : name),
              province: style(prov),
              expected: { provinceCode: province.code, cityCode: city.code },
            };
          }),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          { city: 'Atlantis', province: 'Cavite', expected: null },
          { city: 'Rosario', province: 'Luzon', expected: null },
          { city: 'San Fernando', province: 'Philippines', expected: null },
        ),
      },
    );
    const rows = fc.sample(written, { numRuns: GENERATED, seed: 20261129 });
    const dataSource = t.app.get(DataSource);
    await dataSource.query('DELETE FROM customer_addresses');
    for (let at = 0; at < rows.length; at += 400) {
      const batch = rows.slice(at, at + 400);
      await dataSource.query(
        `INSERT INTO customer_addresses (customer_id, label, address, city, province, is_default, created_at) VALUES ${batch.map(() => "(?, 'Old', ?, ?, ?, 0, '2026-01-01 00:00:00')").join(', ')}`,
        batch.flatMap((row, i) => [customer.id, `${at + i} Rizal St.`, row.city, row.province]),
      );
    }
    const runner = dataSource.createQueryRunner();
    const started = performance.now();
    const coded = await codePlaces(runner);
    const took = performance.now() - started;
    await runner.release();
    process.stdout.write(`coded ${GENERATED} addresses in ${took.toFixed(0)} ms on ${driver}\n`);
    const stored: {
      address: string;
      city: string;
      province: string;
      province_code: string | null;
      city_code: string | null;
    }[] = await dataSource.query(
      'SELECT address, city, province, province_code, city_code FROM customer_addresses ORDER BY id',
    );
    expect(stored).toHaveLength(GENERATED);
    stored.forEach((row, i) => {
      expect({ address: row.address, city: row.city, province: row.province }).toEqual({
        address: `${i} Rizal St.`,
        city: rows[i].city,
        province: rows[i].province,
      });
      expect(row.city_code === null ? null : { provinceCode: row.province_code, cityCode: row.city_code }).toEqual(
        rows[i].expected,
      );
    });
    const unconfirmed = rows.filter((row) => row.expected === null).length;
    expect(coded.addresses).toEqual({ coded: GENERATED - unconfirmed, unconfirmed });
  });
});
