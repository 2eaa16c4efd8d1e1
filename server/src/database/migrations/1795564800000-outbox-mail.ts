import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/** The mail outbox: messages written with the change they tell of, sent after it commits. */
export class OutboxMail1795564800000 implements MigrationInterface {
  name = 'OutboxMail1795564800000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.createTable(
      new Table({
        name: 'outbox_mail',
        ...(isMysql(runner) ? { engine: 'InnoDB' } : {}),
        columns: [
          c.id(),
          c.varchar('event_type', 32),
          c.varchar('kind', 32),
          { ...c.text('payload'), isNullable: false },
          c.varchar('status', 16),
          c.integer('attempts'),
          c.timestamp('next_attempt_at'),
          c.varchar('claimed_by', 64, { isNullable: true }),
          c.timestamp('claim_expires_at', true),
          c.varchar('last_error', 500, { isNullable: true }),
          c.timestamp('created_at'),
          c.timestamp('sent_at', true),
        ],
        indices: [new TableIndex({ name: 'idx_outbox_mail_due', columnNames: ['status', 'next_attempt_at'] })],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('outbox_mail', true);
  }
}
