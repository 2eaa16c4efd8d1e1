import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  InternalServerErrorException,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  UnauthorizedException,
} from '@nestjs/common';
import { badInput, conflict, DomainError, forbidden, notFound, unauthenticated } from './domain-error.js';
import { QueryFailedError } from 'typeorm';
import { classifyAndLog, classifyError, STORAGE_FULL_MESSAGE, UNAVAILABLE_MESSAGE } from './error-classifier.js';

describe('classifyError with DomainError', () => {
  it.each([
    [badInput('Price is not valid.'), 400, 'BAD_USER_INPUT'],
    [unauthenticated(), 401, 'UNAUTHENTICATED'],
    [forbidden(), 403, 'FORBIDDEN'],
    [notFound('Order not found.'), 404, 'NOT_FOUND'],
    [conflict('Username is already taken.'), 409, 'CONFLICT'],
  ] as const)('maps %p to %p %p, keeping its message', (error, status, code) => {
    expect(classifyError(error)).toEqual({
      status,
      code,
      message: error.message,
      fields: undefined,
      unexpected: false,
    });
  });

  it('keeps the field errors', () => {
    const fields = { productPrice: 'Price must be greater than zero' };
    expect(classifyError(new DomainError('BAD_USER_INPUT', 'Bad price.', fields))).toMatchObject({
      status: 400,
      fields,
    });
  });
});

describe('classifyError with Nest HttpException', () => {
  it.each([
    [new BadRequestException('Bad thing'), 400, 'BAD_USER_INPUT', 'Bad thing'],
    [new UnauthorizedException('Log in first'), 401, 'UNAUTHENTICATED', 'Log in first'],
    [new ForbiddenException('Not yours'), 403, 'FORBIDDEN', 'Not yours'],
    [new NotFoundException('No such page'), 404, 'NOT_FOUND', 'No such page'],
    [new ConflictException('Already there'), 409, 'CONFLICT', 'Already there'],
    [new PayloadTooLargeException('Too big'), 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large.'],
  ] as const)('maps %p to %p %p', (error, status, code, message) => {
    expect(classifyError(error)).toEqual({ status, code, message, unexpected: false });
  });

  it('uses the default message when none is given', () => {
    expect(classifyError(new UnauthorizedException())).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Unauthorized',
    });
  });

  it('joins a list of messages', () => {
    expect(classifyError(new BadRequestException(['a is bad', 'b is bad'])).message).toBe('a is bad; b is bad');
  });

  it('maps 429 to TOO_MANY_REQUESTS', () => {
    expect(classifyError(new HttpException('Slow down', 429))).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Slow down',
      unexpected: false,
    });
  });

  it('maps another 4xx to BAD_USER_INPUT with its status', () => {
    expect(classifyError(new HttpException('I am a teapot', 418))).toEqual({
      status: 418,
      code: 'BAD_USER_INPUT',
      message: 'I am a teapot',
      unexpected: false,
    });
  });

  it('hides a 5xx HttpException as an unexpected internal error', () => {
    expect(classifyError(new InternalServerErrorException('connect ECONNREFUSED 10.0.0.5:3306'))).toEqual({
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal server error.',
      unexpected: true,
    });
  });
});

describe('classifyError with Fastify client errors', () => {
  it('maps statusCode 413 to PAYLOAD_TOO_LARGE with a fixed message', () => {
    expect(classifyError({ statusCode: 413 })).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large.',
      unexpected: false,
    });
  });

  it('maps statusCode 400 (malformed JSON) to BAD_USER_INPUT with its message', () => {
    expect(classifyError({ statusCode: 400, message: 'Unexpected token' })).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'Unexpected token',
      unexpected: false,
    });
  });

  it('maps statusCode 415 to UNSUPPORTED_MEDIA_TYPE', () => {
    const error = Object.assign(new Error('Unsupported Media Type: text/csv'), { statusCode: 415 });
    expect(classifyError(error)).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', unexpected: false });
  });

  it('falls back to "Bad request." when a 4xx error has no message', () => {
    expect(classifyError({ statusCode: 400 })).toMatchObject({
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'Bad request.',
    });
  });

  it('does not trust a 5xx statusCode', () => {
    expect(classifyError({ statusCode: 503, message: 'pool exhausted' })).toMatchObject({
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal server error.',
      unexpected: true,
    });
  });
});

describe('classifyError with anything else', () => {
  it('maps a plain Error to 500 without revealing its message', () => {
    const result = classifyError(new Error('SQLITE_CONSTRAINT: UNIQUE constraint failed: users.password_hash'));
    expect(result).toEqual({
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal server error.',
      unexpected: true,
    });
    expect(result.message).not.toContain('SQLITE');
  });

  it.each([null, undefined, 'boom', 42, {}, { statusCode: '400' }])('maps %p to an unexpected 500', (thrown) => {
    expect(classifyError(thrown)).toEqual({
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal server error.',
      unexpected: true,
    });
  });
});

