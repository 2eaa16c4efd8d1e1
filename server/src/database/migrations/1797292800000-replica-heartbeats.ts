import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './column-types.js';

/**
 * Each instance's heartbeat, written to the primary and read back from every read replica: how
 * far a replica has caught up (database/replicas/replica-set.ts). Unused without replicas.
 */
export class ReplicaHeartbeats1797292800000 implements MigrationInterface {
  name = 'ReplicaHeartbeats1797292800000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.createTable(
      new Table({
        name: 'replica_heartbeats',
        columns: [c.varchar('instance', 36, { isPrimary: true }), c.bigint('beat_ms')],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('replica_heartbeats');
  }
}
