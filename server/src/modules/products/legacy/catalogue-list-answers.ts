import { derivedFrom } from '../../../platform/cache/derived.js';
import { encodeBody, type EncodedBody } from '../../../http/encoded-body.js';
import { Role } from '../../../platform/identity/role.js';
import type { Product } from '../product.entity.js';
import type { ProductsService } from '../products.service.js';
import { legacyAvailableProduct, legacyProduct } from './legacy-product.js';

/** The JSON answers of the two lists, serialised and compressed once per cached catalogue. */
const listJson = derivedFrom((products: readonly Product[]) =>
  encodeBody(Buffer.from(JSON.stringify(products.map(legacyProduct)))),
);
const availableJson = derivedFrom((products: readonly Product[]) =>
  encodeBody(Buffer.from(JSON.stringify(products.map(legacyAvailableProduct)))),
);

export const CATALOGUE_JSON_TYPE = 'application/json; charset=utf-8';

export interface CatalogueAnswer {
  /** Who may read it. */
  readonly role: Role;
  readonly body: (catalogue: ProductsService) => Promise<EncodedBody>;
  /** The same answer while its list is cached, else null (nothing is read). */
  readonly cachedBody: (catalogue: ProductsService) => EncodedBody | null;
}

const ifCached = <T>(
  list: readonly Product[] | null | undefined,
  answer: (products: readonly Product[]) => T,
): T | null => (list ? answer(list) : null);

/**
 * The legacy catalogue lists (GET, no parameters): who may read each and its answer. One table
 * for the controller and for the fast path that answers a known token without Nest's pipeline.
 */
export const CATALOGUE_ANSWERS = {
  list: {
    role: Role.Employee,
    body: async (catalogue) => listJson(await catalogue.listAll()),
    cachedBody: (catalogue) => ifCached(catalogue.cachedListings()?.all, listJson),
  },
  available: {
    role: Role.Customer,
    body: async (catalogue) => availableJson(await catalogue.listAvailable()),
    cachedBody: (catalogue) => ifCached(catalogue.cachedListings()?.available, availableJson),
  },
} as const satisfies Record<string, CatalogueAnswer>;
