import { Link } from 'react-router-dom';
import { RECIPES } from '../../../content/recipes';
import { PATHS } from '../../../lib/paths';

/** The recipes that use a product, linked to their place on the recipes page. */
export function RecipesUsing({ productId }: { productId: string }) {
  const recipes = RECIPES.filter((recipe) => recipe.uses?.some((use) => use.productId === productId));
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