/** An error as mysql2 raises it: a message, a code (some have none) and, when the connection is unusable, fatal. */
const mysql2Error = (message: string, fields: { code?: string; errno?: number; fatal?: boolean } = {}) =>
  Object.assign(new Error(message), fields);

const SERVICE_UNAVAILABLE = {
  status: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: UNAVAILABLE_MESSAGE,
  retryAfterSeconds: 5,
  unexpected: false,
};

describe('classifyError with a database that does not answer', () => {
  it.each([
    ['a refused connection', mysql2Error('connect ECONNREFUSED 127.0.0.1:3306', { code: 'ECONNREFUSED', fatal: true })],
    ['a connect timeout', mysql2Error('connect ETIMEDOUT', { code: 'ETIMEDOUT', fatal: true })],
    [
      'a connection lost mid-query',
      mysql2Error('Connection lost: The server closed the connection.', {
        code: 'PROTOCOL_CONNECTION_LOST',
        fatal: true,
      }),
    ],
    ['a reset connection', mysql2Error('read ECONNRESET', { code: 'ECONNRESET' })],
    ['a server shutting down', mysql2Error('Server shutdown in progress', { code: 'ER_SERVER_SHUTDOWN', errno: 1053 })],
    ['a server out of connections', mysql2Error('Too many connections', { code: 'ER_CON_COUNT_ERROR', errno: 1040 })],
    ['a closed pool', mysql2Error('Pool is closed.')],
    ['a command on a closed connection', mysql2Error("Can't add new command when connection is in closed state")],
    ['any fatal driver error', mysql2Error('Unexpected packet', { fatal: true })],
  ])('maps %s to 503 SERVICE_UNAVAILABLE with Retry-After, hiding the message', (_, error) => {
    expect(classifyError(error)).toEqual(SERVICE_UNAVAILABLE);
  });

  it('reads the driver error TypeORM wrapped in a QueryFailedError', () => {
    const lost = mysql2Error('Connection lost: The server closed the connection.', {
      code: 'PROTOCOL_CONNECTION_LOST',
      fatal: true,
    });
    expect(classifyError(new QueryFailedError('SELECT 1', [], lost))).toEqual(SERVICE_UNAVAILABLE);
    const closed = mysql2Error("Can't add new command when connection is in closed state");
    expect(classifyError(new QueryFailedError('COMMIT', [], closed))).toEqual(SERVICE_UNAVAILABLE);
  });

  it.each([
    ['a syntax error', mysql2Error('You have an error in your SQL syntax', { code: 'ER_PARSE_ERROR', errno: 1064 })],
    ['a missing table', mysql2Error("Table 'waters.nope' doesn't exist", { code: 'ER_NO_SUCH_TABLE', errno: 1146 })],
    ['a corrupt SQLite file', mysql2Error('database disk image is malformed', { code: 'SQLITE_CORRUPT' })],
  ])('keeps %s an unexpected 500', (_, error) => {
    expect(classifyError(new QueryFailedError('SELECT 1', [], error))).toMatchObject({
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      unexpected: true,
    });
  });

  it('keeps a busy SQLite database a retryable 409', () => {
    expect(classifyError(mysql2Error('database is locked', { code: 'SQLITE_BUSY' }))).toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
  });
});

describe('classifyAndLog during a database outage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('logs a warning once in 10 s, never an error, however many requests it turns away', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const refused = mysql2Error('connect ECONNREFUSED 127.0.0.1:3306', { code: 'ECONNREFUSED', fatal: true });
    jest.useFakeTimers({ now: 1_000_000_000_000 });
    for (let i = 0; i < 50; i++) expect(classifyAndLog(refused).status).toBe(503);
    jest.setSystemTime(1_000_000_009_999);
    classifyAndLog(refused);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('ECONNREFUSED');
    jest.setSystemTime(1_000_000_010_000);
    classifyAndLog(refused);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('classifyError with a full volume', () => {
  it.each(['ENOSPC', 'EDQUOT'])('maps %s from a write to 507 INSUFFICIENT_STORAGE with Retry-After', (code) => {
    const error = Object.assign(new Error(`${code}: no space left on device, write`), { code, syscall: 'write' });
    expect(classifyError(error)).toEqual({
      status: 507,
      code: 'INSUFFICIENT_STORAGE',
      message: STORAGE_FULL_MESSAGE,
      retryAfterSeconds: 300,
      unexpected: false,
    });
  });

  it('leaves other file errors to the 500 of a bug', () => {
    const error = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    expect(classifyError(error)).toMatchObject({ status: 500, unexpected: true });
  });
});
