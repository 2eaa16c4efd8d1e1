import { registerEnumType } from '@nestjs/graphql';

/**
 * A GraphQL enum of one of the domain's lists of names (each value its own name, as stored), for
 * `@Field(() => …)`; registered under `name`.
 */
export function stringEnum<const T extends string>(
  values: readonly T[],
  name: string,
  description: string,
): { [V in T]: V } {
  const enumeration = Object.fromEntries(values.map((value) => [value, value])) as { [V in T]: V };
  registerEnumType(enumeration, { name, description });
  return enumeration;
}
