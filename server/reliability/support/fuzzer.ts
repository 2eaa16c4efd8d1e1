import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import type { GraphQLSchema } from 'graphql';
import { DEMO, STRONG_PASSWORD } from './config.js';
import { gql, login, registerCustomer, send, type Account, type Answer } from './clients.js';
import type { RelDatabase } from './databases.js';
import { gqlPlan, gqlRequest, operations, type GqlPlan, type Operation, type Role } from './graphql-fuzz.js';
import type { Catalogue } from './fuzz-inputs.js';
import { Obj, PROTO_KEYS, Sym, ingredients, lookup, prng, resolveAll, type J, type Resolve } from './json-model.js';
import { REST_ROUTES, restPlan, restRequest, routeId, type RestPlan, type RestRoute } from './rest-routes.js';
import { createEmployee, type ServerProcess } from './server-process.js';

/** Who sends an input: the operation's own role most of the time, else nobody, the other role, or a broken header. */
type TokenChoice = { kind: 'right' | 'none' | 'wrong'; pick: number } | { kind: 'garbage'; pick: number };

const tokenChoice: fc.Arbitrary<TokenChoice> = fc.oneof(
  { weight: 34, arbitrary: fc.record({ kind: fc.constant('right' as const), pick: fc.nat(1000) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('none' as const), pick: fc.nat(1000) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wrong' as const), pick: fc.nat(1000) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('garbage' as const), pick: fc.nat(1000) }) },
);

export interface FuzzCase {
  readonly target: string;
  readonly plan: GqlPlan | RestPlan;
  readonly token: TokenChoice;
}

/** A target (GraphQL operation or REST route) with how often it is drawn. */
interface Target {
  readonly id: string;
  readonly role: Role;
  readonly weight: number;
  readonly arbitrary: fc.Arbitrary<FuzzCase>;
}

/** Password hashing (argon2id) costs tens of milliseconds: those targets are drawn less often to fit the time budget. */
const HASHING = /register|login|updateProfile|UpdateUserProfile/i;
/** Lists that grow with every order the fuzzer places. */
const GROWING =
  /ordersToAuthorize|orderActivityLog|myOrderHistory|myPendingOrders|extractOrder|orderHistory|extractCustomerOrders|adminDashboard/;

export function targets(schema: GraphQLSchema, catalogue: Catalogue): Target[] {
  const weightOf = (id: string) => (HASHING.test(id) ? 0.3 : GROWING.test(id) ? 0.6 : 1);
  const gqlTargets = operations(schema).map((op: Operation): Target => ({
    id: op.id,
    role: op.role,
    weight: weightOf(op.id),
    arbitrary: fc.record({ plan: gqlPlan(op, catalogue), token: tokenChoice }).map((c) => ({ target: op.id, ...c })),
  }));
  const restTargets = REST_ROUTES.map((route: RestRoute): Target => ({
    id: routeId(route),
    role: route.role,
    weight: weightOf(route.path),
    arbitrary: fc
      .record({ plan: restPlan(route, catalogue), token: tokenChoice })
      .map((c) => ({ target: routeId(route), ...c })),
  }));
  return [...gqlTargets, ...restTargets];
}

/**
 * The order in which targets are drawn: each target's share of `runs` by weight (at
 * least one each), shuffled with the seed, so every operation and route is covered.
 */
export function schedule(all: readonly Target[], runs: number, seed: number): number[] {
  const total = all.reduce((s, t) => s + t.weight, 0);
  const quotas = all.map((t) => Math.max(1, Math.floor((runs * t.weight) / total)));
  let missing = runs - quotas.reduce((a, b) => a + b, 0);
  for (let i = 0; missing > 0; i = (i + 1) % all.length, missing--) quotas[i]++;
  const order = quotas.flatMap((q, i) => Array<number>(q).fill(i));
  const random = prng(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order.slice(0, Math.max(runs, all.length));
}

/** The inputs of one batch: per target, fc.sample with a seed derived from the run seed, batch and target. */
export function drawBatch(all: readonly Target[], slice: readonly number[], seed: number, batch: number): FuzzCase[] {
  const counts = new Map<number, number>();
  for (const t of slice) counts.set(t, (counts.get(t) ?? 0) + 1);
  const drawn = new Map<number, FuzzCase[]>();
  for (const [t, n] of counts)
    drawn.set(t, fc.sample(all[t].arbitrary, { seed: (seed * 31 + batch * 1009 + t * 7919) | 0, numRuns: n }));
  return slice.map((t) => drawn.get(t)!.pop()!);
}

// ── accounts ──────────────────────────────────────────────────────────────────

interface Principal extends Account {
  /** Credentials a successful profile change may have set (newest last). */
  candidates: { userName: string; password: string }[];
}

/**
 * The fuzzer's accounts: the demo customer and employee for role operations; a throwaway
 * customer and employee whose profiles (names, passwords) the fuzzer changes; and another
 * pair for operations this suite does not know yet (a logout must not end the others).
 */
export class Principals {
  private constructor(
    readonly customer: Principal,
    readonly employee: Principal,
    public profileCustomer: Principal,
    public profileEmployee: Principal,
    public otherCustomer: Principal,
    public otherEmployee: Principal,
  ) {}

  static async create(server: ServerProcess, database: RelDatabase): Promise<Principals> {
    const names = [`relemp${randomBytes(3).toString('hex')}`, `relemp${randomBytes(3).toString('hex')}`];
    // One after the other: two create-employee processes writing one SQLite file at once can meet SQLITE_BUSY.
    for (const name of names) await createEmployee(database, name, STRONG_PASSWORD);
    const withCandidates = (a: Account): Principal => ({ ...a, candidates: [] });
    return new Principals(
      withCandidates(await login(server.url, 'Customer', DEMO.customer.userName, DEMO.customer.password)),
      withCandidates(await login(server.url, 'Employee', DEMO.employee.userName, DEMO.employee.password)),
      withCandidates(await registerCustomer(server.url, 'relprof')),
      withCandidates(await login(server.url, 'Employee', names[0], STRONG_PASSWORD)),
      withCandidates(await registerCustomer(server.url, 'relmisc')),
      withCandidates(await login(server.url, 'Employee', names[1], STRONG_PASSWORD)),
    );
  }

  all(): Principal[] {
    return [
      this.customer,
      this.employee,
      this.profileCustomer,
      this.profileEmployee,
      this.otherCustomer,
      this.otherEmployee,
    ];
  }

  /** The account an input is sent as (undefined: no token). */
  callerFor(role: Role, choice: TokenChoice): Principal | undefined {
    const parity = choice.pick % 2 === 0;
    const right: Record<Role, Principal | undefined> = {
      public: undefined,
      customer: this.customer,
      employee: this.employee,
      'signed-in': parity ? this.customer : this.employee,
      profile: parity ? this.profileCustomer : this.profileEmployee,
      unknown: [this.otherCustomer, this.otherEmployee, undefined][choice.pick % 3],
    };
    const wrong: Record<Role, Principal | undefined> = {
      public: this.customer,
      customer: this.employee,
      employee: this.customer,
      'signed-in': undefined,
      profile: undefined,
      unknown: undefined,
    };
    if (choice.kind === 'right') return right[role];
    if (choice.kind === 'wrong') return wrong[role];
    return undefined;
  }

  /**
   * A broken Authorization header, built from a real token where that makes it nastier.
   * The tokens are the throwaway accounts': some variants (e.g. a lower-case "bearer")
   * are accepted, and a logout or profile change sent with them must not end the demo
   * accounts' sessions.
   */
  garbageHeader(pick: number): string {
    const token = this.otherCustomer.token;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const options = [
      'Bearer',
      'Bearer ',
      'Bearer x.y.z',
      `Bearer ${'a'.repeat(8000)}`,
      'Basic Y3VzdG9tZXI6d2F0ZXJzLWN1c3RvbWVy',
      `bearer ${token}`,
      `Bearer ${[header, b64({ ...claims, role: 'Employee' }), signature].join('.')}`,
      `Bearer ${[b64({ alg: 'none', typ: 'JWT' }), payload, ''].join('.')}`,
      `Bearer ${token}.x`,
      `Bearer ${token} ${token}`,
      'Bearer \u00e9\u00e9',
      `Bearer ${this.otherEmployee.token.slice(0, -3)}`,
      `Bearer ${[header, b64({ ...claims, sub: this.otherEmployee.id, role: 'Employee', exp: 99999999999 }), signature].join('.')}`,
    ];
    return options[pick % options.length];
  }

  resolverFor(caller: Principal | undefined): Resolve {
    const who = caller ?? this.customer;
    const other = who === this.customer ? this.profileCustomer : this.customer;
    return (sym: Sym): J => {
      switch (sym.name) {
        case 'callerId':
          return who.id;
        case 'otherUserId':
          return other.id;
        case 'callerUserName':
          return who.userName;
        case 'callerPassword':
          return who.password;
      }
    };
  }

  /** A profile change that succeeded may have renamed the account or changed its password. */
  noteProfileChange(caller: Principal, userName: J | undefined, password: J | undefined, token: unknown): void {
    const next = {
      userName: typeof userName === 'string' && userName !== '' ? userName : caller.userName,
      password: typeof password === 'string' && password !== '' ? password : caller.password,
    };
    caller.candidates.push(next);
    if (caller.candidates.length > 20) caller.candidates.shift();
    caller.userName = next.userName;
    caller.password = next.password;
    if (typeof token === 'string' && token !== '') caller.token = token;
  }

  /**
   * After each batch: every account's token must still work; if a profile change ended
   * it, log in again with the credentials that change may have set, or replace the account.
   */
  async heal(server: ServerProcess, database: RelDatabase): Promise<string[]> {
    const notes: string[] = [];
    for (const principal of this.all()) {
      const me = await gql(server.url, '{ me { id } }', undefined, principal.token);
      if (me.json?.data?.me) continue;
      const tries = [
        { userName: principal.userName, password: principal.password },
        ...[...principal.candidates].reverse(),
      ];
      let healed = false;
      for (const attempt of tries) {
        try {
          const fresh = await login(server.url, principal.role, attempt.userName, attempt.password);
          Object.assign(principal, { token: fresh.token, userName: attempt.userName, password: attempt.password });
          healed = true;
          break;
        } catch {
          // try the next candidate
        }
      }
      if (healed) continue;
      const replacement = async (): Promise<Principal> => {
        if (principal.role === 'Customer')
          return { ...(await registerCustomer(server.url, 'relprof')), candidates: [] };
        const name = `relemp${randomBytes(3).toString('hex')}`;
        await createEmployee(database, name, STRONG_PASSWORD);
        return { ...(await login(server.url, 'Employee', name, STRONG_PASSWORD)), candidates: [] };
      };
      if (principal === this.profileCustomer) this.profileCustomer = await replacement();
      else if (principal === this.profileEmployee) this.profileEmployee = await replacement();
      else if (principal === this.otherCustomer) this.otherCustomer = await replacement();
      else if (principal === this.otherEmployee) this.otherEmployee = await replacement();
      if (principal !== this.customer && principal !== this.employee) {
        notes.push(`${principal.role.toLowerCase()} account replaced`);
      } else {
        throw new Error(
          `the ${principal.role} demo account can no longer log in (${me.status} ${me.text.slice(0, 200)})`,
        );
      }
    }
    return notes;
  }
}

// ── sending and judging ───────────────────────────────────────────────────────

export interface Sent {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string | Uint8Array;
  readonly as: string;
}

export interface Verdict {
  readonly status: number;
  /** GraphQL error codes of the answer. */
  readonly codes: string[];
  /** Why this answer breaks the rule (a 5xx, INTERNAL_SERVER_ERROR, or no answer). */
  readonly failure?: string;
}

export function judge(answer: Answer): Verdict {
  const bodies = Array.isArray(answer.json) ? answer.json : [answer.json];
  const codes = bodies.flatMap((b: any) =>
    Array.isArray(b?.errors) ? b.errors.map((e: any) => String(e?.extensions?.code ?? 'NO_CODE')) : [],
  );
  if (answer.status === 0) return { status: 0, codes, failure: `no answer: ${answer.error}` };
  if (answer.status >= 500) return { status: answer.status, codes, failure: `HTTP ${answer.status}` };
  if (codes.includes('INTERNAL_SERVER_ERROR'))
    return { status: answer.status, codes, failure: 'INTERNAL_SERVER_ERROR' };
  return { status: answer.status, codes };
}

/** The hostile ingredients of an input, plus how it was sent. */
export function caseIngredients(c: FuzzCase): Set<string> {
  const found = new Set<string>();
  const { plan } = c;
  if (plan.kind === 'gql') {
    found.add(`gql:${plan.mode}`);
    if (plan.transport !== 'post') found.add(`gql:${plan.transport}`);
    if (plan.envelope) found.add(`envelope:${plan.envelope.kind}`);
    for (const a of plan.args) if (a !== undefined) ingredients(a, found);
    if (plan.mode === 'shape' && plan.variables !== undefined) ingredients(plan.variables, found);
    for (const [k, v] of plan.extraVariables ?? []) ingredients(new Obj([[k, v]]), found);
  } else {
    found.add(`body:${plan.bodyMode}`);
    if (plan.body !== undefined) ingredients(plan.body, found);
    for (const [name, value] of plan.query) {
      if (PROTO_KEYS.includes(name) || name.startsWith('__proto__')) found.add(`query-key:${name}`);
      ingredients(value, found);
    }
    if (plan.idempotencyKey !== undefined) found.add('idempotency-key');
  }
  for (const m of plan.mutations) found.add(`mutation:${m}`);
  found.add(`token:${c.token.kind}`);
  return found;
}

/** Sends one input as its caller; notes profile changes so the accounts can be healed. */
export async function sendCase(
  base: string,
  c: FuzzCase,
  principals: Principals,
): Promise<{ sent: Sent; answer: Answer; verdict: Verdict }> {
  const role = c.plan.kind === 'gql' ? c.plan.op.role : c.plan.route.role;
  const caller = principals.callerFor(role, c.token);
  const resolve = principals.resolverFor(caller);
  const request = c.plan.kind === 'gql' ? gqlRequest(c.plan, resolve) : restRequest(c.plan, resolve);
  const headers: Record<string, string> = { ...request.headers };
  if (c.token.kind === 'garbage') headers.authorization = principals.garbageHeader(c.token.pick);
  else if (caller) headers.authorization = `Bearer ${caller.token}`;
  const as =
    c.token.kind === 'garbage'
      ? `garbage token #${c.token.pick % 13}`
      : caller
        ? `${caller.role} ${caller.userName}`
        : 'anonymous';
  const answer = await send(`${base}${request.path}`, {
    method: request.method,
    headers,
    body: request.body,
    timeoutMs: 20_000,
  });
  // A server may close the connection on a request beyond its limits (16 KB of headers, 1 MiB of body).
  const oversized = request.path.length > 16_000 || Buffer.byteLength(request.body ?? '') > 1_048_576;
  const verdict =
    answer.status === 0 && oversized && !/TimeoutError/.test(answer.error ?? '')
      ? { status: -1, codes: [] }
      : judge(answer);

  if (caller && role === 'profile' && answer.status === 200) {
    if (c.plan.kind === 'gql') {
      const result = answer.json?.data?.[c.plan.op.field.name];
      if (result) {
        const input = resolveAll(c.plan.args[0] ?? null, resolve);
        principals.noteProfileChange(
          caller,
          result.profile?.userName ?? lookup(input, 'userName'),
          lookup(input, 'newPassword'),
          result.token,
        );
      }
    } else if (c.plan.bodyMode === 'json' && answer.json && typeof answer.json === 'object') {
      const body = resolveAll(c.plan.body ?? null, resolve);
      principals.noteProfileChange(
        caller,
        answer.json.userName ?? lookup(body, 'userName', true),
        lookup(body, 'passwordHash', true),
        answer.json.token,
      );
    }
  }
  return { sent: { method: request.method, path: request.path, headers, body: request.body, as }, answer, verdict };
}
