import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTROLLERS_DIR } from './config.js';
import {
  HOSTILE_QUERY_EXTRAS,
  RAW_QUERY_VALUES,
  contextOf,
  encodeQueryValue,
  hostile,
  hostileFor,
  hostileString,
  kindOf,
  mutate,
  mutationCount,
  wellFormed,
  type Catalogue,
  type Context,
  type Kind,
} from './fuzz-inputs.js';
import { Obj, Sym, toJson, type J, type Resolve } from './json-model.js';
import { valueOf, withConfirmations, type Shape } from './shapes.js';
import type { Role } from './graphql-fuzz.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestRoute {
  readonly method: Method;
  readonly path: string;
  readonly role: Role;
  /** Documented query parameters. */
  readonly query: readonly string[];
  /** Documented body fields; 'cart' is placeOrder's, 'customer-id' clearCart's bare id. */
  readonly body?: readonly string[] | 'cart' | 'customer-id';
}

const PROFILE_FIELDS = ['userName', 'fullName', 'address', 'mobileNumber', 'emailAddress'];
const PRODUCT_FIELDS = ['ProductId', 'ProductName', 'ProductPrice', 'ProductType', 'ProductStatus', 'ProductImage'];

/** The legacy call table (docs/legacy-contract.md#rest-routes) with the payload names the old client sends. */
export const REST_ROUTES: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/api/Login/register',
    role: 'public',
    query: [],
    body: [...PROFILE_FIELDS, 'createdAt', 'passwordHash', 'confirmPassword'],
  },
  {
    method: 'POST',
    path: '/api/Contact',
    role: 'public',
    query: [],
    body: ['name', 'email', 'subject', 'details', 'website'],
  },
  {
    method: 'GET',
    path: '/api/exports/order-activity-log.csv',
    role: 'employee',
    query: ['from', 'to', 'status', 'customerId'],
  },
  // A recall's CSV: the fuzzer asks with the id as written (":id"), which the route refuses as no recall (400).
  { method: 'GET', path: '/api/exports/recalls/:id.csv', role: 'employee', query: [] },
  // A trade account's statement: the fuzzer's ":month" is no month (400); its ":customerId" no account.
  { method: 'GET', path: '/api/statements/:month.pdf', role: 'customer', query: [] },
  { method: 'GET', path: '/api/statements/:month.csv', role: 'customer', query: [] },
  { method: 'GET', path: '/api/statements/:customerId/:month.pdf', role: 'employee', query: [] },
  { method: 'GET', path: '/api/statements/:customerId/:month.csv', role: 'employee', query: [] },
  { method: 'GET', path: '/api/live/orders', role: 'signed-in', query: [] },
  { method: 'GET', path: '/graphql/schema.graphql', role: 'public', query: [] },
  // A label's QR code: the GS1 Digital Link opens the product's page (the fuzzer's ":gtin" is no GTIN: 404).
  { method: 'GET', path: '/01/:gtin/10/:lot', role: 'public', query: ['17'] },
  { method: 'POST', path: '/api/Login/forgot-password', role: 'public', query: [], body: ['account'] },
  {
    method: 'POST',
    path: '/api/Login/reset-password',
    role: 'public',
    query: [],
    body: ['token', 'password', 'confirmPassword'],
  },
  { method: 'POST', path: '/api/Login/customer-login', role: 'public', query: [], body: ['UserName', 'PasswordHash'] },
  { method: 'POST', path: '/api/Login/employee-login', role: 'public', query: [], body: ['UserName', 'PasswordHash'] },
  { method: 'GET', path: '/api/Profile/GetUserProfile', role: 'signed-in', query: ['userId'] },
  {
    method: 'POST',
    path: '/api/Profile/UpdateUserProfile',
    role: 'profile',
    query: [],
    body: ['id', 'Role', 'createdAt', 'updatedAt', ...PROFILE_FIELDS, 'passwordHash', 'confirmPassword'],
  },
  { method: 'GET', path: '/api/Product/list', role: 'employee', query: [] },
  { method: 'GET', path: '/api/Product/available', role: 'customer', query: [] },
  { method: 'GET', path: '/api/Product/searchbyProductId', role: 'employee', query: ['productId'] },
  {
    method: 'POST',
    path: '/api/Product/addProduct',
    role: 'employee',
    query: ['employeeId'],
    body: ['EmployeeId', ...PRODUCT_FIELDS],
  },
  {
    method: 'POST',
    path: '/api/Product/editproductDetails',
    role: 'employee',
    query: ['employeeId'],
    body: PRODUCT_FIELDS,
  },
  { method: 'DELETE', path: '/api/Product/deleteProductbyId', role: 'employee', query: ['productId', 'employeeId'] },
  { method: 'POST', path: '/api/Product/placeOrder', role: 'customer', query: [], body: 'cart' },
  { method: 'GET', path: '/api/Product/extractOrder', role: 'employee', query: ['employeeId'] },
  { method: 'PUT', path: '/api/Product/approveOrder', role: 'employee', query: ['employeeId', 'orderId', 'remarks'] },
  { method: 'PUT', path: '/api/Product/cancelOrder', role: 'employee', query: ['employeeId', 'orderId', 'remarks'] },
  { method: 'POST', path: '/api/Product/clearCart', role: 'customer', query: [], body: 'customer-id' },
  { method: 'GET', path: '/api/Product/extractCustomerOrders', role: 'customer', query: ['customerId'] },
  { method: 'GET', path: '/api/Product/orderHistory', role: 'customer', query: ['customerId'] },
  { method: 'GET', path: '/api/Product/orderActivityLog', role: 'employee', query: ['employeeId'] },
  { method: 'GET', path: '/health', role: 'public', query: [] },
  { method: 'GET', path: '/health/live', role: 'public', query: [] },
  { method: 'GET', path: '/health/ready', role: 'public', query: [] },
];

