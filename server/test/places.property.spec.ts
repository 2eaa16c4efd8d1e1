import { describe, expect, it } from '@jest/globals';
import { getAllProvinces, getMunicipalitiesByProvince } from '@aivangogh/ph-address';
import { METRO_MANILA_ALIASES, METRO_MANILA_CODE, searchKey } from '@waters/domain';
import fc from 'fast-check';
import { INDEPENDENT_CITIES, psgc } from '../src/modules/places/psgc-directory.js';

const places = psgc();
const RUNS = Number(process.env.PLACES_RUNS ?? 2_000);

/** Every city and municipality with its province, as the directory lists them. */
const cities = places
  .provinces()
  .flatMap((province) => places.cities(province.code).map((city) => ({ city, province })));

/** The ways people write a place: as listed, in capitals or small letters, without accents, "City of X" for "X City", extra spaces, a trailing full stop. */
const CASES = [(s: string) => s, (s: string) => s.toUpperCase(), (s: string) => s.toLowerCase()];
const withoutAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const cityForms = (name: string) => {
  const bare = name.replace(/ City$/, '');
  return bare === name ? [name] : [name, `City of ${bare}`, `${bare} City`];
};
const provinceForms = (name: string, code: string) =>
  code === METRO_MANILA_CODE
    ? ['Metro Manila', 'NCR', 'National Capital Region', 'Kalakhang Maynila', 'metro  manila', 'N.C.R.']
    : [name, `Province of ${name}`];

describe('PSGC places', () => {
  it('lists every province of the PSA list with Metro Manila, and every city and municipality once, under its province', () => {
    expect(places.provinces()).toHaveLength(getAllProvinces().length + 1);
    const listed = cities.map(({ city }) => city.code);
    expect(new Set(listed).size).toBe(listed.length);
    // The PSA's count for 31 December 2025: 149 cities and 1,493 municipalities (Manila's fourteen districts are Manila's).
    expect(listed).toHaveLength(1_642);
    // Independent cities stand under the province they lie in; none is lost.
    for (const [parent, province] of Object.entries(INDEPENDENT_CITIES)) {
      for (const city of getMunicipalitiesByProvince(parent))
        expect(places.city(city.psgcCode)?.provinceCode).toBe(province);
    }
    expect(places.barangays('1380600000').length).toBeGreaterThan(890);
  });

  it('finds a random city or municipality, however its names are written, in its province', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cities),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...CASES),
        fc.boolean(),
        ({ city, province }, cityForm, provinceForm, casing, accents) => {
          const forms = cityForms(city.name);
          const provinces = provinceForms(province.name, province.code);
          const write = (s: string) => casing(accents ? s : withoutAccents(s));
          const match = places.resolve(
            write(forms[cityForm % forms.length]),
            write(provinces[provinceForm % provinces.length]),
          );
          // Two places of one province may share a name (a city and a municipality): then it is not a guess.
          const namesakes = places
            .cities(province.code)
            .filter(
              (other) => searchKey(other.name).replace(/ city$/, '') === searchKey(city.name).replace(/ city$/, ''),
            );
          if (namesakes.length > 1) expect(match.kind).not.toBe('certain');
          else expect(match).toEqual({ kind: 'certain', provinceCode: province.code, cityCode: city.code });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('gives every name of the capital region the one code, and keeps names found in two provinces apart', () => {
    for (const alias of METRO_MANILA_ALIASES) expect(places.provinceNamed(alias)).toBe(METRO_MANILA_CODE);
    expect(places.resolve('Quezon City', 'NCR')).toEqual({
      kind: 'certain',
      provinceCode: METRO_MANILA_CODE,
      cityCode: '1381300000',
    });
    expect(places.resolve('Dasmarinas', 'cavite')).toEqual({
      kind: 'certain',
      provinceCode: '0402100000',
      cityCode: '0402106000',
    });
    expect(places.resolve('City of San Fernando', 'Pampanga')).toMatchObject({ cityCode: '0305416000' });
    expect(places.resolve('San Fernando City', 'La Union')).toMatchObject({ cityCode: '0103314000' });
    expect(places.resolve('San Fernando', null).kind).toBe('ambiguous');
    expect(places.resolve('Rosario', 'Nowhere')).toEqual({ kind: 'unknown-province' });
    expect(places.resolve('Atlantis', 'Cavite')).toEqual({ kind: 'unknown-city' });
  });
});
