import { HttpException, Logger } from '@nestjs/common';
import { BUSY_MESSAGE, isDatabaseUnavailable, isDuplicateKey, isRetryableConflict } from './database-errors.js';
import { isStorageFull } from '../files/whole-files.js';
import { DomainError, HTTP_STATUS_OF, type ErrorCode, type FieldErrors, type LineProblem } from './domain-error.js';

export interface ClassifiedError {
  status: number;
  code:
    | ErrorCode
    | 'PAYLOAD_TOO_LARGE'
    | 'UNSUPPORTED_MEDIA_TYPE'
    | 'SERVICE_UNAVAILABLE'
    | 'INSUFFICIENT_STORAGE'
    | 'INTERNAL_SERVER_ERROR';
  message: string;
  fields?: FieldErrors;
  /** A refused order's failing lines (GraphQL only: the legacy REST answer keeps its shape, the message names them all). */
  lines?: readonly LineProblem[];
  /** Sent as Retry-After. */
  retryAfterSeconds?: number;
  /** True for bugs: logged, and the message is hidden from the caller. */
  unexpected: boolean;
}

/** What a caller is told while the database does not answer, and when to try again. */
export const UNAVAILABLE_MESSAGE = 'The service is unavailable for a moment. Please try again in a few seconds.';
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/** What an upload is told while the volume it is written to is full; nothing was stored or changed. */
export const STORAGE_FULL_MESSAGE = 'The shop cannot store files right now. Please try again later.';
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 300;

const CODE_OF_STATUS: Record<number, ClassifiedError['code']> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'IDEMPOTENCY_KEY_REUSED',
  429: 'TOO_MANY_REQUESTS',
};

const httpMessage = (error: HttpException): string => {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : error.message;
};

/** The body-level refusals, worded the same whichever layer (Fastify or Nest) raised them. */
const BODY_MESSAGES: Record<number, string> = {
  413: 'Request body is too large.',
  415: 'Only JSON request bodies are accepted (Content-Type: application/json).',
};

/** One mapping from anything thrown to a status, an API code and a safe message. */
export function classifyError(error: unknown): ClassifiedError {
  if (error instanceof DomainError) {
    return {
      status: HTTP_STATUS_OF[error.code],
      code: error.code,
      message: error.message,
      fields: error.fields,
      ...(error.lines ? { lines: error.lines } : {}),
      ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      unexpected: false,
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = CODE_OF_STATUS[status];
    if (code) return { status, code, message: BODY_MESSAGES[status] ?? httpMessage(error), unexpected: false };
    if (status < 500) return { status, code: 'BAD_USER_INPUT', message: httpMessage(error), unexpected: false };
  }
  // Races that a service did not name more precisely: a row inserted first by another request, or a lost lock.
  if (isDuplicateKey(error))
    return { status: 409, code: 'CONFLICT', message: 'That was just created by another request.', unexpected: false };
  if (isRetryableConflict(error)) return { status: 409, code: 'CONFLICT', message: BUSY_MESSAGE, unexpected: false };
  // An outage, not a bug: the database is stopped, restarting or unreachable (the pool reconnects once it answers).
  if (isDatabaseUnavailable(error))
    return {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: UNAVAILABLE_MESSAGE,
      retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
      unexpected: false,
    };
  // A full volume under an upload: refused whole (the store leaves no part of the file), and logged for the operator.
  if (isStorageFull(error))
    return {
      status: 507,
      code: 'INSUFFICIENT_STORAGE',
      message: STORAGE_FULL_MESSAGE,
      retryAfterSeconds: STORAGE_FULL_RETRY_AFTER_SECONDS,
      unexpected: false,
    };
  // Fastify's own client errors (malformed JSON, body too large, bad content type) carry a 4xx statusCode.
  const statusCode = (error as { statusCode?: unknown })?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const code = CODE_OF_STATUS[statusCode] ?? 'BAD_USER_INPUT';
    const message = BODY_MESSAGES[statusCode] ?? ((error as Error).message || 'Bad request.');
    return { status: statusCode, code, message, unexpected: false };
  }
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error.', unexpected: true };
}

const logger = new Logger('Errors');
/** A database outage is told once in this long, however many requests it turns away. */
const OUTAGE_LOGGED_EVERY_MS = 10_000;
let outageLoggedAt = -Infinity;

/** Classifies, and logs what the caller must not see: bugs, a full volume, and (a line every 10 s) a database outage. */
export function classifyAndLog(exception: unknown): ClassifiedError {
  const error = classifyError(exception);
  if (error.unexpected)
    logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  else if (error.code === 'INSUFFICIENT_STORAGE')
    logger.error(`An upload could not be stored, the volume is full: ${(exception as Error).message}`);
  else if (error.code === 'SERVICE_UNAVAILABLE' && Date.now() - outageLoggedAt >= OUTAGE_LOGGED_EVERY_MS) {
    outageLoggedAt = Date.now();
    logger.warn(
      `The database is not answering (${exception instanceof Error ? exception.message : String(exception)}): requests that need it are answered 503`,
    );
  }
  return error;
}
