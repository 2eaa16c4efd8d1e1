import { registerEnumType } from '@nestjs/graphql';

/** The original site's role strings, kept verbatim in tokens, sessions and the legacy API. */
export enum Role {
  Customer = 'Customer',
  Employee = 'Employee',
}

registerEnumType(Role, { name: 'Role', description: 'Who an account belongs to.' });
