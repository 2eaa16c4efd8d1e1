import { describe, expect, it } from '@jest/globals';
import { gql, login, median, registerCustomer, rest, send, type Account, type Answer } from './support/clients.js';
import { DEMO, NO_RATE_LIMITS, STRONG_PASSWORD } from './support/config.js';
import { num, type Driver } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';
import { excerpt, line, ms, table } from './support/report.js';
import type { ServerProcess } from './support/server-process.js';
import { suiteServer } from './support/suite-server.js';

/**
 * Proof 2: hostile GraphQL documents are refused at the edge. Alias floods, deep nesting,
 * huge documents, costly list fan-out and batched authentication mutations each answer
 * 4xx quickly (figure printed; asserted under 1 s), with a small body, and create nothing.
 */

/** A hostile document gets this long before it counts as not refused (the server is then restarted). */
const PATIENCE_MS = 5_000;
const MAX_MS = 1_000;
const MAX_BODY = 64 * 1024;
const REPEATS = 3;

const aliases = (n: number, field: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join(' ');

interface HostileCase {
  readonly name: string;
  readonly document: string;
  readonly as: 'customer' | 'employee' | 'anonymous';
}

function hostileCases(): HostileCase[] {
  const register = (i: number) =>
    `register(input: { userName: "relflood${i}", fullName: "Flood ${i}", address: "1 Rizal Ave., Bacoor, Cavite", mobileNumber: "+63 917 000 1234", emailAddress: "relflood${i}@example.ph", password: "${STRONG_PASSWORD}", confirmPassword: "${STRONG_PASSWORD}" }) { id }`;
  const ofType = (depth: number): string => (depth === 0 ? 'name' : `ofType { ${ofType(depth - 1)} }`);
  return [
    {
      name: '(a) 10,000 aliases of availableProducts',
      as: 'customer',
      document: `{ ${aliases(10_000, () => 'availableProducts { productId productName productPrice }')} }`,
    },
    // The schema has no recursive object type; __Type.ofType nests as deep as asked.
    {
      name: '(b) 50 levels deep (__type.ofType)',
      as: 'customer',
      document: `{ __type(name: "Product") { ${ofType(50)} } }`,
    },
    // A valid document (8 tokens per order line): only a token limit stops it before the order rules do.
    {
      name: '(c) ~100,000 tokens',
      as: 'customer',
      document: `mutation { placeOrder(input: { items: [${'{ productId: "DRD-001" quantity: 1 } '.repeat(12_500)}] }) { orderId } }`,
    },
    {
      name: '(d) costly: aliased list fields',
      as: 'employee',
      document: `{ ${aliases(30, () => 'orderActivityLog { orderId cartItems { productName productPrice quantity } authorizedBy { fullName } }')} ${Array.from({ length: 30 }, (_, i) => `p${i}: products { productId productName }`).join(' ')} }`,
    },
    { name: '(e) 200 aliased register mutations', as: 'anonymous', document: `mutation { ${aliases(200, register)} }` },
    {
      name: '(f) 500 aliased customerLogin mutations',
      as: 'anonymous',
      document: `mutation { ${aliases(500, () => `customerLogin(input: { userName: "${DEMO.customer.userName}", password: "${DEMO.customer.password}" }) { token }`)} }`,
    },
  ];
}

const bodyOf = (document: string) => JSON.stringify({ query: document });

function post(
  server: ServerProcess,
  document: string,
  token: string | undefined,
  timeoutMs = PATIENCE_MS,
): Promise<Answer> {
  return send(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: bodyOf(document),
    timeoutMs,
  });
}

async function healthy(server: ServerProcess): Promise<boolean> {
  const answer = await send(`${server.url}/health`, { timeoutMs: 1_000 });
  return answer.status === 200;
}

