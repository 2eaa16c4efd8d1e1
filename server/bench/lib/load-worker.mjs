/**
 * The load generator, run as its own process on core 1 (load.mjs starts it): autocannon's
 * warm-up, then a pause while the parent samples the server's CPU, then the measured run.
 */
import autocannon from 'autocannon';

const fire = (options) => new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
const nextMessage = () => new Promise((resolve) => process.once('message', resolve));

const job = await nextMessage();
const options = {
  url: job.url,
  method: job.method,
  headers: job.headers,
  body: job.body,
  connections: job.connections,
  timeout: job.timeoutSeconds,
  // GraphQL reports failures inside 200 answers; count them as mismatches.
  ...(job.graphql ? { verifyBody: (body) => !body.includes('"errors":[') } : {}),
};
if (job.warmupSeconds > 0) await fire({ ...options, duration: job.warmupSeconds });
process.send({ type: 'warmed' });
await nextMessage();
// A fixed amount ends when every request has been answered: nothing left in flight to bill.
const result = await fire({ ...options, ...(job.amount ? { amount: job.amount } : { duration: job.seconds }) });
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
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  },
};
process.send(message, () => process.disconnect());
