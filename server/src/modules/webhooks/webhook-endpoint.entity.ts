import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';

/** An https address the staff registered to be told of events (webhooks:manage). */
@Entity({ name: 'webhook_endpoints' })
export class WebhookEndpoint {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  /** The event names it wants, space-separated. */
  @Column({ type: 'varchar', length: 200 })
  events: string;

  /** The signing secret, sealed with the server's key (SecretBox): it must be read to sign. */
  @Column({ name: 'sealed_secret', type: 'varchar', length: 255 })
  sealedSecret: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** Why the server turned it off (deliveries kept failing), or null. */
  @Column({ name: 'disabled_reason', type: 'varchar', length: 200, nullable: true })
  disabledReason: string | null;

  @Column({ name: 'created_by', type: 'varchar', length: 36 })
  createdBy: string;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;
}
