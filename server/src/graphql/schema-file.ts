import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';

const HEADER = '# The WATERS GraphQL API. Written by `npm run schema` from the server code; do not edit by hand.\n\n';

/** The served schema, sorted and printed exactly as the committed schema.graphql holds it. */
export function schemaFileText(app: INestApplication): string {
  const { schema } = app.get(GraphQLSchemaHost);
  return HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
