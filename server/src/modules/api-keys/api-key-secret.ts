import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_MARK } from '../../http/access/bearer-token.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 32 random bytes in base62 take 43 characters. */
const SECRET_LENGTH = 43;
const PREFIX_LENGTH = API_KEY_MARK.length + 8;

function base62(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = BASE62[Number(value % 62n)] + text;
    value /= 62n;
  }
  return text.padStart(SECRET_LENGTH, '0');
}

/** A new secret: `wtr_` and 32 random bytes in base62 (shown once, never stored). */
export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const secret = API_KEY_MARK + base62(randomBytes(32));
  return { secret, prefix: secret.slice(0, PREFIX_LENGTH), hash: apiKeyHash(secret) };
}

export const apiKeyHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Whether a token could be one of our keys at all (no lookup for anything else). */
export const wellFormedApiKey = (token: string): boolean =>
  token.length === API_KEY_MARK.length + SECRET_LENGTH && /^wtr_[0-9A-Za-z]+$/.test(token);
