import { describe, expect, it } from '@jest/globals';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  InternalServerErrorException,
  NotFoundException,
  PayloadTooLargeException,
  UnauthorizedException,
} from '@nestjs/common';
import { badInput, conflict, DomainError, forbidden, notFound, unauthenticated } from './domain-error.js';
import { classifyError } from './error-classifier.js';

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