function hostileDocuments(driver: Driver) {
  let customer: Account;
  let other: Account;
  let employee: Account;

  const users = async () => num((await rig.database.query<{ n: number }>('SELECT COUNT(*) AS n FROM users'))[0].n);
  const tokenFor = (as: HostileCase['as']) =>
    as === 'customer' ? customer.token : as === 'employee' ? employee.token : undefined;

  /** After a document the server could not refuse, it may be busy for minutes: start afresh. */
  const ensureHealthy = async () => {
    if (await healthy(rig.server)) return;
    await rig.server.restart();
  };

  const rig = suiteServer(driver, { env: NO_RATE_LIMITS }, async ({ server }) => {
    customer = await registerCustomer(server.url, 'relhost');
    other = await registerCustomer(server.url, 'relhost');
    employee = await login(server.url, 'Employee', DEMO.employee.userName, DEMO.employee.password);
  });

  it('alias, depth, token, cost and batched-mutation floods answer 4xx fast, small, and create nothing', async () => {
    // Warm: the first requests compile code paths and fill pools.
    for (let i = 0; i < 5; i++) {
      await gql(
        rig.server.url,
        `{ ${aliases(5, () => 'availableProducts { productId }')} }`,
        undefined,
        customer.token,
      );
      await gql(rig.server.url, '{ __type(name: "Product") { ofType { name } } }', undefined, customer.token);
    }

    const rows: (string | number)[][] = [];
    const violations: string[] = [];
    let floodFigures: (string | number)[][] = [];

    for (const c of hostileCases()) {
      await ensureHealthy();
      const before = await users();
      const answers: Answer[] = [];
      for (let i = 0; i < REPEATS; i++) {
        const answer = await post(rig.server, c.document, tokenFor(c.as));
        answers.push(answer);
        if (answer.status === 0 || answer.status < 400 || answer.status >= 500 || answer.ms >= MAX_MS) break;
      }
      // A document that was not refused may still be running (registering, hashing): end it before counting.
      if (!answers.every((a) => a.status >= 400 && a.status < 500)) await rig.server.restart();
      const created = (await users()) - before;
      const first = answers[0];
      const times = answers.map((a) => a.ms);
      const statuses = [
        ...new Set(answers.map((a) => (a.status === 0 ? `none (${Math.round(a.ms)} ms)` : String(a.status)))),
      ].join('/');
      const bytes = Math.max(...answers.map((a) => Buffer.byteLength(a.text)));
      const size = `${(bodyOf(c.document).length / 1024).toFixed(0)} KB`;
      rows.push([c.name, size, statuses, ms(median(times)), ms(Math.max(...times)), bytes, created]);

      const refused = answers.every((a) => a.status >= 400 && a.status < 500);
      if (!refused) violations.push(`${c.name}: answered ${statuses} (${excerpt(first.text, 160)})`);
      if (refused && Math.max(...times) >= MAX_MS) violations.push(`${c.name}: took ${ms(Math.max(...times))}`);
      if (bytes >= MAX_BODY) violations.push(`${c.name}: ${bytes} bytes answered`);
      if (created !== 0) violations.push(`${c.name}: ${created} accounts created`);

      if (c.name.startsWith('(a)')) floodFigures = await floodLatency(c);
    }

    table(`Hostile GraphQL documents [${driver}]`, rows, [
      'document',
      'size',
      'status',
      'median',
      'max',
      'body bytes',
      'accounts created',
    ]);
    table(`Another customer's GET /api/Product/available during two parallel (a) floods [${driver}]`, floodFigures);
    for (const v of violations) line(`  ✗ ${v}`);
    expect(violations).toEqual([]);
  }, 300_000);

  /** Another customer's latency while the alias flood is sent twice at once (a figure, not an assertion). */
  async function floodLatency(c: HostileCase): Promise<(string | number)[][]> {
    await ensureHealthy();
    const available = () =>
      rest(rig.server.url, 'GET', '/api/Product/available', { token: other.token, timeoutMs: PATIENCE_MS * 2 });
    const quiet: number[] = [];
    for (let i = 0; i < 5; i++) quiet.push((await available()).ms);
    let flooding = true;
    const during: Answer[] = [];
    const floods = Promise.all([
      post(rig.server, c.document, customer.token, PATIENCE_MS * 2),
      post(rig.server, c.document, customer.token, PATIENCE_MS * 2),
    ]).finally(() => (flooding = false));
    const probe = (async () => {
      do during.push(await available());
      while (flooding && during.length < 200);
    })();
    const [flood] = await Promise.all([floods, probe]);
    const worst = Math.max(...during.map((a) => a.ms));
    const failed = during.filter((a) => a.status !== 200).length;
    return [
      ['quiet (median of 5)', ms(median(quiet))],
      ['during the floods (median)', ms(median(during.map((a) => a.ms)))],
      ['during the floods (worst)', `${ms(worst)}${failed ? `, ${failed} not answered 200` : ''}`],
      [
        'flood answers',
        flood.map((a) => (a.status === 0 ? `none after ${ms(a.ms)}` : `${a.status} in ${ms(a.ms)}`)).join(', '),
      ],
    ];
  }
}

eachDatabase('hostile GraphQL documents', hostileDocuments);

describe('production GraphQL errors [sqlite]', () => {
  const rig = suiteServer('sqlite', { nodeEnv: 'production', env: NO_RATE_LIMITS });

  it('suggest no field names ("Did you mean …") in variable, field or argument errors', async () => {
    // Production seeds no accounts: register one.
    const customer = await registerCustomer(rig.server.url, 'relprod');
    const probes: [string, Answer][] = [
      [
        'mistyped variable field (anonymous)',
        await gql(rig.server.url, 'mutation($i: LoginInput!) { customerLogin(input: $i) { token } }', {
          i: { userNam: 'x', password: 'y' },
        }),
      ],
      [
        'mistyped input field in register',
        await gql(rig.server.url, 'mutation($i: RegisterInput!) { register(input: $i) { id } }', {
          i: { userNme: 'x' },
        }),
      ],
      [
        'mistyped variable field (customer)',
        await gql(
          rig.server.url,
          'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }',
          { i: { itemz: [] } },
          customer.token,
        ),
      ],
      [
        'mistyped selected field',
        await gql(rig.server.url, '{ availableProducts { productNam } }', undefined, customer.token),
      ],
      [
        'mistyped argument',
        await gql(rig.server.url, 'mutation { customerLogin(inputt: { userName: "x", password: "y" }) { token } }'),
      ],
    ];
    const messages = (a: Answer): string[] =>
      Array.isArray(a.json?.errors) ? a.json.errors.map((e: { message?: unknown }) => String(e.message)) : [a.text];
    // The message that leaks, if any, else the first one.
    const shown = (a: Answer) => messages(a).find((m) => /did you mean/i.test(m)) ?? messages(a)[0];
    const rows = probes.map(([name, a]) => [
      name,
      a.status,
      excerpt(shown(a).replace(/^Variable "\$i" got invalid value .*?; /, '… '), 110),
    ]);
    table('Production error messages [sqlite]', rows, ['probe', 'status', 'first error message']);
    const leaking = probes.filter(([, a]) => /did you mean/i.test(a.text)).map(([name]) => name);
    const failing = probes.filter(([, a]) => a.status === 0 || a.status >= 500).map(([name]) => name);
    expect({ leaking, failing }).toEqual({ leaking: [], failing: [] });
  }, 60_000);
});
