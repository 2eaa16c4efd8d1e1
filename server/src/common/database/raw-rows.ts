import type { ObjectLiteral, Repository } from 'typeorm';

/**
 * Turns the raw rows of `repository.createQueryBuilder(alias)…getRawMany()` into entities, each
 * column converted exactly as TypeORM would (dates, transformers). For long reads: TypeORM's own
 * getMany() spends most of a large batch's time matching rows to entities, which a query on one
 * table does not need.
 */
export function rawRowsOf<T extends ObjectLiteral>(repository: Repository<T>, alias: string): (raw: Record<string, unknown>) => T {
  const { metadata } = repository;
  const driver = repository.manager.connection.driver;
  const columns = metadata.columns.map((column) => ({ column, key: `${alias}_${column.databaseName}` }));
  return (raw) => {
    const entity = metadata.create() as T;
    for (const { column, key } of columns) column.setEntityValue(entity, driver.prepareHydratedValue(raw[key], column));
    return entity;
  };
}
