import { describe, expect, it } from '@jest/globals';
import { pool, rest } from './support/clients.js';
import { NO_RATE_LIMITS, RUNS, SEED } from './support/config.js';
import { type Driver } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';
import {
  Principals,
  caseIngredients,
  drawBatch,
  schedule,
  sendCase,
  targets,
  type FuzzCase,
} from './support/fuzzer.js';
import { loadSchema, operations } from './support/graphql-fuzz.js';
import { REST_ROUTES, declaredRoutes, routeId } from './support/rest-routes.js';
import { countBy, excerpt, line, table } from './support/report.js';
import { suiteServer } from './support/suite-server.js';

/**
 * Proof 1: no input makes the server fail. Every GraphQL operation of schema.graphql and
 * every legacy REST route gets generated inputs (well-formed values mixed with hostile
 * ones) from the right role, sometimes from the wrong one; no answer may be a 5xx or an
 * INTERNAL_SERVER_ERROR. One seed drives every choice (RELIABILITY_SEED replays a run).
 */

const BATCH = 250;
const IN_FLIGHT = 12;
const DETAILED = 20;

describe('fuzzer coverage', () => {
  it('the REST route table covers every route the controllers declare', () => {
    const table = new Set(REST_ROUTES.map(routeId));
    const missing = declaredRoutes().filter((r) => !table.has(r));
    expect(missing).toEqual([]);
  });
});

interface Failure {
  readonly index: number;
  readonly target: string;
  readonly request: string;
  readonly status: number;
  readonly why: string;
  readonly answer: string;
  readonly ingredients: Set<string>;
}

/** How an input was sent (mode, token, mutation applied), as opposed to a hostile value in it. */
const STRUCTURAL = /^(gql|body|mutation|token|idempotency-key|query-key):/;

/**
 * Each failing input is put down to its ingredient that fails most often for that target
 * (e.g. "POST /api/Login/register × string:lone-surrogate"); hostile values before the way
 * the input was sent.
 */
function causes(failures: readonly Failure[], seen: Map<string, Map<string, number>>): [string, number][] {
  const failedWith = new Map<string, Map<string, number>>();
  for (const f of failures) {
    const counts = failedWith.get(f.target) ?? new Map<string, number>();
    for (const i of f.ingredients) counts.set(i, (counts.get(i) ?? 0) + 1);
    failedWith.set(f.target, counts);
  }
  const rate = (target: string, ingredient: string) =>
    (failedWith.get(target)?.get(ingredient) ?? 0) / (seen.get(target)?.get(ingredient) ?? 1);
  return countBy(failures, (f) => {
    const structural = (i: string) => (STRUCTURAL.test(i) ? 1 : 0);
    const best =
      [...f.ingredients].sort(
        (a, b) => structural(a) - structural(b) || rate(f.target, b) - rate(f.target, a) || a.localeCompare(b),
      )[0] ?? 'none';
    return `${f.target} × ${best}`;
  });
}

function describeRequest(
  c: FuzzCase,
  sent: { method: string; path: string; body?: string | Uint8Array; as: string; headers: Record<string, string> },
): string {
  const headers = Object.entries(sent.headers)
    .filter(([k]) => k !== 'authorization')
    .map(([k, v]) => `${k}: ${excerpt(v, 60)}`)
    .join('; ');
  return `${sent.method} ${excerpt(sent.path, 240)} as ${sent.as}${headers ? ` [${headers}]` : ''}${sent.body !== undefined ? ` body ${excerpt(typeof sent.body === 'string' ? sent.body : Buffer.from(sent.body).toString('utf8'), 400)}` : ''}`;
}

