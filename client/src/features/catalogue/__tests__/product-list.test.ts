import type { ProductCardFragment } from '../../../api/fragments.generated';
import {
  applyView,
  isFiltered,
  paramsFromView,
  resultCount,
  viewFromParams,
  type ProductListView,
} from '../utils/product-list';

const product = (
  productId: string,
  productName: string,
  productPrice: number,
  productType: ProductCardFragment['productType'],
): ProductCardFragment => ({
  __typename: 'Product',
  productId,
  productName,
  productPrice,
  productType,
  productStatus: 'Available',
  productImage: `/images/${productId}.webp`,
  availability: { __typename: 'Availability', status: 'IN_STOCK', unitsLeft: null },
});

const CATALOGUE = [
  product('SM-001', 'Tinapang Bangus 400 g', 260, 'SMOKED'),
  product('DR-001', 'Dried Danggit 250 g', 285, 'DRIED'),
  product('MAR-001', 'Daing na Bangus 450 g', 245, 'MARINATED'),
  product('DR-002', 'Dilis 200 g', 150, 'DRIED'),
  product('DR-003', 'Pusít (Dried Squid) 100 g', 150, 'DRIED'),
];
const ALL: ProductListView = { query: '', type: null, sort: 'catalogue' };
const names = (list: ProductCardFragment[]) => list.map((p) => p.productName);

describe('storefront search, type filter and sort', () => {
  it('reads the view from the address, ignoring unknown values', () => {
    expect(viewFromParams(new URLSearchParams(''))).toEqual(ALL);
    expect(viewFromParams(new URLSearchParams('q=bangus&type=smoked&sort=price-desc'))).toEqual({
      query: 'bangus',
      type: 'SMOKED',
      sort: 'price-desc',
    });
    expect(viewFromParams(new URLSearchParams('type=frozen&sort=random'))).toEqual(ALL);
  });

  it('writes only what differs from the plain list, and keeps other parameters', () => {
    expect(paramsFromView(ALL).toString()).toBe('');
    expect(paramsFromView({ query: 'dried squid', type: 'DRIED', sort: 'price' }).toString()).toBe(
      'q=dried+squid&type=dried&sort=price',
    );
    expect(paramsFromView(ALL, new URLSearchParams('q=old&utm=x')).toString()).toBe('utm=x');
    for (const view of [ALL, { query: 'Bangus', type: 'MARINATED', sort: 'name-desc' } as const])
      expect(viewFromParams(paramsFromView(view))).toEqual(view);
  });

  it('keeps the catalogue order when nothing is chosen', () => {
    expect(names(applyView(CATALOGUE, ALL))).toEqual(names(CATALOGUE));
    expect(isFiltered(ALL)).toBe(false);
    expect(isFiltered({ ...ALL, sort: 'price' })).toBe(false);
    expect(isFiltered({ ...ALL, query: '  ' })).toBe(false);
  });

  it('searches names by every word, ignoring case and accents', () => {
    expect(names(applyView(CATALOGUE, { ...ALL, query: 'bangus' }))).toEqual([
      'Tinapang Bangus 400 g',
      'Daing na Bangus 450 g',
    ]);
    expect(names(applyView(CATALOGUE, { ...ALL, query: '  BANGUS  daing ' }))).toEqual(['Daing na Bangus 450 g']);
    expect(names(applyView(CATALOGUE, { ...ALL, query: 'pusit' }))).toEqual(['Pusít (Dried Squid) 100 g']);
    expect(applyView(CATALOGUE, { ...ALL, query: 'tuna' })).toEqual([]);
  });

  it('filters by type, together with the search', () => {
    expect(names(applyView(CATALOGUE, { ...ALL, type: 'DRIED' }))).toEqual([
      'Dried Danggit 250 g',
      'Dilis 200 g',
      'Pusít (Dried Squid) 100 g',
    ]);
    expect(names(applyView(CATALOGUE, { ...ALL, type: 'SMOKED', query: 'daing' }))).toEqual([]);
    expect(names(applyView(CATALOGUE, { ...ALL, type: 'MARINATED', query: 'bangus' }))).toEqual([
      'Daing na Bangus 450 g',
    ]);
  });

  it('sorts by name and by price (equal prices by name) without changing the loaded list', () => {
    const loaded = [...CATALOGUE];
    expect(names(applyView(CATALOGUE, { ...ALL, sort: 'name' }))).toEqual([
      'Daing na Bangus 450 g',
      'Dilis 200 g',
      'Dried Danggit 250 g',
      'Pusít (Dried Squid) 100 g',
      'Tinapang Bangus 400 g',
    ]);
    expect(names(applyView(CATALOGUE, { ...ALL, sort: 'name-desc' }))[0]).toBe('Tinapang Bangus 400 g');
    expect(names(applyView(CATALOGUE, { ...ALL, sort: 'price' }))).toEqual([
      'Dilis 200 g',
      'Pusít (Dried Squid) 100 g',
      'Daing na Bangus 450 g',
      'Tinapang Bangus 400 g',
      'Dried Danggit 250 g',
    ]);
    expect(names(applyView(CATALOGUE, { ...ALL, sort: 'price-desc' }))).toEqual([
      'Dried Danggit 250 g',
      'Tinapang Bangus 400 g',
      'Daing na Bangus 450 g',
      'Dilis 200 g',
      'Pusít (Dried Squid) 100 g',
    ]);
    expect(CATALOGUE).toEqual(loaded);
  });

  it('counts the results', () => {
    expect(resultCount(23, 23, false)).toBe('23 products');
    expect(resultCount(3, 23, true)).toBe('Showing 3 of 23 products');
    expect(resultCount(0, 1, true)).toBe('Showing 0 of 1 product');
  });
});
