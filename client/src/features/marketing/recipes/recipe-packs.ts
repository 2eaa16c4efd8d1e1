import { PRODUCT_GALLERIES } from '../../../content/products';
import type { Recipe } from '../../../content/types';

/** The servings a recipe can be scaled to. */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 50;

export const clampServings = (servings: number) => Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(servings)));

/*
 * Packs are sold whole, so a scaled amount is rounded up; the tolerance keeps float noise
 * (0.2 × 20 / 4 = 1.0000000000000002) from asking for a pack nobody needs.
 */
const NOISE = 1e-9;

/** Whole packs of a product that `packs` for `base` servings come to at `servings` (at least one). */
export function packsFor(packs: number, base: number, servings: number): number {
  return Math.max(1, Math.ceil((packs * servings) / base - NOISE));
}

/** A recipe's WATERS products with their catalogue names and the packs `servings` need. */
export interface RecipeLine {
  readonly productId: string;
  readonly name: string;
  readonly packs: number;
}

const NAMES: ReadonlyMap<string, string> = new Map(
  PRODUCT_GALLERIES.flatMap((gallery) =>
    gallery.items.flatMap((item) => (item.productId ? [[item.productId, item.label] as const] : [])),
  ),
);

export function recipeLines(recipe: Recipe, servings: number): RecipeLine[] {
  return (recipe.uses ?? []).map((use) => ({
    productId: use.productId,
    name: NAMES.get(use.productId) ?? use.productId,
    packs: packsFor(use.packs, recipe.servings, servings),
  }));
}

export const packsText = (packs: number) => `${packs} ${packs === 1 ? 'pack' : 'packs'}`;
