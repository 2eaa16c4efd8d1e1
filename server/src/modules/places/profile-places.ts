import type { QueryRunner } from 'typeorm';
import { psgc, type PsgcDirectory } from './psgc-directory.js';
import { placeOfWriting } from './written-place.js';

const isMysql = (runner: QueryRunner) => ['mysql', 'mariadb'].includes(runner.connection.driver.options.type);

/** Rows read, and written, a batch at a time: memory stays flat at any size, within every driver's limit on parameters. */
const READ_BATCH = 5000;
const WRITE_BATCH = 400;

/**
 * Gives every account a profile address in the address book, made from the line it was given at
 * sign-up (`users.address`, which stays as it was). Where the line ends in a certain city
 * (placeOfWriting), the row holds the street and the place with its codes; otherwise the whole line
 * and no place, so its owner is asked to confirm the city and not a character is lost.
 */
export async function placeProfileAddresses(
  runner: QueryRunner,
  places: PsgcDirectory = psgc(),
): Promise<{ coded: number; unconfirmed: number }> {
  await runner.query(
    `INSERT INTO customer_addresses (customer_id, label, address, city, province, is_default, is_profile, created_at)
     SELECT u.id, 'Profile address', u.address, '', '', 0, 1, u.created_at FROM users u
     WHERE NOT EXISTS (SELECT 1 FROM customer_addresses a WHERE a.customer_id = u.id AND a.is_profile = 1)`,
  );
  const text = (length: number) =>
    isMysql(runner) ? `VARCHAR(${length}) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin` : `VARCHAR(${length})`;
  await runner.query(
    `CREATE TABLE profile_places_scratch (id INTEGER NOT NULL PRIMARY KEY, address ${text(300)} NOT NULL, city ${text(64)} NOT NULL, province ${text(64)} NOT NULL, province_code VARCHAR(10) NOT NULL, city_code VARCHAR(10) NOT NULL, barangay_code VARCHAR(10) NULL)`,
  );
  try {
    let coded = 0;
    let unconfirmed = 0;
    for (let after = 0; ;) {
      const rows: { id: number; address: string }[] = await runner.query(
        `SELECT id, address FROM customer_addresses WHERE is_profile = 1 AND city_code IS NULL AND id > ? ORDER BY id LIMIT ${READ_BATCH}`,
        [after],
      );
      if (rows.length === 0) break;
      after = Number(rows[rows.length - 1].id);
      const found = rows.flatMap((row) => {
        const place = placeOfWriting(row.address, places);
        return place
          ? [[row.id, place.street, place.city, place.province, place.provinceCode, place.cityCode, place.barangayCode]]
          : [];
      });
      coded += found.length;
      unconfirmed += rows.length - found.length;
      for (let at = 0; at < found.length; at += WRITE_BATCH) {
        const batch = found.slice(at, at + WRITE_BATCH);
        await runner.query(
          `INSERT INTO profile_places_scratch (id, address, city, province, province_code, city_code, barangay_code) VALUES ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          batch.flat(),
        );
      }
    }
    await runner.query(
      isMysql(runner)
        ? 'UPDATE customer_addresses a JOIN profile_places_scratch t ON a.id = t.id SET a.address = t.address, a.city = t.city, a.province = t.province, a.province_code = t.province_code, a.city_code = t.city_code, a.barangay_code = t.barangay_code'
        : 'UPDATE customer_addresses SET address = t.address, city = t.city, province = t.province, province_code = t.province_code, city_code = t.city_code, barangay_code = t.barangay_code FROM profile_places_scratch t WHERE customer_addresses.id = t.id',
    );
    return { coded, unconfirmed };
  } finally {
    await runner.query('DROP TABLE profile_places_scratch');
  }
}
