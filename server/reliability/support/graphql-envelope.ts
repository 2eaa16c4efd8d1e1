import fc from 'fast-check';
import { createHash } from 'node:crypto';

/**
 * Ways to break the GraphQL request's envelope rather than its values: the operation name, the
 * document's operations, the `query`, `variables` and `extensions` members, duplicated keys,
 * batches, GET requests, content types and charsets, truncated or mis-encoded bodies, methods.
 * Each is the caller's mistake, to be answered with a 4xx and a code, never a 5xx.
 */
export const ENVELOPE_KINDS = [
  'operation-name',
  'operation-type',
  'query-member',
  'variables-member',
  'extensions-member',
  'duplicate-keys',
  'batch',
  'get',
  'content-type',
  'body-bytes',
  'method',
] as const;
export type EnvelopeKind = (typeof ENVELOPE_KINDS)[number];

export interface Envelope {
  readonly kind: EnvelopeKind;
  /** Which variant of the kind (modulo their number). */
  readonly pick: number;
  /** Where a body is cut, as a fraction of its length. */
  readonly cut: number;
}

export const envelope: fc.Arbitrary<Envelope> = fc.record({
  kind: fc.constantFrom(...ENVELOPE_KINDS),
  pick: fc.nat(1_000_000),
  cut: fc.double({ min: 0, max: 1, noNaN: true }),
});

/** The request an envelope is broken from: the document and the variables' JSON text (if any). */
export interface EnvelopeParts {
  readonly document: string;
  readonly variablesText?: string;
}

export interface EnvelopeRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string | Uint8Array;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const choose = <T>(options: readonly T[], pick: number): T => options[pick % options.length];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A POST body written member by member (undefined: the member is left out), so that any JSON value fits. */
function body(members: Record<string, string | undefined>): string {
  const written = Object.entries(members).flatMap(([name, json]) =>
    json === undefined ? [] : [`${JSON.stringify(name)}:${json}`],
  );
  return `{${written.join(',')}}`;
}

const post = (text: string | Uint8Array, headers: Record<string, string> = JSON_TYPE): EnvelopeRequest => ({
  method: 'POST',
  path: '/graphql',
  headers,
  body: text,
});

