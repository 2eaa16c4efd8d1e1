import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { AvailableProductsDocument, type ProductCardFragment } from '../../gql/graphql';
import { addToCart } from '../../lib/cart';
import { MESSAGES } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { currentCustomerId } from './components/customer-id';
import { ProductCard } from './components/ProductCard';
import { ProductImageModal } from './components/ProductImageModal';
import { HEADING_ID, HOME_CRUMB, ShopHeader } from '../../components/ScreenHeader';
import { ProductCardSkeletons } from '../../components/Skeletons';
import { StorefrontActions } from './components/StorefrontActions';

const TITLE = 'AVAILABLE PRODUCTS';

/** storefront, customer view: the available products, each addable to the cart. */
export function CustomerStorefront() {
  const { data, loading, error } = useQuery(AvailableProductsDocument, { fetchPolicy: 'cache-and-network' });
  const [viewing, setViewing] = useState<ProductCardFragment | null>(null);

  useEffect(() => {
    if (error) toast.failure(MESSAGES.errorFetchingAvailableProducts);
  }, [error]);

  const add = (product: ProductCardFragment, quantity: number): boolean => {
    const customerId = currentCustomerId();
    if (!customerId) {
      toast.failure(MESSAGES.customerNotLoggedIn);
      return false;
    }
    const { existed } = addToCart(customerId, { productId: product.productId, productName: product.productName, productPrice: product.productPrice }, quantity);
    toast.success(existed ? MESSAGES.cartQuantityUpdated(product.productName) : MESSAGES.addedToCart(product.productName));
    return true;
  };

  const products = data?.availableProducts ?? [];
  return (
    <section aria-labelledby={HEADING_ID}>
      <ShopHeader title={TITLE} trail={[HOME_CRUMB]} />
      {loading && products.length === 0 ? (
        <>
          <p role="status">Loading available products…</p>
          <ProductCardSkeletons />
        </>
      ) : products.length === 0 ? (
        <p>{error ? 'The products could not be loaded. Please try again later.' : 'No products are available right now.'}</p>
      ) : (
        <Row as="ul" xs={1} sm={2} lg={3} xxl={4} className="g-3 list-unstyled mb-0" aria-label="Available products">
          {products.map((product) => (
            <Col as="li" key={product.productId}>
              <ProductCard product={product} onAddToCart={add} onView={setViewing} />
            </Col>
          ))}
        </Row>
      )}
      <StorefrontActions />
      <ProductImageModal product={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