export const routeId = (route: Pick<RestRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

const CONTROLLER = /@Controller\(\s*(?:'([^']*)'|"([^"]*)")?\s*\)/g;
const HANDLER = /@(Get|Post|Put|Delete|Patch|Head|Options|All)\(\s*(?:'([^']*)'|"([^"]*)")?\s*\)/g;

/**
 * Every route the server's controllers declare, read from the decorators in
 * src/**\/*.controller.ts (what Nest registers), as "METHOD /path".
 */
export function declaredRoutes(): string[] {
  const routes = new Set<string>();
  const files = (readdirSync(CONTROLLERS_DIR, { recursive: true }) as string[]).filter((f) =>
    f.endsWith('.controller.ts'),
  );
  for (const file of files) {
    const source = readFileSync(join(CONTROLLERS_DIR, file), 'utf8');
    const controllers = [...source.matchAll(CONTROLLER)].map((m) => ({ at: m.index ?? 0, base: m[1] ?? m[2] ?? '' }));
    if (controllers.length === 0) throw new Error(`${file}: no @Controller('…') path found`);
    for (const handler of source.matchAll(HANDLER)) {
      const base = controllers.filter((c) => c.at < (handler.index ?? 0)).at(-1)?.base ?? '';
      const path = [base, handler[2] ?? handler[3] ?? '']
        .map((p) => p.replace(/^\/|\/$/g, ''))
        .filter(Boolean)
        .join('/');
      routes.add(`${handler[1].toUpperCase()} /${path}`);
    }
  }
  return [...routes].sort();
}

// ── plans ─────────────────────────────────────────────────────────────────────

export type BodyMode = 'json' | 'root-hostile' | 'broken-json' | 'empty' | 'other-type';

export interface RestPlan {
  readonly kind: 'rest';
  readonly route: RestRoute;
  /** Query parameters as [name, value, sent as already encoded]; a name may repeat. */
  readonly query: readonly [string, J, boolean][];
  readonly bodyMode: BodyMode;
  readonly body?: J;
  readonly text?: string;
  readonly contentType?: string;
  readonly idempotencyKey?: string;
  readonly mutations: readonly string[];
}

const BROKEN_JSON = [
  '{',
  '{"a":}',
  '{"UserName":"customer",}',
  'nul',
  '{"a":1}garbage',
  '\u0000',
  '[',
  '['.repeat(20_000),
  '{"a":'.repeat(5_000),
  '"\\ud800"',
  '{"a":"\\u00"}',
  '\ufeff{}',
  '{"a":1e99999}',
];
const OTHER_TYPES: [string, string][] = [
  ['text/plain', '{"UserName":"customer","PasswordHash":"waters-customer"}'],
  ['application/x-www-form-urlencoded', 'UserName=customer&PasswordHash=x&constructor=1&__proto__[a]=1'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="UserName"\r\n\r\ncustomer\r\n--x--',
  ],
  ['application/json; charset=utf-16', '{"a":1}'],
  ['application/json; charset=latin1', '{"a":"\u00e9"}'],
  ['application/xml', '<a/>'],
  ['application/vnd.api+json', '{"a":1}'],
];

const leaf = (kind: Kind, catalogue: Catalogue): Shape => ({
  type: 'leaf',
  valid: wellFormed(kind, catalogue),
  hostile: hostileFor(kind, catalogue),
});

function objectShape(fields: readonly string[], context: Context, catalogue: Catalogue): Shape {
  return {
    type: 'object',
    fields: fields.map((name) => ({ name, shape: leaf(kindOf(name, context), catalogue), required: true })),
  };
}

/** The legacy cart: the client's names and prices ride along and must be ignored. */
function cartShape(catalogue: Catalogue): Shape {
  const item = objectShape(
    ['CartId', 'CustomerId', 'ProductId', 'ProductName', 'ProductPrice', 'Quantity', 'TotalPrice'],
    'order',
    catalogue,
  );
  return {
    type: 'object',
    fields: [
      { name: 'CustomerId', shape: leaf('callerId', catalogue), required: true },
      { name: 'CartItems', shape: { type: 'list', item }, required: true },
    ],
  };
}

function bodyValue(route: RestRoute, catalogue: Catalogue): fc.Arbitrary<J | undefined> {
  const context = contextOf(route.path.split('/').pop() ?? '');
  if (route.body === undefined) return fc.constant(undefined);
  if (route.body === 'customer-id') {
    return fc.oneof(
      fc.constant(new Sym('callerId') as J),
      fc.constant(Obj.of({ customerId: new Sym('callerId') })),
      valueOf(objectShape(['customerId'], context, catalogue)),
      hostile,
    );
  }
  const shape = route.body === 'cart' ? cartShape(catalogue) : objectShape(route.body, context, catalogue);
  return fc.tuple(valueOf(shape), fc.nat(3)).map(([value, n]) => withConfirmations(value, n > 0));
}

function queryValue(name: string, route: RestRoute, catalogue: Catalogue): fc.Arbitrary<[J, boolean]> {
  const kind = kindOf(name, contextOf(route.path.split('/').pop() ?? ''));
  const asText = (v: J): J =>
    typeof v === 'string' || v instanceof Sym ? v : typeof v === 'number' ? String(v) : toJson(v, () => '');
  return fc.oneof(
    { weight: 16, arbitrary: wellFormed(kind, catalogue).map((v) => [asText(v), false] as [J, boolean]) },
    { weight: 3, arbitrary: hostileString.map((v) => [v, false] as [J, boolean]) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_VALUES).map((v) => [v, true] as [J, boolean]) },
  );
}

