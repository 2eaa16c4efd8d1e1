import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  buildSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  typeFromAST,
  visit,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { operationCost } from '../src/graphql/limits/cost-limit.plugin.js';
import { DOCUMENT_LIMITS } from '../src/graphql/limits/document-limits.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const ROOT = join(import.meta.dirname, '..', '..');
const PRODUCTS = 'availableProducts { productId productName productPrice productType productImage }';

/** POST /graphql as is; the status, the time it took and the size of the answer. */
async function send(url: string, body: object, token?: string) {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    bytes: text.length,
    body: JSON.parse(text) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

/** A well-formed value of any input type (its cost does not depend on the values). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type))
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sample(f.type)]));
  return { Int: 1, Float: 1, Boolean: true, DateTime: '2026-01-01T00:00:00.000Z' }[getNamedType(type).name] ?? '1';
}

const sampleVariables = (schema: GraphQLSchema, operation: OperationDefinitionNode) =>
  Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      sample(typeFromAST(schema, v.type as never) as GraphQLInputType),
    ]),
  );

/** The text of every .graphql file of the client. */
function clientGraphql(): string[] {
  const files = (function walk(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : path.endsWith('.graphql') ? [path] : [];
    });
  })(join(ROOT, 'client', 'src'));
  return files.map((file) => readFileSync(file, 'utf8'));
}

const register = (i: number) =>
  `r${i}: register(input: { userName: "alias-${i}", fullName: "A", address: "B", mobileNumber: "+63 917 000 1234", emailAddress: "a${i}@example.com", password: "tinapa-and-rice-42", confirmPassword: "tinapa-and-rice-42" }) { id }`;

