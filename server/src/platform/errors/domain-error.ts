/** The error codes the API speaks, on GraphQL (extensions.code) and REST (HTTP status). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'TOO_MANY_REQUESTS';

export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  TOO_MANY_REQUESTS: 429,
};

/** Field name → what is wrong with it. */
export type FieldErrors = Record<string, string>;

/** One refused line of an order and why, in the buyer's words; productId null: the order as a whole. */
export interface LineProblem {
  readonly productId: string | null;
  readonly message: string;
}

/** An expected failure a caller can act on; anything else is a server error. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** For TOO_MANY_REQUESTS: when to try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** For a refused order: every line that fails, each named (GraphQL extensions.lines). */
    readonly lines?: readonly LineProblem[],
  ) {
    super(message);
  }
}

export const badInput = (message: string, fields?: FieldErrors) => new DomainError('BAD_USER_INPUT', message, fields);
/** An order refused for several lines at once: every problem in the message, and each by its product. */
export const badLines = (lines: readonly LineProblem[]) =>
  new DomainError('BAD_USER_INPUT', lines.map((line) => line.message).join('; '), undefined, undefined, lines);
export const unauthenticated = (message = 'Authentication required.') => new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this.') => new DomainError('FORBIDDEN', message);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError('TOO_MANY_REQUESTS', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
