import { Extensions } from '@nestjs/graphql';

/** Schema extension naming mutations that check or set a password (see the one-per-document rule). */
export const CREDENTIAL_MUTATION = 'credentialMutation';

/**
 * Marks a mutation that signs in, signs up or checks/sets a password: at most one such
 * field runs per GraphQL document, so aliases cannot multiply password hashing.
 */
export const CredentialMutation = () => Extensions({ [CREDENTIAL_MUTATION]: true });
