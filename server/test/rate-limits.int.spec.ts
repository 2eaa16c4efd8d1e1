import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { parseRateLimits } from '../src/config/security-config.js';
import { TEST_REDIS_URL, uniqueRedisPrefix, withRedis } from './support/redis.js';
import { DEMO, RELAXED_RATE_LIMITS, startSecondInstance, startTestApp, type TestApp } from './support/test-app.js';

const LOGIN = 'mutation($input: LoginInput!) { customerLogin(input: $input) { token } }';
const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { id } }';
const LOCKED = 'Too many failed logins. Please wait a few minutes and try again.';

const registration = (userName: string) => ({
  userName,
  fullName: 'Rate Limit',
  address: 'Tanza, Cavite',
  mobileNumber: '0917 555 0000',
  emailAddress: `${userName}@example.ph`,
  password: 'tinapa-and-rice-42',
  confirmPassword: 'tinapa-and-rice-42',
});

describe('rate limits at their production defaults', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite', { rateLimits: { ...parseRateLimits({}), requestsPerIpPerMinute: 1_000_000 } });
  });
  afterAll(() => t?.close());

  it('locks an account after 10 wrong passwords: REST answers 429 as text with Retry-After, also to the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (
          await t.rest('POST', '/api/Login/customer-login', {
            body: { UserName: 'customer', PasswordHash: `wrong-${i}` },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const right = await t.rest('POST', '/api/Login/customer-login', {
      body: { UserName: DEMO.customer.userName, PasswordHash: DEMO.customer.password },
    });
    expect(right.status).toBe(429);
    expect(right.contentType).toMatch(/^text\/plain/);
    expect(right.text).toBe(LOCKED);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('answers GraphQL with TOO_MANY_REQUESTS and Retry-After while the account is locked', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: LOGIN,
        variables: { input: { userName: 'Customer', password: DEMO.customer.password } },
      }),
    });
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ message: LOCKED, extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('limits sign-ups per address: the 21st in an hour is refused', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await t.gql(REGISTER, { input: registration(`signup-${i}`) })).errors?.[0]?.extensions?.code);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(undefined));
    expect(codes[20]).toBe('TOO_MANY_REQUESTS');
    const legacy = await t.rest('POST', '/api/Login/register', {
      body: { ...registration('signup-legacy'), passwordHash: 'tinapa-and-rice-42' },
    });
    expect(legacy.status).toBe(429);
    expect(legacy.text).toBe('Too many sign-ups from your network. Please try again later.');
  });
});

describe('the per-address request ceiling', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite', { rateLimits: { ...RELAXED_RATE_LIMITS, requestsPerIpPerMinute: 5 } });
  });
  afterAll(() => t?.close());

  it('answers 429 past the ceiling, in each API’s own format, before any handler runs; health checks are not counted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.rest('GET', '/api/Product/available')).status);
    expect(statuses).toEqual(Array(5).fill(401));
    const rest = await t.rest('GET', '/api/Product/available');
    expect(rest.status).toBe(429);
    expect(rest.json).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please slow down and try again in a moment.',
    });
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    const graphql = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ me { id } }"}',
    });
    expect(graphql.status).toBe(429);
    expect(await graphql.json()).toEqual({
      errors: [
        {
          message: 'Too many requests. Please slow down and try again in a moment.',
          extensions: { code: 'TOO_MANY_REQUESTS' },
        },
      ],
    });
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
  });
});

