import { Column, Entity, Index } from 'typeorm';
import { OutboxColumns } from '../../database/outbox/outbox-columns.js';
import { TimestampColumn } from '../../database/entity-columns.js';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * One message to one endpoint, written in the transaction of the change it tells of (the
 * webhook outbox) and sent by WebhookDispatcher (LeasedOutbox): retried with back-off for 24 h, one at a time
 * per endpoint and subject (an order's messages arrive in the order they happened).
 */
@Entity({ name: 'webhook_deliveries' })
@Index('idx_webhook_deliveries_due', ['status', 'nextAttemptAt'])
@Index('idx_webhook_deliveries_subject', ['endpointId', 'subject', 'status'])
export class WebhookDelivery extends OutboxColumns {
  @Column({ name: 'endpoint_id', type: 'varchar', length: 36 })
  endpointId: string;

  /** The Standard Webhooks `webhook-id`: the same for every attempt and for "send again". */
  @Column({ name: 'message_id', type: 'varchar', length: 40 })
  messageId: string;

  @Column({ name: 'event_type', type: 'varchar', length: 32 })
  eventType: string;

  /** What the message is about ("order:42", "product:DRD-001"): messages of one subject go in order. */
  @Column({ type: 'varchar', length: 80 })
  subject: string;

  /** The JSON body, exactly as signed and sent. */
  @Column({ type: 'text' })
  payload: string;

  declare status: DeliveryStatus;

  @Column({ name: 'response_code', type: 'integer', nullable: true })
  responseCode: number | null;

  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  @TimestampColumn({ name: 'last_attempt_at', nullable: true })
  lastAttemptAt: Date | null;
}

/** A delivery of a message to an endpoint, due now (its first, or a "send again"). */
export function dueDelivery(
  {
    endpointId,
    messageId,
    eventType,
    subject,
    payload,
  }: Pick<WebhookDelivery, 'endpointId' | 'messageId' | 'eventType' | 'subject' | 'payload'>,
  now: Date,
): Omit<WebhookDelivery, 'id'> {
  return {
    endpointId,
    messageId,
    eventType,
    subject,
    payload,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    claimedBy: null,
    claimExpiresAt: null,
    responseCode: null,
    lastError: null,
    createdAt: now,
    lastAttemptAt: null,
  };
}
