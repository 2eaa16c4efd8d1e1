import { describe, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { answer, expectJsonError, legacyRestSuite } from './support/legacy-rest.js';
import { DEMO, type RestResult } from './support/test-app.js';

/** Legacy REST (/api): the CSRF double-submit cookie. */

eachDatabase('legacy REST security', (driver) => {
  const { a, rest, pendingOf } = legacyRestSuite(driver);

  describe('D. CSRF double-submit cookie', () => {
    const cookieOf = (r: RestResult) => r.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    const customerLogin = { UserName: DEMO.customer.userName, PasswordHash: DEMO.customer.password };
    /** Customer A places an order with the cookie but without the header; how many orders it added. */
    const placeOrderWithCookieOnly = async (path: string) => {
      const before = (await pendingOf(a)).length;
      const result = await rest('POST', path, {
        token: a.token,
        body: { CustomerId: a.id, CartItems: [{ ProductId: 'DRD-001', Quantity: 1 }] },
        headers: { cookie: 'XSRF-TOKEN=abc' },
      });
      return { result, ordersPlaced: (await pendingOf(a)).length - before };
    };

    it('an /api response sets a readable XSRF-TOKEN cookie with SameSite=Strict and Path=/', async () => {
      const cookie = cookieOf(await rest('GET', '/api/Product/available', { token: a.token }));
      expect(cookie).toBeDefined();
      const [pair, ...attributes] = cookie!.split(';').map((part) => part.trim());
      expect(pair).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{32,}$/);
      expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Strict']));
      expect(attributes.map((x) => x.toLowerCase())).not.toContain('httponly');
    });

    it('gives each new visitor a different token', async () => {
      const first = cookieOf(await rest('GET', '/api/Product/available', { token: a.token }));
      const second = cookieOf(await rest('GET', '/api/Product/available', { token: a.token }));
      expect(first).not.toEqual(second);
    });

    it('a non-GET /api request with the cookie but no X-XSRF-TOKEN header → 403', async () => {
      const result = await rest('POST', '/api/Login/customer-login', {
        body: customerLogin,
        headers: { cookie: 'XSRF-TOKEN=abc' },
      });
      expect(result.status).toBe(403);
      expect(result.text).not.toContain('token":');
    });

    it('a non-GET /api request with the cookie and a wrong header → 403', async () => {
      const result = await rest('POST', '/api/Login/customer-login', {
        body: customerLogin,
        headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' },
      });
      expect(result.status).toBe(403);
    });

    it('a refused state-changing call does nothing (placeOrder with the cookie, no header)', async () => {
      const { result, ordersPlaced } = await placeOrderWithCookieOnly('/api/Product/placeOrder');
      expectJsonError(result, 403, 'FORBIDDEN');
      expect(ordersPlaced).toBe(0);
    });

    it('a non-GET /api request with the cookie and the matching header gets the normal answer', async () => {
      const result = await rest('POST', '/api/Login/customer-login', {
        body: customerLogin,
        headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' },
      });
      expect(answer(result)).toMatchObject({
        status: 200,
        type: 'json',
        body: { role: 'Customer', token: expect.any(String) },
      });
    });

    it('a GET with the cookie and no header is unaffected', async () => {
      const result = await rest('GET', '/api/Product/available', {
        token: a.token,
        headers: { cookie: 'XSRF-TOKEN=abc' },
      });
      expect(result.status).toBe(200);
    });

    it('a request without the cookie (a bearer-token integrator) is unaffected', async () => {
      const result = await rest('POST', '/api/Product/clearCart', { token: a.token, body: { customerId: a.id } });
      expect(answer(result)).toEqual({ status: 200, type: 'json', body: { customerId: a.id, cleared: true } });
    });

    it('a request that already carries the cookie gets no new one', async () => {
      const result = await rest('GET', '/api/Product/available', {
        token: a.token,
        headers: { cookie: 'theme=dark; XSRF-TOKEN=abc' },
      });
      expect(result.status).toBe(200);
      expect(cookieOf(result)).toBeUndefined();
    });

    it('a percent-encoded /api path is checked too (/%61pi/… reaches the same handler)', async () => {
      const { result, ordersPlaced } = await placeOrderWithCookieOnly('/%61pi/Product/placeOrder');
      expect({ status: result.status, ordersPlaced }).toEqual({ status: 403, ordersPlaced: 0 });
    });
  });
});
