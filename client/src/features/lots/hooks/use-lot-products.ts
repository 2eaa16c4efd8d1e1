import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { LotProductsDocument, type LotProductsQuery } from '../api/lot-products.generated';

export type LotProduct = LotProductsQuery['productsConnection']['nodes'][number];

/** Every product by name for the picker, read a page (100) at a time to the last; `failed` when a page could not be read. */
export function useLotProducts(): { products: readonly LotProduct[] | null; failed: boolean } {
  const client = useApolloClient();
  const [state, setState] = useState<{ products: readonly LotProduct[] | null; failed: boolean }>({
    products: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    const readAll = async () => {
      const products: LotProduct[] = [];
      let after: string | null = null;
      do {
        const answer: { data?: LotProductsQuery } = await client.query({
          query: LotProductsDocument,
          variables: after === null ? {} : { after },
          fetchPolicy: 'network-only',
        });
        if (!answer.data) throw new Error('No data');
        const page: LotProductsQuery['productsConnection'] = answer.data.productsConnection;
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
  }, [client]);
  return state;
}
