/**
 * GraphQL documents shaped by the schema as it is at bench time: list fields are becoming
 * cursor connections (first/after, totalCount), so the bench asks for the first page where
 * the field takes `first`, and finds where the items sit in a connection (nodes or edges.node).
 */
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, getNullableType, isListType, isObjectType } from 'graphql';

export function loadSchema(file) {
  return buildSchema(readFileSync(file, 'utf8'));
}

/**
 * `{ field(first: N) { …selection } }` for whatever shape Query.field has.
 * @param {string} itemType the object type of one item, e.g. 'Order'
 */
export function listQuery(schema, field, itemType, selection, first = 50) {
  const definition = schema.getQueryType()?.getFields()[field];
  if (!definition) throw new Error(`schema has no Query.${field}`);
  const args = definition.args.some((a) => a.name === 'first') ? `(first: ${first})` : '';
  const type = getNullableType(definition.type);
  if (isListType(type)) return `{ ${field}${args} { ${selection} } }`;
  const connection = getNamedType(type);
  if (!isObjectType(connection)) throw new Error(`Query.${field} is neither a list nor a connection`);
  const fields = connection.getFields();
  const count = fields.totalCount ? 'totalCount ' : '';
  const listOf = (name) => {
    const t = getNullableType(fields[name].type);
    return isListType(t) ? getNamedType(t) : null;
  };
  const direct = Object.keys(fields).find((name) => listOf(name)?.name === itemType);
  if (direct) return `{ ${field}${args} { ${count}${direct} { ${selection} } } }`;
  const edges = Object.keys(fields).find((name) => {
    const edge = listOf(name);
    return isObjectType(edge) && getNamedType(edge.getFields().node?.type ?? edge)?.name === itemType;
  });
  if (edges) return `{ ${field}${args} { ${count}${edges} { node { ${selection} } } } }`;
  throw new Error(`cannot find the ${itemType} items in Query.${field}`);
}
