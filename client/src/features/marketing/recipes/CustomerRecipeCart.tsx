import { useState } from 'react';
import type { Recipe } from '../../../content/types';
import { addWithNotice } from '../../../state/add-with-notice';
import { toast } from '../../../state/toast';
import { useCatalogue } from '../product-page/use-catalogue-prices';
// Only the type: a module both public and signed-in code import leaves the public pages' own chunks.
import type { RecipeLine } from './recipe-packs';

interface CustomerRecipeCartProps {
  recipe: Recipe;
  servings: number;
  /** The recipe's products with the packs `servings` take. */
  lines: readonly RecipeLine[];
}

/**
 * A signed-in customer's part of a recipe: its products' packs into the cart, at today's prices
 * and within the stock customers see (addWithNotice). Signed-in code
 * (scripts/lib/route-modules.mjs): the cart's modules stay out of what a visitor downloads.
 */
export function CustomerRecipeCart({ recipe, servings, lines }: CustomerRecipeCartProps) {
  const { products, failed } = useCatalogue();
  // On phones one notice shows at a time: this line keeps what went in for every product.
  const [added, setAdded] = useState('');
  const add = () => {
    if (!products) return;
    const done: string[] = [];
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product) toast.failure(`${line.name} is not for sale at the moment.`);
      else if (addWithNotice(product, line.packs)) done.push(`${product.productName} × ${line.packs}`);
    }
    setAdded(
      done.length > 0 ? `Added for ${servings} ${servings === 1 ? 'serving' : 'servings'}: ${done.join('; ')}.` : '',
    );
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className="btn btn-primary"
        disabled={!products}
        aria-describedby={`${recipe.id}-title`}
        onClick={add}
      >
        Add the ingredients to the cart
      </button>
      {failed && (
        <p className="text-danger small mb-0" role="alert">
          The products could not be loaded. Please reload the page.
        </p>
      )}
      <p className="small mb-0 w-100" role="status">
        {added}
      </p>
    </div>
  );
}
