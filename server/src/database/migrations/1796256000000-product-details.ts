import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './column-types.js';

/** What a product page tells a shopper: a description, the pack size and how to store and prepare it. */
export class ProductDetails1796256000000 implements MigrationInterface {
  name = 'ProductDetails1796256000000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.addColumns('products', [
      new TableColumn(c.text('description')),
      new TableColumn(c.varchar('pack_size', 40, { isNullable: true })),
      new TableColumn(c.varchar('storage_temperature', 80, { isNullable: true })),
      new TableColumn(c.varchar('shelf_life_unopened', 80, { isNullable: true })),
      new TableColumn(c.varchar('shelf_life_opened', 80, { isNullable: true })),
      new TableColumn(c.text('preparation')),
    ]);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const name of [
      'preparation',
      'shelf_life_opened',
      'shelf_life_unopened',
      'storage_temperature',
      'pack_size',
      'description',
    ])
      await runner.dropColumn('products', name);
  }
}
