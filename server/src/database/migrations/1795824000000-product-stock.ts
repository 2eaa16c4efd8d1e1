import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './column-types.js';

/** Optional stock per product (null: not tracked) and the level at which staff are told it runs low. */
export class ProductStock1795824000000 implements MigrationInterface {
  name = 'ProductStock1795824000000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.addColumns('products', [
      new TableColumn(c.integer('stock_quantity', { isNullable: true })),
      new TableColumn(c.integer('low_stock_threshold', { isNullable: true })),
    ]);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropColumn('products', 'low_stock_threshold');
    await runner.dropColumn('products', 'stock_quantity');
  }
}
