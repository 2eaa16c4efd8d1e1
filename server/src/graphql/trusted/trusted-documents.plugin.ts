import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import { GraphQLError, type DocumentNode } from 'graphql';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import { documentId } from './canonical-document.js';

export const UNTRUSTED_DOCUMENT =
  "This document is not one of the web app's own operations. Browsers and anonymous callers may send only those; use an API key for anything else.";

/**
 * The trusted documents as Apollo's persisted-query store: a request may name one by its id
 * (`extensions.persistedQuery.sha256Hash`) instead of sending its text. Nothing can be added:
 * the list is what the web client was built with.
 */
export class TrustedDocumentStore {
  constructor(private readonly documents: Readonly<Record<string, string>>) {}

  async get(key: string): Promise<string | undefined> {
    const id = key.replace(/^apq:/, '');
    return Object.hasOwn(this.documents, id) ? this.documents[id] : undefined;
  }

  async set(): Promise<void> {}

  async delete(): Promise<boolean> {
    return false;
  }
}

const mayDoAnything = (caller: AuthUser | null) =>
  caller !== null && (caller.apiKey !== undefined || caller.role === Role.Employee);

/**
 * TRUSTED_DOCUMENTS=strict: anonymous callers and customers' sessions may run only the web
 * client's own operations (by id or by a text of the same canonical form); employees and API
 * keys may send any document within the limits. The id of a parsed document is remembered.
 */
export function trustedDocumentsPlugin(
  documents: Readonly<Record<string, string>>,
  callerOf: (request: FastifyRequest) => Promise<AuthUser | null>,
): ApolloServerPlugin<{ req: FastifyRequest }> {
  const ids = new WeakMap<DocumentNode, string>();
  const idOf = (document: DocumentNode) => {
    let id = ids.get(document);
    if (id === undefined) ids.set(document, (id = documentId(document)));
    return id;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (Object.hasOwn(documents, idOf(document))) return;
          if (mayDoAnything(await callerOf(contextValue.req))) return;
          throw new GraphQLError(UNTRUSTED_DOCUMENT, {
            extensions: { code: 'UNTRUSTED_DOCUMENT', http: { status: 403 } },
          });
        },
      };
    },
  };
}
