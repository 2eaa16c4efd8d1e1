import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Recipe } from '../../../content/types';
import { useSession } from '../../../hooks/use-session';
import { PATHS, productPagePath } from '../../../lib/paths';
import { packsText, recipeLines, type RecipeLine } from './recipe-packs';
import { ServingsControl } from './ServingsControl';

/*
 * Loaded only for a signed-in customer (React.lazy, as the product page's Add to Cart): the cart's
 * code stays out of what a visitor downloads for the recipes page.
 */
const CustomerRecipeCart = lazy(() =>
  import('./CustomerRecipeCart').then((module) => ({ default: module.CustomerRecipeCart })),
);

/** A recipe's WATERS products, linked to their pages, with the packs the chosen servings take. */
export function RecipeProducts({ recipe }: { recipe: Recipe }) {
  const [servings, setServings] = useState(recipe.servings);
  if (!recipe.uses?.length) return null;
  const lines = recipeLines(recipe, servings);
  const heading = `${recipe.id}-products`;
  return (
    <section className="recipe-products border-top pt-3 mt-2" aria-labelledby={heading}>
      <h3 id={heading} className="h6">
        WATERS products in this recipe
      </h3>
      <ServingsControl recipeTitle={recipe.title} value={servings} onChange={setServings} />
      <ul className="mt-2" aria-live="polite">
        {lines.map((line) => (
          <li key={line.productId}>
            <Link to={productPagePath(line.productId)}>{line.name}</Link>: {packsText(line.packs)}
          </li>
        ))}
      </ul>
      <RecipeOrder recipe={recipe} servings={servings} lines={lines} />
    </section>
  );
}

/** A customer adds the packs to the cart; a visitor is asked to log in; employees do not order. */
function RecipeOrder({ recipe, servings, lines }: { recipe: Recipe; servings: number; lines: readonly RecipeLine[] }) {
  const session = useSession();
  if (session?.role === 'Employee') return null;
  if (session?.role === 'Customer')
    return (
      <Suspense fallback={null}>
        <CustomerRecipeCart recipe={recipe} servings={servings} lines={lines} />
      </Suspense>
    );
  return (
    <Link className="btn btn-primary" to={PATHS.loginPage}>
      Log in to order
    </Link>
  );
}
