import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listeningUrl, run, type Started } from './support/built-server.js';
import { eventually } from './support/eventually.js';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123';
const PASSWORD = 'tinapa-and-rice-42-Observed';

describe('request ids, logs and metrics of the built server', () => {
  let work: string;
  let url: string;
  /** The built server as it runs in production: JSON logs on stdout. */
  let server: Started;
  const stdout = () => server.output().stdout;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'waters-obs-'));
    server = run({
      PORT: '0',
      HOST: '127.0.0.1',
      CLIENT_DIR: '',
      DATABASE_URL: `sqlite:${join(work, 'waters.sqlite')}`,
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
    });
    url = await listeningUrl(server);
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const lines = () =>
    stdout()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('echoes a plain X-Request-Id, replaces anything else, and logs the request under it', async () => {
    const kept = await fetch(`${url}/health`, { headers: { 'x-request-id': 'edge-42.a_b:c' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42.a_b:c');
    const replaced = await fetch(`${url}/health`, { headers: { 'x-request-id': 'no spaces <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await fetch(`${url}/api/nope?customerId=123`);
    const id = fresh.headers.get('x-request-id');
    // The log line is written after the answer is sent.
    expect(await eventually(() => lines().some((l) => l.reqId === id))).toBe(true);
    expect(lines().find((l) => l.reqId === id)).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/api/nope',
      status: 404,
      service: 'waters',
    });
  });

  it('answers /metrics only to the metrics token, in Prometheus format with routes, event-loop lag and the process', async () => {
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong-token-wrong-token-0' } })).status,
    ).toBe(401);
    const metrics = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await metrics.text();
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/health",status="200"\} \d+$/m,
    );
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
  });

  it('never logs a password or a token, and every line is JSON', async () => {
    const register = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($i: RegisterInput!) { register(input: $i) { id } }',
        variables: {
          i: {
            userName: 'observed',
            fullName: 'Observed Person',
            address: 'Kawit, Cavite',
            mobileNumber: '+63 917 555 0101',
            emailAddress: 'observed@example.com',
            password: PASSWORD,
            confirmPassword: PASSWORD,
          },
        },
      }),
    });
    expect(register.status).toBe(200);
    const login = await fetch(`${url}/api/Login/customer-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'observed', PasswordHash: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    expect(
      (await fetch(`${url}/api/Product/available`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    await fetch(`${url}/api/Login/customer-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'observed', PasswordHash: `${PASSWORD}-wrong` }),
    });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(stdout()).not.toContain(PASSWORD);
    expect(stdout()).not.toContain(token);
    expect(stdout().toLowerCase()).not.toContain('authorization');
    expect(lines().length).toBeGreaterThan(5);
    expect(lines().at(-1)).toMatchObject({ msg: 'Stopped.' });
  });
});

describe('a quieter LOG_LEVEL', () => {
  it('still says where the server listens (scripts wait for that line), and logs no requests', async () => {
    const work = mkdtempSync(join(tmpdir(), 'waters-obs-'));
    const quiet = run({
      PORT: '0',
      HOST: '127.0.0.1',
      CLIENT_DIR: '',
      DATABASE_URL: `sqlite:${join(work, 'waters.sqlite')}`,
      LOG_LEVEL: 'warn',
    });
    try {
      const url = await listeningUrl(quiet, /^WATERS is listening on (http:\/\/\S+)/m);
      expect((await fetch(`${url}/health`)).status).toBe(200);
    } finally {
      quiet.child.kill('SIGTERM');
      expect(await quiet.exited).toBe(0);
      rmSync(work, { recursive: true, force: true });
    }
    expect(quiet.output().stdout).not.toContain('"msg":"request"');
  });
});
