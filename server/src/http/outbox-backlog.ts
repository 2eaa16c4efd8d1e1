import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

/** The outbox tables (mail, webhook deliveries) and the name each has in the metric. */
const OUTBOXES = { mail: 'outbox_mail', webhooks: 'webhook_deliveries' } as const;

/**
 * outbox_backlog_messages{outbox, state}: messages not sent yet, "new" (never tried) or "retrying"
 * (tried and failed: a mail server or a receiver is down). A growing "retrying" is the alert.
 */
export function registerOutboxBacklog(registry: Registry, dataSource: DataSource): void {
  new Gauge({
    name: 'outbox_backlog_messages',
    help: 'Outbox messages not sent yet, by outbox (mail, webhooks) and state (new: not tried yet; retrying: failed before).',
    labelNames: ['outbox', 'state'] as const,
    registers: [registry],
    async collect() {
      for (const [outbox, table] of Object.entries(OUTBOXES)) {
        const rows = await dataSource
          .createQueryBuilder()
          .select('CASE WHEN o.attempts > 0 THEN 1 ELSE 0 END', 'retrying')
          .addSelect('COUNT(*)', 'n')
          .from(table, 'o')
          .where("o.status = 'pending'")
          .groupBy('retrying')
          .getRawMany<{ retrying: number | string; n: number | string }>();
        const count = (retrying: boolean) =>
          Number(rows.find((row) => Number(row.retrying) === (retrying ? 1 : 0))?.n ?? 0);
        this.set({ outbox, state: 'new' }, count(false));
        this.set({ outbox, state: 'retrying' }, count(true));
      }
    },
  });
}
