// Times the places migrations' data steps over a million saved addresses written as text (codePlaces) and a
// million accounts whose one-line address becomes their profile address (placeProfileAddresses), on a
// throwaway MariaDB database filled with bulk SQL (seq_1_to_N), and on SQLite. Prints figures; asserts nothing.
//   npm run bench:code-places --workspace server            (ADDRESSES=1000000, MYSQL_URL=mysql://root@127.0.0.1:3306)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { parseDatabaseUrl } from '../dist/config/database-url.js';
import { APP_SCHEMA } from '../dist/app-schema.js';
import { resolveDataSourceOptions } from '../dist/database/data-source-options.js';
import { codePlaces } from '../dist/modules/places/code-places.js';
import { psgc } from '../dist/modules/places/psgc-directory.js';
import { placeProfileAddresses } from '../dist/modules/places/profile-places.js';

const ADDRESSES = Number(process.env.ADDRESSES ?? 1_000_000);
const MYSQL = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

/** The cities as customers write them (a tenth misspelt or without a province the list knows), 2,000 pairs in all. */
function pairs() {
  const places = psgc();
  const all = places
    .provinces()
    .flatMap((province) =>
      places.cities(province.code).map((city) => [city.name, province.code === '1300000000' ? 'NCR' : province.name]),
    );
  const written = [];
  for (let i = 0; written.length < 2000; i++) {
    const [city, province] = all[(i * 7919) % all.length];
    written.push(
      i % 10 === 0
        ? [`${city}x`, province]
        : i % 3 === 0
          ? [city.toUpperCase(), province.toLowerCase()]
          : [city, province],
    );
  }
  return written;
}

async function run(label, url, fill) {
  const dataSource = await new DataSource({
    ...(await resolveDataSourceOptions(parseDatabaseUrl(url), APP_SCHEMA)),
    migrationsRun: false,
  }).initialize();
  await dataSource.runMigrations();
  await dataSource.query(
    "INSERT INTO users (id, role, user_name, user_name_key, full_name, address, mobile_number, email_address, password_hash, created_at, updated_at) VALUES ('bench-customer', 'Customer', 'bench', 'bench', 'Bench', 'x', '0917', 'b@x.ph', 'x', '2026-01-01 00:00:00', '2026-01-01 00:00:00')",
  );
  const written = pairs();
  const started = performance.now();
  await fill(dataSource, written);
  await dataSource.query('UPDATE customer_addresses SET province_code = NULL, city_code = NULL');
  const filled = performance.now();
  const runner = dataSource.createQueryRunner();
  const coded = await codePlaces(runner);
  const done = performance.now();
  const profiles = await placeProfileAddresses(runner);
  const placed = performance.now();
  await runner.release();
  const s = (from, to) => ((to - from) / 1000).toFixed(1);
  console.log(
    `${label}: ${ADDRESSES.toLocaleString('en-US')} addresses (${written.length} distinct places) and as many accounts filled in ${s(started, filled)} s; saved addresses coded in ${s(filled, done)} s: ${JSON.stringify(coded.addresses)}; profile addresses made and placed in ${s(done, placed)} s: ${JSON.stringify(profiles)}`,
  );
  await dataSource.destroy();
}

/** MariaDB: the pairs in a table, then one INSERT … SELECT over seq_1_to_N. */
await run('MariaDB', `${MYSQL}/bench_code_places`, async (db, written) => {
  await db.query(
    'CREATE TABLE bench_pairs (n INT PRIMARY KEY, city VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin, province VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin)',
  );
  for (let at = 0; at < written.length; at += 500) {
    const rows = written.slice(at, at + 500);
    await db.query(
      `INSERT INTO bench_pairs VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`,
      rows.flatMap(([city, province], i) => [at + i, city, province]),
    );
  }
  await db.query(
    `INSERT INTO customer_addresses (customer_id, label, address, city, province, is_default, created_at)
     SELECT 'bench-customer', 'Home', CONCAT(s.seq, ' Rizal St.'), p.city, p.province, 0, '2026-01-01 00:00:00' FROM seq_1_to_${ADDRESSES} s JOIN bench_pairs p ON p.n = s.seq % ${written.length}`,
  );
  await db.query(
    `INSERT INTO users (id, role, user_name, user_name_key, full_name, address, mobile_number, email_address, password_hash, created_at, updated_at)
     SELECT CONCAT('bench-', s.seq), 'Customer', CONCAT('b', s.seq), CONCAT('b', s.seq), 'Bench', CONCAT(s.seq, ' Rizal St., ', p.city, ', ', p.province), '0917', 'b@x.ph', 'x', '2026-01-01 00:00:00', '2026-01-01 00:00:00'
     FROM seq_1_to_${ADDRESSES} s JOIN bench_pairs p ON p.n = s.seq % ${written.length}`,
  );
  await db.query('DROP TABLE bench_pairs');
}).finally(async () => {
  const drop = await new DataSource({
    ...(await resolveDataSourceOptions(parseDatabaseUrl(`${MYSQL}/bench_code_places`), APP_SCHEMA)),
    migrationsRun: false,
  }).initialize();
  await drop.query('DROP DATABASE bench_code_places');
  await drop.destroy();
});

/** SQLite: a recursive count joined to the pairs. */
const dir = mkdtempSync(join(tmpdir(), 'bench-code-places-'));
try {
  await run('SQLite', `sqlite:${join(dir, 'bench.sqlite')}`, async (db, written) => {
    await db.query('CREATE TABLE bench_pairs (n INTEGER PRIMARY KEY, city TEXT, province TEXT)');
    for (let at = 0; at < written.length; at += 300) {
      const rows = written.slice(at, at + 300);
      await db.query(
        `INSERT INTO bench_pairs VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`,
        rows.flatMap(([city, province], i) => [at + i, city, province]),
      );
    }
    await db.query(
      `WITH RECURSIVE s(seq) AS (SELECT 1 UNION ALL SELECT seq + 1 FROM s WHERE seq < ${ADDRESSES})
       INSERT INTO customer_addresses (customer_id, label, address, city, province, is_default, created_at)
       SELECT 'bench-customer', 'Home', seq || ' Rizal St.', p.city, p.province, 0, '2026-01-01 00:00:00' FROM s JOIN bench_pairs p ON p.n = s.seq % ${written.length}`,
    );
    await db.query(
      `WITH RECURSIVE s(seq) AS (SELECT 1 UNION ALL SELECT seq + 1 FROM s WHERE seq < ${ADDRESSES})
       INSERT INTO users (id, role, user_name, user_name_key, full_name, address, mobile_number, email_address, password_hash, created_at, updated_at)
       SELECT 'bench-' || seq, 'Customer', 'b' || seq, 'b' || seq, 'Bench', seq || ' Rizal St., ' || p.city || ', ' || p.province, '0917', 'b@x.ph', 'x', '2026-01-01 00:00:00', '2026-01-01 00:00:00'
       FROM s JOIN bench_pairs p ON p.n = s.seq % ${written.length}`,
    );
    await db.query('DROP TABLE bench_pairs');
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
