import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { SCHEMA_FILE } from './config.js';
import { brokenEnvelope, envelope, type Envelope, type EnvelopeRequest } from './graphql-envelope.js';
import {
  contextOf,
  decorated,
  hostile,
  hostileFor,
  kindOf,
  mutate,
  mutationCount,
  typedHostile,
  wellFormed,
  type Catalogue,
  type Context,
} from './fuzz-inputs.js';
import { Deep, Obj, Raw, lookup, resolveAll, toJson, type J, type Resolve } from './json-model.js';
import { valueOf, withConfirmations, type Shape } from './shapes.js';

export type Role = 'public' | 'customer' | 'employee' | 'signed-in' | 'profile' | 'unknown';

export interface Operation {
  readonly id: string;
  readonly type: 'query' | 'mutation';
  readonly field: GraphQLField<unknown, unknown>;
  readonly role: Role;
}

/**
 * Who may call each documented operation (docs/api.md#who-may-call-what). Profile changes run on
 * throwaway accounts so that a password change never signs the fuzzer's main accounts
 * out; operations added later are sent with those throwaway accounts too.
 */
const ROLES: Record<string, Role> = {
  register: 'public',
  customerLogin: 'public',
  employeeLogin: 'public',
  me: 'signed-in',
  updateProfile: 'profile',
  availableProducts: 'customer',
  placeOrder: 'customer',
  myPendingOrders: 'customer',
  myPendingOrdersConnection: 'customer',
  myOrderHistory: 'customer',
  products: 'employee',
  product: 'employee',
  addProduct: 'employee',
  editProduct: 'employee',
  deleteProduct: 'employee',
  ordersToAuthorize: 'employee',
  approveOrder: 'employee',
  cancelOrder: 'employee',
  orderActivityLog: 'employee',
  adminDashboard: 'employee',
};

export function loadSchema(): GraphQLSchema {
  return buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
}

/** Every Query and Mutation field of the schema: operations added later are fuzzed without a change here. */
export function operations(schema: GraphQLSchema): Operation[] {
  const list: Operation[] = [];
  for (const [type, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      list.push({ id: `${root!.name}.${field.name}`, type, field, role: ROLES[field.name] ?? 'unknown' });
    }
  }
  return list;
}

// ── values for input types ────────────────────────────────────────────────────

/** The shape of an input type, each leaf valued by its field's meaning (user name, price, order id …). */
function shapeOf(type: GraphQLInputType, name: string, context: Context, catalogue: Catalogue, depth: number): Shape {
  if (isNonNullType(type)) return shapeOf(type.ofType, name, context, catalogue, depth);
  if (isListType(type)) return { type: 'list', item: shapeOf(type.ofType, name, context, catalogue, depth + 1) };
  if (isInputObjectType(type) && depth < 5) {
    return {
      type: 'object',
      fields: Object.values(type.getFields()).map((f) => ({
        name: f.name,
        shape: shapeOf(f.type, f.name, context, catalogue, depth + 1),
        required: isNonNullType(f.type),
      })),
    };
  }
  if (isEnumType(type)) {
    const valid = fc.constantFrom(...type.getValues().map((v) => v.name));
    return {
      type: 'leaf',
      valid,
      hostile: fc.oneof(
        hostile,
        decorated(valid),
        valid.map((v) => v.toLowerCase()),
      ),
    };
  }
  const scalar = isScalarType(type) ? type.name : 'String';
  const kind = kindOf(name, context, scalar);
  // Mostly faults of the declared type: other types stop at GraphQL's coercion, before any service.
  return {
    type: 'leaf',
    valid: wellFormed(kind, catalogue),
    hostile: fc.oneof(
      { weight: 1, arbitrary: hostileFor(kind, catalogue) },
      { weight: 4, arbitrary: typedHostile(scalar, kind, catalogue) },
    ),
  };
}

// ── selections ────────────────────────────────────────────────────────────────

