import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const AVAILABLE = '{ availableProducts { productId productName productPrice productType productImage } }';
/** Headers that differ between any two answers (time, a fresh XSRF cookie, the request's id). */
const VARYING = new Set(['date', 'set-cookie', 'keep-alive', 'connection', 'x-request-id']);
const stableHeaders = (headers: Headers) => [...headers].filter(([name]) => !VARYING.has(name));

eachDatabase('catalogue answers kept for known tokens', (driver) => {
  let t: TestApp;
  let customer: string;
  let employee: string;

  beforeAll(async () => {
    t = await startTestApp(driver);
    customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
  });
  afterAll(() => t?.close());

  describe('REST lists (answered before the Nest pipeline)', () => {
    it.each([
      ['/api/Product/available', 'customer'],
      ['/api/Product/list', 'employee'],
    ] as const)('%s answers a known %s token exactly as the first, fully checked, call did', async (path, who) => {
      const token = who === 'customer' ? customer : employee;
      const first = await t.rest('GET', path, { token });
      const again = await t.rest('GET', path, { token });
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.text).toBe(first.text);
      expect(stableHeaders(again.headers)).toEqual(stableHeaders(first.headers));
      const revalidated = await t.rest('GET', path, {
        token,
        headers: { 'if-none-match': first.headers.get('etag')! },
      });
      expect(revalidated.status).toBe(304);
    });

    it('refuses the wrong role however often the token was seen', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await t.rest('GET', '/api/Product/list', { token: customer })).status).toBe(403);
        expect((await t.rest('GET', '/api/Product/available', { token: employee })).status).toBe(403);
      }
    });

    it('ends with the session: a logged-out token is refused at once', async () => {
      const token = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
      expect((await t.rest('GET', '/api/Product/available', { token })).status).toBe(200);
      expect((await t.rest('GET', '/api/Product/available', { token })).status).toBe(200);
      expect((await t.gql('mutation { logout }', {}, token)).data).toEqual({ logout: true });
      expect((await t.rest('GET', '/api/Product/available', { token })).status).toBe(401);
    });

    it('shows a catalogue change on the next read', async () => {
      const before = await t.rest('GET', '/api/Product/available', { token: customer });
      const product = (before.json as { productId: string; productPrice: number }[])[0];
      const price = product.productPrice + 1;
      const edited = await t.gql(
        'mutation($input: EditProductInput!) { editProduct(input: $input) { productPrice } }',
        { input: { productId: product.productId, productPrice: price, productStatus: 'Available' } },
        employee,
      );
      expect(edited.errors).toBeUndefined();
      const after = await t.rest('GET', '/api/Product/available', { token: customer });
      expect(
        (after.json as { productId: string; productPrice: number }[]).find((p) => p.productId === product.productId)
          ?.productPrice,
      ).toBe(price);
    });

    it('leaves a query string to the controller, which answers the same list', async () => {
      const plain = await t.rest('GET', '/api/Product/available', { token: customer });
      const withQuery = await t.rest('GET', '/api/Product/available?x=1', { token: customer });
      expect(withQuery.status).toBe(200);
      expect(withQuery.text).toBe(plain.text);
    });
  });

  describe('GraphQL lists', () => {
    const post = async (token: string, query: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
        body: JSON.stringify({ query }),
      });
      return { status: response.status, headers: stableHeaders(response.headers), text: await response.text() };
    };

    it.each([
      ['no Accept header', {}],
      ['graphql-response+json', { accept: 'application/graphql-response+json' }],
      ['gzip', { 'accept-encoding': 'gzip' }],
    ])('answers again exactly as Apollo did (%s)', async (_case, headers) => {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await post(customer, AVAILABLE, headers));
      expect(answers[0].status).toBe(200);
      expect(JSON.parse(answers[0].text).data.availableProducts.length).toBeGreaterThan(0);
      for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    });

    it("keeps an answer under the request's very bytes: the same query written otherwise is answered alike", async () => {
      const spaced = AVAILABLE.replace('{ availableProducts', '{  availableProducts');
      const first = await post(customer, AVAILABLE);
      const answers = [await post(customer, spaced), await post(customer, spaced), await post(customer, spaced)];
      for (const answer of answers) expect(answer).toEqual(first);
    });

    it('never answers one role with what another role was told', async () => {
      const list = '{ products { productId productStatus } }';
      for (let i = 0; i < 3; i++)
        expect(JSON.parse((await post(employee, list)).text).data.products.length).toBeGreaterThan(0);
      for (let i = 0; i < 3; i++)
        expect(JSON.parse((await post(customer, list)).text).errors[0].extensions.code).toBe('FORBIDDEN');
    });

    it('shows a catalogue change on the next query', async () => {
      const before = JSON.parse((await post(customer, AVAILABLE)).text).data.availableProducts[1];
      await post(customer, AVAILABLE);
      const edited = await t.gql(
        'mutation($input: EditProductInput!) { editProduct(input: $input) { productId } }',
        { input: { productId: before.productId, productPrice: before.productPrice + 2, productStatus: 'Available' } },
        employee,
      );
      expect(edited.errors).toBeUndefined();
      const after = JSON.parse((await post(customer, AVAILABLE)).text).data.availableProducts;
      expect(after.find((p: { productId: string }) => p.productId === before.productId).productPrice).toBe(
        before.productPrice + 2,
      );
    });

    it('ends with the session', async () => {
      const token = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
      await post(token, AVAILABLE);
      await post(token, AVAILABLE);
      expect((await t.gql('mutation { logout }', {}, token)).data).toEqual({ logout: true });
      expect(JSON.parse((await post(token, AVAILABLE)).text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });
});
