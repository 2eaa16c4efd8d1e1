import type { ProductType } from '../../../gql/graphql';
import type { ProductCardFragment } from '../../../api/fragments.generated';

/**
 * The storefront's search, type filter and sort, kept in the address (?q=…&type=…&sort=…) so
 * back/forward and reload show the same list. Applied in the browser to the loaded catalogue.
 */
export const PRODUCT_TYPES: ReadonlyArray<{ value: ProductType; label: string }> = [
  { value: 'DRIED', label: 'Dried' },
  { value: 'MARINATED', label: 'Marinated' },
  { value: 'SMOKED', label: 'Smoked' },
];

export const SORT_ORDERS = [
  { value: 'catalogue', label: 'Catalogue order' },
  { value: 'name', label: 'Name (A to Z)' },
  { value: 'name-desc', label: 'Name (Z to A)' },
  { value: 'price', label: 'Price (low to high)' },
  { value: 'price-desc', label: 'Price (high to low)' },
] as const;

export type SortOrder = (typeof SORT_ORDERS)[number]['value'];

export interface ProductListView {
  /** The search words as typed ('' for none). */
  query: string;
  type: ProductType | null;
  sort: SortOrder;
}

const PARAM = { query: 'q', type: 'type', sort: 'sort' } as const;
const DEFAULT_SORT: SortOrder = 'catalogue';

/** Reads the view from the address; unknown values fall back to "all" and the catalogue order. */
export function viewFromParams(params: URLSearchParams): ProductListView {
  const type = params.get(PARAM.type)?.toUpperCase();
  const sort = params.get(PARAM.sort);
  return {
    query: params.get(PARAM.query) ?? '',
    type: PRODUCT_TYPES.find((option) => option.value === type)?.value ?? null,
    sort: SORT_ORDERS.find((option) => option.value === sort)?.value ?? DEFAULT_SORT,
  };
}

/** The address parameters of a view, without the defaults (a plain /storefront shows everything). */
export function paramsFromView(view: ProductListView, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string | null) => (value ? params.set(name, value) : params.delete(name));
  set(PARAM.query, view.query);
  set(PARAM.type, view.type?.toLowerCase() ?? null);
  set(PARAM.sort, view.sort === DEFAULT_SORT ? null : view.sort);
  return params;
}

export const isFiltered = (view: ProductListView) => view.query.trim() !== '' || view.type !== null;

/** Lower case without accents, so "pusit" finds "Pusít" and "DAING" finds "Daing". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const byName = (a: ProductCardFragment, b: ProductCardFragment) =>
  a.productName.localeCompare(b.productName, 'en', { sensitivity: 'base', numeric: true });

const COMPARE: Record<SortOrder, ((a: ProductCardFragment, b: ProductCardFragment) => number) | null> = {
  catalogue: null,
  name: byName,
  'name-desc': (a, b) => byName(b, a),
  // Equal prices are listed by name, so the order never depends on the server's.
  price: (a, b) => a.productPrice - b.productPrice || byName(a, b),
  'price-desc': (a, b) => b.productPrice - a.productPrice || byName(a, b),
};

/** The products the view shows, in its order: every search word must appear in the name. */
export function applyView(products: readonly ProductCardFragment[], view: ProductListView): ProductCardFragment[] {
  const words = folded(view.query).split(/\s+/).filter(Boolean);
  const shown = products.filter((product) => {
    if (view.type && product.productType !== view.type) return false;
    const name = folded(product.productName);
    return words.every((word) => name.includes(word));
  });
  const compare = COMPARE[view.sort];
  return compare ? shown.sort(compare) : shown;
}

/** "23 products", or "Showing 3 of 23 products" while a search or filter narrows the list. */
export function resultCount(shown: number, total: number, filtered: boolean): string {
  const noun = (n: number) => (n === 1 ? 'product' : 'products');
  return filtered ? `Showing ${shown} of ${total} ${noun(total)}` : `${total} ${noun(total)}`;
}
