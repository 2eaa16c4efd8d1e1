import type { QueryRunner } from 'typeorm';
import { psgc, type PsgcDirectory } from './psgc-directory.js';

/** What coding the places found: rows given codes, and rows left to confirm (their text as it was). */
export interface CodedPlaces {
  addresses: { coded: number; unconfirmed: number };
  areas: { coded: number; unconfirmed: number };
}

const isMysql = (runner: QueryRunner) => ['mysql', 'mariadb'].includes(runner.connection.driver.options.type);

/** Rows written a few hundred at a time: within every driver's limit on parameters. */
const BATCH = 400;

/**
 * Gives the saved addresses and the zone areas written as text their PSGC codes where the place is
 * certain (PsgcDirectory.resolve); nothing else is changed, so no character a customer wrote is lost.
 * Addresses are coded by their distinct city and province pairs (a few thousand among a million
 * rows): each pair is resolved once, written to a scratch table, and joined in one UPDATE.
 */
export async function codePlaces(runner: QueryRunner, places: PsgcDirectory = psgc()): Promise<CodedPlaces> {
  const pairs: { city: string; province: string }[] = await runner.query(
    'SELECT DISTINCT city, province FROM customer_addresses',
  );
  const coded = pairs.flatMap(({ city, province }) => {
    const match = places.resolve(city, province);
    return match.kind === 'certain' ? [[city, province, match.provinceCode, match.cityCode]] : [];
  });
  // The text columns compare as the addresses' do (MariaDB: utf8mb4_bin; SQLite: binary).
  const text = isMysql(runner)
    ? 'VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL'
    : 'VARCHAR(64) NOT NULL';
  await runner.query(
    `CREATE TABLE place_codes_scratch (city ${text}, province ${text}, province_code VARCHAR(10) NOT NULL, city_code VARCHAR(10) NOT NULL)`,
  );
  try {
    for (let at = 0; at < coded.length; at += BATCH) {
      const rows = coded.slice(at, at + BATCH);
      await runner.query(
        `INSERT INTO place_codes_scratch (city, province, province_code, city_code) VALUES ${rows.map(() => '(?, ?, ?, ?)').join(', ')}`,
        rows.flat(),
      );
    }
    await runner.query('CREATE INDEX idx_place_codes_scratch ON place_codes_scratch (city, province)');
    await runner.query(
      isMysql(runner)
        ? 'UPDATE customer_addresses a JOIN place_codes_scratch t ON a.city = t.city AND a.province = t.province SET a.province_code = t.province_code, a.city_code = t.city_code'
        : 'UPDATE customer_addresses SET province_code = t.province_code, city_code = t.city_code FROM place_codes_scratch t WHERE customer_addresses.city = t.city AND customer_addresses.province = t.province',
    );
  } finally {
    await runner.query('DROP TABLE place_codes_scratch');
  }
  const count = async (where: string) =>
    Number((await runner.query(`SELECT COUNT(*) AS n FROM customer_addresses WHERE ${where}`))[0].n);
  const addresses = { coded: await count('city_code IS NOT NULL'), unconfirmed: await count('city_code IS NULL') };
  return { addresses, areas: await codeAreas(runner, places) };
}

/** Zone areas, a few rows: each its own key; a place two areas name (as "NCR" and "Metro Manila") keeps the first. */
async function codeAreas(runner: QueryRunner, places: PsgcDirectory): Promise<CodedPlaces['areas']> {
  const areas: { id: number; province: string; city: string; place_key: string }[] = await runner.query(
    'SELECT id, province, city, place_key FROM delivery_zone_areas ORDER BY id',
  );
  const taken = new Set<string>();
  let coded = 0;
  for (const area of areas) {
    const codes = areaCodes(places, area.province, area.city);
    const key = codes && `${codes.provinceCode}|${codes.cityCode ?? ''}`;
    if (codes && key && !taken.has(key)) {
      taken.add(key);
      coded++;
      await runner.query(
        'UPDATE delivery_zone_areas SET province_code = ?, city_code = ?, place_key = ? WHERE id = ?',
        [codes.provinceCode, codes.cityCode, key, area.id],
      );
    } else {
      // Kept by its names, under a key no address has: it serves nobody until chosen from the list.
      await runner.query('UPDATE delivery_zone_areas SET place_key = ? WHERE id = ?', [`?${area.place_key}`, area.id]);
    }
  }
  return { coded, unconfirmed: areas.length - coded };
}

/** A zone area's codes: the province alone (city empty), or a city of it; null when not certain. */
export function areaCodes(
  places: PsgcDirectory,
  province: string,
  city: string | null | undefined,
): { provinceCode: string; cityCode: string | null } | null {
  if (!city || city.trim() === '') {
    const provinceCode = places.provinceNamed(province);
    return provinceCode ? { provinceCode, cityCode: null } : null;
  }
  const match = places.resolve(city, province);
  return match.kind === 'certain' ? { provinceCode: match.provinceCode, cityCode: match.cityCode } : null;
}
