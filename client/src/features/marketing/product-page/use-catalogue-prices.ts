import { useEffect, useState } from 'react';
import { CatalogueDocument, type CatalogueQuery } from '../api/catalogue.generated';
import { publicQuery } from '../api/public-query';

export type CatalogueEntry = CatalogueQuery['catalogue'][number];

/**
 * The products for sale by ID, asked for once the page is on screen (the public pages are
 * rendered at build time, without prices): null until the answer is in or when it failed.
 */
export function useCataloguePrices(): ReadonlyMap<string, CatalogueEntry> | null {
  const [byId, setById] = useState<ReadonlyMap<string, CatalogueEntry> | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    publicQuery(CatalogueDocument, {}, abort.signal)
      .then(({ catalogue }) => setById(new Map(catalogue.map((product) => [product.productId, product]))))
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return byId;
}
