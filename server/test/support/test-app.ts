import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { parseMailConfig } from '../../src/config/mail-config.js';
import { parseHashingLimits, parseImageWorkLimits, type RateLimitConfig } from '../../src/config/security-config.js';
import { createTestDatabase, type DriverName, type TestDatabase } from './databases.js';
import { assertDocumentedAnswer } from './openapi-answers.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing-0123456789';

/** Counts the SQL statements the app sends, to prove batching (no N+1). */
export class QueryCounter implements TypeOrmLogger {
  count = 0;
  /** Every statement with its parameters while `recording` is set (for the query-plan test). */
  recording: { sql: string; parameters: unknown[] }[] | null = null;
  logQuery(query: string, parameters?: unknown[]) {
    if (/^\s*SELECT/i.test(query)) this.count++;
    this.recording?.push({ sql: query, parameters: parameters ?? [] });
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

export interface GqlResult<T = Record<string, any>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

export interface RestResult {
  status: number;
  contentType: string;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: any;
  headers: Headers;
}

export interface RestOptions {
  token?: string;
  /** Sent as JSON unless `raw` is given. */
  body?: unknown;
  /** Sent as is (with content-type application/json unless headers say otherwise). */
  raw?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  readonly url: string;
  readonly app: NestFastifyApplication;
  readonly queries: QueryCounter;
  readonly driver: DriverName;
  readonly target: TestDatabase['target'];
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GqlResult<T>>;
  /** Calls a REST route, e.g. rest('POST', '/api/Login/register', { body }); an /api answer the OpenAPI document does not describe throws. */
  rest(method: string, path: string, options?: RestOptions): Promise<RestResult>;
  /** Logs in through a portal and returns the token. */
  login(portal: 'customer' | 'employee', userName: string, password: string): Promise<string>;
  /** Registers a customer and returns its token and id. */
  newCustomer(
    userName: string,
    overrides?: Record<string, string>,
  ): Promise<{ token: string; id: string; password: string }>;
  close(): Promise<void>;
}

/**
 * Limits no feature test reaches (many logins and sign-ups from 127.0.0.1); the tests of the
 * limits themselves start their app with the production defaults (parseRateLimits({})).
 */
export const RELAXED_RATE_LIMITS: RateLimitConfig = {
  requestsPerIpPerMinute: 1_000_000,
  loginFailuresPerAccount: 1_000_000,
  loginFailuresPerAccountAllSources: 1_000_000,
  loginFailuresPerIp: 1_000_000,
  loginWindowMinutes: 15,
  registrationsPerIpPerHour: 1_000_000,
  contactMessagesPerIpPerHour: 1_000_000,
  requestsPerApiKeyPerMinute: 1_000_000,
  paymentProofsPerCustomerPerHour: 1_000_000,
};

export function testConfig(database: TestDatabase['target'], overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    database,
    replicas: { targets: [], maxLagMs: 5000 },
    jwtSecret: TEST_JWT_SECRET,
    jwtLifetimeSeconds: 3600,
    clientDir: null,
    seedDemoAccounts: true,
    publicUrl: null,
    redisUrl: null,
    redisPrefix: 'waters-test:',
    trustProxy: false,
    imageHosts: [],
    uploadsDir: join(tmpdir(), 'waters-test-uploads'),
    paymentProofsDir: join(tmpdir(), 'waters-test-payment-proofs'),
    rateLimits: RELAXED_RATE_LIMITS,
    passwordHashing: parseHashingLimits({}),
    imageWork: parseImageWorkLimits({}),
    logLevel: 'error',
    metricsToken: null,
    // No SMTP: what would be mailed is written under the temp directory (the mail tests set their own).
    mail: {
      ...parseMailConfig({ MAIL_UNDO_GRACE_MS: '0' }),
      outboxDir: join(tmpdir(), `waters-test-mail-${process.pid}`),
      pollMs: 60_000,
    },
    // Receivers in tests listen on 127.0.0.1.
    webhooks: { allowPrivate: true, pollMs: 60_000, timeoutMs: 1_000, leaseMs: 60_000 },
    trustedDocuments: 'off',
    ...overrides,
  };
}

/** A real server on a random port over a throwaway database of the given driver. */
/** The body; an event stream never ends, so of one only the first chunk is read before it is closed. */
async function bodyText(response: Response): Promise<string> {
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) return response.text();
  const reader = response.body.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

export async function startTestApp(driver: DriverName, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  return startTestAppOn(await createTestDatabase(driver), driver, overrides);
}

/**
 * Several instances started at the same moment on one new, empty database (as a deployment
 * starts its replicas). Closing the first drops the database; close the others first.
 */
export async function startTogether(
  driver: DriverName,
  count: number,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp[]> {
  const database = await createTestDatabase(driver);
  const shared: TestDatabase = { target: database.target, drop: async () => undefined };
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => startTestAppOn(i === 0 ? database : shared, driver, overrides)),
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(
      started.map((result) =>
        result.status === 'fulfilled' ? result.value.close().catch(() => undefined) : undefined,
      ),
    );
    await database.drop();
    throw (failed as PromiseRejectedResult).reason;
  }
  return started.map((result) => (result as PromiseFulfilledResult<TestApp>).value);
}

/** A second instance on another instance's database (`close` leaves the database to its owner). */
export function startSecondInstance(first: TestApp, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  return startTestAppOn({ target: first.target, drop: async () => undefined }, first.driver, overrides);
}

async function startTestAppOn(
  database: TestDatabase,
  driver: DriverName,
  overrides: Partial<AppConfig>,
): Promise<TestApp> {
  const queries = new QueryCounter();
  const app = await createApp(testConfig(database.target, overrides), {
    dataSource: { logger: queries, logging: ['query'] },
  });
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();

  const gql: TestApp['gql'] = async (query, variables, token) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: any; errors?: GqlResult['errors'] };
    return { status: response.status, data: body.data ?? null, errors: body.errors };
  };

  const rest: TestApp['rest'] = async (method, path, options = {}) => {
    const hasBody = options.raw !== undefined || options.body !== undefined;
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await bodyText(response);
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    const answer = {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
      json,
      headers: response.headers,
    };
    // Every /api answer a test receives must be one the OpenAPI document describes (src/http/openapi).
    assertDocumentedAnswer(method, path, answer);
    return answer;
  };

  const login: TestApp['login'] = async (portal, userName, password) => {
    const field = portal === 'customer' ? 'customerLogin' : 'employeeLogin';
    const result = await gql(`mutation($input: LoginInput!) { ${field}(input: $input) { token } }`, {
      input: { userName, password },
    });
    if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
    return result.data[field].token as string;
  };

  const newCustomer: TestApp['newCustomer'] = async (userName, overrides = {}) => {
    const password = overrides.password ?? 'tinapa-and-rice-42';
    const input = {
      userName,
      fullName: `Test ${userName}`,
      address: '1 Rizal Ave., Bacoor, Cavite',
      mobileNumber: '+63 917 000 1234',
      emailAddress: `${userName}@example.com`,
      password,
      confirmPassword: password,
      ...overrides,
    };
    const result = await gql(`mutation($input: RegisterInput!) { register(input: $input) { id } }`, { input });
    if (!result.data) throw new Error(`register failed: ${JSON.stringify(result.errors)}`);
    return { id: result.data.register.id as string, token: await login('customer', userName, password), password };
  };

  return {
    url,
    app,
    queries,
    driver,
    target: database.target,
    gql,
    rest,
    login,
    newCustomer,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

export const DEMO = {
  employee: { userName: 'employee', password: 'waters-employee' },
  customer: { userName: 'customer', password: 'waters-customer' },
};
