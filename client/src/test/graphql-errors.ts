import { GraphQLError } from 'graphql';

/** A GraphQL answer that refuses the request, as the server words it: a code and, for a form, messages by field. */
export const refusal = (message: string, code: string, fields?: Record<string, string>) => ({
  errors: [new GraphQLError(message, { extensions: fields ? { code, fields } : { code } })],
});
