import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorPageText } from '../../../lib/error-pages';
import { PageLoading } from '../../../components/PageLoading';
import { RECIPES } from '../../../content/recipes';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../../hooks/use-session';
import { PATHS } from '../../../lib/paths';
import { QuantitySelector } from '../../../components/QuantitySelector';
import { addWithNotice } from '../../../state/add-with-notice';
import { isOutOfStock } from '../../../lib/stock';
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
  return <ProductSummary product={state.product} order={<OrderBox product={state.product} />} extra={<RecipesUsing productId={state.product.productId} />} />;
}

/** A visitor is asked to log in; a customer chooses a quantity and adds it to the cart. */
function OrderBox({ product }: { product: PageProduct }) {
  const session = useSession();
  const [quantity, setQuantity] = useState(1);
  if (session?.role === 'Employee') return null;
  if (session?.role !== 'Customer')
    return (
      <Link className="btn btn-primary" to={PATHS.loginPage}>
        Log in to order
      </Link>
    );
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <QuantitySelector productName={product.productName} value={quantity} onChange={setQuantity} />
      <button type="button" className="btn btn-primary" disabled={isOutOfStock(product)} onClick={() => addWithNotice(product, quantity)}>
        Add to Cart
      </button>
      <Link className="btn btn-outline-primary" to={PATHS.storefront}>
        Shop all products
      </Link>
    </div>
  );
}

function RecipesUsing({ productId }: { productId: string }) {
  const recipes = RECIPES.filter((recipe) => recipe.uses?.includes(productId));
  if (recipes.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="product-recipes">
      <h2 id="product-recipes" className="h5">
        Recipes with this product
      </h2>
      <ul>
        {recipes.map((recipe) => (
          <li key={recipe.id}>
            <Link to={{ pathname: PATHS.foodRecipe, hash: recipe.id }}>{recipe.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An address of a product that is not for sale (the server answers such an address with its 404 page). */
function NoSuchProduct() {
  const { title, message } = errorPageText('404');
  return (
    <div className="text-center py-5">
      <h1 className="h2">{title}</h1>
      <p className="lead">{message}</p>
      <Link to={PATHS.ourProducts} className="btn btn-primary">
        See our products
      </Link>
    </div>
  );
}
