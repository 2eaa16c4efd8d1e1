import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { ReplicaConfig } from '../../config/replica-config.js';
import { replicaDataSourceOptions } from '../data-source-options.js';

export const REPLICA_CONFIG = Symbol('REPLICA_CONFIG');

/**
 * How often each instance writes its heartbeat to the primary and reads it back from every
 * replica: what a replica has applied is known to within this, and a replica that stopped
 * answering is left out within this plus LOOK_TIMEOUT_MS.
 */
export const HEARTBEAT_MS = 500;
/** A replica that takes longer than this to read one row is treated as not answering. */
const LOOK_TIMEOUT_MS = 1000;
/**
 * How far two instances' clocks may disagree (NTP keeps them within milliseconds): a caller's
 * last write, stamped by one instance, is compared with heartbeats stamped by another.
 */
export const CLOCK_SKEW_MS = 1000;

interface Replica {
  readonly label: string;
  readonly options: DataSourceOptions;
  source: DataSource | null;
  /** The newest of this instance's heartbeats the replica has applied (ms): every commit made before it is there too. */
  appliedUntil: number;
  /** null until its first look: an outage is then said once, whether it began before or after. */
  answering: boolean | null;
}

/** What /metrics and /health/ready say of a replica. */
export interface ReplicaState {
  readonly label: string;
  readonly answering: boolean;
  /** How far behind the primary it is known to be (ms, at most HEARTBEAT_MS more than the truth); null before its first answer. */
  readonly lagMs: number | null;
}

/**
 * The rule: a replica may serve a read when it answers, is no more than `maxLagMs` behind, and
 * has applied a heartbeat stamped after the caller's last write (`since`) by more than the
 * clocks may disagree.
 */
export function mayServe(
  replica: { readonly answering: boolean | null; readonly appliedUntil: number },
  now: number,
  since: number | null,
  maxLagMs: number,
): boolean {
  const need = Math.max(now - maxLagMs, since === null ? 0 : since + CLOCK_SKEW_MS);
  return replica.answering === true && replica.appliedUntil >= need;
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * The read replicas (DATABASE_REPLICA_URLS) and how far each has caught up. Each instance writes a
 * heartbeat row (its id, its clock) to the primary every HEARTBEAT_MS and reads it back from each
 * replica: a replica that shows a heartbeat stamped at T has applied every transaction that
 * committed before T, as replication applies the binlog in commit order. `pick` gives a replica
 * that has applied everything up to a moment, or none (the caller reads from the primary).
 */
@Injectable()
export class ReplicaSet implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Replicas');
  private readonly instance = randomUUID();
  private readonly replicas: Replica[];
  private timer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;
  private turn = 0;

  constructor(
    private readonly primary: DataSource,
    @Inject(REPLICA_CONFIG) private readonly config: ReplicaConfig,
  ) {
    this.replicas = config.targets.map((target, index) => ({
      label: `${index + 1}`,
      options: replicaDataSourceOptions(primary.options, target),
      source: null,
      appliedUntil: 0,
      answering: null,
    }));
  }

  get configured(): boolean {
    return this.replicas.length > 0;
  }

  onApplicationBootstrap(): void {
    if (!this.configured) return;
    // Heartbeats of instances gone for a day tell nobody anything.
    void this.primary
      .query('DELETE FROM replica_heartbeats WHERE beat_ms < ?', [Date.now() - 86_400_000])
      .catch(() => undefined);
    void this.beat();
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.beating;
    await Promise.all(this.replicas.map((replica) => replica.source?.destroy().catch(() => undefined)));
  }

  /**
   * A replica that has applied every transaction committed before `since` (ms) and is no more than
   * the allowed lag behind, taking turns among those that qualify; undefined when none does.
   */
  pick(since: number | null): DataSource | undefined {
    const now = Date.now();
    const fresh = this.replicas.filter((replica) => mayServe(replica, now, since, this.config.maxLagMs));
    if (fresh.length === 0) return undefined;
    return fresh[this.turn++ % fresh.length]!.source ?? undefined;
  }

  states(): ReplicaState[] {
    const now = Date.now();
    return this.replicas.map(({ label, answering, appliedUntil }) => ({
      label,
      answering: answering === true,
      lagMs: appliedUntil === 0 ? null : Math.max(0, now - appliedUntil),
    }));
  }

  private beat(): Promise<void> {
    // One round at a time: a slow replica delays its own next look, not a pile of them.
    this.beating ??= this.round().finally(() => (this.beating = null));
    return this.beating;
  }

  private async round(): Promise<void> {
    try {
      await this.primary.query('REPLACE INTO replica_heartbeats (instance, beat_ms) VALUES (?, ?)', [
        this.instance,
        Date.now(),
      ]);
    } catch {
      // The primary is down: the replicas keep what they showed last, and grow older.
    }
    await Promise.all(this.replicas.map((replica) => this.look(replica)));
  }

  private async look(replica: Replica): Promise<void> {
    try {
      replica.source ??= await withTimeout(new DataSource(replica.options).initialize(), LOOK_TIMEOUT_MS * 5);
      const rows = await withTimeout(
        replica.source.query<{ beat_ms: string | number }[]>(
          'SELECT beat_ms FROM replica_heartbeats WHERE instance = ?',
          [this.instance],
        ),
        LOOK_TIMEOUT_MS,
      );
      replica.appliedUntil = Math.max(replica.appliedUntil, Number(rows[0]?.beat_ms ?? 0));
      if (replica.answering !== true) this.logger.log(`Replica ${replica.label} answers; reads may go to it.`);
      replica.answering = true;
    } catch (error) {
      if (replica.answering !== false) {
        this.logger.warn(
          `Replica ${replica.label} is not answering (${(error as Error).message}); reads go to the primary.`,
        );
      }
      replica.answering = false;
    }
  }
}
