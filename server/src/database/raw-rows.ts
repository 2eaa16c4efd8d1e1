import type { ObjectLiteral, Repository } from 'typeorm';

/** Column types both drivers hand over as they are (a transformer aside): no conversion to ask for. */
const AS_READ = new Set(['varchar', 'text', 'integer']);

/**
 * Turns the raw rows of `repository.createQueryBuilder(alias)…getRawMany()` into entities, each
 * column converted exactly as TypeORM would (dates, transformers). For long reads: TypeORM's own
 * getMany() spends most of a large batch's time matching rows to entities, which a query on one
 * table does not need.
 */
export function rawRowsOf<T extends ObjectLiteral>(
  repository: Repository<T>,
  alias: string,
  /** Only these properties (the columns a query selected); every column when omitted. */
  properties?: readonly string[],
): (raw: Record<string, unknown>) => T {
  const { metadata } = repository;
  const driver = repository.manager.connection.driver;
  const read = properties
    ? metadata.columns.filter((column) => properties.includes(column.propertyName))
    : metadata.columns;
  const columns = read.map((column) => {
    const convert =
      !column.transformer && AS_READ.has(String(column.type))
        ? null
        : (value: unknown) => driver.prepareHydratedValue(value, column);
    return { property: column.propertyName, key: `${alias}_${column.databaseName}`, convert };
  });
  if (metadata.columns.some((column) => column.embeddedMetadata))
    throw new Error(`rawRowsOf: ${metadata.name} has embedded columns`);
  return (raw) => {
    const entity = metadata.create() as Record<string, unknown>;
    for (const { property, key, convert } of columns) entity[property] = convert ? convert(raw[key]) : raw[key];
    return entity as T;
  };
}
