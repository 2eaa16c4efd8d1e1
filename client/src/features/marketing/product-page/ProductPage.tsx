import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { PageLoading } from '../../../components/PageLoading';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../../hooks/use-session';
import { PATHS } from '../../../lib/paths';
import { ProductSummary } from './ProductSummary';
import type { PageProduct } from './embedded-product';
import { usePageProduct } from './use-page-product';

/** /products/<id>: a product's own page, for anyone; customers order from it. */
export default function ProductPage() {
  const { productId = '' } = useParams();
  const state = usePageProduct(productId);
  usePageTitle(state.status === 'ready' ? state.product.productName : 'Our Products');
  if (state.status === 'missing') return <NoSuchProduct />;
  if (state.status === 'failed')
    return (
      <p className="alert alert-danger" role="alert">
        This product could not be loaded. Please try again.
      </p>
    );
  if (state.status === 'loading') return <PageLoading />;
  const recipes = (
    <Suspense fallback={null}>
      <RecipesUsing productId={state.product.productId} />
    </Suspense>
  );
  return <ProductSummary product={state.product} order={<OrderBox product={state.product} />} extra={recipes} />;
}

/*
 * Loaded when shown, and only then (React.lazy, not the shared helpers, which would tie this public
 * page's chunks to the signed-in pages'): a customer's Add to Cart brings the cart's code, the
 * recipes list the recipes' texts.
 */
const CustomerOrderBox = lazy(() =>
  import('./CustomerOrderBox').then((module) => ({ default: module.CustomerOrderBox })),
);
const RecipesUsing = lazy(() => import('./RecipesUsing').then((module) => ({ default: module.RecipesUsing })));

/** A visitor is asked to log in; a customer chooses a quantity and adds it to the cart. */
function OrderBox({ product }: { product: PageProduct }) {
  const session = useSession();
  if (session?.role === 'Employee') return null;
  if (session?.role === 'Customer')
    return (
      <Suspense fallback={null}>
        <CustomerOrderBox product={product} />
      </Suspense>
    );
  return (
    <Link className="btn btn-primary" to={PATHS.loginPage}>
      Log in to order
    </Link>
  );
}

/** An address of a product that is not for sale (the server answers such an address with its 404 page). */
function NoSuchProduct() {
  return (
    <div className="text-center py-5">
      <ErrorNotice type="404" to={PATHS.ourProducts} linkText="See our products" />
    </div>
  );
}