function fuzz(driver: Driver) {
  const rig = suiteServer(driver, { env: NO_RATE_LIMITS });

  it(
    `${RUNS} generated inputs over every operation and route: no 5xx, no INTERNAL_SERVER_ERROR`,
    async () => {
      const schema = loadSchema();
      const principals = await Principals.create(rig.server, rig.database);
      const list = await rest(rig.server.url, 'GET', '/api/Product/list', { token: principals.employee.token });
      const ids = (list.json as { productId: string }[]).map((p) => p.productId).sort();
      // The last three seeded products may be edited and deleted; orders use the others.
      const catalogue = { orderable: ids.slice(0, -3), sacrificial: ids.slice(-3) };
      const all = targets(schema, catalogue);
      const order = schedule(all, RUNS, SEED);

      const statuses = new Map<number, number>();
      const codes = new Map<string, number>();
      const perTarget = new Map<string, number>();
      const latency = new Map<string, number>();
      const seen = new Map<string, Map<string, number>>();
      const failures: Failure[] = [];
      const notes: string[] = [];
      let restarts = 0;
      let drawMs = 0;
      let brokenEnvelopes = 0;
      const started = performance.now();

      for (let batch = 0; batch * BATCH < order.length; batch++) {
        const slice = order.slice(batch * BATCH, (batch + 1) * BATCH);
        const drawing = performance.now();
        const cases = drawBatch(all, slice, SEED, batch);
        drawMs += performance.now() - drawing;
        await pool(cases, IN_FLIGHT, async (c, i) => {
          const { sent, verdict, answer } = await sendCase(rig.server.url, c, principals);
          const found = caseIngredients(c);
          if (c.plan.kind === 'gql' && c.plan.envelope) brokenEnvelopes++;
          statuses.set(verdict.status, (statuses.get(verdict.status) ?? 0) + 1);
          for (const code of verdict.codes) codes.set(code, (codes.get(code) ?? 0) + 1);
          perTarget.set(c.target, (perTarget.get(c.target) ?? 0) + 1);
          latency.set(c.target, (latency.get(c.target) ?? 0) + answer.ms);
          const counts = seen.get(c.target) ?? new Map<string, number>();
          for (const ingredient of found) counts.set(ingredient, (counts.get(ingredient) ?? 0) + 1);
          seen.set(c.target, counts);
          if (verdict.failure) {
            failures.push({
              index: batch * BATCH + i,
              target: c.target,
              request: describeRequest(c, sent),
              status: verdict.status,
              why: verdict.failure,
              answer: excerpt(answer.text, 240),
              ingredients: found,
            });
          }
        });
        if (!rig.server.running) {
          // A crash is a failure already counted (no answers); restart to keep looking for others.
          notes.push(`server exited during batch ${batch}: ${excerpt(rig.server.tail(3), 300)}`);
          restarts++;
          await rig.server.restart();
        }
        notes.push(...(await principals.heal(rig.server, rig.database)));
      }

      const seconds = (performance.now() - started) / 1000;
      const sent = order.length;
      const gqlCount = [...perTarget].filter(([t]) => !t.includes(' ')).reduce((s, [, n]) => s + n, 0);
      const fewest = [...perTarget].sort((a, b) => a[1] - b[1])[0];
      const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((s, [, n]) => s + n, 0);
      table(`Fuzzer [${driver}] seed ${SEED}`, [
        ['inputs sent', sent],
        ['  GraphQL', `${gqlCount} over ${operations(schema).length} operations`],
        ['    envelope broken', brokenEnvelopes],
        ['  REST', `${sent - gqlCount} over ${REST_ROUTES.length} routes`],
        ['  fewest for one target', `${fewest[1]} (${fewest[0]})`],
        [
          'time',
          `${seconds.toFixed(1)} s, ${(sent / seconds).toFixed(0)} requests/s, ${IN_FLIGHT} in flight (drawing inputs ${(drawMs / 1000).toFixed(1)} s)`,
        ],
        ...[...statuses]
          .sort((a, b) => a[0] - b[0])
          .map(([s, n]): [string, number] => [
            s === 0 ? 'no answer' : s === -1 ? 'closed (oversized request)' : `HTTP ${s}`,
            n,
          ]),
        [
          'GraphQL codes',
          [...codes]
            .sort((a, b) => b[1] - a[1])
            .map(([c, n]) => `${c} ${n}`)
            .join(', ') || '-',
        ],
        ['5xx answers', serverErrors],
        ['INTERNAL_SERVER_ERROR', codes.get('INTERNAL_SERVER_ERROR') ?? 0],
        ['failing inputs', failures.length],
        ...(restarts ? [['server restarts', restarts] as [string, number]] : []),
      ]);
      const slowest = [...latency]
        .map(([t, total]): [string, number] => [t, total / (perTarget.get(t) ?? 1)])
        .sort((a, b) => b[1] - a[1]);
      line(
        `  slowest targets (mean ms): ${slowest
          .slice(0, 6)
          .map(([t, m]) => `${t} ${m.toFixed(0)}`)
          .join(', ')}`,
      );
      if (notes.length)
        line(
          `  notes: ${countBy(notes, (n) => n)
            .map(([n, c]) => `${n} ×${c}`)
            .join('; ')}`,
        );
      if (failures.length > 0) {
        table(`Fuzzer [${driver}]: failing inputs by cause`, causes(failures, seen));
        failures.sort((a, b) => a.index - b.index);
        line(
          `\n── Fuzzer [${driver}]: first ${Math.min(DETAILED, failures.length)} failing inputs (of ${failures.length})`,
        );
        for (const f of failures.slice(0, DETAILED))
          line(`  #${f.index} ${f.target}: ${f.why}\n     ${f.request}\n     → ${f.status} ${f.answer}`);
        const logged = countBy(rig.server.loggedErrors, (e) => e).slice(0, 12);
        if (logged.length)
          table(
            `Fuzzer [${driver}]: unexpected errors the server logged`,
            logged.map(([e, n]) => [n, excerpt(e, 160)]),
          );
      }
      expect(
        failures.length === 0 ? 'no failing input' : `${failures.length} failing inputs (see the report above)`,
      ).toBe('no failing input');
    },
    Math.max(600_000, RUNS * 30),
  );
}

eachDatabase('fuzzer', fuzz);
