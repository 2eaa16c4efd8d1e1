import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * One message to one endpoint, written in the transaction of the change it tells of (the
 * webhook outbox) and sent by WebhookDispatcher: retried with back-off for 24 h, one at a time
 * per endpoint and subject (an order's messages arrive in the order they happened).
 */
@Entity({ name: 'webhook_deliveries' })
@Index('idx_webhook_deliveries_due', ['status', 'nextAttemptAt'])
@Index('idx_webhook_deliveries_subject', ['endpointId', 'subject', 'status'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

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

  @Column({ type: 'varchar', length: 16 })
  status: DeliveryStatus;

  @Column({ type: 'integer' })
  attempts: number;

  @TimestampColumn({ name: 'next_attempt_at' })
  nextAttemptAt: Date;

  @Column({ name: 'claimed_by', type: 'varchar', length: 64, nullable: true })
  claimedBy: string | null;

  @TimestampColumn({ name: 'claim_expires_at', nullable: true })
  claimExpiresAt: Date | null;

  @Column({ name: 'response_code', type: 'integer', nullable: true })
  responseCode: number | null;

  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  @TimestampColumn({ name: 'last_attempt_at', nullable: true })
  lastAttemptAt: Date | null;
}
