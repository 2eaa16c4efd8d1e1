import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import type { RequestCallers } from '../../../http/access/request-callers.js';
import type { RawRequest } from '../../../http/access/request-context.js';
import { encodeLikeOnTheFly, type EncodedBody } from '../../../http/encoded-body.js';

/** The catalogue lists an answer was computed from: the same frozen arrays (or none) while nothing changed. */
export interface CatalogueVersion {
  readonly all: readonly unknown[] | null;
  readonly available: readonly unknown[] | null;
}

export interface KeptAnswer extends CatalogueVersion {
  readonly contentType: string;
  /** The answer as sent, with its compressed forms (made once, as the answer is kept). */
  readonly body: EncodedBody;
}

/** The catalogue lists as cached now, without loading them (ProductsService). */
export interface CachedCatalogue {
  cachedListings(): CatalogueVersion | null;
}

/** Where a request's answer would be kept: its key and the catalogue it would be computed from. */
export interface AnswerSlot {
  readonly key: string;
  readonly version: CatalogueVersion;
}

/** Where the edge leaves a request body's text when it hands the request over: the answer is kept under those very bytes. */
export const BODY_TEXT = Symbol('waters.graphqlBodyText');

/**
 * A kept answer's key: the caller's role, Accept header and the request body's very bytes (equal
 * bytes are the same document, variables and operation, so the edge needs no parsing to find it).
 */
const keyOf = (role: string, accept: string | undefined, bodyText: string) => `${role}\n${accept ?? ''}\n${bodyText}`;

interface GraphqlBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

/** Who calls, from the request context: a session caller only (a key's scope is checked by the guard, never here). */
export type KeptAnswerCallers = Pick<RequestCallers, 'known' | 'verifiedBefore'>;

/**
 * The answers Apollo gave to catalogue-only queries, by role, Accept header, document and
 * variables, each valid while the catalogue lists it came from are the current ones (a
 * catalogue write, on any instance, replaces them). One store for both places that answer
 * from it: the edge (before Fastify) and the preHandler (before Apollo).
 */
export class KeptCatalogueAnswers {
  private readonly kept = new LRUCache<string, KeptAnswer>({ max: 500 });

  constructor(
    private readonly callers: KeptAnswerCallers,
    private readonly catalogue: CachedCatalogue,
  ) {}

  /**
   * The slot of a request from a known caller, or null when its answer is never kept. `bodyText`
   * is the body's text when the edge read it (the answer is then kept under those bytes).
   */
  async slotFor(request: RawRequest, body: unknown, bodyText?: string): Promise<AnswerSlot | null> {
    const graphql = body as GraphqlBody | null;
    if (
      !graphql ||
      typeof graphql !== 'object' ||
      typeof graphql.query !== 'string' ||
      graphql.extensions !== undefined
    )
      return null;
    // A token verified before only: a new token is verified by the guard, and its next request finds the answer.
    const user = await this.callers.verifiedBefore(request);
    return (
      user &&
      this.slotOfUser(
        user,
        request,
        bodyText ?? JSON.stringify([graphql.operationName ?? null, graphql.query, graphql.variables ?? null]),
      )
    );
  }

  /** The answer kept for a body's very bytes, when the caller is known from memory and the catalogue unchanged (the edge's lookup). */
  findByBytes(request: RawRequest, bodyText: string): KeptAnswer | null {
    const user = this.callers.known(request);
    const slot = user && this.slotOfUser(user, request, bodyText);
    return slot && this.find(slot);
  }

  private slotOfUser(user: AuthUser, request: RawRequest, bodyText: string): AnswerSlot | null {
    // Taken before the answer is computed: a change meanwhile makes the kept answer look older, never newer.
    // Only what is cached already: a request that is no catalogue query must not load the lists.
    const version = this.catalogue.cachedListings();
    return version && { key: keyOf(user.role, request.headers.accept, bodyText), version };
  }

  /** The answer kept for the slot, if it was computed from the current catalogue. */
  find(slot: AnswerSlot): KeptAnswer | null {
    const answer = this.kept.get(slot.key);
    return answer && answer.all === slot.version.all && answer.available === slot.version.available ? answer : null;
  }

  keep(slot: AnswerSlot, contentType: string, body: string): void {
    this.kept.set(slot.key, { ...slot.version, contentType, body: encodeLikeOnTheFly(Buffer.from(body)) });
  }
}
