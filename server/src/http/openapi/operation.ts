import type { ApiScope } from '../../platform/identity/api-scope.js';
import { Role } from '../../platform/identity/role.js';
import { errorResponseRef, type ErrorStatus } from './error-responses.js';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) or a $ref to one. */
export type JsonSchema = { readonly [keyword: string]: unknown };

export interface MediaType {
  readonly schema: JsonSchema;
}

export interface ResponseObject {
  readonly description: string;
  readonly headers?: Readonly<
    Record<string, { readonly description: string; readonly required?: boolean; readonly schema: JsonSchema }>
  >;
  readonly content?: Readonly<Record<string, MediaType>>;
  /** The answer may also come with no body and no Content-Type (searchbyProductId's "no such product"). */
  readonly 'x-empty-body'?: boolean;
}

export type Reference = { readonly $ref: string };

export interface Parameter {
  readonly name: string;
  readonly in: 'query' | 'header' | 'path';
  readonly description: string;
  readonly required?: boolean;
  readonly schema: JsonSchema;
}

export type Method = 'get' | 'post' | 'put' | 'delete';

/** Who may call an operation: anyone, or the roles given, and the scope an API key needs (null: no key may). */
export type Access = 'public' | { readonly roles: readonly Role[]; readonly keyScope: ApiScope | null };

export const SIGNED_IN: readonly Role[] = [Role.Customer, Role.Employee];

export interface RouteSpec {
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly access: Access;
  readonly parameters?: readonly (Parameter | Reference)[];
  readonly requestBody?: {
    readonly description?: string;
    readonly required: boolean;
    readonly content: Readonly<Record<string, MediaType>>;
  };
  /** The answers of this operation's own: its successes and the errors only it gives (by status). */
  readonly responses: Readonly<Record<string, ResponseObject | Reference>>;
  /** Errors of the route's own besides those every route of its kind gives (see `route`). */
  readonly errors?: readonly ErrorStatus[];
}

export interface Route {
  readonly path: string;
  readonly method: Method;
  readonly operation: Record<string, unknown>;
}

/** /api/Login answers its errors as text/plain (the old client shows them as they are); every other route as JSON. */
export const errorStyleOf = (path: string): 'json' | 'text' => (path.startsWith('/api/Login/') ? 'text' : 'json');

/**
 * One operation with the errors every route of its kind can give, whatever the handler does:
 * 400 (the input check of every query and body) and 429 (the per-address limit) everywhere;
 * 401 and 403 (no session; the wrong role, someone else's id or a key without the scope) where
 * a caller must sign in; 403 (the XSRF check), 413 and 415 (body size and type) on every method
 * that carries a body.
 */
export function route(method: Method, path: string, spec: RouteSpec): Route {
  const unsafe = method !== 'get';
  const common: ErrorStatus[] = [400, 429];
  if (spec.access !== 'public') common.push(401, 403);
  if (unsafe) common.push(403, 413, 415);
  const style = errorStyleOf(path);
  const errors = [...new Set([...common, ...(spec.errors ?? [])])].sort((a, b) => a - b);
  const responses: Record<string, ResponseObject | Reference> = { ...spec.responses };
  for (const status of errors) responses[status] ??= errorResponseRef(status, style);
  const access = spec.access;
  return {
    path,
    method,
    operation: {
      operationId: spec.operationId,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: spec.tags,
      ...(spec.parameters || unsafe
        ? {
            parameters: [
              ...(spec.parameters ?? []),
              ...(unsafe ? [{ $ref: '#/components/parameters/XsrfToken' }] : []),
            ],
          }
        : {}),
      ...(spec.requestBody ? { requestBody: spec.requestBody } : {}),
      responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
      security: access === 'public' ? [] : [{ bearerAuth: access.keyScope ? [access.keyScope] : [] }],
      ...(access === 'public' ? {} : { 'x-roles': access.roles, 'x-api-key-scope': access.keyScope }),
    },
  };
}

/** The OpenAPI `paths` object of these routes, in the order given. */
export function pathsOf(routes: readonly Route[]): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { path, method, operation } of routes) {
    paths[path] ??= {};
    if (paths[path][method]) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} is described twice`);
    paths[path][method] = operation;
  }
  return paths;
}

/** A JSON answer. */
export const json = (description: string, schema: JsonSchema, extra: Partial<ResponseObject> = {}): ResponseObject => ({
  description,
  ...extra,
  content: { 'application/json': { schema } },
});

export const schemaRef = (name: string): Reference => ({ $ref: `#/components/schemas/${name}` });

/** A query parameter. */
export const query = (name: string, description: string, schema: JsonSchema, required = true): Parameter => ({
  name,
  in: 'query',
  description,
  required,
  schema,
});
