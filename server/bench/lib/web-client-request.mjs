/**
 * A GraphQL request exactly as the web client sends it: one of its trusted documents (production
 * takes only those from customers' sessions, server/src/graphql/trusted), with the `__typename`
 * fields Apollo Client's cache adds to every selection but the root, in the POST body Apollo's
 * HttpLink (and the early script, client/src/api/early-query.ts) writes — operationName,
 * variables, query — and the headers they send.
 */
import { Kind, parse, print, visit } from 'graphql';
import { TRUSTED_DOCUMENTS } from '../../dist/graphql/trusted/trusted-documents.generated.js';

/** The headers Apollo Client's HttpLink sends with every operation (besides the bearer). */
export const WEB_CLIENT_HEADERS = Object.freeze({
  'content-type': 'application/json',
  accept: 'application/graphql-response+json,application/json;q=0.9',
});

const TYPENAME = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** Apollo Client's addTypenameToDocument: `__typename` last in every selection set but an operation's own. */
function addTypename(document) {
  return visit(document, {
    SelectionSet: {
      enter(node, _key, parent) {
        if (parent?.kind === Kind.OPERATION_DEFINITION) return undefined;
        const skip = node.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
        );
        return skip ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
      },
    },
  });
}

/** The trusted document whose operation is `operationName`, as its text (fragments included). */
export function trustedDocument(operationName) {
  const pattern = new RegExp(`^(query|mutation|subscription) ${operationName}\\b`);
  const text = Object.values(TRUSTED_DOCUMENTS).find((document) => pattern.test(document));
  if (!text) throw new Error(`no trusted document is the operation ${operationName}: run npm run trusted-documents`);
  return text;
}

/** The POST body the web client sends for `operationName` with these variables. */
export function webClientBody(operationName, variables = {}) {
  const query = print(addTypename(parse(trustedDocument(operationName))));
  return JSON.stringify({ operationName, variables, query });
}
