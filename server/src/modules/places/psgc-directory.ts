import { getAllProvinces, getBarangaysByMunicipality, getMunicipalitiesByProvince } from '@aivangogh/ph-address';
import { cityKeys, METRO_MANILA_CODE, METRO_MANILA_NAME, provinceKey, searchKey } from '@waters/domain';

/**
 * The Philippine Standard Geographic Code as the shop uses it: provinces (Metro Manila standing in
 * for the capital region, whose cities have none), the cities and municipalities of each, and their
 * barangays. The data is the PSA's list as published in `@aivangogh/ph-address` (PSGC of 31 December
 * 2025, 82 provinces, 1,656 cities and municipalities, 42,011 barangays), pinned to one release.
 *
 * That list puts a highly urbanised or independent city outside any province (Cebu City, Baguio); a
 * customer writes "Cebu City, Cebu" and a zone that serves Cebu serves it, so each is listed under
 * the province it lies in. Manila's barangays are listed by district; here they are Manila's.
 */

export interface PsgcProvince {
  code: string;
  name: string;
}

export interface PsgcCity {
  code: string;
  name: string;
  /** The province it lies in (Metro Manila's code for the capital region's cities). */
  provinceCode: string;
}

export interface PsgcBarangay {
  code: string;
  name: string;
}

/** Cities outside any province in the PSA's list, and the province each lies in. */
export const INDEPENDENT_CITIES: Readonly<Record<string, string>> = {
  '1430300000': '1401100000', // Baguio City: Benguet
  '1731500000': '1705300000', // Puerto Princesa City: Palawan
  '1830200000': '1804500000', // Bacolod City: Negros Occidental
  '0330100000': '0305400000', // Angeles City: Pampanga
  '0331400000': '0307100000', // Olongapo City: Zambales
  '0431200000': '0405600000', // Lucena City: Quezon
  '0931700000': '0907300000', // Zamboanga City: Zamboanga del Sur
  '0990100000': '1900700000', // Isabela City: Basilan
  '0631000000': '0603000000', // Iloilo City: Iloilo
  '0730600000': '0702200000', // Cebu City: Cebu
  '0731100000': '0702200000', // Lapu-Lapu City: Cebu
  '0731300000': '0702200000', // Mandaue City: Cebu
  '0831600000': '0803700000', // Tacloban City: Leyte
  '1030500000': '1004300000', // Cagayan de Oro City: Misamis Oriental
  '1030900000': '1003500000', // Iligan City: Lanao del Norte
  '1130700000': '1102400000', // Davao City: Davao del Sur
  '1230800000': '1206300000', // General Santos City: South Cotabato
  '1630400000': '1600200000', // Butuan City: Agusan del Norte
  '1999900000': '1204700000', // Special Geographic Area of BARMM: Cotabato
};

/** Manila, whose barangays the list keeps under its fourteen districts. */
const MANILA_CODE = '1380600000';

/** What a typed place resolved to: one city for certain, or why not. */
export type PlaceMatch =
  | { kind: 'certain'; provinceCode: string; cityCode: string }
  | { kind: 'unknown-province' }
  | { kind: 'unknown-city' }
  | { kind: 'ambiguous'; cityCodes: string[] };

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

export class PsgcDirectory {
  private readonly provinceList: PsgcProvince[];
  private readonly provinceIndex = new Map<string, PsgcProvince>();
  private readonly provinceByKey = new Map<string, string>();
  private readonly cityIndex = new Map<string, PsgcCity>();
  private readonly citiesOf = new Map<string, PsgcCity[]>();
  /** Every key of every city (its name, "City of X", "X City", "X"): the cities under it. */
  private readonly citiesByKey = new Map<string, PsgcCity[]>();
  /** A city's own name, as searchKey writes it: the cities so named. */
  private readonly citiesByName = new Map<string, PsgcCity[]>();
  private readonly barangayCache = new Map<string, PsgcBarangay[]>();
  /** A city's barangays by searchKey of their names: the codes so named. */
  private readonly barangayKeys = new Map<string, Map<string, string[]>>();

  constructor() {
    const provinces = [
      ...getAllProvinces().map((p) => ({ code: p.psgcCode, name: p.name })),
      { code: METRO_MANILA_CODE, name: METRO_MANILA_NAME },
    ];
    this.provinceList = provinces.sort(byName);
    for (const province of provinces) {
      this.provinceIndex.set(province.code, province);
      this.provinceByKey.set(provinceKey(province.name), province.code);
      for (const city of getMunicipalitiesByProvince(province.code))
        this.addCity({ code: city.psgcCode, name: city.name, provinceCode: province.code });
    }
    for (const [parent, provinceCode] of Object.entries(INDEPENDENT_CITIES)) {
      for (const city of getMunicipalitiesByProvince(parent))
        this.addCity({ code: city.psgcCode, name: city.name, provinceCode });
    }
    for (const list of this.citiesOf.values()) list.sort(byName);
  }

