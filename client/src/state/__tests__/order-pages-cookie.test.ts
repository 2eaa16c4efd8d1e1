import { CART_COOKIE, ORDER_PAGES_COOKIE } from '@waters/domain';
import { addToCart, cartFromCookieLines, clearCart } from '../cart';
import { clearSession, startSession } from '../session';

/** A token as the server signs them (only its claims are read here). */
const token = (claims: Record<string, unknown>) =>
  `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.y`;
const cookieNamed = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
const cookie = () => cookieNamed(ORDER_PAGES_COOKIE.name);

// jsdom shows a cookie with Path=/orders only to /orders/… addresses: the test reads it from one.
beforeEach(() => window.history.replaceState(null, '', '/orders/7'));
afterEach(() => clearSession());

describe('the order pages’ cookie follows the tab’s session', () => {
  it('a customer’s sign-in keeps the token in it; signing out removes it', () => {
    const customer = token({ sub: 'c-1', role: 'Customer', exp: Math.floor(Date.now() / 1000) + 3600 });
    startSession({ token: customer, userId: 'c-1', role: 'Customer' });
    expect(cookie()).toBe(customer);
    clearSession();
    expect(cookie()).toBeUndefined();
  });

  it('an employee, or a token without an expiry, keeps none', () => {
    const employee = token({ sub: 'e-1', role: 'Employee', exp: Math.floor(Date.now() / 1000) + 3600 });
    startSession({ token: employee, userId: 'e-1', role: 'Employee' });
    expect(cookie()).toBeUndefined();
    startSession({ token: token({ sub: 'c-2', role: 'Customer' }), userId: 'c-2', role: 'Customer' });
    expect(cookie()).toBeUndefined();
  });
});

describe('the cart’s copy for its page', () => {
  const customer = token({ sub: 'c-9', role: 'Customer', exp: Math.floor(Date.now() / 1000) + 3600 });
  const cartCookie = () => {
    const value = cookieNamed(CART_COOKIE.name);
    return value === undefined ? undefined : (JSON.parse(decodeURIComponent(value)) as { c: string; i: unknown[] });
  };
  beforeEach(() => window.history.replaceState(null, '', CART_COOKIE.path));

  it('follows every change of the cart, and is read back as the same cart', () => {
    startSession({ token: customer, userId: 'c-9', role: 'Customer' });
    expect(cartCookie()).toBeUndefined();
    addToCart('c-9', { productId: 'DRD-001', productName: 'Dried Danggit', productPrice: 285 }, 2);
    addToCart('c-9', { productId: 'SMK-002', productName: 'Tinapang Bangus ñ', productPrice: 199.5 }, 1);
    expect(cartCookie()).toEqual({
      c: 'c-9',
      i: [
        ['DRD-001', 2, 285, 'Dried Danggit'],
        ['SMK-002', 1, 199.5, 'Tinapang Bangus ñ'],
      ],
    });
    expect(cartFromCookieLines('c-9', cartCookie()!.i)).toEqual([
      expect.objectContaining({ ProductId: 'DRD-001', Quantity: 2, ProductPrice: 285, TotalPrice: 570 }),
      expect.objectContaining({ ProductId: 'SMK-002', Quantity: 1, ProductPrice: 199.5, TotalPrice: 199.5 }),
    ]);
    clearCart('c-9');
    expect(cartCookie()).toBeUndefined();
  });

  it('is kept from the stored cart when a tab loads, and removed at sign-out', () => {
    localStorage.setItem(
      'cart_c-9',
      JSON.stringify([{ ProductId: 'DRD-001', ProductName: 'Dried Danggit', ProductPrice: 285, Quantity: 3 }]),
    );
    startSession({ token: customer, userId: 'c-9', role: 'Customer' });
    expect(cartCookie()?.i).toEqual([['DRD-001', 3, 285, 'Dried Danggit']]);
    clearSession();
    expect(cartCookie()).toBeUndefined();
    localStorage.clear();
  });

  it('a cart too large for a cookie is not copied; lines that are not a cart’s are not read', () => {
    startSession({ token: customer, userId: 'c-9', role: 'Customer' });
    for (let n = 0; n < 60; n++)
      addToCart(
        'c-9',
        { productId: `P-${n}`, productName: `A product with a long name, number ${n}`, productPrice: 100 },
        1,
      );
    expect(cartCookie()).toBeUndefined();
    clearCart('c-9');
    expect(cartFromCookieLines('c-9', [['DRD-001', 0, 285, 'x']])).toBeNull();
    expect(cartFromCookieLines('c-9', [['DRD-001', 1, 'free', 'x']])).toBeNull();
    expect(cartFromCookieLines('c-9', [])).toBeNull();
    expect(cartFromCookieLines('c-9', 'DRD-001')).toBeNull();
  });
});
