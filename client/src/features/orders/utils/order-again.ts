import type { OrderRowFragment, ProductCardFragment } from '../../../api/fragments.generated';
import { addToCart, readCart } from '../../../state/cart';
import { unitsLeft } from '../../../lib/stock';

export interface RefillResult {
  /** Products put in the cart, at today's names and prices. */
  readonly added: readonly string[];
  /** Lines left out: the product is gone, unavailable or out of stock. */
  readonly missing: readonly string[];
}

/**
 * Fills the customer's cart with an earlier order's lines that can be bought today, at today's
 * prices, each capped to what is left when the shop says how few are left (the cart never asks for more
 * than placeOrder would accept).
 */
export function refillCart(
  customerId: string,
  order: Pick<OrderRowFragment, 'cartItems'>,
  available: readonly ProductCardFragment[],
): RefillResult {
  const byId = new Map(available.map((product) => [product.productId, product]));
  const added: string[] = [];
  const missing: string[] = [];
  for (const line of order.cartItems) {
    const product = byId.get(line.productId);
    const inCart = readCart(customerId).find((item) => item.ProductId === line.productId)?.Quantity ?? 0;
    const left = product ? unitsLeft(product) : 0;
    const room = left === null ? line.quantity : Math.min(line.quantity, left - inCart);
    if (!product || room <= 0) {
      missing.push(line.productName);
      continue;
    }
    addToCart(
      customerId,
      { productId: product.productId, productName: product.productName, productPrice: product.productPrice },
      room,
    );
    added.push(product.productName);
  }
  return { added, missing };
}

/** What the customer is told after "Order again". */
export function refillNotices({ added, missing }: RefillResult): { success: string | null; failure: string | null } {
  return {
    success: added.length > 0 ? `Added to your cart at today's prices: ${added.join(', ')}.` : null,
    failure: missing.length > 0 ? `No longer available: ${missing.join(', ')}.` : null,
  };
}
