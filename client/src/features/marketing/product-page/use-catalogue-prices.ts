import { useEffect, useState } from 'react';
import { CatalogueDocument, type CatalogueQuery } from '../api/catalogue.generated';
import { publicQuery } from '../api/public-query';

export type CatalogueEntry = CatalogueQuery['catalogue'][number];
type CatalogueById = ReadonlyMap<string, CatalogueEntry>;

export interface CatalogueState {
  /** The products for sale by ID; null until the answer is in, or when it failed. */
  readonly products: CatalogueById | null;
  readonly failed: boolean;
}

/** One request for every user on screen at once (the recipes page has an order box per recipe). */
let inFlight: Promise<CatalogueById> | null = null;

function askCatalogue(): Promise<CatalogueById> {
  inFlight ??= publicQuery(CatalogueDocument, {})
    .then(({ catalogue }) => new Map(catalogue.map((product) => [product.productId, product])))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The products for sale, asked for once the page is on screen (the public pages are rendered at
 * build time, without prices).
 */
export function useCatalogue(): CatalogueState {
  const [state, setState] = useState<CatalogueState>({ products: null, failed: false });
  useEffect(() => {
    let shown = true;
    askCatalogue()
      .then((products) => shown && setState({ products, failed: false }))
      .catch(() => shown && setState({ products: null, failed: true }));
    return () => {
      shown = false;
    };
  }, []);
  return state;
}

/** The products for sale by ID: null until the answer is in or when it failed. */
export function useCataloguePrices(): CatalogueById | null {
  return useCatalogue().products;
}
