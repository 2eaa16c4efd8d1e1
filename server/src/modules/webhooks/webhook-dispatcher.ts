import type { EntityManager } from 'typeorm';
import { SYSTEM } from '../../platform/identity/actor.js';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { In } from 'typeorm';
import { LeasedOutbox } from '../../database/outbox/leased-outbox.js';
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
/** Deliveries under way at once: a receiver that never answers holds a place for the 5 s timeout, not the others' turn. */
const IN_FLIGHT = 100;
/** …and at most about this many of them to one endpoint (a round may add a batch), so one hung receiver cannot take every place. */
const IN_FLIGHT_PER_ENDPOINT = 25;
/** Deliveries given up (24 h of failures) in a row before the endpoint is turned off. */
export const FAILED_DELIVERIES_BEFORE_DISABLE = 3;

/**
 * Sends the webhook outbox (LeasedOutbox, like the mail's): a delivery is due only when no
 * earlier delivery of the same endpoint and subject is still pending, so an order's messages
 * arrive in order; deliveries are posted side by side (up to IN_FLIGHT) and each freed place is
 * filled at once, so a slow or silent endpoint holds up no other. A sender that dies mid-delivery
 * leaves its claim to expire: the message is sent again with the same webhook-id (at least once).
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly outbox: LeasedOutbox<WebhookDelivery>;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly box: SecretBox,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.outbox = new LeasedOutbox<WebhookDelivery>({
      what: 'webhooks',
      entity: WebhookDelivery,
      transactions,
      events,
      pollMs: config.webhooks.pollMs,
      leaseMs: config.webhooks.leaseMs,
      active: config.sendsOutboxes !== false,
      batch: BATCH,
      inFlight: IN_FLIGHT,
      onlyClaim: (due) => {
        due.andWhere(
          (qb) =>
            `NOT EXISTS ${qb.subQuery().select('1').from(WebhookDelivery, 'e').where("e.endpointId = d.endpointId AND e.subject = d.subject AND e.status = 'pending' AND e.id < d.id").getQuery()}`,
        );
        const busy = [...this.underWay].filter(([, count]) => count >= IN_FLIGHT_PER_ENDPOINT).map(([id]) => id);
        if (busy.length > 0) due.andWhere('d.endpointId NOT IN (:...busy)', { busy });
      },
      send: async (deliveries) => {
        await Promise.all(deliveries.map((delivery) => this.deliverCounted(delivery)));
      },
    });
  }

  onApplicationBootstrap(): void {
    this.outbox.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.outbox.stop();
  }

  /** Sends what is due once the transaction of `manager`, which wrote deliveries, commits. */
  wakeAfterCommit(manager: EntityManager): void {
    this.outbox.wakeAfterCommit(manager);
  }

  /** Rounds until nothing is due now (tests): resolves when the outbox is idle. */
  drain(): Promise<void> {
    return this.outbox.drain();
  }

  /** Deliveries under way per endpoint, in this instance. */
  private readonly underWay = new Map<string, number>();

  private async deliverCounted(delivery: WebhookDelivery): Promise<void> {
    const { endpointId } = delivery;
    this.underWay.set(endpointId, (this.underWay.get(endpointId) ?? 0) + 1);
    try {
      await this.deliver(delivery);
    } finally {
      const left = (this.underWay.get(endpointId) ?? 1) - 1;
      if (left > 0) this.underWay.set(endpointId, left);
      else this.underWay.delete(endpointId);
    }
  }

  private async deliver(delivery: WebhookDelivery): Promise<void> {
    const endpoint = await this.transactions.run((manager) =>
      manager.findOne(WebhookEndpoint, { where: { id: delivery.endpointId } }),
    );
    if (!endpoint || !endpoint.enabled) {
      await this.outbox.settle(delivery, {
        status: 'failed',
        lastError: endpoint ? 'The endpoint is turned off.' : 'The endpoint was deleted.',
      });
      return;
    }
    const now = new Date();
    const headers = signedHeaders({
      secret: this.box.open(endpoint.sealedSecret),
      id: delivery.messageId,
      timestamp: now,
      body: delivery.payload,
    });
    const result = await postWebhook({
      url: endpoint.url,
      headers: { ...headers },
      body: delivery.payload,
      allowPrivate: this.config.webhooks.allowPrivate,
      timeoutMs: this.config.webhooks.timeoutMs,
    });
    const attempts = delivery.attempts + 1;
    const attempt = {
      attempts,
      lastAttemptAt: now,
      responseCode: result.status,
      lastError: result.error?.slice(0, 300) ?? null,
    };
    if (result.ok) {
      await this.outbox.settle(delivery, { ...attempt, status: 'delivered' });
      return;
    }
    if (givesUp(delivery.createdAt, now)) {
      await this.outbox.settle(delivery, { ...attempt, status: 'failed' });
      await this.disableIfFailing(endpoint);
    } else {
      await this.outbox.settle(delivery, {
        ...attempt,
        nextAttemptAt: new Date(now.getTime() + nextAttemptDelayMs(attempts)),
      });
    }
    this.logger.warn(
      `Webhook ${delivery.messageId} to ${new URL(endpoint.url).host} failed (attempt ${attempts}): ${result.error ?? `HTTP ${result.status}`}`,
    );
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
      const result = await manager.update(
        WebhookEndpoint,
        { id: endpoint.id, enabled: true },
        { enabled: false, disabledReason: reason },
      );
      if (result.affected === 1)
        await this.events.record(manager, {
          by: SYSTEM,
          type: 'WebhookEndpointDisabled',
          endpoint: { id: endpoint.id, url: endpoint.url, reason },
        });
    });
  }
}
