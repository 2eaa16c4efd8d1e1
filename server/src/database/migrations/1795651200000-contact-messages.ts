import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/** Messages from the Contact page. */
export class ContactMessages1795651200000 implements MigrationInterface {
  name = 'ContactMessages1795651200000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.createTable(
      new Table({
        name: 'contact_messages',
        ...(isMysql(runner) ? { engine: 'InnoDB' } : {}),
        columns: [
          c.id(),
          c.varchar('name', 100),
          c.varchar('email', 254),
          c.varchar('subject', 150),
          { ...c.text('details'), isNullable: false },
          c.timestamp('created_at'),
        ],
        indices: [new TableIndex({ name: 'idx_contact_messages_created', columnNames: ['created_at'] })],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('contact_messages', true);
  }
}
