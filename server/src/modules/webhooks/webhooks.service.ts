import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '../../platform/events/event-bus.js';
import { isIP } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { badInput, notFound } from '../../platform/errors/domain-error.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { changedBy } from '../../platform/identity/actor.js';
import { isSafeAddress } from './delivery/safe-address.js';
import { newWebhookSecret } from './delivery/signing.js';
import { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from './dto/webhook-endpoint.input.js';
import { SecretBox } from './secret-box.js';
import { dueDelivery, WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

export const MAX_ENDPOINTS = 20;
export const DELIVERIES_SHOWN_MAX = 100;

/** Registering, changing and reading webhook endpoints and their deliveries (employees, webhooks:manage). */
@Injectable()
export class WebhooksService {
  private readonly endpoints: Repository<WebhookEndpoint>;
  private readonly deliveries: Repository<WebhookDelivery>;

  constructor(
    private readonly events: EventBus,
    reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly box: SecretBox,
    private readonly dispatcher: WebhookDispatcher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.endpoints = reads.repository(WebhookEndpoint);
    this.deliveries = reads.repository(WebhookDelivery);
  }

  list(): Promise<WebhookEndpoint[]> {
    return this.endpoints.find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async create(employee: AuthUser, raw: unknown): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const input = validateInput(CreateWebhookEndpointInput, raw);
    const url = this.checkedUrl(input.url);
    const secret = newWebhookSecret();
    const endpoint = this.endpoints.create({
      id: randomUUID(),
      url,
      events: [...new Set(input.events)].sort().join(' '),
      sealedSecret: this.box.seal(secret),
      enabled: true,
      disabledReason: null,
      createdBy: employee.id,
      createdAt: new Date(),
    });
    await this.transactions.run(async (manager) => {
      if ((await manager.count(WebhookEndpoint)) >= MAX_ENDPOINTS)
        throw badInput(`At most ${MAX_ENDPOINTS} endpoints; delete one first.`);
      await manager.insert(WebhookEndpoint, endpoint);
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'webhook.created',
          targetType: 'webhook',
          targetId: endpoint.id,
          after: { url, events: endpoint.events },
        },
        type: 'WebhookEndpointChanged',
        endpointId: endpoint.id,
      });
    });
    return { endpoint, secret };
  }

  async update(employee: AuthUser, id: string, raw: unknown): Promise<WebhookEndpoint> {
    const input = validateInput(UpdateWebhookEndpointInput, raw);
    return this.transactions.run(async (manager) => {
      const endpoint = await manager.findOne(WebhookEndpoint, { where: { id } });
      if (!endpoint) throw notFound('No such webhook endpoint.');
      const before = { events: endpoint.events, enabled: endpoint.enabled };
      if (input.events) endpoint.events = [...new Set(input.events)].sort().join(' ');
      if (typeof input.enabled === 'boolean') {
        endpoint.enabled = input.enabled;
        if (input.enabled) endpoint.disabledReason = null;
      }
      await manager.update(
        WebhookEndpoint,
        { id },
        { events: endpoint.events, enabled: endpoint.enabled, disabledReason: endpoint.disabledReason },
      );
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'webhook.changed',
          targetType: 'webhook',
          targetId: id,
          before,
          after: { events: endpoint.events, enabled: endpoint.enabled },
        },
        type: 'WebhookEndpointChanged',
        endpointId: id,
      });
      return endpoint;
    });
  }

  /** A new signing secret: deliveries from now on are signed with it only. */
  async rotateSecret(employee: AuthUser, id: string): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const secret = newWebhookSecret();
    const endpoint = await this.transactions.run(async (manager) => {
      const result = await manager.update(WebhookEndpoint, { id }, { sealedSecret: this.box.seal(secret) });
      if (result.affected !== 1) throw notFound('No such webhook endpoint.');
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'webhook.secret_rotated',
          targetType: 'webhook',
          targetId: id,
        },
        type: 'WebhookEndpointChanged',
        endpointId: id,
      });
      return manager.findOneOrFail(WebhookEndpoint, { where: { id } });
    });
    return { endpoint, secret };
  }

  async remove(employee: AuthUser, id: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const result = await manager.delete(WebhookEndpoint, { id });
      if (result.affected !== 1) throw notFound('No such webhook endpoint.');
      await manager.delete(WebhookDelivery, { endpointId: id });
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'webhook.deleted',
          targetType: 'webhook',
          targetId: id,
        },
        type: 'WebhookEndpointChanged',
        endpointId: id,
      });
    });
  }

  /** An endpoint's latest deliveries, newest first. */
  async recentDeliveries(endpointId: string, count: number): Promise<WebhookDelivery[]> {
    if (!Number.isInteger(count) || count < 1 || count > DELIVERIES_SHOWN_MAX)
      throw badInput(`first must be 1 to ${DELIVERIES_SHOWN_MAX}.`);
    if (!(await this.endpoints.exists({ where: { id: endpointId } }))) throw notFound('No such webhook endpoint.');
    return this.deliveries.find({ where: { endpointId }, order: { id: 'DESC' }, take: count });
  }

  /** "Send again": the same message (same webhook-id and body), queued as a new delivery now. */
  async resend(employee: AuthUser, deliveryId: string): Promise<WebhookDelivery> {
    const id = Number(deliveryId);
    if (!Number.isSafeInteger(id) || id < 1) throw notFound('No such delivery.');
    const copy = await this.transactions.run(async (manager) => {
      const original = await manager.findOne(WebhookDelivery, { where: { id } });
      if (!original) throw notFound('No such delivery.');
      const again = manager.create(WebhookDelivery, dueDelivery(original, new Date()));
      again.id = (await manager.insert(WebhookDelivery, again)).identifiers[0].id as number;
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'webhook.resent',
          targetType: 'webhook',
          targetId: original.endpointId,
          after: { messageId: original.messageId },
        },
        type: 'WebhookResent',
        messageId: original.messageId,
      });
      this.dispatcher.wakeAfterCommit(manager);
      return again;
    });
    return copy;
  }

  /** An https address (http and private addresses only with WEBHOOK_ALLOW_PRIVATE); the sender checks again after DNS. */
  private checkedUrl(text: string): string {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw badInput('The address must be a full URL such as https://example.com/hooks.', { url: 'Not a URL' });
    }
    const allowPrivate = this.config.webhooks.allowPrivate;
    if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
      throw badInput('The address must start with https://.', { url: 'Must be https' });
    if (url.username || url.password)
      throw badInput('The address must not carry a user name or password.', { url: 'No credentials in the address' });
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!allowPrivate && (host === 'localhost' || (isIP(host) !== 0 && !isSafeAddress(host)))) {
      throw badInput('The address must be reachable on the internet, not a private, loopback or link-local one.', {
        url: 'Private address',
      });
    }
    return url.toString();
  }
}
