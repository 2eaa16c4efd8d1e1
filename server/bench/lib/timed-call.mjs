/**
 * One call as a client makes it: the request sent, the answer read as a stream and counted, never
 * held whole (a whole-list answer can be hundreds of MB). No Accept-Encoding is sent, so answers
 * come uncompressed, as autocannon gets them in npm run bench.
 */
import http from 'node:http';

const KEPT = 4096;
/** Milliseconds since the epoch, comparable with the health prober's (another process). */
export const epochNow = () => performance.timeOrigin + performance.now();

/**
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string }} target
 * @returns {Promise<{ sentAt: number, endedAt: number, ms: number, bytes: number, status?: number, graphqlError?: string, failure?: string, timedOut?: boolean }>}
 *   failure: why no whole answer arrived (the connection broke, or the timeout)
 */
export function timedCall(target, timeoutMs) {
  return new Promise((resolve) => {
    const body = target.body === undefined ? undefined : Buffer.from(target.body);
    const headers = { ...target.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
    const sentAt = epochNow();
    let bytes = 0;
    let head = Buffer.alloc(0);
    let tail = Buffer.alloc(0);
    let status;
    let done = false;
    const finish = (outcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const endedAt = epochNow();
      resolve({ sentAt, endedAt, ms: endedAt - sentAt, bytes, status, ...outcome });
    };
    // agent: false, a connection of its own: nothing queues behind another call's leftovers.
    const request = http.request(target.url, { method: target.method ?? 'GET', headers, agent: false }, (response) => {
      status = response.statusCode;
      response.on('data', (chunk) => {
        bytes += chunk.length;
        if (head.length < KEPT) head = Buffer.concat([head, chunk.subarray(0, KEPT - head.length)]);
        tail = chunk.length >= KEPT ? chunk.subarray(-KEPT) : Buffer.concat([tail, chunk]).subarray(-KEPT);
      });
      response.once('end', () => finish({ graphqlError: graphqlErrorCode(`${head}\n${tail}`) }));
      response.once('close', () => finish({ failure: `the connection closed after ${bytes} bytes` }));
    });
    const timer = setTimeout(() => {
      finish({ failure: `timed out (${timeoutMs / 1000} s)`, timedOut: true });
      request.destroy();
    }, timeoutMs);
    request.once('error', (error) => finish({ failure: error.message }));
    request.end(body);
  });
}

/** The first error code of a GraphQL answer (its `errors` come first, partial data after), or undefined. */
function graphqlErrorCode(text) {
  if (!text.includes('"errors":[')) return undefined;
  return /"code":"([A-Z_]+)"/.exec(text)?.[1] ?? 'error without a code';
}
