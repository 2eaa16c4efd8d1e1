/** The Markdown bench:scale prints and writes: what was measured on what, then one row per call. */
import { describeMachine, size } from './report.mjs';

const whole = (n) => Math.round(n).toLocaleString('en-US');
export const duration = (ms) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);
const mib = (bytes) => whole(bytes / 2 ** 20);
export const memory = (before, peak) => `${mib(before)} → ${mib(peak)} MiB (+${mib(peak - before)})`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * @typedef {{ ms: number, bytes: number, status?: number, graphqlError?: string, rssBefore: number, rssPeak: number, healthWait: number }} Run
 * @typedef {{ label: string, runs: Run[], failure: (Run & { run: number, reason: string }) | null }} Row
 *   runs: the calls answered in full; failure: the call that was not (the case stops there)
 */

/** What happened on an answered call: its status, and the GraphQL error code when there was one. */
const answered = (run) => `${run.status}${run.graphqlError ? ` ${run.graphqlError}` : ''}`;

/** @param {Row[]} rows */
export function scaleTable(rows, runs) {
  const head = [
    'call',
    `time (median of ${runs})`,
    'answer',
    'RSS before → peak (growth)',
    'worst /health wait',
    'status',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`];
  for (const row of rows) {
    // The failed call too, when it was sent (it is often the hungriest).
    const all = [...row.runs, ...(row.failure?.ms !== undefined ? [row.failure] : [])];
    if (all.length === 0) {
      lines.push(`| ${row.label} | | | | | ${row.failure?.reason ?? 'not run'} |`);
      continue;
    }
    // Memory and waiting: the worst of the runs (the server keeps some of what a call took, so the run that grew most).
    const hungriest = all.reduce((a, b) => (b.rssPeak - b.rssBefore > a.rssPeak - a.rssBefore ? b : a));
    const statuses = [...new Set(row.runs.map(answered))];
    const failure = row.failure
      ? row.runs.length
        ? `run ${row.failure.run}: ${row.failure.reason}`
        : row.failure.reason
      : null;
    const cells = row.runs.length
      ? [
          `${duration(median(row.runs.map((r) => r.ms)))}${row.runs.length < runs ? ` (${row.runs.length} of ${runs} runs)` : ''}`,
          size(median(row.runs.map((r) => r.bytes))),
        ]
      : [`${duration(row.failure.ms)} until it failed`, `${size(row.failure.bytes)} read`];
    lines.push(
      `| ${[
        row.label,
        ...cells,
        memory(hungriest.rssBefore, hungriest.rssPeak),
        duration(Math.max(...all.map((r) => r.healthWait))),
        [...statuses, ...(failure ? [failure] : [])].join('; '),
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/**
 * @param {{ orders: number, data: Awaited<ReturnType<import('./scale-database.mjs').describeDatabase>>, place: string,
 *   seeding: { firstStartMs: number, seedMs: number } | null, rebuildMs: number | null, limit: string, heapLimitMib: number, serverCommand: string,
 *   dist: string, commit: string, runs: number, timeoutSeconds: number, command: string, pinning: string }} facts
 */
export function scaleHeader(facts) {
  const { data } = facts;
  const heaviest = data.heaviest;
  return [
    `# Server at scale: ${whole(facts.orders)} orders`,
    '',
    `- Machine: ${describeMachine()}`,
    `- Database: ${data.server}, ${size(data.bytes)} on disk (${facts.place})`,
    `- Data: ${whole(data.orders)} orders (${whole(data.pending)} pending), ${whole(data.lines)} order lines, ${whole(data.customers)} customers; the customer signed in is ${heaviest.userName}, the one with the most orders: ${whole(heaviest.orders)} (${whole(heaviest.pending)} pending).`,
    facts.seeding
      ? `- Seeded by this run: a first start of the server (migrations, catalogue, demo accounts) ${duration(facts.seeding.firstStartMs)}, then seed:history ${duration(facts.seeding.seedMs)}.`
      : '- Seeded by an earlier run (the database is kept and reused).',
    `- ${facts.rebuildMs === null ? 'No order-figure rebuild: this dist has no tools/rebuild-order-figures.js.' : `tools/rebuild-order-figures.js rebuilt the order figures in ${duration(facts.rebuildMs)}.`}`,
    `- Server: \`${facts.serverCommand}\` (start:prod's Node flags), NODE_ENV=production, LOG_LEVEL=warn; dist ${facts.dist} at commit ${facts.commit}.`,
    `- Pinning: ${facts.pinning}; the /health prober and this script on core 1 too.`,
    `- Memory limit: ${facts.limit}; V8's heap limit under it: ${whole(facts.heapLimitMib)} MiB. Node sizes its heap from the cgroup's limit, as in a container: a call needing more JavaScript heap aborts the server (SIGABRT), one needing more memory in all gets it killed by the kernel (SIGKILL).`,
    `- Each call ${facts.runs === 1 ? 'once' : `${facts.runs} times`}, one at a time, on a connection of its own; time from the request sent to the answer's last byte, the answer read as a stream and counted (no Accept-Encoding: uncompressed). A call not answered within ${facts.timeoutSeconds} s is abandoned and the server started again; so is a server a call killed, and that case stops there.`,
    '- RSS: VmRSS of the server process before the call, and its peak during the call (VmHWM reset before the call, and VmRSS sampled every 10 ms), the run that grew most.',
    '- Worst /health wait: another client, a process of its own on core 1, asks GET /health every 100 ms whatever its earlier probes are doing; the longest any probe sent during the call waited (a probe unanswered when the call ended counts until then), the worst run.',
    `- Command: \`${facts.command}\``,
  ].join('\n');
}
