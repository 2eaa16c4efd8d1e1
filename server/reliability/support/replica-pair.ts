import { PrivateMariadb } from './private-mariadb.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SlaveStatus {
  Slave_IO_Running: string;
  Slave_SQL_Running: string;
  Last_IO_Error: string;
  Last_SQL_Error: string;
}

/**
 * Two MariaDB servers of the test's own, the second a real replica of the first: binlog
 * replication by GTID over TCP, as an operator sets it up (docs/operations.md, "Read replicas").
 */
export class ReplicaPair {
  private constructor(
    readonly primary: PrivateMariadb,
    readonly replica: PrivateMariadb,
  ) {}

  static async start(): Promise<ReplicaPair> {
    const [primary, replica] = await Promise.all([
      PrivateMariadb.create(['--log-bin=waters-bin', '--server-id=1', '--binlog-format=ROW']),
      PrivateMariadb.create(['--skip-log-bin', '--server-id=2', '--read-only=ON']),
    ]);
    const pair = new ReplicaPair(primary, replica);
    await replica.query(
      `CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${primary.port}, MASTER_USER='root', ` +
        `MASTER_PASSWORD='', MASTER_USE_GTID=slave_pos, MASTER_CONNECT_RETRY=1`,
    );
    await replica.query('START SLAVE');
    await pair.applying();
    return pair;
  }

  private async status(): Promise<SlaveStatus> {
    const [status] = await this.replica.query<SlaveStatus>('SHOW SLAVE STATUS');
    if (!status) throw new Error('the replica has no replication set up');
    return status;
  }

  /** Resolves once both replication threads run (throws with the replica's own error if they do not). */
  async applying(withinMs = 20_000): Promise<void> {
    const until = Date.now() + withinMs;
    for (;;) {
      const status = await this.status();
      if (status.Slave_IO_Running === 'Yes' && status.Slave_SQL_Running === 'Yes') return;
      if (Date.now() > until) {
        throw new Error(
          `replication did not start: IO ${status.Slave_IO_Running} ${status.Last_IO_Error}, SQL ${status.Slave_SQL_Running} ${status.Last_SQL_Error}`,
        );
      }
      await pause(100);
    }
  }

  /** The replica goes on receiving the binlog but applies none of it: it falls behind by the second. */
  async stopApplying(): Promise<void> {
    await this.replica.query('STOP SLAVE SQL_THREAD');
  }

  async startApplying(): Promise<void> {
    await this.replica.query('START SLAVE SQL_THREAD');
    await this.applying();
  }

  async drop(): Promise<void> {
    await Promise.all([this.replica.drop(), this.primary.drop()]);
  }
}
