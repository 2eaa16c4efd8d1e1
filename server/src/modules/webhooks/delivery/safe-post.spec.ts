import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { postWebhook } from './safe-post.js';

const servers: (Server | TcpServer)[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

/** A plain-http receiver on 127.0.0.1 that records what it was sent. */
async function receiver(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const seen: { method?: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, headers: request.headers, body });
      answer(request, response);
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** A bare TCP listener on 127.0.0.1 that counts connections, whatever the protocol. */
async function listener() {
  const counted = { connections: 0 };
  const server = createTcpServer((socket) => {
    counted.connections++;
    socket.destroy();
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { port: (server.address() as AddressInfo).port, counted };
}

const post = (url: string, extra: Partial<Parameters<typeof postWebhook>[0]> = {}) =>
  postWebhook({ url, headers: { 'webhook-id': 'msg_1' }, body: '{"a":1}', allowPrivate: true, ...extra });

describe('postWebhook', () => {
  it('reports a 2xx as ok, sending the body, our headers and the caller’s', async () => {
    const target = await receiver((_, response) => response.writeHead(202).end('thanks'));
    const result = await post(`${target.url}/hook?x=1`);
    expect(result).toMatchObject({ ok: true, status: 202, error: null, responseExcerpt: 'thanks' });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(target.seen).toHaveLength(1);
    expect(target.seen[0]).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(target.seen[0].headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'WATERS-Webhooks/1',
      'webhook-id': 'msg_1',
    });
  });

  it('reports a 500 as a failure with its status', async () => {
    const target = await receiver((_, response) => response.writeHead(500).end('boom'));
    expect(await post(target.url)).toMatchObject({
      ok: false,
      status: 500,
      error: 'receiver answered 500',
      responseExcerpt: 'boom',
    });
  });

  it('gives up on a receiver that never answers after the timeout', async () => {
    const target = await receiver(() => undefined);
    const result = await post(target.url, { timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, status: null, error: 'timed out after 300 ms' });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(3000);
  });

  it('counts the time to read the answer in the timeout', async () => {
    const target = await receiver((_, response) => response.writeHead(200).write('partial')); // never ends
    expect(await post(target.url, { timeoutMs: 300 })).toMatchObject({
      ok: false,
      status: 200,
      error: 'timed out after 300 ms',
    });
  });

  it('never follows a redirect', async () => {
    const elsewhere = await receiver((_, response) => response.writeHead(200).end());
    const target = await receiver((_, response) => response.writeHead(302, { Location: elsewhere.url }).end());
    expect(await post(target.url)).toMatchObject({ ok: false, status: 302, error: 'redirect 302 not followed' });
    expect(elsewhere.seen).toHaveLength(0);
  });

  it('reads a huge answer only up to the limit, then hangs up', async () => {
    let finished = false;
    const target = await receiver((_, response) => {
      response.on('error', () => undefined);
      response.on('finish', () => (finished = true));
      response.writeHead(200, { 'Content-Length': 10 * 1024 * 1024 });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const write = (left: number) => {
        while (left > 0 && !response.destroyed) {
          left--;
          if (!response.write(chunk)) return response.once('drain', () => write(left));
        }
        response.end();
      };
      write(160);
    });
    const result = await post(target.url); // the default limit, 64 KiB
    expect(result).toMatchObject({ ok: true, status: 200, error: null });
    expect(result.responseExcerpt).toBe('x'.repeat(64 * 1024));
    await new Promise((done) => setTimeout(done, 100));
    expect(finished).toBe(false);
  });

  it.each([
    'https://127.0.0.1:PORT',
    'https://10.0.0.1',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]:PORT',
    'https://[::ffff:127.0.0.1]:PORT',
    'https://0x7f000001:PORT',
  ])('refuses %s without connecting', async (url) => {
    const local = await listener();
    const resolveHost = jest.fn(async () => [{ address: '93.184.216.34', family: 4 }]);
    const result = await post(url.replace('PORT', String(local.port)), { allowPrivate: false, resolveHost });
    expect(result).toMatchObject({ ok: false, status: null });
    expect(result.error).toMatch(/^refused: .* is a private or reserved address$/);
    expect(resolveHost).not.toHaveBeenCalled();
    expect(local.counted.connections).toBe(0);
  });

  it('refuses plain http: unless private addresses are allowed', async () => {
    const target = await receiver((_, response) => response.writeHead(200).end());
    expect(await post(target.url, { allowPrivate: false })).toMatchObject({
      ok: false,
      status: null,
      error: 'refused: only https: URLs are allowed, not http:',
    });
    expect(target.seen).toHaveLength(0);
  });

  it.each(['ftp://example.com/hook', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url'])(
    'refuses %s',
    async (url) => {
      const result = await post(url, { allowPrivate: true });
      expect(result).toMatchObject({ ok: false, status: null });
      expect(result.error).toMatch(/^refused: only https: URLs|Invalid URL/);
    },
  );

  it('refuses localhost after resolving it, without connecting', async () => {
    const local = await listener();
    const result = await post(`https://localhost:${local.port}`, { allowPrivate: false });
    expect(result.error).toMatch(/^refused: localhost resolves to the private or reserved address (127\.0\.0\.1|::1)$/);
    expect(local.counted.connections).toBe(0);
  });

  it('refuses a public-looking host name that resolves to a private address among public ones', async () => {
    const local = await listener();
    const resolveHost = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const result = await post(`https://hooks.example.com:${local.port}`, { allowPrivate: false, resolveHost });
    expect(result).toMatchObject({
      ok: false,
      status: null,
      error: 'refused: hooks.example.com resolves to the private or reserved address 127.0.0.1',
    });
    expect(local.counted.connections).toBe(0);
  });

  it('connects to the address the lookup checked', async () => {
    const target = await receiver((_, response) => response.writeHead(204).end());
    const resolveHost = jest.fn(async (_hostname: string) => [{ address: '127.0.0.1', family: 4 }]);
    const result = await post(target.url.replace('127.0.0.1', 'receiver.test'), { resolveHost });
    expect(result).toMatchObject({ ok: true, status: 204 });
    expect(resolveHost).toHaveBeenCalledWith('receiver.test');
    expect(target.seen[0].headers.host).toMatch(/^receiver\.test:/);
  });

  it('reports a failed DNS lookup and a refused connection instead of throwing', async () => {
    const resolveHost = async () =>
      Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' }));
    expect(await post('https://nowhere.test', { allowPrivate: false, resolveHost })).toMatchObject({
      ok: false,
      status: null,
      error: 'getaddrinfo ENOTFOUND nowhere.test',
    });
    const local = await listener();
    await new Promise((done) => servers.pop()!.close(done));
    expect(await post(`http://127.0.0.1:${local.port}`)).toMatchObject({
      ok: false,
      status: null,
      error: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('reports a header it cannot send instead of throwing', async () => {
    const result = await post('https://example.com', { headers: { 'x-bad': 'a\r\nInjected: 1' } });
    expect(result).toMatchObject({ ok: false, status: null });
    expect(result.error).toMatch(/Invalid character/);
  });
});
