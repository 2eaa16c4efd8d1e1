import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A customer's orders in the orders their lists read them: by order date (pending orders and the
 * history, newest first) and by decision date (the activity log filtered to one customer). The
 * (customer, status) index they replace made a page of a long history read and sort every one of
 * the customer's orders (0.4 s for a customer with 7,000 orders at a million in all).
 */
export class OrderCustomerIndexes1795996800000 implements MigrationInterface {
  name = 'OrderCustomerIndexes1795996800000';

  async up(runner: QueryRunner): Promise<void> {
    // Created first: the customer's foreign key always has an index to use (MySQL/MariaDB require one).
    await runner.createIndex(
      'orders',
      new TableIndex({ name: 'idx_orders_customer_date', columnNames: ['customer_id', 'order_date'] }),
    );
    await runner.createIndex(
      'orders',
      new TableIndex({ name: 'idx_orders_customer_decided', columnNames: ['customer_id', 'authorization_date'] }),
    );
    await runner.dropIndex('orders', 'idx_orders_customer_status');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.createIndex(
      'orders',
      new TableIndex({ name: 'idx_orders_customer_status', columnNames: ['customer_id', 'status'] }),
    );
    await runner.dropIndex('orders', 'idx_orders_customer_decided');
    await runner.dropIndex('orders', 'idx_orders_customer_date');
  }
}
