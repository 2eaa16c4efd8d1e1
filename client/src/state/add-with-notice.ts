import { MESSAGES } from '../lib/messages';
import { addToCart, MAX_QUANTITY, readCart, type CartProduct } from './cart';
import { toast } from './toast';
import { currentCustomerId } from './customer-id';
import { stockProblem, type Stocked } from '../lib/stock';

/**
 * Puts `quantity` of a product in the signed-in customer's cart and says so; refuses (with the
 * reason) when no customer is signed in, the line would pass 999, or the cart would hold more than the shop says is left.
 * The storefront and a product's own page add through here. True when added.
 */
export function addWithNotice(product: CartProduct & Stocked, quantity: number): boolean {
  const customerId = currentCustomerId();
  if (!customerId) {
    toast.failure(MESSAGES.customerNotLoggedIn);
    return false;
  }
  const inCart = readCart(customerId).find((item) => item.ProductId === product.productId)?.Quantity ?? 0;
  // Past the limit the line would be cut to it without a word: it is said instead, and nothing changes.
  if (inCart + quantity > MAX_QUANTITY) {
    toast.failure(MESSAGES.atMostPerProduct(product.productName, inCart));
    return false;
  }
  const problem = stockProblem(product, inCart + quantity);
  if (problem) {
    toast.failure(problem);
    return false;
  }
  const { existed } = addToCart(
    customerId,
    { productId: product.productId, productName: product.productName, productPrice: product.productPrice },
    quantity,
  );
  toast.success(
    existed ? MESSAGES.cartQuantityUpdated(product.productName) : MESSAGES.addedToCart(product.productName),
  );
  return true;
}
