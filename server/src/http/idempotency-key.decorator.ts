import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { requestOf } from './access/request-of.js';
import { badInput } from '../platform/errors/domain-error.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Printable ASCII without spaces, as the IETF Idempotency-Key draft and UUIDs use. */
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** The request's Idempotency-Key header, or null when none was sent; a malformed key is a 400. */
export const IdempotencyKeyHeader = createParamDecorator((_: unknown, context: ExecutionContext): string | null => {
  const value = requestOf(context).headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw badInput('Idempotency-Key must be 1 to 128 printable characters without spaces (a UUID, for example).');
  }
  return value;
});
