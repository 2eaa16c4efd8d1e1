import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/** The certifications a product carries (HACCP, HALAL, GMP), with number and validity, and the reminder sent before one runs out. */
export class ProductCertifications1796342400000 implements MigrationInterface {
  name = 'ProductCertifications1796342400000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.createTable(
      new Table({
        name: 'product_certifications',
        ...(isMysql(runner) ? { engine: 'InnoDB' } : {}),
        columns: [
          c.id(),
          c.varchar('product_id', 32),
          c.varchar('scheme', 8),
          c.varchar('certificate_number', 64),
          c.varchar('valid_until', 10),
          c.varchar('reminded_for', 10, { isNullable: true }),
        ],
        indices: [
          new TableIndex({
            name: 'idx_product_certifications_scheme',
            columnNames: ['product_id', 'scheme'],
            isUnique: true,
          }),
          new TableIndex({ name: 'idx_product_certifications_valid_until', columnNames: ['valid_until'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_product_certifications_product',
            columnNames: ['product_id'],
            referencedTableName: 'products',
            referencedColumnNames: ['product_id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('product_certifications', true);
  }
}
