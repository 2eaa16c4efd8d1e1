import { randomBytes } from 'node:crypto';
import { relative, resolve, isAbsolute } from 'node:path';
import { ConfigError } from './config-error.js';
import { parseClockStart } from './clock-config.js';
import { parseMailConfig, type MailConfig } from './mail-config.js';
import { parseWebhookConfig, type WebhookConfig } from './webhook-config.js';
import { parseLogLevel, parseMetricsToken, type LogLevel } from './observability-config.js';
import { parseDatabaseUrl, type DatabaseTarget } from './database-url.js';
import { parseReplicaConfig, type ReplicaConfig } from './replica-config.js';
import {
  parseHashingLimits,
  parseImageHosts,
  parseImageWorkLimits,
  parsePublicUrl,
  parseRateLimits,
  parseRedisPrefix,
  parseRedisUrl,
  parseTrustProxy,
  type HashingLimits,
  type ImageWorkLimits,
  type RateLimitConfig,
} from './security-config.js';

export interface AppConfig {
  readonly env: 'development' | 'test' | 'production';
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseTarget;
  /** Read replicas of a MySQL/MariaDB primary; none by default. */
  readonly replicas: ReplicaConfig;
  readonly jwtSecret: string;
  readonly jwtLifetimeSeconds: number;
  /** Built client (index.html + assets); served with SPA fallback when it exists. */
  readonly clientDir: string | null;
  /** Seed the two demo accounts (never in production). */
  readonly seedDemoAccounts: boolean;
  /** The address people use; https turns on HSTS. */
  readonly publicUrl: URL | null;
  /** Shared state for several instances (rate limits, caches, events); memory when null. */
  readonly redisUrl: string | null;
  /** Namespace of this app's Redis keys. */
  readonly redisPrefix: string;
  /** Fastify's trustProxy: whether X-Forwarded-For names the client. */
  readonly trustProxy: boolean | number | string;
  /** Hosts product images may come from besides this site. */
  readonly imageHosts: readonly string[];
  /** Where uploaded product pictures are kept (served under /uploads/). */
  readonly uploadsDir: string;
  /** Where customers' proofs of payment are kept: never served as files (only through their order's route). */
  readonly paymentProofsDir: string;
  readonly rateLimits: RateLimitConfig;
  readonly passwordHashing: HashingLimits;
  /** How many uploaded pictures are decoded at once, and how many may wait. */
  readonly imageWork: ImageWorkLimits;
  /** LOG_LEVEL: info by default (a line per request), errors only in tests. */
  readonly logLevel: LogLevel;
  /** METRICS_TOKEN: /metrics exists only with it, for callers that present it. */
  readonly metricsToken: string | null;
  /** Order and contact mail: SMTP or .eml files, who is told, how often it is tried. */
  readonly mail: MailConfig;
  readonly webhooks: WebhookConfig;
  /** Whether this process sends the mail and webhook outboxes; one-shot tools set false and leave that to the server. Unset: true. */
  readonly sendsOutboxes?: boolean;
  /** TRUSTED_DOCUMENTS: strict (production's default) lets anonymous callers and customers run only the web client's own operations. */
  readonly trustedDocuments: 'strict' | 'off';
  /** CLOCK_START: where the application's clock starts (tests and demos; never in production); null: the real time. */
  readonly clockStart?: Date | null;
}

const DEFAULT_DATABASE_URL = 'sqlite:./data/waters.sqlite';
const DEFAULT_UPLOADS_DIR = './data/uploads';
const DEFAULT_PAYMENT_PROOFS_DIR = './data/payment-proofs';
const DEFAULT_LIFETIME = 8 * 60 * 60;
const MIN_SECRET_BYTES = 32;
/** Words that mark a copied example rather than a generated secret. */
const PLACEHOLDER_WORDS = /change-?me|placeholder|your-?secret|example|x{8,}|0{8,}/i;
const MIN_DISTINCT_CHARACTERS = 10;

function parseTrustedDocuments(value: string | undefined, env: AppConfig['env']): AppConfig['trustedDocuments'] {
  if (value === undefined || value === '') return env === 'production' ? 'strict' : 'off';
  if (value !== 'strict' && value !== 'off')
    throw new ConfigError(`TRUSTED_DOCUMENTS must be strict or off (got ${JSON.stringify(value)})`);
  return value;
}

