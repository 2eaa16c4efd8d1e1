import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import { readsOnlyCatalogue } from './catalogue-only.js';

/** Requests whose answer Apollo found to be a catalogue-only query answered without errors. */
export const catalogueOnlyAnswers = new WeakSet<FastifyRequest>();

/** Marks, for the answer cache, the requests whose answer may be kept (see CatalogueAnswers). */
export const catalogueAnswersPlugin: ApolloServerPlugin<{ req: FastifyRequest }> = {
  async requestDidStart() {
    return {
      async willSendResponse({ operation, response, contextValue }) {
        const body = response.body;
        if (
          operation &&
          readsOnlyCatalogue(operation) &&
          body.kind === 'single' &&
          !body.singleResult.errors &&
          body.singleResult.data
        ) {
          catalogueOnlyAnswers.add(contextValue.req);
        }
      },
    };
  },
};
