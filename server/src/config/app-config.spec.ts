import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';
import { ConfigError } from './config-error.js';
import { parseDatabaseUrl } from './database-url.js';

const GOOD_SECRET = 'k3v9ZyQ2mP8xW4tR7nB1cF6hJ0sL5dGa'; // 32 bytes

/** Runs fn and returns the ConfigError it throws (failing the test if it throws anything else or nothing). */
function configErrorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError, but nothing was thrown');
}

function expectOneLineConfigError(fn: () => unknown): ConfigError {
  const error = configErrorOf(fn);
  expect(error.message.length).toBeGreaterThan(0);
  expect(error.message).not.toMatch(/[\r\n]/);
  return error;
}

describe('loadConfig defaults', () => {
  const config = loadConfig({});

  it('listens on port 3000 on all interfaces', () => {
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
  });

  it('uses sqlite:./data/waters.sqlite', () => {
    expect(config.database).toEqual({ kind: 'sqlite', file: './data/waters.sqlite' });
  });

  it('issues tokens that live 8 hours', () => {
    expect(config.jwtLifetimeSeconds).toBe(8 * 60 * 60);
  });

  it('runs as development, seeding the demo accounts, with no client directory', () => {
    expect(config.env).toBe('development');
    expect(config.seedDemoAccounts).toBe(true);
    expect(config.clientDir).toBeNull();
  });

  it('generates a strong per-process JWT secret outside production', () => {
    expect(Buffer.byteLength(config.jwtSecret, 'utf8')).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).jwtSecret).not.toBe(config.jwtSecret);
  });

  it('treats empty variables as unset', () => {
    const blank = loadConfig({ NODE_ENV: '', PORT: '', DATABASE_URL: '', JWT_SECRET: '', JWT_LIFETIME_SECONDS: '' });
    expect(blank.env).toBe('development');
    expect(blank.port).toBe(3000);
    expect(blank.database).toEqual({ kind: 'sqlite', file: './data/waters.sqlite' });
    expect(blank.jwtLifetimeSeconds).toBe(8 * 60 * 60);
  });
});

describe('loadConfig NODE_ENV', () => {
  it('accepts test and production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).env).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET }).env).toBe('production');
  });

  it('rejects anything else', () => {
    expectOneLineConfigError(() => loadConfig({ NODE_ENV: 'staging' }));
  });
});

describe('loadConfig JWT_SECRET', () => {
  it('is required in production', () => {
    const error = expectOneLineConfigError(() => loadConfig({ NODE_ENV: 'production' }));
    expect(error.message).toContain('JWT_SECRET');
  });

  it('is required in production even when set to an empty string', () => {
    expectOneLineConfigError(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: '' }));
  });

  it('is used as given when it is at least 32 bytes', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET }).jwtSecret).toBe(GOOD_SECRET);
    expect(loadConfig({ JWT_SECRET: GOOD_SECRET }).jwtSecret).toBe(GOOD_SECRET);
  });

  it('is refused when shorter than 32 bytes, in any environment', () => {
    const short = GOOD_SECRET.slice(0, 31);
    expectOneLineConfigError(() => loadConfig({ JWT_SECRET: short }));
    expectOneLineConfigError(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: short }));
    expectOneLineConfigError(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: short }));
  });

  it.each(['changeme', 'change-me', 'secret', 'jwt-secret', 'your-secret', 'CHANGEME', 'Secret'])(
    'refuses the placeholder %p',
    (placeholder) => {
      expectOneLineConfigError(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: placeholder }));
      expectOneLineConfigError(() => loadConfig({ JWT_SECRET: placeholder }));
    },
  );
});

describe('loadConfig demo accounts', () => {
  it('are never seeded in production, even when asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET }).seedDemoAccounts).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET, SEED_DEMO_ACCOUNTS: 'true' }).seedDemoAccounts,
    ).toBe(false);
  });

  it('can be switched off outside production with SEED_DEMO_ACCOUNTS=false', () => {
    expect(loadConfig({ SEED_DEMO_ACCOUNTS: 'false' }).seedDemoAccounts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO_ACCOUNTS: 'false' }).seedDemoAccounts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoAccounts).toBe(true);
  });
});

