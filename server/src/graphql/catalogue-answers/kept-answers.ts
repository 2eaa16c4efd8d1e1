import type { IncomingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import type { CachedTokenCheck } from '../../http/access/cached-token-check.js';
import { sessionTokenOf } from '../../http/access/bearer-token.js';
import { encodeLikeOnTheFly, type EncodedBody } from '../../http/encoded-body.js';

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

/** The catalogue lists as cached now, without loading them (the products module's ProductsService). */
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

/**
 * The answers Apollo gave to catalogue-only queries, by role, Accept header, document and
 * variables, each valid while the catalogue lists it came from are the current ones (a
 * catalogue write, on any instance, replaces them). One store for both places that answer
 * from it: the edge (before Fastify) and the preHandler (before Apollo).
 */
export class KeptCatalogueAnswers {
  private readonly kept = new LRUCache<string, KeptAnswer>({ max: 500 });

  constructor(
    private readonly tokens: CachedTokenCheck,
    private readonly catalogue: CachedCatalogue,
  ) {}

  /**
   * The slot of a request from a known caller, or null when its answer is never kept. `bodyText`
   * is the body's text when the edge read it (the answer is then kept under those bytes).
   */
  async slotFor(headers: IncomingHttpHeaders, body: unknown, bodyText?: string): Promise<AnswerSlot | null> {
    const graphql = body as GraphqlBody | null;
    if (
      !graphql ||
      typeof graphql !== 'object' ||
      typeof graphql.query !== 'string' ||
      graphql.extensions !== undefined
    )
      return null;
    return this.slotOf(
      headers,
      bodyText ?? JSON.stringify([graphql.operationName ?? null, graphql.query, graphql.variables ?? null]),
    );
  }

  /** The answer kept for a body's very bytes, when the caller is known and the catalogue unchanged (the edge's lookup). */
  findByBytes(headers: IncomingHttpHeaders, bodyText: string): KeptAnswer | null {
    const token = sessionTokenOf(headers.authorization);
    const user = token ? this.tokens.knownUser(token) : null;
    const slot = user && this.slotOfUser(user, headers, bodyText);
    return slot && this.find(slot);
  }

  private async slotOf(headers: IncomingHttpHeaders, request: string): Promise<AnswerSlot | null> {
    const token = sessionTokenOf(headers.authorization);
    const user = token ? await this.tokens.userFor(token) : null;
    return user && this.slotOfUser(user, headers, request);
  }

  private slotOfUser(user: AuthUser, headers: IncomingHttpHeaders, request: string): AnswerSlot | null {
    // Taken before the answer is computed: a change meanwhile makes the kept answer look older, never newer.
    // Only what is cached already: a request that is no catalogue query must not load the lists.
    const version = this.catalogue.cachedListings();
    return version && { key: keyOf(user.role, headers.accept, request), version };
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
