import { describe, expect, it } from '@jest/globals';
import { answerProblem, type CheckedAnswer } from './support/openapi-answers.js';

/** The check every /api answer of TestApp.rest passes (support/openapi-answers.ts): it must refuse what the document does not say. */

const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

function answer(
  status: number,
  body: unknown,
  contentType = JSON_TYPE,
  headers: Record<string, string> = {},
): CheckedAnswer {
  const text =
    body === undefined
      ? ''
      : typeof body === 'string' && !contentType.startsWith('application/json')
        ? body
        : JSON.stringify(body);
  return {
    status,
    contentType: body === undefined ? '' : contentType,
    text,
    json: contentType.startsWith('application/json') && text ? JSON.parse(text) : undefined,
    headers: new Headers(headers),
  };
}

const product = {
  productId: 'SMK-001',
  productName: 'Tinapang Bangus 400 g',
  productPrice: 230,
  productType: 'SMOKED',
  productStatus: 'Available',
  productImage: '/images/a.webp',
};
const error = (statusCode: number, code: string) => ({ statusCode, code, message: 'Nope.' });

describe('the OpenAPI answer check', () => {
  it('passes answers the document describes', () => {
    expect(answerProblem('GET', '/api/Product/list', answer(200, [product], JSON_TYPE, { etag: '"x"' }))).toBeNull();
    expect(answerProblem('GET', '/api/Product/searchbyProductId?productId=SMK-001', answer(200, product))).toBeNull();
    expect(answerProblem('GET', '/api/Product/searchbyProductId?productId=NOPE', answer(200, undefined))).toBeNull();
    expect(
      answerProblem('POST', '/api/Login/register', answer(409, 'Username is already taken.', TEXT_TYPE)),
    ).toBeNull();
    expect(answerProblem('PUT', '/api/Product/approveOrder?orderId=1', answer(409, error(409, 'CONFLICT')))).toBeNull();
    expect(answerProblem('GET', '/api/Nope/nothing', answer(404, error(404, 'NOT_FOUND')))).toBeNull();
    expect(answerProblem('GET', '/graphql', answer(200, { anything: true }))).toBeNull();
  });

  it('names the route, the status and what ajv found when a field is added, missing or retyped', () => {
    expect(
      answerProblem('GET', '/api/Product/searchbyProductId?productId=SMK-001', answer(200, { ...product, stock: 3 })),
    ).toMatch(
      /^GET \/api\/Product\/searchbyProductId\?productId=SMK-001 answered 200, an answer that does not match its schema: body must NOT have additional properties \{"additionalProperty":"stock"\}/,
    );
    const { productImage: _image, ...missing } = product;
    expect(answerProblem('GET', '/api/Product/searchbyProductId?productId=SMK-001', answer(200, missing))).toMatch(
      /must have required property 'productImage'/,
    );
    expect(
      answerProblem(
        'GET',
        '/api/Product/searchbyProductId?productId=SMK-001',
        answer(200, { ...product, productPrice: '230' }),
      ),
    ).toMatch(/body\/productPrice must be number/);
  });

  it('refuses a status the operation does not list, a wrong error shape, a wrong Content-Type and a missing required header', () => {
    expect(answerProblem('GET', '/api/Product/list', answer(404, error(404, 'NOT_FOUND')))).toMatch(
      /answered 404, a status the document does not list for it \(only 200, 304, 400, 401, 403, 429\)/,
    );
    expect(answerProblem('GET', '/api/Product/list', answer(500, error(500, 'INTERNAL_SERVER_ERROR')))).toMatch(
      /a status the document does not list/,
    );
    expect(answerProblem('PUT', '/api/Product/approveOrder', answer(409, error(409, 'NOT_FOUND')))).toMatch(
      /body\/code must be equal to constant/,
    );
    expect(answerProblem('POST', '/api/Login/register', answer(409, error(409, 'CONFLICT')))).toMatch(
      /is application\/json; charset=utf-8; the document gives it text\/plain/,
    );
    expect(answerProblem('GET', '/api/Product/list', answer(200, [product]))).toMatch(/has no ETag header/);
    expect(answerProblem('GET', '/api/Product/list', answer(429, error(429, 'TOO_MANY_REQUESTS')))).toMatch(
      /has no Retry-After header/,
    );
    expect(answerProblem('GET', '/api/Product/list', answer(200, undefined, JSON_TYPE, { etag: '"x"' }))).toMatch(
      /has an empty body/,
    );
  });

  it('lets a route the document does not describe only refuse', () => {
    expect(answerProblem('GET', '/api/Product/secret', answer(200, [product]))).toMatch(
      /the document has no GET \/api\/Product\/secret: only an error answer may come from there/,
    );
    expect(answerProblem('GET', '/api/Login/whatever', answer(404, error(404, 'NOT_FOUND')))).toMatch(
      /the document gives it text\/plain/,
    );
  });
});
