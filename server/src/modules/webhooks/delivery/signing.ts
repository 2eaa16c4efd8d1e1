import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The prefix Standard Webhooks libraries expect (and strip) on a base64 secret. */
const SECRET_MARK = 'whsec_';

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** A new signing secret: `whsec_` and 32 random bytes in base64, as receivers' libraries read it. */
export function newWebhookSecret(): string {
  return SECRET_MARK + randomBytes(32).toString('base64');
}

/**
 * The three Standard Webhooks headers for one message. The package signs it, so that every
 * receiver's verifier (the same spec in many languages) agrees with us byte for byte. The
 * timestamp is whole seconds: the signature covers `id.seconds.body`.
 */
export function signedHeaders({
  secret,
  id,
  timestamp,
  body,
}: {
  secret: string;
  id: string;
  timestamp: Date;
  body: string;
}): SignedHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, timestamp, body),
  };
}
