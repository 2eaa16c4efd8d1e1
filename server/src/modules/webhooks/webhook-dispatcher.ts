import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { In, type EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { EventBus } from '../../platform/events/event-bus.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { givesUp, nextAttemptDelayMs } from './delivery/retry-schedule.js';
import { postWebhook } from './delivery/safe-post.js';
import { signedHeaders } from './delivery/signing.js';
import { SecretBox } from './secret-box.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

const BATCH = 20;
/** Deliveries given up (24 h of failures) in a row before the endpoint is turned off. */
export const FAILED_DELIVERIES_BEFORE_DISABLE = 3;

/**
 * Sends the webhook outbox, like the mail outbox's dispatcher: a round claims due deliveries in
 * a short transaction (MariaDB: SKIP LOCKED, so instances share the work), posts each outside any
 * transaction, then settles it while the claim is still this instance's. A delivery is due only
 * when no earlier delivery of the same endpoint and subject is still pending, so an order's
 * messages arrive in order. A crash leaves the claim to expire: the message is sent again with
 * the same webhook-id (at least once).
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly me = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer?: NodeJS.Timeout;
  private round: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly box: SecretBox,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.nudge(), this.config.webhooks.pollMs);
    this.timer.unref();
    this.nudge();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.round;
  }

  /** Sends what is due; called after a commit that recorded deliveries. Never throws. */
  nudge(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = this.sendDue()
      .catch((error: unknown) => this.logger.warn(`Sending webhooks failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.round = null;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Rounds until nothing is due now (tests): resolves when the outbox is idle. */
  async drain(): Promise<void> {
    while (this.round) await this.round;
    await this.sendDue();
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      const claimed = await this.claim();
      // Side by side: one slow endpoint must not hold up the rest (a subject has one due delivery at a time, so order holds).
      await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
      if (claimed.length === 0 || this.stopped) return;
    }
  }

  private claim(): Promise<WebhookDelivery[]> {
    return this.transactions.run(async (manager) => {
      const now = new Date();
      const due = manager
        .createQueryBuilder(WebhookDelivery, 'd')
        .select('d.id', 'id')
        .where("d.status = 'pending' AND d.nextAttemptAt <= :now AND (d.claimExpiresAt IS NULL OR d.claimExpiresAt < :now)", { now })
        .andWhere(
          (qb) =>
            `NOT EXISTS ${qb
              .subQuery()
              .select('1')
              .from(WebhookDelivery, 'e')
              .where("e.endpointId = d.endpointId AND e.subject = d.subject AND e.status = 'pending' AND e.id < d.id")
              .getQuery()}`,
        )
        .orderBy('d.id')
        .limit(BATCH);
      if (isMysql(manager)) due.setLock('pessimistic_write').setOnLocked('skip_locked');
      const ids = (await due.getRawMany<{ id: number }>()).map((row) => Number(row.id));
      if (ids.length === 0) return [];
      await manager.update(WebhookDelivery, { id: In(ids) }, { claimedBy: this.me, claimExpiresAt: new Date(now.getTime() + this.config.webhooks.leaseMs) });
      return manager.find(WebhookDelivery, { where: { id: In(ids) }, order: { id: 'ASC' } });
    });
  }

  private async deliver(delivery: WebhookDelivery): Promise<void> {
    const endpoint = await this.transactions.run((manager) => manager.findOne(WebhookEndpoint, { where: { id: delivery.endpointId } }));
    if (!endpoint || !endpoint.enabled) {
      await this.settle(delivery, { status: 'failed', lastError: endpoint ? 'The endpoint is turned off.' : 'The endpoint was deleted.' });
      return;
    }
    const now = new Date();
    const headers = signedHeaders({ secret: this.box.open(endpoint.sealedSecret), id: delivery.messageId, timestamp: now, body: delivery.payload });
    const result = await postWebhook({
      url: endpoint.url,
      headers: { ...headers },
      body: delivery.payload,
      allowPrivate: this.config.webhooks.allowPrivate,
      timeoutMs: this.config.webhooks.timeoutMs,
    });
    const attempts = delivery.attempts + 1;
    const attempt = { attempts, lastAttemptAt: now, responseCode: result.status, lastError: result.error?.slice(0, 300) ?? null };
    if (result.ok) {
      await this.settle(delivery, { ...attempt, status: 'delivered' });
      return;
    }
    if (givesUp(delivery.createdAt, now)) {
      await this.settle(delivery, { ...attempt, status: 'failed' });
      await this.disableIfFailing(endpoint);
    } else {
      await this.settle(delivery, { ...attempt, nextAttemptAt: new Date(now.getTime() + nextAttemptDelayMs(attempts)) });
    }
    this.logger.warn(`Webhook ${delivery.messageId} to ${new URL(endpoint.url).host} failed (attempt ${attempts}): ${result.error ?? `HTTP ${result.status}`}`);
  }

  /** An endpoint whose last few deliveries were all given up is turned off, and the staff are mailed. */
  private async disableIfFailing(endpoint: WebhookEndpoint): Promise<void> {
    await this.transactions.run(async (manager) => {
      const recent = await manager.find(WebhookDelivery, {
        where: { endpointId: endpoint.id, status: In(['delivered', 'failed']) },
        order: { id: 'DESC' },
        take: FAILED_DELIVERIES_BEFORE_DISABLE,
      });
      if (recent.length < FAILED_DELIVERIES_BEFORE_DISABLE || recent.some((d) => d.status !== 'failed')) return;
      const reason = `Turned off after ${FAILED_DELIVERIES_BEFORE_DISABLE} deliveries failed for 24 hours each.`;
      const result = await manager.update(WebhookEndpoint, { id: endpoint.id, enabled: true }, { enabled: false, disabledReason: reason });
      if (result.affected === 1) await this.events.record(manager, { type: 'WebhookEndpointDisabled', endpoint: { id: endpoint.id, url: endpoint.url, reason } });
    });
  }

  /** Records the outcome only while the claim is still this instance's. */
  private async settle(delivery: WebhookDelivery, outcome: Partial<WebhookDelivery>): Promise<void> {
    const result = await this.transactions.run((manager) =>
      manager.update(WebhookDelivery, { id: delivery.id, claimedBy: this.me }, { ...outcome, claimedBy: null, claimExpiresAt: null }),
    );
    if (result.affected !== 1) this.logger.warn(`Webhook delivery ${delivery.id}: the claim expired before it was settled (it may be sent again).`);
  }
}

const isMysql = (manager: EntityManager) => ['mysql', 'mariadb'].includes(manager.connection.options.type);
