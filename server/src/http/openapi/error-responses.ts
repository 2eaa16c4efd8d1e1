/**
 * The error answers of /api (docs/legacy-contract.md#rest-routes): `{"statusCode","code","message"}`
 * (with `fields` naming each bad field when there are some) on every route but /api/Login/*,
 * which answers the message alone as text/plain. The code goes with the status, one to one.
 */
export const ERROR_CODES = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'IDEMPOTENCY_KEY_REUSED',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
  507: 'INSUFFICIENT_STORAGE',
} as const;

export type ErrorStatus = keyof typeof ERROR_CODES;

const MEANING: Record<ErrorStatus, { name: string; description: string }> = {
  400: {
    name: 'BadInput',
    description: 'Invalid input (a field, a query parameter, malformed JSON, a hostile shape); the message says what.',
  },
  401: {
    name: 'Unauthenticated',
    description:
      'No bearer token, or a session that has ended (logout, password change, expiry) or a revoked or expired API key.',
  },
  403: {
    name: 'Forbidden',
    description:
      'The wrong role, a caller id that is not the signed-in user, an API key without the scope the operation needs, or an unsafe request whose XSRF-TOKEN cookie is not echoed in X-XSRF-TOKEN.',
  },
  404: { name: 'NotFound', description: 'No such product or order.' },
  409: {
    name: 'Conflict',
    description:
      'The change conflicts with the data: a taken id or user name, an order already decided, stock that does not cover an approval, or a concurrent change (retry).',
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body is larger than the route accepts (1 MB of JSON; 5 MB or 50 megapixels for a picture).',
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body is not JSON (or, for a picture upload, not a JPEG, PNG or WebP picture).',
  },
  422: { name: 'IdempotencyKeyReused', description: 'The same Idempotency-Key was sent before with another cart.' },
  429: {
    name: 'TooManyRequests',
    description: 'A rate limit or a login lock; Retry-After says in how many seconds to try again.',
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The database is not answering (stopped, restarting, unreachable); nothing was changed. Retry-After says when to try again.',
  },
  507: {
    name: 'InsufficientStorage',
    description:
      'The volume uploads are kept on is full: nothing was stored and nothing changed. Retry-After says when to try again.',
  },
};

/** The answers that say when to try again. */
const RETRYABLE_STATUSES: readonly ErrorStatus[] = [429, 503, 507];

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
};

/** The JSON error answer of one status. */
function jsonError(status: ErrorStatus) {
  return {
    description: MEANING[status].description,
    ...(RETRYABLE_STATUSES.includes(status) ? { headers: RETRY_AFTER } : {}),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/Error' },
            { properties: { statusCode: { const: status }, code: { const: ERROR_CODES[status] } } },
          ],
        },
      },
    },
  };
}

/** The text error answer of one status (/api/Login/*): the message alone. */
function textError(status: ErrorStatus) {
  return {
    description: `${MEANING[status].description} Answered as text/plain, the message alone.`,
    ...(RETRYABLE_STATUSES.includes(status) ? { headers: RETRY_AFTER } : {}),
    content: { 'text/plain': { schema: { $ref: '#/components/schemas/TextError' } } },
  };
}

const STATUSES = Object.keys(ERROR_CODES).map(Number) as ErrorStatus[];

/** components.responses: each error in both styles, e.g. `NotFound` and `TextNotFound`. */
export const ERROR_RESPONSES = Object.fromEntries(
  STATUSES.flatMap((status) => [
    [MEANING[status].name, jsonError(status)],
    [`Text${MEANING[status].name}`, textError(status)],
  ]),
);

export const errorResponseRef = (status: ErrorStatus, style: 'json' | 'text') => ({
  $ref: `#/components/responses/${style === 'text' ? 'Text' : ''}${MEANING[status].name}`,
});

/** components.schemas for the errors. */
export const ERROR_SCHEMAS = {
  Error: {
    type: 'object',
    description: 'The error answer of every /api route but /api/Login/*.',
    required: ['statusCode', 'code', 'message'],
    properties: {
      statusCode: { type: 'integer', description: 'The HTTP status again.', minimum: 400, maximum: 599 },
      code: {
        enum: Object.values(ERROR_CODES),
        description: 'The same codes as GraphQL errors (extensions.code), one per status.',
      },
      message: { type: 'string', minLength: 1, description: 'What went wrong, for a person.' },
      fields: {
        type: 'object',
        description: 'Field name → what is wrong with it.',
        additionalProperties: { type: 'string' },
      },
    },
    additionalProperties: false,
  },
  TextError: { type: 'string', minLength: 1, description: 'The message of an error of /api/Login/*, as text.' },
};
