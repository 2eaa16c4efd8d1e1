import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EdgeRoute } from '../../../http/edge/edge-route.js';
import { catalogueOnlyAnswers } from './catalogue-answers.plugin.js';
import { BODY_TEXT, type AnswerSlot, type KeptCatalogueAnswers } from './kept-answers.js';

/** Larger documents are no catalogue query worth answering from memory. */
const MAX_KEPT_REQUEST_BYTES = 16_384;

const isJson = (contentType: string | undefined) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');
const isGraphqlPost = (request: FastifyRequest) => request.method === 'POST' && request.routeOptions.url === '/graphql';

/**
 * The catalogue queries (available products, the product list) are what every shopper's screen
 * asks first, and their answer is the same for every caller of a role until the catalogue
 * changes. For a caller whose token is already known, an answer Apollo gave to the very same
 * document, variables and Accept header is sent again from memory, before Apollo's pipeline.
 * This registers the keeping (onSend) and the answering for requests the edge left to Fastify
 * (preHandler). Register before the compression plugin, whose onSend would otherwise hand this
 * one a compressed stream.
 */
export function registerCatalogueAnswers(fastify: FastifyInstance, answers: KeptCatalogueAnswers): void {
  const pending = new WeakMap<FastifyRequest, AnswerSlot>();

  fastify.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isGraphqlPost(request) || !isJson(request.headers['content-type'])) return;
    const slot = await answers.slotFor(request.raw, request.body, (request.raw as { [BODY_TEXT]?: string })[BODY_TEXT]);
    if (!slot) return;
    const answer = answers.find(slot);
    if (answer) return reply.type(answer.contentType).send(answer.body.identity);
    pending.set(request, slot);
  });

  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      const slot = pending.get(request);
      if (slot && catalogueOnlyAnswers.has(request) && reply.statusCode === 200 && typeof payload === 'string') {
        answers.keep(slot, String(reply.getHeader('content-type')), payload);
      }
      done(null, payload);
    },
  );
}

/** The same answers at the edge: a small JSON POST from a token with an answer already kept. */
export function catalogueAnswersEdgeRoute(answers: KeptCatalogueAnswers): EdgeRoute {
  return {
    method: 'POST',
    url: '/graphql',
    // The endpoint is open to all, as Apollo's route is; each field's rule was checked for this
    // token's role when the kept answer was made, and an answer is found only for that role.
    access: { kind: 'public' },
    body: {
      maxBytes: MAX_KEPT_REQUEST_BYTES,
      wanted: (request) =>
        isJson(request.headers['content-type']) &&
        request.headers.authorization !== undefined &&
        Number(request.headers['content-length']) <= MAX_KEPT_REQUEST_BYTES,
    },
    answer(request, body) {
      // Found by its very bytes, unparsed; handed over, the request keeps them for keeping its answer.
      const text = body!.toString('utf8');
      (request as { [BODY_TEXT]?: string })[BODY_TEXT] = text;
      const answer = answers.findByBytes(request, text);
      return answer ? { status: 200, type: answer.contentType, body: answer.body, validator: false } : null;
    },
  };
}
