/** Stock as customers see it (the server refuses the same orders: placeOrder, approval). */

/** At or below this many units left, the shop says how many ("Only 3 left"). */
export const LOW_STOCK_SHOWN = 10;

interface Stocked {
  readonly productName: string;
  /** Null or absent: the product's stock is not tracked. */
  readonly stockQuantity?: number | null;
}

export const isOutOfStock = (product: Stocked) => product.stockQuantity === 0;

/** "Out of stock", "Only N left", or null when there is plenty or it is not tracked. */
export function stockNote(product: Stocked): string | null {
  const stock = product.stockQuantity;
  if (stock == null || stock > LOW_STOCK_SHOWN) return null;
  return stock === 0 ? 'Out of stock' : `Only ${stock} left`;
}

/** Why `wanted` units cannot be in the cart (null: they can). */
export function stockProblem(product: Stocked, wanted: number): string | null {
  const stock = product.stockQuantity;
  if (stock == null || wanted <= stock) return null;
  return stock === 0 ? `${product.productName} is out of stock.` : `Only ${stock} left of ${product.productName}.`;
}
