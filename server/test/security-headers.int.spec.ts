import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

/** A built client in miniature: the page, and the embeds' origins the build writes. */
function fakeClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'waters-client-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>WATERS</title><div id="root"></div>');
  writeFileSync(
    join(dir, 'frame-origins.json'),
    JSON.stringify(['https://www.google.com', 'https://www.youtube-nocookie.com']),
  );
  return dir;
}

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fakeClient();
    t = await startTestApp('sqlite', {
      clientDir,
      imageHosts: ['cdn.waters.ph'],
      publicUrl: new URL('https://shop.waters.ph'),
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('pages get a Content-Security-Policy allowing this site, the image hosts and the embeds’ origins only', async () => {
    const page = await fetch(`${t.url}/home`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(['https://www.google.com', 'https://www.youtube-nocookie.com']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.waters.ph']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('sends HSTS (the public address is https), COOP, CORP, Permissions-Policy and the basic headers on every answer', async () => {
    for (const path of ['/home', '/health', '/api/nope', '/graphql?query=%7B__typename%7D']) {
      const response = await fetch(`${t.url}${path}`, { headers: { 'apollo-require-preflight': 'true' } });
      const h = response.headers;
      expect({ path, hsts: h.get('strict-transport-security') }).toEqual({
        path,
        hsts: 'max-age=31536000; includeSubDomains',
      });
      expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(h.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(h.get('permissions-policy')).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/);
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('API answers are never stored: Cache-Control no-store on /api and /graphql', async () => {
    const token = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
    expect((await t.rest('GET', '/api/Product/available', { token })).headers.get('cache-control')).toBe('no-store');
    expect((await t.rest('GET', '/api/Product/available')).headers.get('cache-control')).toBe('no-store');
    const graphql = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{"query":"{ me { id } }"}',
    });
    expect(graphql.headers.get('cache-control')).toBe('no-store');
  });
});

describe('security headers without https or a client build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('send no HSTS over plain http, and frame nothing when no embeds are built', async () => {
    const response = await fetch(`${t.url}/health`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});
