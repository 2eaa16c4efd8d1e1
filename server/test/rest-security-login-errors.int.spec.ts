import { describe, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { answer, expectTextError, legacyRestSuite, registration } from './support/legacy-rest.js';
import { DEMO } from './support/test-app.js';
import { claimsOf } from './support/tokens.js';

/** Legacy REST (/api/Login): the text/plain login errors the old client reads, and names bound case-insensitively. */

eachDatabase('legacy REST security', (driver) => {
  const { rest } = legacyRestSuite(driver);

  describe('E. legacy login errors (text/plain)', () => {
    it('bad credentials → 401 "Invalid username or password"', async () => {
      const result = await rest('POST', '/api/Login/customer-login', {
        body: { UserName: 'customer', PasswordHash: 'not-the-password' },
      });
      expectTextError(result, 401, 'Invalid username or password');
      const unknown = await rest('POST', '/api/Login/employee-login', {
        body: { UserName: 'nobody-here', PasswordHash: 'not-the-password' },
      });
      expectTextError(unknown, 401, 'Invalid username or password');
    });

    it('an employee on /customer-login → 401 pointing to the Employee Portal', async () => {
      const result = await rest('POST', '/api/Login/customer-login', {
        body: { UserName: DEMO.employee.userName, PasswordHash: DEMO.employee.password },
      });
      expectTextError(result, 401, 'Employee accounts sign in through the Employee Portal.');
    });

    it('a customer on /employee-login → 401 "strictly for employees"', async () => {
      const result = await rest('POST', '/api/Login/employee-login', {
        body: { UserName: DEMO.customer.userName, PasswordHash: DEMO.customer.password },
      });
      expectTextError(
        result,
        401,
        'This portal is strictly for employees. Customers sign in through the customer login.',
      );
    });

    it('the portal hint is only given after the password matched', async () => {
      const result = await rest('POST', '/api/Login/customer-login', {
        body: { UserName: DEMO.employee.userName, PasswordHash: 'wrong-password-1' },
      });
      expectTextError(result, 401, 'Invalid username or password');
    });

    it.each([
      ['an empty UserName', { UserName: '', PasswordHash: 'waters-customer' }],
      ['an empty PasswordHash', { UserName: 'customer', PasswordHash: '' }],
      ['no fields at all', {}],
    ])('%s → 400 "Please enter both username and password"', async (_, body) => {
      expectTextError(
        await rest('POST', '/api/Login/customer-login', { body }),
        400,
        'Please enter both username and password',
      );
    });

    it.each([
      ['customer-login', { username: DEMO.customer.userName, passwordhash: DEMO.customer.password }, 'Customer'],
      ['customer-login', { USERNAME: DEMO.customer.userName, PASSWORDHASH: DEMO.customer.password }, 'Customer'],
      ['employee-login', { username: DEMO.employee.userName, passwordhash: DEMO.employee.password }, 'Employee'],
    ])('%s binds names case-insensitively (%j)', async (route, body, role) => {
      const result = await rest('POST', `/api/Login/${route}`, { body });
      expect(answer(result)).toMatchObject({
        status: 200,
        type: 'json',
        body: { role, token: expect.any(String), userId: expect.any(String) },
      });
      expect(Object.keys(result.json).sort()).toEqual(['role', 'token', 'userId']);
      expect(claimsOf(result.json.token).sub).toBe(result.json.userId);
    });

    it('register answers text/plain and binds names case-insensitively', async () => {
      const shouted = Object.fromEntries(
        Object.entries(registration('sec-shouted')).map(([k, v]) => [k.toUpperCase(), v]),
      );
      const result = await rest('POST', '/api/Login/register', { body: shouted });
      expect(answer(result)).toEqual({ status: 200, type: 'text', body: 'Account created successfully.' });
      const again = await rest('POST', '/api/Login/register', { body: registration('SEC-SHOUTED') });
      expectTextError(again, 409, 'Username is already taken.');
    });
  });
});
