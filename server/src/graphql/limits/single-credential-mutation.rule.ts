import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { CREDENTIAL_MUTATION } from '../credential-mutation.decorator.js';

export const ONE_CREDENTIAL_MUTATION = 'A request may sign in, sign up or change a password only once.';

/**
 * At most one field marked @CredentialMutation() in a document (aliases, fragments and
 * several operations included): each costs a password hash, which aliases must not multiply.
 */
export function singleCredentialMutationRule(context: ValidationContext): ASTVisitor {
  let seen = 0;
  return {
    Field(node) {
      const field = context.getFieldDef();
      if (!field?.extensions?.[CREDENTIAL_MUTATION]) return;
      seen += 1;
      if (seen === 2) context.reportError(new GraphQLError(ONE_CREDENTIAL_MUTATION, { nodes: node }));
    },
  };
}
