import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { ProductsByNameDocument, type ProductsByNameQuery } from '../api/products-by-name.generated';

export type NamedProduct = ProductsByNameQuery['productsConnection']['nodes'][number];

/**
 * Every product by name (the Lots screen's picker, a trade price list), read a page (100) at a time
 * to the last: null until all are in, `failed` when a page could not be read; `reload` reads them
 * all again (after a change to one).
 */
export function useAllProducts(): { products: readonly NamedProduct[] | null; failed: boolean; reload: () => void } {
  const client = useApolloClient();
  const [state, setState] = useState<{ products: readonly NamedProduct[] | null; failed: boolean }>({
    products: null,
    failed: false,
  });
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    let live = true;
    const readAll = async () => {
      const products: NamedProduct[] = [];
      let after: string | null = null;
      do {
        const answer: { data?: ProductsByNameQuery } = await client.query({
          query: ProductsByNameDocument,
          variables: after === null ? {} : { after },
          fetchPolicy: 'network-only',
        });
        if (!answer.data) throw new Error('No data');
        const page: ProductsByNameQuery['productsConnection'] = answer.data.productsConnection;
        products.push(...page.nodes);
        after = page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null;
      } while (after !== null);
      return products;
    };
    readAll().then(
      (products) => live && setState({ products, failed: false }),
      () => live && setState({ products: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [client, turn]);
  const reload = useCallback(() => setTurn((current) => current + 1), []);
  return { ...state, reload };
}
