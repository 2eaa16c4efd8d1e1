import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const AVAILABLE = '{ availableProducts { productId productName productPrice productType productImage } }';
const VARYING = new Set(['date', 'keep-alive', 'connection', 'x-request-id']);

eachDatabase('GraphQL catalogue answers kept for known tokens', (driver) => {
  let t: TestApp;
  let customer: string;
  let employee: string;

  beforeAll(async () => {
    t = await startTestApp(driver);
    customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
  });
  afterAll(() => t?.close());

  const post = async (token: string, query: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, headers: [...response.headers].filter(([name]) => !VARYING.has(name)), text: await response.text() };
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

  it('never answers one role with what another role was told', async () => {
    const list = '{ products { productId productStatus } }';
    for (let i = 0; i < 3; i++) expect(JSON.parse((await post(employee, list)).text).data.products.length).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expect(JSON.parse((await post(customer, list)).text).errors[0].extensions.code).toBe('FORBIDDEN');
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
    expect(after.find((p: { productId: string }) => p.productId === before.productId).productPrice).toBe(before.productPrice + 2);
  });

  it('ends with the session', async () => {
    const token = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
    await post(token, AVAILABLE);
    await post(token, AVAILABLE);
    expect((await t.gql('mutation { logout }', {}, token)).data).toEqual({ logout: true });
    expect(JSON.parse((await post(token, AVAILABLE)).text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
