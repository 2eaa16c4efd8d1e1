import { ConfigError } from './config-error.js';

export interface MailConfig {
  /** SMTP_URL (smtp:// or smtps://, credentials in the URL); null writes .eml files instead. */
  readonly smtpUrl: string | null;
  /** MAIL_FROM: who the shop's mail is from. */
  readonly from: string;
  /** STAFF_EMAIL: who is told of new orders and contact messages (comma-separated; none: no alerts). */
  readonly staffEmails: readonly string[];
  /** MAIL_OUTBOX_DIR: where the .eml files go without SMTP_URL. */
  readonly outboxDir: string;
  /** How often each instance looks for mail to send (it is also woken after every commit that records some). */
  readonly pollMs: number;
  /** A failed send waits this long, doubled per attempt, at most an hour. */
  readonly retryBaseMs: number;
  /** How long a claimed mail is its claimer's; past it, a crashed claimer's mail is claimed again. */
  readonly leaseMs: number;
  /** MAIL_UNDO_GRACE_MS: mail telling of a payment or a step that can be undone waits this long; an undo before then sends nothing. */
  readonly undoGraceMs: number;
  /** LOT_EXPIRY_WARNING_DAYS: the morning mail names lots whose best-before comes within this many days (7). */
  readonly lotExpiryWarningDays: number;
}

const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

function parseSmtpUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol}//)`);
  return value;
}

function parseStaffEmails(value: string | undefined): string[] {
  const emails = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const wrong = emails.find((email) => !EMAIL.test(email));
  if (wrong)
    throw new ConfigError(`STAFF_EMAIL must be e-mail addresses separated by commas (got ${JSON.stringify(wrong)})`);
  return emails;
}

function parseMs(name: string, value: string | undefined, fallback: number, least = 10): number {
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < least || Number(value) > 3_600_000)
    throw new ConfigError(`${name} must be milliseconds between ${least} and 3600000 (got ${JSON.stringify(value)})`);
  return Number(value);
}

function parseDays(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > 365)
    throw new ConfigError(`${name} must be whole days from 0 to 365 (got ${JSON.stringify(value)})`);
  return Number(value);
}

export function parseMailConfig(source: NodeJS.ProcessEnv): MailConfig {
  return {
    smtpUrl: parseSmtpUrl(source.SMTP_URL),
    from: source.MAIL_FROM || 'WATERS <no-reply@localhost>',
    staffEmails: parseStaffEmails(source.STAFF_EMAIL),
    outboxDir: source.MAIL_OUTBOX_DIR || './data/outbox-mail',
    pollMs: parseMs('MAIL_POLL_MS', source.MAIL_POLL_MS, 2000),
    retryBaseMs: parseMs('MAIL_RETRY_BASE_MS', source.MAIL_RETRY_BASE_MS, 5000),
    leaseMs: parseMs('MAIL_LEASE_MS', source.MAIL_LEASE_MS, 60_000),
    undoGraceMs: parseMs('MAIL_UNDO_GRACE_MS', source.MAIL_UNDO_GRACE_MS, 60_000, 0),
    lotExpiryWarningDays: parseDays('LOT_EXPIRY_WARNING_DAYS', source.LOT_EXPIRY_WARNING_DAYS, 7),
  };
}