describe('loadConfig PORT and JWT_LIFETIME_SECONDS', () => {
  it('reads a valid PORT', () => {
    expect(loadConfig({ PORT: '8080' }).port).toBe(8080);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it.each(['abc', '-1', '3000.5', '65536', '99999', '80 ', '0x50', '1e3'])('rejects PORT=%p', (port) => {
    const error = expectOneLineConfigError(() => loadConfig({ PORT: port }));
    expect(error.message).toContain('PORT');
  });

  it('reads JWT_LIFETIME_SECONDS within 60 seconds and 30 days', () => {
    expect(loadConfig({ JWT_LIFETIME_SECONDS: '60' }).jwtLifetimeSeconds).toBe(60);
    expect(loadConfig({ JWT_LIFETIME_SECONDS: String(30 * 24 * 3600) }).jwtLifetimeSeconds).toBe(30 * 24 * 3600);
    expectOneLineConfigError(() => loadConfig({ JWT_LIFETIME_SECONDS: '59' }));
    expectOneLineConfigError(() => loadConfig({ JWT_LIFETIME_SECONDS: String(30 * 24 * 3600 + 1) }));
    expectOneLineConfigError(() => loadConfig({ JWT_LIFETIME_SECONDS: '8h' }));
  });
});

describe('loadConfig DATABASE_URL', () => {
  it('is parsed from the environment', () => {
    expect(loadConfig({ DATABASE_URL: 'mysql://app:pw@db.internal/waters' }).database).toEqual({
      kind: 'mysql',
      host: 'db.internal',
      port: 3306,
      user: 'app',
      password: 'pw',
      database: 'waters',
    });
  });

  it('fails to load with a bad value', () => {
    expectOneLineConfigError(() => loadConfig({ DATABASE_URL: 'postgres://u:p@h/db' }));
  });
});

describe('parseDatabaseUrl', () => {
  it('reads sqlite file paths, relative, absolute and in-memory', () => {
    expect(parseDatabaseUrl('sqlite:./data/waters.sqlite')).toEqual({ kind: 'sqlite', file: './data/waters.sqlite' });
    expect(parseDatabaseUrl('sqlite:/var/lib/waters.sqlite')).toEqual({
      kind: 'sqlite',
      file: '/var/lib/waters.sqlite',
    });
    expect(parseDatabaseUrl('sqlite::memory:')).toEqual({ kind: 'sqlite', file: ':memory:' });
  });

  it('reads user, percent-decoded password, host, port and database from a mysql URL', () => {
    expect(parseDatabaseUrl('mysql://user:pa%40ss@host:3307/db')).toEqual({
      kind: 'mysql',
      host: 'host',
      port: 3307,
      user: 'user',
      password: 'pa@ss',
      database: 'db',
    });
  });

  it('defaults the mysql port to 3306 and the user to root', () => {
    expect(parseDatabaseUrl('mysql://127.0.0.1/waters')).toEqual({
      kind: 'mysql',
      host: '127.0.0.1',
      port: 3306,
      user: 'root',
      password: '',
      database: 'waters',
    });
  });

  it('accepts mariadb:// as a MySQL-protocol database', () => {
    expect(parseDatabaseUrl('mariadb://maria:secret@mariadb:3306/waters')).toEqual({
      kind: 'mysql',
      host: 'mariadb',
      port: 3306,
      user: 'maria',
      password: 'secret',
      database: 'waters',
    });
  });

  it.each(['postgres://u:p@h/db', 'http://h/db', 'waters.sqlite', '', 'SQLITE:./x.sqlite'])(
    'rejects the unknown scheme in %p with a one-line ConfigError',
    (url) => {
      expectOneLineConfigError(() => parseDatabaseUrl(url));
    },
  );

  it.each(['mysql://root@localhost', 'mysql://root@localhost/', 'mysql://root@localhost:3306', 'mariadb://u:p@h/'])(
    'rejects %p, which names no database, with a one-line ConfigError',
    (url) => {
      expectOneLineConfigError(() => parseDatabaseUrl(url));
    },
  );

  it.each(['mysql:///waters', 'mysql://'])('rejects %p, which names no host, with a one-line ConfigError', (url) => {
    expectOneLineConfigError(() => parseDatabaseUrl(url));
  });

  it('rejects a database name that is not a plain identifier', () => {
    expectOneLineConfigError(() => parseDatabaseUrl('mysql://root@localhost/waters;drop'));
    expectOneLineConfigError(() => parseDatabaseUrl(`mysql://root@localhost/${'a'.repeat(65)}`));
  });

  it.each(['sqlite:', 'sqlite://'])('rejects the empty sqlite path in %p with a one-line ConfigError', (url) => {
    expectOneLineConfigError(() => parseDatabaseUrl(url));
  });

  it('rejects a password with a stray % (not percent-encoded) with a ConfigError, not a URIError', () => {
    expectOneLineConfigError(() => parseDatabaseUrl('mysql://app:100%@localhost/waters'));
  });
});

describe('loadConfig integrations', () => {
  it('trusted documents are strict in production and off elsewhere unless TRUSTED_DOCUMENTS says', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET }).trustedDocuments).toBe('strict');
    expect(loadConfig({}).trustedDocuments).toBe('off');
    expect(loadConfig({ TRUSTED_DOCUMENTS: 'strict' }).trustedDocuments).toBe('strict');
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET, TRUSTED_DOCUMENTS: 'off' }).trustedDocuments,
    ).toBe('off');
    expect(expectOneLineConfigError(() => loadConfig({ TRUSTED_DOCUMENTS: 'yes' })).message).toContain(
      'TRUSTED_DOCUMENTS',
    );
  });

  it('webhooks go only to public https addresses unless WEBHOOK_ALLOW_PRIVATE=true', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowPrivate: false, pollMs: 5_000, timeoutMs: 5_000, leaseMs: 60_000 });
    expect(
      loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '200', WEBHOOK_LEASE_MS: '6000' }).webhooks,
    ).toEqual({
      allowPrivate: true,
      pollMs: 200,
      timeoutMs: 5_000,
      leaseMs: 6_000,
    });
    expect(expectOneLineConfigError(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: '1' })).message).toContain(
      'WEBHOOK_ALLOW_PRIVATE',
    );
  });
});

