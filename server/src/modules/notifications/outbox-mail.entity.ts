import { Column, Entity, Index } from 'typeorm';
import { OutboxColumns } from '../../database/outbox/outbox-columns.js';
import { TimestampColumn } from '../../database/entity-columns.js';

/** What happened, as recorded in the same transaction as the change. */
export type OutboxEventType =
  | 'order.placed'
  | 'order.approved'
  | 'order.cancelled'
  | 'order.fulfilment'
  | 'order.paid'
  | 'order.corrected'
  | 'order.refund'
  | 'contact.received'
  | 'password.reset-requested'
  | 'product.low-stock'
  | 'webhook.disabled'
  | 'certificate.expiring'
  | 'lot.recalled'
  | 'lots.expiring'
  | 'trade-account.applied'
  | 'trade-account.decided'
  | 'standing-order.run'
  | 'statement.ready';

/** Which message a row delivers (templates/). */
export type MessageKind =
  | 'order-confirmation'
  | 'staff-new-order'
  | 'order-decision'
  | 'order-fulfilment'
  | 'payment-received'
  | 'order-correction'
  | 'order-refund'
  | 'contact-to-staff'
  | 'contact-acknowledgement'
  | 'password-reset'
  | 'staff-low-stock'
  | 'staff-webhook-disabled'
  | 'staff-certificate-expiring'
  | 'recall-notice'
  | 'staff-lots-expiring'
  | 'staff-trade-application'
  | 'trade-account-decision'
  | 'standing-order-run'
  | 'monthly-statement';

/** Withdrawn: held back for a minute and then taken back by an undo, so never sent. */
export type OutboxStatus = 'pending' | 'sent' | 'withdrawn';

/**
 * One message to send, written in the transaction of the change it tells of (a rolled-back
 * change leaves none) and sent after commit by the dispatcher (LeasedOutbox), which claims it
 * for a while so that one instance sends it, and marks it sent.
 */
@Entity({ name: 'outbox_mail' })
@Index('idx_outbox_mail_due', ['status', 'nextAttemptAt'])
@Index('idx_outbox_mail_topic', ['topic'])
@Index('idx_outbox_mail_subject', ['subject', 'status'])
export class OutboxMail extends OutboxColumns {
  @Column({ name: 'event_type', type: 'varchar', length: 32 })
  eventType: OutboxEventType;

  @Column({ type: 'varchar', length: 32 })
  kind: MessageKind;

  /** JSON: what the message says (a snapshot taken with the change). */
  @Column({ type: 'text' })
  payload: string;

  declare status: OutboxStatus;

  /** What an undo may take back before it is sent: "order:42:paid", "order:42:DELIVERED"; null for the rest. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  topic: string | null;

  /** What the message is about, and to whom ("order:42:customer"): mail of one subject is sent in the order it was written; null goes as it comes. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  subject: string | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @TimestampColumn({ name: 'sent_at', nullable: true })
  sentAt: Date | null;
}