function parseEnv(value: string | undefined): AppConfig['env'] {
  if (value === undefined || value === '' || value === 'development') return 'development';
  if (value === 'test' || value === 'production') return value;
  throw new ConfigError(`NODE_ENV must be development, test or production (got ${JSON.stringify(value)})`);
}

function parseIntegerVar(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new ConfigError(`${name} must be a whole number (got ${JSON.stringify(value)})`);
  const n = Number(value);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max} (got ${n})`);
  return n;
}

function resolveSecret(env: AppConfig['env'], value: string | undefined): string {
  if (value !== undefined && value !== '') {
    const tooSimple = new Set(value).size < MIN_DISTINCT_CHARACTERS || PLACEHOLDER_WORDS.test(value);
    if (Buffer.byteLength(value, 'utf8') < MIN_SECRET_BYTES || tooSimple) {
      throw new ConfigError(
        `JWT_SECRET must be at least ${MIN_SECRET_BYTES} random bytes (e.g. openssl rand -base64 48)`,
      );
    }
    return value;
  }
  if (env === 'production') {
    throw new ConfigError(
      'JWT_SECRET is required when NODE_ENV=production (at least 32 random bytes, e.g. openssl rand -base64 48)',
    );
  }
  // Outside production a per-process secret is safe: tokens simply end with the process.
  return randomBytes(48).toString('base64');
}

const isWithin = (dir: string, parent: string) => {
  const path = relative(resolve(parent), resolve(dir));
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
};

/** Proofs of payment are private: a folder the site serves files from (uploads, the client) would publish them. */
/** Where links the shop sends out point (mail, label QR codes): PUBLIC_URL, or this server itself. */
export const publicOrigin = (config: Pick<AppConfig, 'publicUrl' | 'port'>): string =>
  (config.publicUrl?.origin ?? `http://localhost:${config.port}`).replace(/\/$/, '');

export function parsePaymentProofsDir(value: string | undefined, servedDirs: readonly (string | null)[]): string {
  const dir = value || DEFAULT_PAYMENT_PROOFS_DIR;
  for (const served of servedDirs) {
    if (served && (isWithin(dir, served) || isWithin(served, dir))) {
      throw new ConfigError(`PAYMENT_PROOFS_DIR must not be inside or around a folder the site serves (${served})`);
    }
  }
  return dir;
}

/** Reads and validates the environment once, at boot. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(source.NODE_ENV);
  const uploadsDir = source.UPLOADS_DIR || DEFAULT_UPLOADS_DIR;
  const clientDir = source.CLIENT_DIR === undefined ? null : source.CLIENT_DIR || null;
  const database = parseDatabaseUrl(source.DATABASE_URL || DEFAULT_DATABASE_URL);
  return {
    env,
    port: parseIntegerVar('PORT', source.PORT, 3000, 0, 65535),
    host: source.HOST || '0.0.0.0',
    database,
    replicas: parseReplicaConfig(source, database),
    jwtSecret: resolveSecret(env, source.JWT_SECRET),
    jwtLifetimeSeconds: parseIntegerVar(
      'JWT_LIFETIME_SECONDS',
      source.JWT_LIFETIME_SECONDS,
      DEFAULT_LIFETIME,
      60,
      30 * 24 * 3600,
    ),
    clientDir,
    seedDemoAccounts: env !== 'production' && source.SEED_DEMO_ACCOUNTS !== 'false',
    publicUrl: parsePublicUrl(source.PUBLIC_URL),
    redisUrl: parseRedisUrl(source.REDIS_URL),
    redisPrefix: parseRedisPrefix(source.REDIS_PREFIX),
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    imageHosts: parseImageHosts(source.IMAGE_HOSTS),
    uploadsDir,
    paymentProofsDir: parsePaymentProofsDir(source.PAYMENT_PROOFS_DIR, [uploadsDir, clientDir]),
    rateLimits: parseRateLimits(source),
    passwordHashing: parseHashingLimits(source),
    imageWork: parseImageWorkLimits(source),
    logLevel: parseLogLevel(source.LOG_LEVEL, env),
    metricsToken: parseMetricsToken(source.METRICS_TOKEN),
    mail: parseMailConfig(source),
    webhooks: parseWebhookConfig(source),
    trustedDocuments: parseTrustedDocuments(source.TRUSTED_DOCUMENTS, env),
    clockStart: parseClockStart(source.CLOCK_START, env),
  };
}
