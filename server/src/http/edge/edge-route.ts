import type { IncomingMessage } from 'node:http';
import type { AccessRule } from '../access/access.decorator.js';
import type { EncodedBody } from '../encoded-body.js';

/** What the edge sends: a body held in memory (with its compressed forms) or small bytes as they are. */
export interface EdgeAnswer {
  readonly status: number;
  readonly type: string;
  readonly body: EncodedBody | Buffer;
  /** For an EncodedBody: send its ETag (and answer 304 to it); false where the full path sends none. */
  readonly validator?: boolean;
}

/**
 * One request the edge may answer before Fastify, identified by method and exact URL. `answer`
 * returns null to let the full path answer instead (it always may: the edge is only a shortcut).
 */
export interface EdgeRoute {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  /**
   * Who may have the answer: the rule of the Nest handler that answers the same route (read from
   * its decorator with accessRuleOf), so the two paths cannot disagree. A caller the edge cannot
   * tell from memory, or one the rule refuses, goes to Fastify, which answers or refuses as ever.
   */
  readonly access: AccessRule;
  /** For POST: the largest body worth reading here, and whether this request is worth reading at all. */
  readonly body?: { readonly maxBytes: number; wanted(request: IncomingMessage): boolean };
  answer(request: IncomingMessage, body: Buffer | null): EdgeAnswer | null | Promise<EdgeAnswer | null>;
}
