import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/** Webhook endpoints and their outbox of deliveries. */
export class Webhooks1796169600000 implements MigrationInterface {
  name = 'Webhooks1796169600000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    const engine = isMysql(runner) ? { engine: 'InnoDB' } : {};
    await runner.createTable(
      new Table({
        name: 'webhook_endpoints',
        ...engine,
        columns: [
          { ...c.varchar('id', 36), isPrimary: true },
          c.varchar('url', 500),
          c.varchar('events', 200),
          c.varchar('sealed_secret', 255),
          c.boolean('enabled', true),
          c.varchar('disabled_reason', 200, { isNullable: true }),
          c.varchar('created_by', 36),
          c.timestamp('created_at'),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'webhook_deliveries',
        ...engine,
        columns: [
          c.id(),
          c.varchar('endpoint_id', 36),
          c.varchar('message_id', 40),
          c.varchar('event_type', 32),
          c.varchar('subject', 80),
          { ...c.text('payload'), isNullable: false },
          c.varchar('status', 16),
          c.integer('attempts'),
          c.timestamp('next_attempt_at'),
          c.varchar('claimed_by', 64, { isNullable: true }),
          c.timestamp('claim_expires_at', true),
          c.integer('response_code', { isNullable: true }),
          c.varchar('last_error', 300, { isNullable: true }),
          c.timestamp('created_at'),
          c.timestamp('last_attempt_at', true),
        ],
        indices: [
          new TableIndex({ name: 'idx_webhook_deliveries_due', columnNames: ['status', 'next_attempt_at'] }),
          new TableIndex({ name: 'idx_webhook_deliveries_subject', columnNames: ['endpoint_id', 'subject', 'status'] }),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('webhook_deliveries', true);
    await runner.dropTable('webhook_endpoints', true);
  }
}
