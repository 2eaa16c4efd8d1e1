import { useEffect, useState } from 'react';
import { TradeOffer } from '../../../components/trade/TradeOffer';
import { productTermsOf, type TradeTerms } from '../../../lib/trade-pricing';
import { ProductTradeTermsDocument } from '../api/product-trade-terms.generated';
import { publicQuery } from '../api/public-query';
import type { PageProduct } from './embedded-product';

/**
 * A trade buyer's price on a product's page, under the retail price: asked for with the customer's
 * session (a household's answer is null, and nothing shows).
 */
export function CustomerTradeOffer({ product }: { product: PageProduct }) {
  const [terms, setTerms] = useState<TradeTerms | null>(null);
  useEffect(() => {
    const request = new AbortController();
    publicQuery(ProductTradeTermsDocument, {}, request.signal, { signedIn: true })
      .then((answer) => setTerms(answer.myTradeTerms ?? null))
      .catch(() => undefined);
    return () => request.abort();
  }, []);
  if (!terms) return null;
  return (
    <div className="mb-3">
      <TradeOffer price={product.productPrice} product={productTermsOf(terms, product.productId)} />
    </div>
  );
}
