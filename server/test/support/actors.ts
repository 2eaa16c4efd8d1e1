import { DEMO, type TestApp } from './test-app.js';
import { algNoneToken, expiredToken, foreignToken, tamperedToken } from './tokens.js';

/**
 * The callers of both authorization matrices (GraphQL and /api) and the one rule of which
 * of them may pass which gate.
 */
export type Actor =
  'anonymous' | 'customerA' | 'customerB' | 'employee' | 'tampered' | 'algNone' | 'expired' | 'foreignKey' | 'revoked';
export type Gate = 'public' | 'signed-in' | 'Customer' | 'Employee';
/** What a gate answers a caller: let through, "log in" (no valid session) or "not your role". */
export type Verdict = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN';

export const ACTORS: readonly Actor[] = [
  'anonymous',
  'customerA',
  'customerB',
  'employee',
  'tampered',
  'algNone',
  'expired',
  'foreignKey',
  'revoked',
];

/** The actors with a valid session, and the role it has. */
const SIGNED_IN: Partial<Record<Actor, 'Customer' | 'Employee'>> = {
  customerA: 'Customer',
  customerB: 'Customer',
  employee: 'Employee',
};

export function verdict(gate: Gate, actor: Actor): Verdict {
  if (gate === 'public') return 'allowed';
  const role = SIGNED_IN[actor];
  if (!role) return 'UNAUTHENTICATED';
  if (gate === 'signed-in') return 'allowed';
  return role === gate ? 'allowed' : 'FORBIDDEN';
}

/** The HTTP status /api answers a refused caller with. */
export const REFUSAL_STATUS = { UNAUTHENTICATED: 401, FORBIDDEN: 403 } as const;

/** Every row of a matrix with every actor and what its gate should answer. */
export function matrixCases<Row extends { gate: Gate }>(
  rows: readonly Row[],
): { row: Row; actor: Actor; verdict: Verdict }[] {
  return rows.flatMap((row) => ACTORS.map((actor) => ({ row, actor, verdict: verdict(row.gate, actor) })));
}

export interface Caller {
  token: string;
  id: string;
}

export interface Cast {
  /** Customers A and B (user names `<prefix>-a` and `<prefix>-b`, password `tinapa-and-rice-42`) and the demo employee. */
  readonly a: Caller;
  readonly b: Caller;
  readonly employee: Caller;
  /** The bearer token each actor sends (anonymous sends none). */
  readonly tokens: Partial<Record<Actor, string>>;
  /** The user id each actor claims to be (anonymous uses customer A's). */
  readonly idOf: Record<Actor, string>;
}

/**
 * The cast of a suite: empty objects at once, so that tests can name them when they are
 * declared, filled in by `enlist` in the suite's beforeAll.
 */
export function emptyCast(): Cast & { enlist(t: TestApp, prefix: string): Promise<void> } {
  const cast = {
    a: {} as Caller,
    b: {} as Caller,
    employee: {} as Caller,
    tokens: {},
    idOf: {} as Record<Actor, string>,
  };
  const enlist = async (t: TestApp, prefix: string) => {
    const a = await t.newCustomer(`${prefix}-a`);
    const b = await t.newCustomer(`${prefix}-b`);
    const login = await t.gql<{ employeeLogin: Caller & { userId: string } }>(
      'mutation($input: LoginInput!) { employeeLogin(input: $input) { token userId } }',
      {
        input: { userName: DEMO.employee.userName, password: DEMO.employee.password },
      },
    );
    if (!login.data) throw new Error(`employee login failed: ${JSON.stringify(login.errors)}`);
    const employee = { token: login.data.employeeLogin.token, id: login.data.employeeLogin.userId };
    // A session of customer A's that has been logged out.
    const revoked = await t.login('customer', `${prefix}-a`, a.password);
    const logout = await t.gql('mutation { logout }', {}, revoked);
    if (logout.data?.logout !== true) throw new Error(`logout failed: ${JSON.stringify(logout.errors)}`);

    Object.assign(cast.a, { token: a.token, id: a.id });
    Object.assign(cast.b, { token: b.token, id: b.id });
    Object.assign(cast.employee, employee);
    Object.assign(cast.tokens, {
      customerA: a.token,
      customerB: b.token,
      employee: employee.token,
      tampered: tamperedToken(a.token),
      algNone: algNoneToken(employee.token),
      expired: expiredToken(employee.token),
      foreignKey: foreignToken(employee.token),
      revoked,
    });
    Object.assign(cast.idOf, {
      anonymous: a.id,
      customerA: a.id,
      customerB: b.id,
      employee: employee.id,
      tampered: a.id,
      algNone: employee.id,
      expired: employee.id,
      foreignKey: employee.id,
      revoked: a.id,
    });
  };
  return { ...cast, enlist };
}
