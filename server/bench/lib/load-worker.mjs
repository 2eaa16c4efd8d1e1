/**
 * The load generator, run as its own process on core 1 (load.mjs starts it): autocannon's
 * warm-up, then a pause while the parent samples the server's CPU, then the measured run.
 *
 * Each run opens its connections anew, and a busy Node.js server accepts one waiting connection
 * per turn of its event loop (libuv ≥ 1.45 no longer accepts in a loop): at 50 connections and a
 * few ms per answer, the last connection's first answer waits seconds while the others are
 * served. So p50 and p99 are read from the answers on connections already open (each
 * connection's first answer left out), and the slowest first answer is reported on its own.
 */
import autocannon from 'autocannon';

const fire = (options, onResponse) =>
  new Promise((resolve, reject) => {
    const run = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) run.on('response', onResponse);
  });

/** The latency below which a share `p` of the answers came (nearest rank), in ms. */
const percentile = (sorted, p) => (sorted.length ? sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] : 0);
const nextMessage = () => new Promise((resolve) => process.once('message', resolve));

const job = await nextMessage();
const options = {
  url: job.url,
  method: job.method,
  headers: job.headers,
  body: job.body,
  // A screen's requests in turn on each connection (autocannon's `requests`), when given.
  ...(job.requests ? { requests: job.requests } : {}),
  connections: job.connections,
  timeout: job.timeoutSeconds,
  // GraphQL reports failures inside 200 answers; count them as mismatches.
  ...(job.graphql ? { verifyBody: (body) => !body.includes('"errors":[') } : {}),
};
if (job.warmupSeconds > 0) await fire({ ...options, duration: job.warmupSeconds });
process.send({ type: 'warmed' });
await nextMessage();
// A fixed amount ends when every request has been answered: nothing left in flight to bill.
const opened = new Set();
const steady = [];
let firstAnswerMax = 0;
const result = await fire(
  { ...options, ...(job.amount ? { amount: job.amount } : { duration: job.seconds }) },
  (client, statusCode, bytes, ms) => {
    if (!opened.has(client)) {
      opened.add(client);
      firstAnswerMax = Math.max(firstAnswerMax, ms);
    } else if (statusCode >= 200 && statusCode < 300) steady.push(ms);
  },
);
steady.sort((a, b) => a - b);
const message = {
  type: 'done',
  result: {
    duration: result.duration,
    answered: result.requests.total,
    sent: result.requests.sent,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    p50: Math.round(10 * percentile(steady, 0.5)) / 10,
    p99: Math.round(10 * percentile(steady, 0.99)) / 10,
    max: result.latency.max,
    firstAnswerMax,
  },
};
process.send(message, () => process.disconnect());
