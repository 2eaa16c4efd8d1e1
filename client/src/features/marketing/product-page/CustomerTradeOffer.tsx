import { useEffect, useState } from 'react';
import { TradeOffer } from '../../../components/trade/TradeOffer';
import { firstTradeQuantity, productTermsOf, type TradeTerms } from '../../../lib/trade-pricing';
import { ProductTradeTermsDocument } from '../api/product-trade-terms.generated';
import { publicQuery } from '../api/public-query';
import type { PageProduct } from './embedded-product';

/**
 * A trade buyer's price on a product's page, under the retail price: asked for with the customer's
 * session (a household's answer is null, and nothing shows).
 */
export function CustomerTradeOffer({
  product,
  onFirstQuantity,
}: {
  product: PageProduct;
  /** Told the least quantity a trade line of the product may have, once the terms are known. */
  onFirstQuantity?: (quantity: number) => void;
}) {
  const [terms, setTerms] = useState<TradeTerms | null>(null);
  useEffect(() => {
    const request = new AbortController();
    publicQuery(ProductTradeTermsDocument, {}, request.signal, { signedIn: true })
      .then((answer) => {
        const found = answer.myTradeTerms ?? null;
        setTerms(found);
        if (found) onFirstQuantity?.(firstTradeQuantity(found, product.productId));
      })
      .catch(() => undefined);
    return () => request.abort();
  }, [product.productId, onFirstQuantity]);
  if (!terms) return null;
  return (
    <div className="mb-3">
      <TradeOffer price={product.productPrice} product={productTermsOf(terms, product.productId)} />
    </div>
  );
}
