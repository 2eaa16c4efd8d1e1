import { promises as dns, type LookupAddress } from 'node:dns';
import { request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { urlToHttpOptions } from 'node:url';
import { isSafeAddress } from './safe-address.js';

/** Every address a host name resolves to (tests put their own in place of DNS). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Lets plain http: and private addresses through: local receivers in development and tests only. */
  allowPrivate: boolean;
  /** The whole exchange: DNS, connect, TLS, the answer and its body. */
  timeoutMs?: number;
  maxResponseBytes?: number;
  resolveHost?: ResolveHost;
}

export interface WebhookPostResult {
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
  responseExcerpt: string;
}

const USER_AGENT = 'WATERS-Webhooks/1';
const resolveWithDns: ResolveHost = (hostname) => dns.lookup(hostname, { all: true });

/**
 * Resolves inside the connection itself, so the address checked is the address connected to (a
 * second lookup could answer differently: DNS rebinding). A host with any refused address is
 * refused outright; a mix of public and private answers is no legitimate receiver's.
 */
function checkedLookup(allowPrivate: boolean, resolveHost: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (resolved) => {
        const refused = allowPrivate ? undefined : resolved.find(({ address }) => !isSafeAddress(address));
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const usable = resolved.filter((entry) => !family || entry.family === family);
        if (refused)
          callback(
            new Error(`refused: ${hostname} resolves to the private or reserved address ${refused.address}`),
            '',
            0,
          );
        else if (usable.length === 0)
          callback(Object.assign(new Error(`no address found for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        else if (options.all) callback(null, usable);
        else callback(null, usable[0].address, usable[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** Why this URL may not be posted to before any connection, or null if it may be tried. */
function refusal(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowPrivate))
    return `refused: only https: URLs are allowed, not ${url.protocol}`;
  // An IP literal never reaches the lookup (net connects to it directly), so it is checked here.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && !allowPrivate && !isSafeAddress(host)) return `refused: ${host} is a private or reserved address`;
  return null;
}

function failureOf(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) return `redirect ${status} not followed`;
  return `receiver answered ${status}`;
}

/**
 * POSTs one webhook and reports what happened; never throws. Redirects are never followed (the
 * target would escape the address check), the answer is read up to maxResponseBytes only, and
 * the whole exchange is cut off after timeoutMs.
 */
export function postWebhook({
  url,
  headers,
  body,
  allowPrivate,
  timeoutMs = 5000,
  maxResponseBytes = 64 * 1024,
  resolveHost = resolveWithDns,
}: WebhookPost): Promise<WebhookPostResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    let request: ClientRequest | undefined;
    let status: number | null = null;
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request?.destroy(); // also stops reading an answer that is longer than we want
      const responseExcerpt = Buffer.concat(chunks).toString('utf8');
      resolve({
        ok: error === null && status !== null,
        status,
        error,
        durationMs: Math.round(performance.now() - started),
        responseExcerpt,
      });
    };
    const timer = setTimeout(() => finish(`timed out after ${timeoutMs} ms`), timeoutMs);

    const onResponse = (response: IncomingMessage) => {
      status = response.statusCode ?? null;
      const outcome = status === null ? 'no status in the answer' : failureOf(status);
      response.on('data', (chunk: Buffer) => {
        const room = maxResponseBytes - received;
        chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
        received += Math.min(chunk.length, room);
        if (received >= maxResponseBytes) finish(outcome);
      });
      response.on('end', () => finish(outcome));
      response.on('error', (error) => finish(`answer interrupted: ${error.message}`));
      response.on('close', () => finish(response.complete ? outcome : 'answer interrupted before its end'));
      if (maxResponseBytes <= 0) finish(outcome);
    };

    try {
      const target = new URL(url);
      const refused = refusal(target, allowPrivate);
      if (refused) return finish(refused);
      const options: RequestOptions = {
        ...urlToHttpOptions(target),
        method: 'POST',
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': USER_AGENT,
        },
        lookup: checkedLookup(allowPrivate, resolveHost),
        agent: false, // a fresh connection each time: a pooled socket could have been opened without this check
      };
      request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(options, onResponse);
      request.on('error', (error) => finish(error.message || String(error)));
      request.end(body);
    } catch (error) {
      finish(error instanceof Error ? error.message : String(error));
    }
  });
}