function selection(type: GraphQLOutputType, depth: number): fc.Arbitrary<string> {
  const named = getNamedType(type);
  if (!isObjectType(named)) return fc.constant('');
  const fields = Object.values(named.getFields()).filter(
    (f) => f.args.every((a) => !isNonNullType(a.type)) && (depth < 3 || !isObjectType(getNamedType(f.type))),
  );
  return fc
    .subarray(fields, { minLength: 1 })
    .chain((chosen) =>
      fc.tuple(...chosen.map((f) => selection(f.type, depth + 1).map((sub) => (sub ? `${f.name} ${sub}` : f.name)))),
    )
    .chain((parts) =>
      fc.oneof(
        { weight: 12, arbitrary: fc.constant(parts) },
        { weight: 3, arbitrary: fc.constant([...parts, '__typename']) },
        { weight: 1, arbitrary: fc.constant([...parts, 'notAField']) },
      ),
    )
    .map((parts) => `{ ${parts.join(' ')} }`);
}

// ── documents ─────────────────────────────────────────────────────────────────

/** A GraphQL literal for a value in a position of the given type (enum names bare). */
export function literal(value: J, type: GraphQLInputType | undefined): string {
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (value instanceof Raw) return value.text;
  if (value instanceof Deep) {
    const [open, close] = value.asArray ? ['[', ']'] : ['{a: ', '}'];
    return `${open.repeat(value.depth)}${literal(value.inner, undefined)}${close.repeat(value.depth)}`;
  }
  if (value instanceof Obj) {
    const fields = inner && isInputObjectType(inner) ? inner.getFields() : {};
    return `{${value.entries.map(([k, v]) => `${k}: ${literal(v, fields[k]?.type)}`).join(', ')}}`;
  }
  if (Array.isArray(value))
    return `[${value.map((v) => literal(v, inner && isListType(inner) ? inner.ofType : undefined)).join(', ')}]`;
  if (typeof value === 'string' && inner && isEnumType(inner) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value)) return value;
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return JSON.stringify(value) ?? 'null';
}

const DECLARED_TYPES = [
  'String',
  'String!',
  'Int',
  'Int!',
  'Float',
  'ID!',
  'Boolean',
  '[Int!]!',
  '[String]',
  'DateTime',
  'LoginInput!',
  'RegisterInput',
  'PlaceOrderInput!',
  'NoSuchType',
];

export type GqlMode = 'variables' | 'inline' | 'shape';
export type GqlTransport = 'post' | 'get' | 'text-plain' | 'batch';

export interface GqlPlan {
  readonly kind: 'gql';
  readonly op: Operation;
  readonly mode: GqlMode;
  readonly transport: GqlTransport;
  readonly selection: string;
  /** Argument values (undefined: not sent). */
  readonly args: readonly (J | undefined)[];
  /** Shape mode: the declared type of each variable and the whole variables value. */
  readonly declared?: readonly string[];
  readonly variables?: J;
  readonly extraVariables?: readonly [string, J][];
  readonly mutations: readonly string[];
  /** The request's envelope broken in one way (graphql-envelope.ts), or sent as it should be. */
  readonly envelope?: Envelope;
}

/** All arguments as one object shape, so that "one fault" means one fault across all of them. */
function argumentValues(op: Operation, catalogue: Catalogue): fc.Arbitrary<(J | undefined)[]> {
  const context = contextOf(op.field.name);
  const shape: Shape = {
    type: 'object',
    fields: op.field.args.map((arg: GraphQLArgument) => ({
      name: arg.name,
      shape: shapeOf(arg.type, arg.name, context, catalogue, 0),
      required: isNonNullType(arg.type),
    })),
  };
  return valueOf(shape).map((value) =>
    op.field.args.map((arg) => (value instanceof Obj ? lookup(value, arg.name) : undefined)),
  );
}

