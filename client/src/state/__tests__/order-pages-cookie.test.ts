import { ORDER_PAGES_COOKIE } from '@waters/domain';
import { clearSession, startSession } from '../session';

/** A token as the server signs them (only its claims are read here). */
const token = (claims: Record<string, unknown>) =>
  `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.y`;
const cookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${ORDER_PAGES_COOKIE.name}=`))
    ?.slice(ORDER_PAGES_COOKIE.name.length + 1);

// jsdom sends a cookie with Path=/orders only to /orders/… addresses: the test reads it from one.
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