/** The HTTP request of `parts` with its envelope broken as `broken` says. */
export function brokenEnvelope(broken: Envelope, parts: EnvelopeParts): EnvelopeRequest {
  const query = JSON.stringify(parts.document);
  const variables = parts.variablesText;
  const usual = body({ query, variables, operationName: '"Fuzz"' });
  switch (broken.kind) {
    case 'operation-name': {
      const name = choose(
        [
          undefined,
          '""',
          '"nope"',
          '"fuzz"',
          '5',
          'null',
          'true',
          '[]',
          '{}',
          '["Fuzz"]',
          '"Fuzz Fuzz"',
          JSON.stringify('F'.repeat(5000)),
        ],
        broken.pick,
      );
      return post(body({ query, variables, operationName: name }));
    }
    case 'operation-type': {
      const documents = [
        'subscription Fuzz { __typename }',
        'subscription Fuzz { availableProducts { productId } }',
        'query A { __typename } query B { __typename }',
        `${parts.document} query Other { __typename }`,
        `{ __typename } ${parts.document}`,
        'fragment F on Query { __typename }',
        'query Fuzz { ...F }',
        'query Fuzz @skip(if: true) { __typename }',
        'mutation Fuzz { __typename }',
        'query Fuzz { __schema { queryType { name } } }',
      ];
      const name = choose(['"Fuzz"', undefined, '"A"', '"Other"'], broken.pick >> 4);
      return post(body({ query: JSON.stringify(choose(documents, broken.pick)), variables, operationName: name }));
    }
    case 'query-member': {
      const value = choose(
        [
          undefined,
          '""',
          '" "',
          '"# a comment"',
          '"{"',
          '5',
          'null',
          'true',
          '[]',
          '{}',
          JSON.stringify([parts.document]),
        ],
        broken.pick,
      );
      return post(body({ query: value, variables, operationName: '"Fuzz"' }));
    }
    case 'variables-member': {
      const value = choose(
        [
          '[]',
          '"x"',
          '5',
          'true',
          'null',
          '"{}"',
          '[{}]',
          '{"__proto__":{}}',
          JSON.stringify(variables ?? '{}'),
          '{"a":{"b":{"c":[[[[[[[[1]]]]]]]]}}}',
        ],
        broken.pick,
      );
      return post(body({ query, variables: value, operationName: '"Fuzz"' }));
    }
    case 'extensions-member': {
      const apq = (version: string, hash: string) => `{"persistedQuery":{"version":${version},"sha256Hash":${hash}}}`;
      const value = choose(
        [
          '{}',
          '"x"',
          '5',
          '[]',
          'null',
          apq('1', '"abc"'),
          apq('1', JSON.stringify(sha256(parts.document))),
          apq('2', JSON.stringify(sha256(parts.document))),
          apq('"1"', '5'),
          '{"persistedQuery":"x"}',
          '{"persistedQuery":null}',
          '{"persistedQuery":{}}',
          '{"foo":{"bar":[1,{"baz":null}]}}',
        ],
        broken.pick,
      );
      // Half the time without the document, as a persisted-query client sends it.
      const withoutQuery = (broken.pick >> 5) % 2 === 0;
      return post(
        body({ query: withoutQuery ? undefined : query, variables, operationName: '"Fuzz"', extensions: value }),
      );
    }
    case 'duplicate-keys': {
      const other = JSON.stringify('{ __typename }');
      const text = choose(
        [
          `{"query":${query},"query":${other},"operationName":"Fuzz"}`,
          `{"query":${other},"query":${query},"operationName":"Fuzz"}`,
          `{"query":${query},"operationName":"Fuzz","operationName":"nope"}`,
          `{"query":${query},"variables":${variables ?? '{}'},"variables":[],"operationName":"Fuzz"}`,
          `{"query":${query},"extensions":{},"extensions":"x","operationName":"Fuzz"}`,
        ],
        broken.pick,
      );
      return post(text);
    }
    case 'batch': {
      const text = choose(
        [
          '[]',
          `[${usual}]`,
          `[${usual},${usual}]`,
          '[1]',
          '[[]]',
          '[null]',
          '[{}]',
          `[${Array(30).fill(usual).join(',')}]`,
          `[${usual},"x"]`,
        ],
        broken.pick,
      );
      return post(text);
    }
    case 'get': {
      const params = choose<Record<string, string>>(
        [
          { query: parts.document, operationName: 'nope' },
          { query: 'mutation Fuzz { __typename }' },
          { query: 'subscription Fuzz { __typename }' },
          { query: parts.document, extensions: '{"persistedQuery":{"version":1,"sha256Hash":"abc"}}' },
          { extensions: `{"persistedQuery":{"version":1,"sha256Hash":"${sha256(parts.document)}"}}` },
          { query: parts.document, variables: 'x' },
          { query: parts.document, variables: '[]' },
          { query: parts.document, extensions: 'x' },
          { operationName: 'Fuzz' },
          { query: '' },
          { query: 'query A { __typename } query B { __typename }' },
        ],
        broken.pick,
      );
      const search = new URLSearchParams(params);
      // A parameter twice: which one counts is the server's choice, not an error of its own.
      if ((broken.pick >> 4) % 3 === 0) search.append('query', '{ __typename }');
      return { method: 'GET', path: `/graphql?${search.toString()}`, headers: { 'apollo-require-preflight': 'true' } };
    }
    case 'content-type': {
      const type = choose(
        [
          'application/json; charset=latin1',
          'application/json; charset=utf-16le',
          'application/json; charset="utf-8"',
          'application/json;;',
          'APPLICATION/JSON',
          'application/jsonx',
          'application/graphql',
          'application/graphql-response+json',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'text/plain; charset=utf-8',
          'application/*',
          '',
        ],
        broken.pick,
      );
      const text = type.includes('utf-16') ? new Uint8Array(Buffer.from(usual, 'utf16le')) : usual;
      return post(text, type === '' ? {} : { 'content-type': type });
    }
    case 'body-bytes': {
      const bytes = Buffer.from(usual);
      const variants = [
        bytes.subarray(0, Math.floor(broken.cut * bytes.length)),
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]),
        Buffer.concat([bytes, Buffer.from(' trailing')]),
        Buffer.concat([
          bytes.subarray(0, Math.floor(broken.cut * bytes.length)),
          Buffer.from([0xff, 0xfe, 0xc3]),
          bytes.subarray(Math.floor(broken.cut * bytes.length)),
        ]),
        Buffer.concat([Buffer.from(' '.repeat(10_000)), bytes]),
        Buffer.alloc(0),
      ];
      return post(new Uint8Array(choose(variants, broken.pick)));
    }
    case 'method': {
      const method = choose(['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'], broken.pick);
      return { method, path: '/graphql', headers: JSON_TYPE, body: method === 'HEAD' ? undefined : usual };
    }
  }
}
