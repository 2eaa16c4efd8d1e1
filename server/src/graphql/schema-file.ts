import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

const HEADER = '# The WATERS GraphQL API. Written by `npm run schema` from the server code; do not edit by hand.\n\n';

/** A schema sorted and printed exactly as the committed schema.graphql holds it. */
export const schemaText = (schema: GraphQLSchema): string =>
  HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';

/** The served schema, as schema.graphql holds it. */
export function schemaFileText(app: INestApplication): string {
  return schemaText(app.get(GraphQLSchemaHost).schema);
}
