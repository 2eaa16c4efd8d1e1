import { useQuery } from '@apollo/client/react';
import { PlaceBarangaysDocument, PlaceCitiesDocument, PlaceProvincesDocument } from '../../api/places.generated';

export interface Place {
  code: string;
  name: string;
}

/** The codes of a place chosen from the lists, empty while not chosen. */
export interface PlaceCodes {
  provinceCode: string;
  cityCode: string;
  barangayCode: string;
}

export interface PlaceLists {
  provinces: readonly Place[];
  /** The cities and municipalities of the province chosen. */
  cities: readonly Place[];
  /** The barangays of the city chosen. */
  barangays: readonly Place[];
}

/** The PSGC pick-lists for a place being chosen: each list is asked for once the choice above it is made. */
export function usePlaceLists({ provinceCode, cityCode }: Pick<PlaceCodes, 'provinceCode' | 'cityCode'>): PlaceLists {
  const provinces = useQuery(PlaceProvincesDocument).data?.placeProvinces ?? [];
  const cities =
    useQuery(PlaceCitiesDocument, { variables: { provinceCode }, skip: !provinceCode }).data?.placeCities ?? [];
  const barangays =
    useQuery(PlaceBarangaysDocument, { variables: { cityCode }, skip: !cityCode }).data?.placeBarangays ?? [];
  return { provinces, cities, barangays };
}

/** A choice clears the choices under it: another province has other cities. */
export function choosePlace<T extends PlaceCodes>(current: T, field: keyof PlaceCodes, code: string): T {
  const below =
    field === 'provinceCode' ? { cityCode: '', barangayCode: '' } : field === 'cityCode' ? { barangayCode: '' } : {};
  return { ...current, [field]: code, ...below };
}

export const placeName = (list: readonly Place[], code: string) =>
  list.find((place) => place.code === code)?.name ?? '';
