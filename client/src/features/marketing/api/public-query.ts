import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { authorizedFetch } from '../../../api/authorized-http';

/** A public page's request that did not get its answer (network, refusal or GraphQL errors). */
export class PublicQueryFailed extends Error {}

/**
 * Sends one of the public pages' documents (typed strings, ./*.generated.ts) as Apollo's HTTP
 * link would, without Apollo Client: the public pages need no cache and stay small. The server
 * accepts them as the web app's own documents (trusted documents). `signedIn`: sent with the session's
 * token (a signed-in part of a public page asking about its customer), a refused session ended.
 */
export async function publicQuery<Result, Variables>(
  document: DocumentTypeDecoration<Result, Variables>,
  variables?: Variables,
  signal?: AbortSignal,
  { signedIn = false } = {},
): Promise<Result> {
  const response = await (signedIn ? authorizedFetch : fetch)('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
    body: JSON.stringify({ query: String(document), variables: variables ?? {} }),
    signal,
  }).catch((error: unknown) => {
    throw new PublicQueryFailed(error instanceof Error ? error.message : 'The request failed.');
  });
  const body = (await response.json().catch(() => null)) as {
    data?: Result | null;
    errors?: { message: string }[];
  } | null;
  if (!response.ok || !body?.data || body.errors?.length)
    throw new PublicQueryFailed(body?.errors?.[0]?.message ?? `The server answered ${response.status}.`);
  return body.data;
}
