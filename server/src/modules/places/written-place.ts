import { searchKey } from '@waters/domain';
import type { PsgcDirectory } from './psgc-directory.js';

/** A place read out of an address written on one line, when it is certain. */
export interface WrittenPlace {
  /** Everything before the city, as written. */
  street: string;
  /** The city and province as written (the province from the list when the writer left it out). */
  city: string;
  province: string;
  provinceCode: string;
  cityCode: string;
  /** The barangay when the part before the city names exactly one of that city's. */
  barangayCode: string | null;
}

/** Parts at the end that name no place: the country, a four-digit postal code. */
const NOT_A_PLACE = /^(philippines|republic of the philippines|ph|\d{4})$/;

/**
 * Reads "12 Mabini St., Brgy. Concepcion Uno, Marikina City, Metro Manila, 1800" as street, city and
 * province: certain only when the last parts name exactly one city (PsgcDirectory.resolve). "…, City"
 * alone counts only when that name is no province ("…, Cavite" is a province, not Cavite City).
 * Anything else is null: the text stays as written, to be confirmed by its owner.
 */
export function placeOfWriting(text: string, places: PsgcDirectory): WrittenPlace | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  while (parts.length > 0 && NOT_A_PLACE.test(searchKey(parts[parts.length - 1]))) parts.pop();
  if (parts.length >= 3) {
    const [city, province] = parts.slice(-2);
    const match = places.resolve(city, province);
    if (match.kind === 'certain') return placed(parts.slice(0, -2), city, province, match, places);
  }
  if (parts.length >= 2) {
    const city = parts[parts.length - 1];
    const match = places.provinceNamed(city) === null ? places.resolve(city) : null;
    if (match?.kind === 'certain')
      return placed(parts.slice(0, -1), city, places.province(match.provinceCode)!.name, match, places);
  }
  return null;
}

function placed(
  before: string[],
  city: string,
  province: string,
  match: { provinceCode: string; cityCode: string },
  places: PsgcDirectory,
): WrittenPlace {
  return {
    street: before.join(', '),
    city,
    province,
    provinceCode: match.provinceCode,
    cityCode: match.cityCode,
    barangayCode: places.barangayNamed(match.cityCode, before[before.length - 1]),
  };
}
