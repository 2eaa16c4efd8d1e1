import { centavosToPesos, lineCentavos, LINE_QUANTITY_MAX, toCentavos } from '@waters/domain';
import { cartKey } from './cart-key';
import { keepCartCookie } from './order-pages-cookie';
/**
 * The cart lives in the browser (local storage), one list per customer under a key made
 * from the customer id. Prices here are only for display: the server prices every order.
 */
export interface CartItem {
  CartId?: string | null;
  CustomerId: string;
  ProductId: string;
  ProductName: string;
  ProductPrice: number;
  Quantity: number;
  /** Quantity × ProductPrice. */
  TotalPrice: number;
}

export interface CartProduct {
  productId: string;
  productName: string;
  productPrice: number;
}

export { cartKey };

/** The server takes at most this many of one product in an order (LINE_QUANTITY_MAX). */
export const MAX_QUANTITY = LINE_QUANTITY_MAX;
const capped = (quantity: number) => Math.min(MAX_QUANTITY, quantity);
const CHANGED = 'waters:cart-changed';

const isItem = (value: unknown): value is CartItem => {
  const item = value as CartItem;
  return (
    !!item &&
    typeof item.ProductId === 'string' &&
    typeof item.ProductName === 'string' &&
    Number.isFinite(item.ProductPrice) &&
    Number.isInteger(item.Quantity) &&
    item.Quantity > 0
  );
};

/** The customer's cart; a corrupt stored cart is discarded and treated as empty. */
export function readCart(customerId: string): CartItem[] {
  const raw = localStorage.getItem(cartKey(customerId));
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (Array.isArray(parsed) && parsed.every(isItem))
      return parsed.map((item) => ({ ...item, TotalPrice: lineTotal(item.ProductPrice, item.Quantity) }));
  } catch {
    // fall through: discard
  }
  localStorage.removeItem(cartKey(customerId));
  keepCartCookie(customerId, null);
  return [];
}

/**
 * The cart from its page's cookie (state/order-pages-cookie.ts: [product id, quantity, price, name]
 * per line), read as the stored cart is; null when any line is not one.
 */
export function cartFromCookieLines(customerId: string, lines: unknown): CartItem[] | null {
  if (!Array.isArray(lines) || lines.length === 0) return null;
  const items = lines.map((line: unknown) => {
    const [ProductId, Quantity, ProductPrice, ProductName] = Array.isArray(line) ? line : [];
    return { CartId: null, CustomerId: customerId, ProductId, ProductName, ProductPrice, Quantity, TotalPrice: 0 };
  });
  if (!items.every(isItem)) return null;
  return items.map((item) => ({ ...item, TotalPrice: lineTotal(item.ProductPrice, item.Quantity) }));
}

function writeCart(customerId: string, items: CartItem[]): void {
  const stored = items.length === 0 ? null : JSON.stringify(items);
  if (stored === null) localStorage.removeItem(cartKey(customerId));
  else localStorage.setItem(cartKey(customerId), stored);
  // The copy its page is asked with (state/order-pages-cookie.ts).
  keepCartCookie(customerId, stored);
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: customerId }));
}

/** Centavo-exact price × quantity. */
export const lineTotal = (price: number, quantity: number) =>
  centavosToPesos(lineCentavos(toCentavos(price), quantity));

export const cartTotal = (items: readonly CartItem[]) =>
  centavosToPesos(items.reduce((sum, item) => sum + toCentavos(item.TotalPrice), 0));

/** How many items the cart holds: the sum of its lines' quantities (what the top bar and the cart bar count). */
export const cartQuantity = (items: readonly CartItem[]) => items.reduce((sum, item) => sum + item.Quantity, 0);

/** "1 item", "3 items". */
export const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Adds a product; one already in the cart gets the quantity added. Returns whether it was already there. */
export function addToCart(customerId: string, product: CartProduct, quantity: number): { existed: boolean } {
  const items = readCart(customerId);
  const existing = items.find((item) => item.ProductId === product.productId);
  if (existing) {
    existing.Quantity = capped(existing.Quantity + quantity);
    existing.ProductPrice = product.productPrice;
    existing.ProductName = product.productName;
    existing.TotalPrice = lineTotal(existing.ProductPrice, existing.Quantity);
  } else {
    items.push({
      CartId: null,
      CustomerId: customerId,
      ProductId: product.productId,
      ProductName: product.productName,
      ProductPrice: product.productPrice,
      Quantity: capped(quantity),
      TotalPrice: lineTotal(product.productPrice, capped(quantity)),
    });
  }
  writeCart(customerId, items);
  return { existed: !!existing };
}

/** Saves a line's new quantity; 0 or less removes the line. Returns false when the product is not in the cart. */
export function setQuantity(customerId: string, productId: string, quantity: number): boolean {
  const items = readCart(customerId);
  const item = items.find((i) => i.ProductId === productId);
  if (!item) return false;
  const next = quantity <= 0 ? items.filter((i) => i !== item) : items;
  if (quantity > 0) {
    item.Quantity = capped(quantity);
    item.TotalPrice = lineTotal(item.ProductPrice, item.Quantity);
  }
  writeCart(customerId, next);
  return true;
}

export function removeFromCart(customerId: string, productId: string): boolean {
  return setQuantity(customerId, productId, 0);
}

/** What an order sends: product IDs and quantities only (the server prices every line). */
export const orderItems = (items: readonly CartItem[]) =>
  items.map((item) => ({ productId: item.ProductId, quantity: item.Quantity }));

export function clearCart(customerId: string): void {
  writeCart(customerId, []);
}

/** Calls back when this customer's cart changes in this tab or another one. */
export function subscribeCart(customerId: string, onChange: () => void): () => void {
  const local = (event: Event) => {
    if ((event as CustomEvent).detail === customerId) onChange();
  };
  const other = (event: StorageEvent) => {
    if (event.key === cartKey(customerId) || event.key === 'cartCleared') onChange();
  };
  window.addEventListener(CHANGED, local);
  window.addEventListener('storage', other);
  return () => {
    window.removeEventListener(CHANGED, local);
    window.removeEventListener('storage', other);
  };
}
