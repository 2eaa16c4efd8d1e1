import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { AvailableProductsDocument } from './api/available-products.generated';
import type { ProductCardFragment } from '../../api/fragments.generated';
import { preloadQuery, useFirstFetchPolicy } from '../../api/api-client';
import { useFirstItemsFirst } from '../../hooks/use-first-items-first';
import { MESSAGES } from '../../lib/messages';
import { toast } from '../../state/toast';
import { ProductCard, type AddToCart } from './components/ProductCard';
import { ProductFilters } from './components/ProductFilters';
import { HEADING_ID, HOME_CRUMB, ShopHeader } from '../../components/ScreenHeader';
import { ProductCardSkeletons } from '../../components/Skeletons';
import { onDemand } from '../../components/on-demand';
import { StorefrontActions } from './components/StorefrontActions';
import { applyView, isFiltered, resultCount } from './utils/product-list';
import { useProductListView } from './utils/use-product-list-view';
import { addWithNotice } from '../../state/add-with-notice';
import type { TradeShopping } from './components/TradeShopping';

const TITLE = 'AVAILABLE PRODUCTS';
// Not needed for the first paint: the dialog's code (and the modal's) arrives once the page is idle, or when opened.
const ProductDialog = onDemand(() => import('./components/ProductDialog').then((module) => module.ProductDialog), {
  neededWhen: ({ product }) => product !== null,
});
// A trade buyer's prices: read after the first render (a household gets null and sees the storefront as it was).
const TradeTermsReader = onDemand(() => import('./components/TradeShopping').then((module) => module.TradeTermsReader));

/** The cards whose images load at once (the first row on a small tablet); the first card's is a phone's largest paint, so it also loads first. */
const EAGER_CARDS = 2;
/** The cards of a first screen, on a phone or a wide screen (two rows of four), rendered before the rest. */
const FIRST_SCREEN_CARDS = 8;

/** Asks for the products as soon as this screen's code arrives (pages/role-screens.ts). */
export const preload = () => preloadQuery(AvailableProductsDocument);

/** storefront, customer view: the available products (searched, filtered and sorted as the address says), each addable to the cart. */
export function CustomerStorefront() {
  const fetchPolicy = useFirstFetchPolicy(AvailableProductsDocument);
  const { data, loading, error } = useQuery(AvailableProductsDocument, { fetchPolicy });
  const [viewing, setViewing] = useState<ProductCardFragment | null>(null);
  const [view, changeView] = useProductListView();
  const [trade, setTrade] = useState<TradeShopping | null>(null);

  useEffect(() => {
    if (error) toast.failure(MESSAGES.errorFetchingAvailableProducts);
  }, [error]);

  const add: AddToCart = addWithNotice;

  const products = useMemo(() => data?.availableProducts ?? [], [data]);
  const shown = useMemo(() => applyView(products, view), [products, view]);
  const rendered = useFirstItemsFirst(shown, FIRST_SCREEN_CARDS);
  const filtered = isFiltered(view);
  return (
    <section aria-labelledby={HEADING_ID}>
      <ShopHeader title={TITLE} trail={[HOME_CRUMB]} />
      <ProductFilters view={view} onChange={changeView} />
      {loading && products.length === 0 ? (
        <>
          <p role="status">Loading available products…</p>
          <ProductCardSkeletons />
        </>
      ) : products.length === 0 ? (
        <p>
          {error ? 'The products could not be loaded. Please try again later.' : 'No products are available right now.'}
        </p>
      ) : (
        <>
          {/* A polite status: the new count is read out when the list changes, without interrupting typing. */}
          <p role="status" className="mb-2 text-body-secondary">
            {resultCount(shown.length, products.length, filtered)}
          </p>
          {shown.length === 0 ? (
            <div className="py-3">
              <p className="mb-2">No products match your search.</p>
              <Button variant="outline-primary" onClick={() => changeView({ query: '', type: null })}>
                Show all products
              </Button>
            </div>
          ) : (
            <Row
              as="ul"
              xs={1}
              sm={2}
              lg={3}
              xxl={4}
              className="g-3 list-unstyled mb-0 product-grid"
              aria-label="Available products"
            >
              {rendered.map((product, index) => (
                <Col as="li" key={product.productId}>
                  <ProductCard
                    product={product}
                    offer={trade?.offer(product)}
                    firstQuantity={trade?.firstQuantity(product)}
                    onAddToCart={add}
                    onView={setViewing}
                    priority={index < EAGER_CARDS && (index === 0 ? 'lcp' : true)}
                  />
                </Col>
              ))}
            </Row>
          )}
        </>
      )}
      <StorefrontActions cartTotal={trade?.cartTotal} />
      <ProductDialog
        product={viewing}
        offer={viewing && trade?.offer(viewing)}
        firstQuantity={viewing ? trade?.firstQuantity(viewing) : undefined}
        onAddToCart={add}
        onClose={() => setViewing(null)}
      />
      <TradeTermsReader onTerms={setTrade} />
    </section>
  );
}
