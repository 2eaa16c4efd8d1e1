import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The activity log and the dashboard read decided orders by status and decision time. */
export class OrderDecisionIndex1763683200000 implements MigrationInterface {
  name = 'OrderDecisionIndex1763683200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createIndex(
      'orders',
      new TableIndex({ name: 'idx_orders_status_decided', columnNames: ['status', 'authorization_date'] }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropIndex('orders', 'idx_orders_status_decided');
  }
}
