/** A fast case and its same-bytes bare twin, measured in alternating rounds. */
import { request } from './app-session.mjs';
import { measure } from './load.mjs';

const progress = (line) => console.error(line);
const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One row's figures from its rounds: medians, with every failure of every round added up. */
function combine(results) {
  const pick = (name) => median(results.map((r) => r[name]));
  const sum = (name) => results.reduce((total, r) => total + r[name], 0);
  return {
    reqPerSecond: pick('reqPerSecond'),
    cpuPerRequest: pick('cpuPerRequest'),
    dbCpuPerRequest: pick('dbCpuPerRequest'),
    p50: pick('p50'),
    p99: pick('p99'),
    worstP99: Math.max(...results.map((r) => r.p99)),
    firstAnswerMax: Math.max(...results.map((r) => r.firstAnswerMax ?? 0)),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    mismatches: sum('mismatches'),
    answered: sum('answered'),
    rounds: results.length,
  };
}

/**
 * This host's speed drifts by up to a fifth within minutes, more than most differences worth
 * measuring, so a case is not compared with a bare run made minutes earlier: the bare twin and
 * the app take turns (bare, app, app, bare, …), each round a short warm-up and a measured run,
 * and the ratio is the median of the rounds' own ratios. Both rows get their medians.
 * @param {{ bareRow: object, appRow: object, bare: { target: object, setup: object }, app: { target: object, setup: object }, rounds: number }} pair
 */
export async function pairedCase({ bareRow, appRow, bare, app, rounds }) {
  progress(`  ${appRow.label} against ${bareRow.label}, ${rounds} rounds …`);
  try {
    for (const [row, { target }] of [
      [appRow, app],
      [bareRow, bare],
    ]) {
      const probe = await request(target.url, '', {
        method: target.method,
        headers: target.headers,
        body: target.body,
      });
      if (probe.status < 200 || probe.status > 299)
        throw new Error(`${row.label} answered ${probe.status}: ${probe.text().slice(0, 200)}`);
      if (target.graphql && probe.text().includes('"errors":['))
        throw new Error(`GraphQL errors: ${probe.text().slice(0, 300)}`);
      row.answerBytes = probe.bytes.length;
    }
    const bareResults = [];
    const appResults = [];
    const ratios = [];
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? ['app', 'bare'] : ['bare', 'app'];
      const results = {};
      for (const side of order) {
        const { target, setup } = side === 'app' ? app : bare;
        results[side] = await measure(target, setup);
      }
      bareResults.push(results.bare);
      appResults.push(results.app);
      ratios.push(results.app.reqPerSecond / results.bare.reqPerSecond);
      progress(
        `    round ${round + 1}: bare ${Math.round(results.bare.reqPerSecond)}, app ${Math.round(results.app.reqPerSecond)} req/s (${(100 * ratios.at(-1)).toFixed(1)} %)`,
      );
    }
    bareRow.result = combine(bareResults);
    appRow.result = combine(appResults);
    appRow.sameRatio = median(ratios);
    appRow.ratioSpread = [Math.min(...ratios), Math.max(...ratios)];
    progress(
      `    median ${Math.round(appRow.result.reqPerSecond)} req/s, ${(100 * appRow.sameRatio).toFixed(1)} % of bare`,
    );
  } catch (error) {
    appRow.error = bareRow.error = error instanceof Error ? error.message : String(error);
    progress(`    failed: ${appRow.error}`);
  }
}
