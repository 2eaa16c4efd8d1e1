import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';
import { singleCredentialMutationRule } from './single-credential-mutation.rule.js';

/**
 * What one GraphQL document may ask for, decided before anything runs. The client's largest
 * document is far below each limit (a test checks every one of them against these numbers).
 */
export const DOCUMENT_LIMITS = {
  /** Lexical tokens: bounds parsing work and every later walk of the document. */
  maxTokens: 1500,
  /** Aliases across the operation: the same field asked for many times over. */
  maxAliases: 10,
  /** Nesting of selections asking for data. */
  maxDepth: 8,
  /** Nesting including introspection (the standard introspection query needs 15; production turns introspection off). */
  maxIntrospectionDepth: 15,
  /** Query cost: see graphql/complexity.ts for how lists count. */
  maxCost: 3000,
} as const;

/** graphql-armor rules report a validation error (a 400) instead of throwing out of validation (a 500). */
const REPORT = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** graphql-armor's alias and depth rules plus the one-credential-mutation rule, run in validation. */
export function documentLimitRules(): ValidationRule[] {
  return [
    maxAliasesRule({ n: DOCUMENT_LIMITS.maxAliases, ...REPORT }) as unknown as ValidationRule,
    maxDepthRule({
      n: DOCUMENT_LIMITS.maxDepth,
      ignoreIntrospection: true,
      flattenFragments: true,
      ...REPORT,
    }) as unknown as ValidationRule,
    maxDepthRule({
      n: DOCUMENT_LIMITS.maxIntrospectionDepth,
      ignoreIntrospection: false,
      flattenFragments: true,
      ...REPORT,
    }) as unknown as ValidationRule,
    singleCredentialMutationRule,
  ];
}
