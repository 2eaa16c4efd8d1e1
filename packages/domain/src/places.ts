import { placeKey } from './delivery.js';

/**
 * Places of the Philippine Standard Geographic Code (PSGC) as people write them. The codes and
 * names come from the PSA's list (server/src/modules/places); these rules turn what a person typed
 * into the keys those names are found under, so "Quezon City, NCR", "quezon city, Metro Manila" and
 * "QUEZON CITY, National Capital Region" all land on the same two codes.
 */

/** A PSGC code: ten digits (region 2, province 3, city or municipality 2, barangay 3). */
export const PSGC_CODE = /^\d{10}$/;
export const isPsgcCode = (value: unknown): value is string => typeof value === 'string' && PSGC_CODE.test(value);

/** The National Capital Region: its cities have no province; the region stands in for one ("Metro Manila"). */
export const METRO_MANILA_CODE = '1300000000';
export const METRO_MANILA_NAME = 'Metro Manila';

/** The names people give the capital region, written as searchKey leaves them. */
export const METRO_MANILA_ALIASES = [
  'metro manila',
  'ncr',
  'national capital region',
  'kalakhang maynila',
  'mm',
  'manila metro',
  'metropolitan manila',
];

/** Abbreviations in place names, written out: "Sto. Tomas" is "Santo Tomas", "Gen. Trias" "General Trias". */
const ABBREVIATIONS: readonly [RegExp, string][] = [
  [/\bsta\b/g, 'santa'],
  [/\bsto\b/g, 'santo'],
  [/\bgen\b/g, 'general'],
  [/\bpres\b/g, 'president'],
  [/\bsn\b/g, 'san'],
  [/\bmt\b/g, 'mount'],
  [/\bbrgy\b/g, 'barangay'],
];

/**
 * A place name as it is compared: no case, accents (ñ is n), punctuation or extra spaces, and the
 * usual abbreviations written out. "Dasmariñas" and "DASMARINAS", "Sto. Niño" and "santo nino" meet.
 */
export function searchKey(name: string): string {
  let key = placeKey(name)
    .replace(/[.,'’`"()]/g, ' ')
    .replace(/[-–—/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, full] of ABBREVIATIONS) key = key.replace(pattern, full);
  return key;
}

/**
 * The keys a city or municipality is found under: its name, and for a city the forms people use
 * for it — "Quezon City", "City of Quezon", "Quezon" (the PSA writes "City of San Fernando",
 * people "San Fernando City"; both, and the bare name, are the same place).
 */
export function cityKeys(name: string): string[] {
  const key = searchKey(name);
  const bare = key
    .replace(/^city of /, '')
    .replace(/ city$/, '')
    .replace(/^municipality of /, '')
    .trim();
  return [...new Set([key, bare, `${bare} city`, `city of ${bare}`])];
}

/** The key a province is found under: the capital region's names all give Metro Manila's; "Province of Cavite" is "Cavite". */
export function provinceKey(name: string): string {
  const key = searchKey(name)
    .replace(/^province of /, '')
    .replace(/ province$/, '')
    .trim();
  // Spaces aside, so that "N.C.R." and "M.M." are NCR and MM.
  const compact = key.replace(/ /g, '');
  return METRO_MANILA_ALIASES.some((alias) => alias.replace(/ /g, '') === compact) ? searchKey(METRO_MANILA_NAME) : key;
}

/** One place of an address, as stored: codes, and the PSA's names for them. */
export interface PlaceCodes {
  provinceCode: string;
  cityCode: string;
  barangayCode?: string | null;
}
