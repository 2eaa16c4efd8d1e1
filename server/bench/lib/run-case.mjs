/** One case of the benchmark, from the first lone request to its row in the table. */
import { request } from './app-session.mjs';
import { measure } from './load.mjs';

/** A case whose connections would be answered fewer times than this within the run is measured as ‡. */
export const SLOW_TURNS = 4;

const progress = (line) => console.error(line);

/**
 * One row of a table: checks one request answers 2xx (and, for GraphQL, without errors), then loads it.
 * A failing case becomes a row that says why; the run goes on.
 * @param {object[]} rows the table, the row is appended to it
 * @param {'GET' | 'POST' | 'PAGE' | { body: 'GET' | 'POST' | 'PAGE', same: string }} baseline which bare answers the row is compared with: the body-only one, and the same-bytes one where there is one
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string, graphql?: boolean }} target
 * @param {{ pid: number, dbPid?: number | null, connections: number, warmupSeconds: number, seconds: number, timeoutSeconds: number }} setup
 */
export async function runCase(rows, label, baseline, target, setup) {
  progress(`  ${label} …`);
  const row =
    typeof baseline === 'string' ? { label, baseline } : { label, baseline: baseline.body, same: baseline.same };
  rows.push(row);
  try {
    // The fastest of a few lone requests (at least 2, at most 5 or about a second's worth).
    let alone = Infinity;
    const probing = performance.now();
    for (let i = 0; i < 5 && (i < 2 || performance.now() - probing < 1000); i++) {
      const started = performance.now();
      const probe = await request(target.url, '', {
        method: target.method,
        headers: target.headers,
        body: target.body,
      });
      alone = Math.min(alone, performance.now() - started);
      if (probe.status < 200 || probe.status > 299)
        throw new Error(`answered ${probe.status}: ${probe.text().slice(0, 200)}`);
      if (target.graphql && probe.text().includes('"errors":['))
        throw new Error(`GraphQL errors: ${probe.text().slice(0, 300)}`);
      row.answerBytes = probe.bytes.length;
    }
    if ((setup.seconds * 1000) / (setup.connections * alone) < SLOW_TURNS) {
      // Too slow for every connection to be answered a few times within the run: fewer connections
      // and a fixed number of requests, so the run ends with nothing in flight.
      const connections = Math.max(
        1,
        Math.min(setup.connections, Math.floor((setup.seconds * 1000) / (SLOW_TURNS * alone))),
      );
      setup = { ...setup, connections, amount: Math.max(3, connections * SLOW_TURNS), warmupSeconds: 0 };
      row.label += ` ‡ ${connections} conn., ${setup.amount} requests, ${Math.round(alone)} ms alone`;
      progress(
        `    one answer takes ${Math.round(alone)} ms alone: ${connections} connection(s), ${setup.amount} requests`,
      );
    }
    row.result = await measure(target, setup);
    const r = row.result;
    progress(
      `    ${Math.round(r.reqPerSecond)} req/s, ${Math.round(r.cpuPerRequest ?? 0)} µs CPU/req, p50 ${r.p50} ms, p99 ${r.p99} ms, slowest first answer ${Math.round(r.firstAnswerMax ?? 0)} ms, non-2xx ${r.non2xx}, errors ${r.errors + r.mismatches}${r.settledMs > 1000 ? ` (waited ${(r.settledMs / 1000).toFixed(1)} s for the server to settle)` : ''}`,
    );
  } catch (error) {
    row.error = error instanceof Error ? error.message : String(error);
    progress(`    failed: ${row.error}`);
  }
  return row;
}