/** Plans for one operation: variables (mutated), inline literals, or random variable shapes. */
export function gqlPlan(op: Operation, catalogue: Catalogue): fc.Arbitrary<GqlPlan> {
  const base = fc.record({
    mode: fc.constantFrom<GqlMode>(
      'variables',
      'variables',
      'variables',
      'variables',
      'variables',
      'inline',
      'inline',
      'shape',
    ),
    transport: fc.oneof(
      { weight: 30, arbitrary: fc.constant<GqlTransport>('post') },
      { weight: 1, arbitrary: fc.constantFrom<GqlTransport>('get', 'text-plain', 'batch') },
    ),
    selection: selection(op.field.type, 0),
    args: argumentValues(op, catalogue),
    agree: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    mutationSeed: fc.integer(),
    mutations: mutationCount,
    declared: fc.array(fc.constantFrom(...DECLARED_TYPES), {
      minLength: op.field.args.length,
      maxLength: op.field.args.length,
    }),
    shapeVariables: fc.option(hostile, { nil: undefined, freq: 2 }),
    extra: fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor'), hostile), { freq: 8 }),
    envelope: fc.oneof({ weight: 7, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: envelope }),
  });
  return base.map((p): GqlPlan => {
    const args = p.args.map((a) => (a === undefined ? undefined : withConfirmations(a, p.agree)));
    const tree = new Obj(op.field.args.flatMap((arg, i) => (args[i] === undefined ? [] : [[arg.name, args[i] as J]])));
    if (p.mode === 'shape') {
      // Variables declared with other types, or variables that are no object at all.
      const variables = p.shapeVariables === undefined ? tree : p.shapeVariables;
      return {
        kind: 'gql',
        op,
        mode: 'shape',
        transport: p.transport,
        selection: p.selection,
        args,
        declared: p.declared,
        variables,
        mutations: [],
        envelope: p.envelope,
      };
    }
    // One tree (the variables object) so that mutations can reach any depth of any argument.
    const { value, applied } = mutate(tree, p.mutationSeed, p.mutations, false);
    const mutated = value instanceof Obj ? value : new Obj([]);
    return {
      kind: 'gql',
      op,
      mode: p.mode,
      transport: p.transport,
      selection: p.selection,
      args: op.field.args.map((arg) => lookup(mutated, arg.name)),
      variables: mutated,
      extraVariables: p.extra ? [p.extra] : [],
      mutations: applied,
      envelope: p.envelope,
    };
  });
}

export type GqlRequest = EnvelopeRequest;

/** The HTTP request of a plan, placeholders resolved for the caller it is sent as. */
export function gqlRequest(plan: GqlPlan, resolve: Resolve): GqlRequest {
  const { op } = plan;
  const args = op.field.args;
  let document: string;
  let variablesText: string | undefined;
  if (plan.mode === 'inline') {
    const written = args.flatMap((arg, i) => {
      const value = plan.args[i];
      return value === undefined ? [] : [`${arg.name}: ${literal(resolveAll(value, resolve), arg.type)}`];
    });
    document = `${op.type} Fuzz { ${op.field.name}${written.length ? `(${written.join(', ')})` : ''} ${plan.selection} }`;
  } else {
    const declared = plan.mode === 'shape' ? (plan.declared ?? []) : args.map((a) => String(a.type));
    const decls = args.map((a, i) => `$${a.name}: ${declared[i] ?? String(a.type)}`);
    const uses = args.map((a) => `${a.name}: $${a.name}`);
    document = `${op.type} Fuzz${decls.length ? `(${decls.join(', ')})` : ''} { ${op.field.name}${uses.length ? `(${uses.join(', ')})` : ''} ${plan.selection} }`;
    if (plan.variables !== undefined) {
      const variables =
        plan.variables instanceof Obj
          ? new Obj([...plan.variables.entries, ...(plan.extraVariables ?? [])])
          : plan.variables;
      variablesText = toJson(variables, resolve);
    }
  }
  if (plan.envelope) return brokenEnvelope(plan.envelope, { document, variablesText });
  const payload = `{"query":${JSON.stringify(document)}${variablesText === undefined ? '' : `,"variables":${variablesText}`},"operationName":"Fuzz"}`;
  const get = () => {
    const params = new URLSearchParams({ query: document, operationName: 'Fuzz' });
    if (variablesText !== undefined) params.set('variables', variablesText);
    return `/graphql?${params.toString()}`;
  };
  switch (plan.transport) {
    case 'get': {
      const path = get();
      // Beyond the server's header limit the answer would be a closed connection, not a verdict.
      if (path.length < 8_000) return { method: 'GET', path, headers: { 'apollo-require-preflight': 'true' } };
      return { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: payload };
    }
    case 'text-plain':
      return { method: 'POST', path: '/graphql', headers: { 'content-type': 'text/plain' }, body: payload };
    case 'batch':
      return {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: `[${payload},${payload}]`,
      };
    default:
      return { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: payload };
  }
}
