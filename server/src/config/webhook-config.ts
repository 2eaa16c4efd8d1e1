import { parsePositiveInteger } from './security-config.js';
import { ConfigError } from './config-error.js';

/** Outgoing webhooks: where they may go and how often the sender looks for due deliveries. */
export interface WebhookConfig {
  /** WEBHOOK_ALLOW_PRIVATE=true lets endpoints be plain http and on private, loopback or link-local addresses (tests, a closed network). */
  readonly allowPrivate: boolean;
  /** How often each instance looks for deliveries due (retries, and those another instance recorded). */
  readonly pollMs: number;
  /** The whole of one attempt: connect, send, answer. */
  readonly timeoutMs: number;
  /** A delivery claimed by an instance that died is free again after this long. */
  readonly leaseMs: number;
}

export function parseWebhookConfig(env: NodeJS.ProcessEnv): WebhookConfig {
  const allow = env.WEBHOOK_ALLOW_PRIVATE ?? 'false';
  if (!['true', 'false'].includes(allow))
    throw new ConfigError(`WEBHOOK_ALLOW_PRIVATE must be true or false (got ${JSON.stringify(allow)})`);
  return {
    allowPrivate: allow === 'true',
    pollMs: parsePositiveInteger('WEBHOOK_POLL_MS', env.WEBHOOK_POLL_MS, 5_000),
    timeoutMs: 5_000,
    leaseMs: parsePositiveInteger('WEBHOOK_LEASE_MS', env.WEBHOOK_LEASE_MS, 60_000),
  };
}