describe('GraphQL document limits', () => {
  let t: TestApp;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
  });
  afterAll(() => t?.close());

  it.each([
    [
      '10,000 aliases of a list',
      () => `{ ${Array.from({ length: 10_000 }, (_, i) => `a${i}: ${PRODUCTS}`).join(' ')} }`,
      /tokens/,
    ],
    [
      '11 aliases',
      () => `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: availableProducts { productId }`).join(' ')} }`,
      /Aliases limit of 10 exceeded/,
    ],
    [
      'introspection nested 50 deep',
      () => `{ __type(name: "Order") { ${'ofType { '.repeat(50)}name${' }'.repeat(50)} } }`,
      /Query depth limit/,
    ],
    [
      'a costly document',
      () =>
        `{ ${Array.from({ length: 3 }, (_, i) => `h${i}: myOrderHistory { orderId fullName address mobileNumber emailAddress totalAmount orderStatus orderDate remarks cartItems { productName productPrice quantity totalPrice } }`).join(' ')} }`,
      /asks for too much/,
    ],
  ])('refuses %s with a 400 before anything runs, quickly and briefly', async (_, document, message) => {
    const result = await send(t.url, { query: document() }, customer);
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0].message).toMatch(message);
    expect(result.bytes).toBeLessThan(16_384);
  });

  it('still answers the standard introspection query outside production (GraphiQL, codegen)', async () => {
    const result = await send(t.url, { query: getIntrospectionQuery() });
    expect(result.body.errors).toBeUndefined();
    expect(result.status).toBe(200);
  });

  it('allows one sign-in, sign-up or password change per document, however it is spelled', async () => {
    const twice = await send(t.url, { query: `mutation { ${register(1)} ${register(2)} }` });
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.[0].message).toBe('A request may sign in, sign up or change a password only once.');
    const viaFragment = await send(t.url, {
      query: `mutation { ...F } fragment F on Mutation { ${register(3)} c: customerLogin(input: { userName: "x", password: "y" }) { token } }`,
    });
    expect(viaFragment.body.errors?.[0].message).toBe('A request may sign in, sign up or change a password only once.');
    const mixed = await send(
      t.url,
      {
        query: `mutation { ${register(4)} u: updateProfile(input: { userName: "customer", fullName: "J", address: "A", mobileNumber: "0917 555 0000", emailAddress: "j@e.ph" }) { profile { id } } }`,
      },
      customer,
    );
    expect(mixed.status).toBe(400);
    await expect(t.login('customer', 'alias-1', 'tinapa-and-rice-42')).rejects.toThrow();
    await expect(t.login('customer', 'alias-3', 'tinapa-and-rice-42')).rejects.toThrow();
    expect((await send(t.url, { query: `mutation { ${register(5)} }` })).body.errors).toBeUndefined();
  });

  it('checks variables like bodies, also in a GET query string', async () => {
    const query = encodeURIComponent('query($id: ID!) { product(productId: $id) { productId } }');
    const variables = encodeURIComponent(JSON.stringify({ id: '\ud800' }));
    const response = await fetch(`${t.url}/graphql?query=${query}&variables=${variables}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
      'Request text must be valid Unicode.',
    );
  });

  it('keeps every document of the client well inside the limits', () => {
    const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));
    const documents = parse(clientGraphql().join('\n'));
    const costs = documents.definitions.flatMap((d) =>
      d.kind === 'OperationDefinition' && d.name
        ? [{ name: d.name.value, cost: operationCost(schema, documents, sampleVariables(schema, d), d.name.value) }]
        : [],
    );
    expect(costs.length).toBeGreaterThan(10);
    for (const { name, cost } of costs)
      expect({ name, cost, withinHalf: cost <= DOCUMENT_LIMITS.maxCost / 2 }).toEqual({ name, cost, withinHalf: true });
  });

  it('counts nothing for __typename, which Apollo Client adds everywhere: every order list fits as the web app sends it', async () => {
    const employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    const client = (path: string) => readFileSync(join(ROOT, 'client', 'src', path), 'utf8');
    const withTypenames = (text: string) =>
      print(
        visit(parse(text), {
          SelectionSet: (set) => ({
            ...set,
            selections: [...set.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
          }),
        }),
      );
    // Every fragment of the client, by name: a document takes those it spreads, and theirs.
    const fragments = new Map(
      parse(clientGraphql().join('\n'))
        .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d] as const),
    );
    const withFragments = (operation: string) => {
      const document = parse(operation);
      const needed = new Map<string, (typeof document.definitions)[number]>();
      const own = new Set(
        document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [])),
      );
      const spreadIn = (node: object) =>
        visit(node as never, {
          FragmentSpread: (spread: { name: { value: string } }) => {
            const name = spread.name.value;
            if (needed.has(name) || own.has(name) || !fragments.has(name)) return;
            needed.set(name, fragments.get(name)!);
            spreadIn(fragments.get(name)!);
          },
        });
      spreadIn(document);
      return print({ ...document, definitions: [...document.definitions, ...needed.values()] });
    };
    for (const [query, token, variables] of [
      ['features/orders/api/orders-to-authorize.graphql', employee, {}],
      ['features/orders/api/order-activity-log.graphql', employee, {}],
      ['features/orders/api/orders-by-payment.graphql', employee, { paymentStatus: 'REFUND_DUE' }],
      ['features/delivery/api/delivery-manifest.graphql', employee, { date: '2026-01-15', today: '2026-01-15' }],
      ['features/orders/api/my-pending-orders.graphql', customer, {}],
      ['features/orders/api/my-order-history.graphql', customer, {}],
      ['features/orders/api/my-order.graphql', customer, { orderId: 1 }],
    ] as const) {
      const result = await send(t.url, { query: withTypenames(withFragments(client(query))), variables }, token);
      expect({ query, status: result.status, errors: result.body.errors }).toEqual({
        query,
        status: 200,
        errors: undefined,
      });
    }
  });
});

describe('GraphQL errors in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { env: 'production', seedDemoAccounts: false });
  });
  afterAll(() => t?.close());

  it('name no fields the caller did not name: no suggestions, also for variables, and a 400', async () => {
    const typo = await t.gql('mutation($i: LoginInput!) { customerLogin(input: $i) { token } }', {
      i: { userNam: 'x', password: 'y' },
    });
    expect(typo.status).toBe(400);
    expect(typo.errors?.[0]).toMatchObject({
      message: 'Variable "$i" got invalid value { userNam: "x", password: "y" }.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(JSON.stringify(typo)).not.toMatch(/Did you mean|userName|LoginInput/);
    const enumTypo = await t.gql('query($t: ProductType!) { __typename } ', { t: 'DRIEDD' });
    expect(JSON.stringify(enumTypo)).not.toMatch(/Did you mean|DRIED"/);
    const fieldTypo = await t.gql('{ availableProduct { productId } }');
    expect(JSON.stringify(fieldTypo)).not.toMatch(/Did you mean/);
  });
});
