import { useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import type { ProductCardFragment } from '../../../api/fragments.generated';
import { MyTradeTermsDocument } from '../../../api/my-trade-terms.generated';
import { TradeOffer } from '../../../components/trade/TradeOffer';
import { firstTradeQuantity, priceCart, productTermsOf } from '../../../lib/trade-pricing';
import type { CartItem } from '../../../state/cart';

/** What the storefront shows a trade buyer in place of the retail figures. */
export interface TradeShopping {
  /** A product's price as the buyer pays it (their price, the tiers, how it is sold to trade); none for a product without trade terms. */
  offer: (product: ProductCardFragment) => ReactNode;
  /** Where a product's quantity selector starts: the least a trade line of it may have. */
  firstQuantity: (product: ProductCardFragment) => number;
  /** The cart's goods at the buyer's prices. */
  cartTotal: (items: readonly CartItem[]) => number;
}

/**
 * Reads the signed-in customer's trade terms and hands the storefront what it shows with them
 * (null for a household). Loaded after the storefront's first render, in a chunk of its own: a
 * household's storefront stays as it was, and its first download carries none of it.
 */
export function TradeTermsReader({ onTerms }: { onTerms: (shopping: TradeShopping | null) => void }) {
  const terms = useQuery(MyTradeTermsDocument, { fetchPolicy: 'cache-and-network' }).data?.myTradeTerms ?? null;
  useEffect(
    () =>
      onTerms(
        terms && {
          offer: (product) => {
            const productTerms = productTermsOf(terms, product.productId);
            return productTerms && <TradeOffer price={product.productPrice} product={productTerms} retail />;
          },
          firstQuantity: (product) => firstTradeQuantity(terms, product.productId),
          cartTotal: (items) => priceCart(items, terms).goods,
        },
      ),
    [terms, onTerms],
  );
  return null;
}
