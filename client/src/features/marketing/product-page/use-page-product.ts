import { useEffect, useState } from 'react';
import { CatalogueProductDocument } from '../api/catalogue-product.generated';
import { publicQuery } from '../api/public-query';
import { embeddedProduct, type PageProduct } from './embedded-product';

export type PageProductState =
  { status: 'loading' } | { status: 'ready'; product: PageProduct } | { status: 'missing' } | { status: 'failed' };

/** The product of /products/<id>: the one the server embedded in the page, or asked for. */
export function usePageProduct(productId: string): PageProductState {
  const [state, setState] = useState<{ productId: string; value: PageProductState }>(() => {
    const embedded = embeddedProduct(productId);
    return { productId, value: embedded ? { status: 'ready', product: embedded } : { status: 'loading' } };
  });
  const current = state.productId === productId ? state.value : { status: 'loading' as const };
  const needsAsking = current.status === 'loading';
  useEffect(() => {
    if (!needsAsking) return;
    const abort = new AbortController();
    publicQuery(CatalogueProductDocument, { productId }, abort.signal)
      .then(({ catalogueProduct }) =>
        setState({
          productId,
          value: catalogueProduct ? { status: 'ready', product: catalogueProduct } : { status: 'missing' },
        }),
      )
      .catch(() => abort.signal.aborted || setState({ productId, value: { status: 'failed' } }));
    return () => abort.abort();
  }, [productId, needsAsking]);
  return current;
}