  private addCity(city: PsgcCity): void {
    this.cityIndex.set(city.code, city);
    this.citiesOf.set(city.provinceCode, [...(this.citiesOf.get(city.provinceCode) ?? []), city]);
    const own = searchKey(city.name);
    this.citiesByName.set(own, [...(this.citiesByName.get(own) ?? []), city]);
    for (const key of cityKeys(city.name)) this.citiesByKey.set(key, [...(this.citiesByKey.get(key) ?? []), city]);
  }

  /** Every province, by name (Metro Manila among them). */
  provinces(): readonly PsgcProvince[] {
    return this.provinceList;
  }

  /** The cities and municipalities of a province, by name; none for a code that is not a province. */
  cities(provinceCode: string): readonly PsgcCity[] {
    return this.citiesOf.get(provinceCode) ?? [];
  }

  /** The barangays of a city or municipality, by name; none for a code that is not one. */
  barangays(cityCode: string): readonly PsgcBarangay[] {
    if (!this.cityIndex.has(cityCode)) return [];
    const cached = this.barangayCache.get(cityCode);
    if (cached) return cached;
    const parts =
      cityCode === MANILA_CODE
        ? getMunicipalitiesByProvince(MANILA_CODE).map((district) => district.psgcCode)
        : [cityCode];
    const list = parts
      .flatMap((code) => getBarangaysByMunicipality(code).map((b) => ({ code: b.psgcCode, name: b.name })))
      .sort(byName);
    this.barangayCache.set(cityCode, list);
    return list;
  }

  province(code: string): PsgcProvince | null {
    return this.provinceIndex.get(code) ?? null;
  }

  city(code: string): PsgcCity | null {
    return this.cityIndex.get(code) ?? null;
  }

  /** The barangay of that city with that code, or null. */
  barangay(cityCode: string, code: string): PsgcBarangay | null {
    return this.barangays(cityCode).find((barangay) => barangay.code === code) ?? null;
  }

  /** The one barangay of the city a name means ("Brgy. Sto. Niño" is Santo Niño), or null (none, or more than one). */
  barangayNamed(cityCode: string, text: string): string | null {
    let keys = this.barangayKeys.get(cityCode);
    if (!keys) {
      keys = new Map();
      for (const barangay of this.barangays(cityCode)) {
        const key = searchKey(barangay.name);
        keys.set(key, [...(keys.get(key) ?? []), barangay.code]);
      }
      this.barangayKeys.set(cityCode, keys);
    }
    const found = keys.get(searchKey(text).replace(/^(barangay|bgy) /, ''));
    return found?.length === 1 ? found[0] : null;
  }

  /** The province a name means ("NCR" and "Metro Manila" are one), or null. */
  provinceNamed(text: string): string | null {
    return this.provinceByKey.get(provinceKey(text)) ?? null;
  }

  /**
   * The city or municipality a person wrote, in the province they wrote (when they did): certain
   * only when exactly one place fits. A name written as it is listed wins over its other forms
   * ("San Jose City" is not San Jose); "San Fernando" without a province is two cities, not a guess.
   */
  resolve(cityText: string, provinceText?: string | null): PlaceMatch {
    const provinceCode = provinceText && provinceText.trim() !== '' ? this.provinceNamed(provinceText) : null;
    if (provinceText && provinceText.trim() !== '' && provinceCode === null) return { kind: 'unknown-province' };
    const within = (cities: readonly PsgcCity[] | undefined) =>
      (cities ?? []).filter((city) => provinceCode === null || city.provinceCode === provinceCode);
    const exact = within(this.citiesByName.get(searchKey(cityText)));
    const found =
      exact.length > 0 ? exact : [...new Set(cityKeys(cityText).flatMap((key) => within(this.citiesByKey.get(key))))];
    if (found.length === 0) return { kind: 'unknown-city' };
    if (found.length > 1) return { kind: 'ambiguous', cityCodes: found.map((city) => city.code) };
    return { kind: 'certain', provinceCode: found[0].provinceCode, cityCode: found[0].code };
  }
}

let shared: PsgcDirectory | null = null;

/** The one directory of the process (built on first use, about 0.2 s; the barangays of a city when first asked). */
export function psgc(): PsgcDirectory {
  shared ??= new PsgcDirectory();
  return shared;
}