describe('loadConfig security settings', () => {
  it('defaults: no Redis, no proxy trusted, images from this site only, strict limits, no HSTS address', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      redisUrl: null,
      redisPrefix: 'waters:',
      trustProxy: false,
      imageHosts: [],
      publicUrl: null,
    });
    expect(config.rateLimits).toEqual({
      requestsPerIpPerMinute: 1200,
      loginFailuresPerAccount: 10,
      loginFailuresPerAccountAllSources: 100,
      loginFailuresPerIp: 30,
      loginWindowMinutes: 15,
      registrationsPerIpPerHour: 20,
      contactMessagesPerIpPerHour: 5,
      requestsPerApiKeyPerMinute: 600,
      paymentProofsPerCustomerPerHour: 10,
    });
    expect(config.passwordHashing.concurrency).toBeGreaterThanOrEqual(1);
    expect(config.passwordHashing.maxWaiting).toBe(64);
    expect(config.imageWork).toEqual({ concurrency: 2, maxWaiting: 8 });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_PREFIX: 'shop:',
      TRUST_PROXY: '1',
      IMAGE_HOSTS: 'cdn.waters.ph, Images.Example.com',
      PUBLIC_URL: 'https://shop.waters.ph',
      REQUESTS_PER_IP_PER_MINUTE: '600',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
      LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_SOURCES: '40',
      LOGIN_MAX_FAILURES_PER_IP: '50',
      LOGIN_LOCK_MINUTES: '30',
      REGISTRATIONS_PER_IP_PER_HOUR: '3',
      API_KEY_REQUESTS_PER_MINUTE: '120',
      PASSWORD_HASH_CONCURRENCY: '2',
      PASSWORD_HASH_MAX_WAITING: '10',
      PAYMENT_PROOFS_PER_CUSTOMER_PER_HOUR: '4',
      IMAGE_WORK_CONCURRENCY: '3',
      IMAGE_WORK_MAX_WAITING: '20',
    });
    expect(config).toMatchObject({
      redisUrl: 'redis://cache:6379/2',
      redisPrefix: 'shop:',
      trustProxy: 1,
      imageHosts: ['cdn.waters.ph', 'images.example.com'],
    });
    expect(config.publicUrl?.protocol).toBe('https:');
    expect(config.rateLimits).toEqual({
      requestsPerIpPerMinute: 600,
      loginFailuresPerAccount: 5,
      loginFailuresPerAccountAllSources: 40,
      loginFailuresPerIp: 50,
      loginWindowMinutes: 30,
      registrationsPerIpPerHour: 3,
      contactMessagesPerIpPerHour: 5,
      requestsPerApiKeyPerMinute: 120,
      paymentProofsPerCustomerPerHour: 4,
    });
    expect(config.passwordHashing).toEqual({ concurrency: 2, maxWaiting: 10 });
    expect(config.imageWork).toEqual({ concurrency: 3, maxWaiting: 20 });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it.each([
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_PREFIX', 'has space'],
    ['TRUST_PROXY', 'everyone'],
    ['IMAGE_HOSTS', 'https://cdn.waters.ph'],
    ['PUBLIC_URL', 'shop.waters.ph'],
    ['REQUESTS_PER_IP_PER_MINUTE', '0'],
    ['LOGIN_MAX_FAILURES_PER_ACCOUNT', 'ten'],
    ['LOGIN_LOCK_MINUTES', '100000'],
    ['PASSWORD_HASH_CONCURRENCY', '-1'],
    ['IMAGE_WORK_CONCURRENCY', '17'],
    ['PAYMENT_PROOFS_PER_CUSTOMER_PER_HOUR', '0'],
  ])('stops with a one-line reason for a bad %s', (name, value) => {
    expect(expectOneLineConfigError(() => loadConfig({ [name]: value })).message).toContain(name);
  });
});

describe('CLOCK_START', () => {
  it('is the real time when unset', () => {
    expect(loadConfig({}).clockStart).toBeNull();
  });

  it('takes an ISO instant with its offset', () => {
    const config = loadConfig({ CLOCK_START: '2026-12-07T05:00:00+08:00' });
    expect(config.clockStart?.toISOString()).toBe('2026-12-06T21:00:00.000Z');
  });

  it.each(['2026-12-07', '2026-12-07T05:00:00', 'monday', '2026-13-07T05:00:00Z'])('refuses %s', (value) => {
    expect(expectOneLineConfigError(() => loadConfig({ CLOCK_START: value })).message).toContain('CLOCK_START');
  });

  it('is refused in production', () => {
    const error = expectOneLineConfigError(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET, CLOCK_START: '2026-12-07T05:00:00+08:00' }),
    );
    expect(error.message).toBe('CLOCK_START is refused when NODE_ENV=production');
  });
});