withRedis('rate limits shared through Redis (REDIS_URL)', () => {
  const prefix = uniqueRedisPrefix();
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    // Two instances on one Redis (each with its own database: only the counters are shared).
    const config = {
      redisUrl: TEST_REDIS_URL,
      redisPrefix: prefix,
      rateLimits: { ...parseRateLimits({}), requestsPerIpPerMinute: 1_000_000 },
    };
    [a, b] = await Promise.all([startTestApp('sqlite', config), startTestApp('sqlite', config)]);
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts failed logins across instances: a lock reached through one holds on the other', async () => {
    for (let i = 0; i < 10; i++) {
      const via = i % 2 === 0 ? a : b;
      expect(
        (
          await via.rest('POST', '/api/Login/customer-login', {
            body: { UserName: 'customer', PasswordHash: `wrong-${i}` },
          })
        ).status,
      ).toBe(401);
    }
    expect(
      (
        await b.rest('POST', '/api/Login/customer-login', {
          body: { UserName: 'customer', PasswordHash: DEMO.customer.password },
        })
      ).status,
    ).toBe(429);
    expect(
      (
        await a.rest('POST', '/api/Login/customer-login', {
          body: { UserName: 'customer', PasswordHash: DEMO.customer.password },
        })
      ).status,
    ).toBe(429);
    expect(await redis.keys(`${prefix}rl:login-acct*`)).toHaveLength(1);
  });
});

withRedis('a stranger cannot lock the owner out (device cookies, shared through Redis)', () => {
  const prefix = uniqueRedisPrefix();
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    // Two instances behind a proxy on this machine (X-Forwarded-For names the client), one database, one Redis.
    a = await startTestApp('sqlite', {
      redisUrl: TEST_REDIS_URL,
      redisPrefix: prefix,
      trustProxy: '127.0.0.1',
      rateLimits: { ...parseRateLimits({}), requestsPerIpPerMinute: 1_000_000 },
    });
    b = await startSecondInstance(a, {
      redisUrl: TEST_REDIS_URL,
      redisPrefix: prefix,
      trustProxy: '127.0.0.1',
      rateLimits: { ...parseRateLimits({}), requestsPerIpPerMinute: 1_000_000 },
    });
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  /** An employee sign-in through the old client's route, from an address, with the cookies a browser would send. */
  const signIn = (via: TestApp, from: string, password: string, cookie?: string) =>
    via.rest('POST', '/api/Login/employee-login', {
      body: { UserName: DEMO.employee.userName, PasswordHash: password },
      headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
    });

  it("lets the owner's known browser in after a stranger's 1,000 wrong passwords through both instances, and keeps refusing the stranger", async () => {
    // The owner's browser signs in once (through instance a) and keeps the device cookie it is given.
    const first = await signIn(a, '203.0.113.10', DEMO.employee.password);
    expect(first.status).toBe(200);
    const deviceCookie = (first.headers.getSetCookie().find((c) => c.startsWith('wd_')) ?? '').split(';')[0];
    expect(deviceCookie).toMatch(/^wd_[\w-]{12}=[\w-]+\.[\w-]+$/);
    expect(first.headers.getSetCookie().find((c) => c.startsWith('wd_'))).toMatch(/; HttpOnly; SameSite=Strict$/);

    // A stranger: 1,000 wrong passwords from 200 addresses, through both instances.
    const answers: number[] = [];
    for (let i = 0; i < 1000; i++)
      answers.push((await signIn(i % 2 ? a : b, `198.51.100.${i % 200}`, `guess-${i}`)).status);
    const refused = answers.filter((status) => status === 429).length;
    // Wrong passwords were checked only until the account's limit for unknown browsers (100); then all refused.
    expect(answers.filter((status) => status === 401)).toHaveLength(100);
    expect(refused).toBe(900);
    // The stranger, even with the right password, and the owner on a new browser, wait.
    expect((await signIn(b, '198.51.100.7', DEMO.employee.password)).status).toBe(429);
    expect((await signIn(b, '203.0.113.10', DEMO.employee.password)).status).toBe(429);

    // The owner's known browser signs in, through either instance.
    for (const via of [b, a]) {
      const known = await signIn(via, '203.0.113.10', DEMO.employee.password, deviceCookie);
      expect(known.status).toBe(200);
      expect(known.json.token).toEqual(expect.any(String));
    }
    // A cookie the stranger made up is no such browser.
    expect(
      (
        await signIn(
          a,
          '198.51.100.9',
          DEMO.employee.password,
          `${deviceCookie.split('=')[0]}=made-up.${'A'.repeat(43)}`,
        )
      ).status,
    ).toBe(429);
    // A thousand sign-ins one after another, each hashing a password: minutes when npm test runs the browser suites beside it.
  }, 240_000);
});