export function restPlan(route: RestRoute, catalogue: Catalogue): fc.Arbitrary<RestPlan> {
  const params = fc.tuple(
    ...route.query.map((name) =>
      fc.oneof(
        {
          weight: 17,
          arbitrary: queryValue(name, route, catalogue).map((v) => [[name, ...v]] as [string, J, boolean][]),
        },
        { weight: 2, arbitrary: fc.constant([] as [string, J, boolean][]) },
        {
          weight: 1,
          arbitrary: fc.tuple(queryValue(name, route, catalogue), queryValue(name, route, catalogue)).map(
            ([a, b]) =>
              [
                [name, ...a],
                [name, ...b],
              ] as [string, J, boolean][],
          ),
        },
      ),
    ),
  );
  const hasBody = route.method !== 'GET';
  return fc
    .record({
      params,
      extra: fc.option(fc.constantFrom(...HOSTILE_QUERY_EXTRAS), { freq: 10 }),
      body: bodyValue(route, catalogue),
      bodyMode: hasBody
        ? fc.oneof(
            { weight: 40, arbitrary: fc.constant<BodyMode>('json') },
            { weight: 2, arbitrary: fc.constantFrom<BodyMode>('root-hostile', 'broken-json', 'empty', 'other-type') },
          )
        : fc.constant<BodyMode>('empty'),
      rootHostile: hostile,
      broken: fc.constantFrom(...BROKEN_JSON),
      other: fc.constantFrom(...OTHER_TYPES),
      mutationSeed: fc.integer(),
      mutations: mutationCount,
      idempotencyKey: fc.option(
        fc.constantFrom('k-1', '', ' ', 'x'.repeat(5000), '\u00e9t\u00e9', '../../', 'k'.repeat(64)),
        { freq: 4 },
      ),
    })
    .map((p): RestPlan => {
      const query = [...p.params.flat(), ...(p.extra ? [[p.extra[0], p.extra[1], true] as [string, J, boolean]] : [])];
      const base = {
        kind: 'rest' as const,
        route,
        query,
        idempotencyKey: route.body === 'cart' ? (p.idempotencyKey ?? undefined) : undefined,
      };
      switch (p.bodyMode) {
        case 'json': {
          if (p.body === undefined) return { ...base, bodyMode: 'empty', mutations: [] };
          const { value, applied } = mutate(p.body, p.mutationSeed, p.mutations, true);
          return { ...base, bodyMode: 'json', body: value, mutations: applied };
        }
        case 'root-hostile':
          return { ...base, bodyMode: 'root-hostile', body: p.rootHostile, mutations: [] };
        case 'broken-json':
          return { ...base, bodyMode: 'broken-json', text: p.broken, contentType: 'application/json', mutations: [] };
        case 'other-type':
          return { ...base, bodyMode: 'other-type', text: p.other[1], contentType: p.other[0], mutations: [] };
        default:
          return {
            ...base,
            bodyMode: 'empty',
            contentType: hasBody && p.mutationSeed % 2 === 0 ? 'application/json' : undefined,
            mutations: [],
          };
      }
    });
}

const MAX_QUERY_VALUE = 2_000;

export interface RestRequest {
  readonly method: Method;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

export function restRequest(plan: RestPlan, resolve: Resolve): RestRequest {
  const query = plan.query.map(([name, value, raw]) => {
    const resolved = value instanceof Sym ? resolve(value) : value;
    const text = typeof resolved === 'string' ? resolved : toJson(resolved, resolve);
    // Bounded so that the request line stays under the server's header limit (16 KB).
    return `${encodeQueryValue(name)}=${(raw ? text : encodeQueryValue(text)).slice(0, MAX_QUERY_VALUE)}`;
  });
  const path = `${plan.route.path}${query.length ? `?${query.join('&')}` : ''}`;
  const headers: Record<string, string> = {};
  if (plan.idempotencyKey !== undefined) headers['idempotency-key'] = plan.idempotencyKey;
  if (plan.bodyMode === 'json' || plan.bodyMode === 'root-hostile') {
    headers['content-type'] = 'application/json';
    return { method: plan.route.method, path, headers, body: toJson(plan.body ?? null, resolve) };
  }
  if (plan.contentType) headers['content-type'] = plan.contentType;
  return { method: plan.route.method, path, headers, body: plan.text ?? (plan.contentType ? '' : undefined) };
}
