import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { accessRuleOf, keyRuleOf } from '../src/http/access/access.decorator.js';
import { OPENAPI_DOCUMENT } from '../src/http/openapi/openapi-document.js';
import { Role } from '../src/platform/identity/role.js';
import { validatorAt } from './support/openapi-answers.js';
import { declaredHandlers } from './support/routes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * GET /api/openapi.json and what keeps the document honest: it is valid OpenAPI 3.1, it names
 * exactly the /api routes the server declares, with the access each handler declares, and every
 * answer the contract tests receive is checked against it (support/openapi-answers.ts).
 */

/**
 * The OpenAPI Initiative's schema of OpenAPI 3.1 documents (https://spec.openapis.org/oas/3.1/schema/2022-10-07,
 * Apache-2.0), kept here so that the check needs no network. Ajv resolves its `$dynamicRef: "#meta"`
 * (where a Schema Object may stand) to the wrong place, so those become plain refs to `$defs/schema`,
 * as swagger-parser does: the same check, since this schema does not look inside Schema Objects.
 */
const OAS_31_SCHEMA = JSON.parse(
  readFileSync(new URL('./support/oas-3.1-schema.json', import.meta.url), 'utf8'),
  (key, value) =>
    value && typeof value === 'object' && value.$dynamicRef === '#meta'
      ? { $ref: '#/$defs/schema' }
      : key === '$dynamicAnchor'
        ? undefined
        : value,
) as object;

interface Operation {
  operationId: string;
  security: { bearerAuth: string[] }[];
  'x-roles'?: string[];
  'x-api-key-scope'?: string | null;
  parameters?: { schema?: object; $ref?: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}

const document = OPENAPI_DOCUMENT as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  // A path parameter is {name} here and :name in the routes the server declares.
  Object.entries(item).map(([method, operation]) => ({
    route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    path,
    method,
    operation,
  })),
);
const segment = (part: string) => encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1'));

/** Every `$ref` in the document, with where it is. */
function refsIn(value: unknown, at = ''): { at: string; ref: string }[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string' ? [{ at, ref: item }] : refsIn(item, `${at}/${key}`),
  );
}

const resolves = (ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')],
      document,
    ) !== undefined;

describe('the OpenAPI document of /api', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('is served at GET /api/openapi.json: public, JSON, cacheable, without an XSRF cookie; If-None-Match gives 304', async () => {
    const served = await t.rest('GET', '/api/openapi.json');
    expect({
      status: served.status,
      type: served.contentType,
      cache: served.headers.get('cache-control'),
      cookie: served.headers.get('set-cookie'),
    }).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      cache: 'public, max-age=300',
      cookie: null,
    });
    expect(served.json).toEqual(JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)));
    const etag = served.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.rest('GET', '/api/openapi.json', { headers: { 'if-none-match': etag! } });
    expect([again.status, again.text]).toEqual([304, '']);
  });

  it('is a valid OpenAPI 3.1 document', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    ajvFormats.default(ajv);
    // The OAS schema's own format for the keys of `content` (RFC 9110: type/subtype, either may be *).
    ajv.addFormat('media-range', /^[\w.+*-]+\/[\w.+*-]+$/);
    const validate = ajv.compile(OAS_31_SCHEMA);
    expect(validate(OPENAPI_DOCUMENT) ? [] : validate.errors).toEqual([]);
    // The check does look: a document without a title, or with an answer without a description, is refused.
    expect(validate({ ...OPENAPI_DOCUMENT, info: { version: '1' } })).toBe(false);
    const broken = JSON.parse(JSON.stringify(OPENAPI_DOCUMENT));
    delete broken.paths['/api/Product/list'].get.responses['200'].description;
    expect(validate(broken)).toBe(false);
  });

  it('has every $ref resolve, unique operation ids, and every schema compile under strict JSON Schema 2020-12', () => {
    expect(refsIn(document).filter(({ ref }) => !resolves(ref))).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const pointers = [
      ...Object.keys(document.components.schemas).map((name) => `/components/schemas/${segment(name)}`),
      ...Object.entries(document.components.responses as Record<string, { content?: object }>).flatMap(
        ([name, response]) =>
          Object.keys(response.content ?? {}).map(
            (type) => `/components/responses/${segment(name)}/content/${segment(type)}/schema`,
          ),
      ),
      ...operations.flatMap(({ path, method, operation }) => {
        const at = `/paths/${segment(path)}/${method}`;
        return [
          ...(operation.parameters ?? []).flatMap((parameter, i) =>
            parameter.schema ? [`${at}/parameters/${i}/schema`] : [],
          ),
          ...Object.keys(operation.requestBody?.content ?? {}).map(
            (type) => `${at}/requestBody/content/${segment(type)}/schema`,
          ),
          ...Object.entries(operation.responses).flatMap(([status, response]) =>
            Object.keys(response.content ?? {}).map(
              (type) => `${at}/responses/${status}/content/${segment(type)}/schema`,
            ),
          ),
        ];
      }),
    ];
    expect(pointers.length).toBeGreaterThan(60);
    for (const pointer of pointers) expect(() => validatorAt(pointer)).not.toThrow();
  });

  it('names exactly the /api routes the server declares, and no other', () => {
    const declared = [...declaredHandlers(t.app).keys()].filter((route) => route.split(' ')[1].startsWith('/api/'));
    expect(operations.map(({ route }) => route).sort()).toEqual(declared.sort());
  });

  it('says who may call each operation, and with which API key scope, as its handler declares', () => {
    const handlers = declaredHandlers(t.app);
    for (const { route, operation } of operations) {
      const { handler, controller } = handlers.get(route)!;
      const access = accessRuleOf(handler, controller);
      const key = keyRuleOf(handler, controller);
      const declared =
        access.kind === 'public'
          ? { security: [] }
          : {
              security: [{ bearerAuth: key?.kind === 'scope' ? [key.scope] : [] }],
              'x-roles': access.kind === 'roles' ? [...access.roles] : [Role.Customer, Role.Employee],
              'x-api-key-scope': key?.kind === 'scope' ? key.scope : null,
            };
      const documented = {
        security: operation.security,
        ...(operation['x-roles']
          ? { 'x-roles': operation['x-roles'], 'x-api-key-scope': operation['x-api-key-scope'] }
          : {}),
      };
      expect({ route, ...documented }).toEqual({ route, ...declared });
    }
  });
});
