import type { CatalogueProductsQueryVariables } from '../api/catalogue-products.generated';
import type { CatalogueSort, ProductStatus, ProductType } from '../../../gql/graphql';

/** What narrows and orders Manage Products' list; empty strings mean "any". */
export interface CatalogueFilters {
  /** Part of a name or ID, set by a search that is not an exact Product ID. */
  search: string;
  type: ProductType | '';
  status: ProductStatus | '';
  sort: CatalogueSort;
}

export const WHOLE_CATALOGUE: CatalogueFilters = { search: '', type: '', status: '', sort: 'TYPE' };

export const SORT_OPTIONS: readonly { value: CatalogueSort; label: string }[] = [
  { value: 'TYPE', label: 'Type, then ID' },
  { value: 'NAME', label: 'Name (A to Z)' },
  { value: 'PRICE_ASC', label: 'Price (lowest first)' },
  { value: 'PRICE_DESC', label: 'Price (highest first)' },
];

/** The query's variables: only what differs from the whole catalogue, so the plain list asks what it always did. */
export function catalogueVariables(filters: CatalogueFilters): Omit<CatalogueProductsQueryVariables, 'after'> {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.sort !== WHOLE_CATALOGUE.sort ? { sort: filters.sort } : {}),
  };
}

export const isWholeCatalogue = (filters: CatalogueFilters) => Object.keys(catalogueVariables(filters)).length === 0;
