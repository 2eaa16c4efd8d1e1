import { badInput } from '../../platform/errors/domain-error.js';
import { decodeCursor, type CursorKey } from '../../platform/pagination/page.js';
import { CatalogueSort } from './dto/catalogue.args.js';
import type { ProductStatus, ProductType } from './product-enums.js';
import type { Product } from './product.entity.js';

export interface CatalogueFilter {
  search?: string | null;
  type?: ProductType | null;
  status?: ProductStatus | null;
}

/** Longer than any name or ID: a longer search cannot match, and is not worth a scan. */
const SEARCH_MAX = 120;

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface SortRule {
  /** The cursor key of a product: its sort value, then its ID. */
  key: (product: Product) => CursorKey;
  shape: readonly ('string' | 'number')[];
  compare: (a: CursorKey, b: CursorKey) => number;
}

const thenId = (first: number, a: CursorKey, b: CursorKey) => first || byText(String(a[1]), String(b[1]));

const SORTS: Record<CatalogueSort, SortRule> = {
  [CatalogueSort.TYPE]: {
    key: (p) => [p.type, p.productId],
    shape: ['string', 'string'],
    compare: (a, b) => thenId(byText(String(a[0]), String(b[0])), a, b),
  },
  [CatalogueSort.NAME]: {
    key: (p) => [p.name, p.productId],
    shape: ['string', 'string'],
    compare: (a, b) => thenId(names.compare(String(a[0]), String(b[0])), a, b),
  },
  [CatalogueSort.PRICE_ASC]: {
    key: (p) => [p.priceCentavos, p.productId],
    shape: ['number', 'string'],
    compare: (a, b) => thenId(Number(a[0]) - Number(b[0]), a, b),
  },
  [CatalogueSort.PRICE_DESC]: {
    key: (p) => [p.priceCentavos, p.productId],
    shape: ['number', 'string'],
    compare: (a, b) => thenId(Number(b[0]) - Number(a[0]), a, b),
  },
};

/** The products a search, type and status let through: the search is part of the name or ID, in any case. */
export function filterCatalogue(products: readonly Product[], filter: CatalogueFilter): readonly Product[] {
  const search = (filter.search ?? '').trim().toLocaleLowerCase('en');
  if (search.length > SEARCH_MAX)
    throw badInput(`search must be at most ${SEARCH_MAX} characters.`, { search: `at most ${SEARCH_MAX} characters` });
  if (!search && !filter.type && !filter.status) return products;
  return products.filter(
    (p) =>
      (!filter.type || p.type === filter.type) &&
      (!filter.status || p.status === filter.status) &&
      (!search ||
        p.name.toLocaleLowerCase('en').includes(search) ||
        p.productId.toLocaleLowerCase('en').includes(search)),
  );
}

/**
 * The products in the sort's order, from just after the cursor's product (a product deleted
 * since still marks the place). The catalogue arrives by type and ID, so that order costs nothing.
 */
export function sortedAfter(
  products: readonly Product[],
  sort: CatalogueSort,
  after: string | null | undefined,
): { rest: readonly Product[]; key: SortRule['key'] } {
  const rule = SORTS[sort];
  const sorted =
    sort === CatalogueSort.TYPE ? products : [...products].sort((a, b) => rule.compare(rule.key(a), rule.key(b)));
  if (!after) return { rest: sorted, key: rule.key };
  const from = decodeCursor(after, rule.shape);
  const start = sorted.findIndex((p) => rule.compare(rule.key(p), from) > 0);
  return { rest: start < 0 ? [] : sorted.slice(start), key: rule.key };
}
