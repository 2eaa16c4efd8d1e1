import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The activity log pages through decided orders by decision date: an index in that order. */
export class OrderDecisionDateIndex1795478400000 implements MigrationInterface {
  name = 'OrderDecisionDateIndex1795478400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createIndex(
      'orders',
      new TableIndex({ name: 'idx_orders_decided_at', columnNames: ['authorization_date', 'id'] }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropIndex('orders', 'idx_orders_decided_at');
  }
}
