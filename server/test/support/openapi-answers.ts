import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { ERROR_CODES, errorResponseRef, type ErrorStatus } from '../../src/http/openapi/error-responses.js';
import { OPENAPI_DOCUMENT } from '../../src/http/openapi/openapi-document.js';
import { errorStyleOf } from '../../src/http/openapi/operation.js';

/**
 * Every answer a test receives from an /api route through TestApp.rest is checked here against
 * the OpenAPI document the server serves (src/http/openapi): the status must be one the
 * operation lists, the Content-Type one of that answer's media types, its required headers
 * present and the body valid against its schema. A route the document does not describe may
 * only refuse (4xx, in the error shape of its path).
 */

/** The parts of an answer that are checked (what TestApp.rest returns). */
export interface CheckedAnswer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
  headers: Headers;
}

interface ResponseObject {
  description: string;
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, { schema: unknown }>;
  'x-empty-body'?: boolean;
  $ref?: string;
}

type Operation = { responses: Record<string, ResponseObject> };

const DOCUMENT_ID = 'urn:waters:openapi';
const document = OPENAPI_DOCUMENT as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, ResponseObject> };
};

/** JSON pointer (RFC 6901) segment, in a URI fragment. */
const segment = (part: string) => encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1'));

let compiled: { ajv: Ajv2020; validators: Map<string, ValidateFunction> } | undefined;

/** The validator of the schema at a JSON pointer of the document, by Ajv holding the whole document (its refs resolve in it), strict about unknown keywords. */
export function validatorAt(pointer: string): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv2020({
      allErrors: true,
      strictSchema: true,
      strictNumbers: true,
      strictRequired: true,
      strictTypes: false,
    });
    ajvFormats.default(ajv);
    // The document's own top-level members, so that Ajv can hold it as a schema and resolve refs into it.
    ajv.addVocabulary(['openapi', 'jsonSchemaDialect', 'info', 'tags', 'paths', 'components']);
    ajv.addSchema(OPENAPI_DOCUMENT, DOCUMENT_ID);
    compiled = { ajv, validators: new Map() };
  }
  let validate = compiled.validators.get(pointer);
  if (!validate) {
    validate = compiled.ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
    compiled.validators.set(pointer, validate);
  }
  return validate;
}

/** A response object with the JSON pointer it lives at (following one $ref to components.responses). */
function resolved(
  response: ResponseObject | { $ref: string },
  pointer: string,
): { response: ResponseObject; pointer: string } {
  if (!response.$ref) return { response: response as ResponseObject, pointer };
  const name = response.$ref.replace('#/components/responses/', '');
  const target = document.components.responses[name];
  if (!target) throw new Error(`OpenAPI: ${pointer} refers to ${response.$ref}, which the document does not have`);
  return { response: target, pointer: `/components/responses/${segment(name)}` };
}

const excerpt = (answer: CheckedAnswer) => (answer.text.length > 300 ? `${answer.text.slice(0, 300)}…` : answer.text);

/** What is wrong with the body and headers of an answer against one documented response, or null. */
function responseProblem(response: ResponseObject, pointer: string, answer: CheckedAnswer): string | null {
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    if (header.required && answer.headers.get(name) === null)
      return `has no ${name} header, which the document requires`;
  }
  const media = Object.keys(response.content ?? {});
  if (answer.text === '') {
    return media.length === 0 || response['x-empty-body']
      ? null
      : `has an empty body; the document gives it ${media.join(' or ')}`;
  }
  if (media.length === 0)
    return `has a body (${answer.contentType || 'no Content-Type'}), which the document says it has not`;
  const type = answer.contentType.split(';')[0].trim().toLowerCase();
  if (!media.includes(type))
    return `is ${answer.contentType || 'without a Content-Type'}; the document gives it ${media.join(' or ')}`;
  const isJson = type === 'application/json';
  if (isJson && answer.json === undefined) return 'is not JSON although its Content-Type says so';
  const validate = validatorAt(`${pointer}/content/${segment(type)}/schema`);
  if (validate(isJson ? answer.json : answer.text)) return null;
  const errors = validate.errors!.map(
    (e) => `body${e.instancePath} ${e.message}${Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`,
  );
  const more = errors.length > 5 ? `; and ${errors.length - 5} more` : '';
  return `does not match its schema: ${errors.slice(0, 5).join('; ')}${more}`;
}

/** The documented path with {parameters} that a concrete path fills in (itself when none does). */
function templateOf(route: string): string {
  const parts = route.split('/');
  const match = Object.keys(document.paths).find((path) => {
    const pattern = path.split('/');
    return (
      pattern.length === parts.length &&
      pattern.every((part, i) => (/^\{\w+\}$/.test(part) ? parts[i] !== '' : part === parts[i]))
    );
  });
  return match ?? route;
}

/** Why an answer of `method path` breaks the document, or null when it keeps to it (or is not of /api). */
export function answerProblem(method: string, path: string, answer: CheckedAnswer): string | null {
  const route = path.split(/[?#]/)[0];
  const verb = method.toLowerCase();
  if (!route.startsWith('/api/') || verb === 'head' || verb === 'options') return null;
  const template = document.paths[route] ? route : templateOf(route);
  const operation = document.paths[template]?.[verb];
  const where = `${method.toUpperCase()} ${path} answered ${answer.status}`;
  if (!operation) {
    // Not a route: only a refusal in the error shape of its path (404 for an unknown route, 429, …), never an answer.
    if (!(answer.status in ERROR_CODES))
      return `${where}, but the document has no ${method.toUpperCase()} ${route}: only an error answer may come from there`;
    const refusal = resolved(
      errorResponseRef(answer.status as ErrorStatus, errorStyleOf(route)),
      `(no route ${route})`,
    );
    const problem = responseProblem(refusal.response, refusal.pointer, answer);
    return problem && `${where}, an answer that ${problem} (body: ${excerpt(answer)})`;
  }
  const documented = operation.responses[String(answer.status)];
  if (!documented)
    return `${where}, a status the document does not list for it (only ${Object.keys(operation.responses).join(', ')}); body: ${excerpt(answer)}`;
  const { response, pointer } = resolved(documented, `/paths/${segment(template)}/${verb}/responses/${answer.status}`);
  const problem = responseProblem(response, pointer, answer);
  return problem && `${where}, an answer that ${problem} (body: ${excerpt(answer)})`;
}

/** Throws when an answer breaks the document (see answerProblem). */
export function assertDocumentedAnswer(method: string, path: string, answer: CheckedAnswer): void {
  const problem = answerProblem(method, path, answer);
  if (problem) throw new Error(`OpenAPI document (src/http/openapi) vs the server: ${problem}`);
}
