import { Column, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampColumn } from '../entity-columns.js';

/**
 * The columns every outbox table has (mail, webhooks): a row is due while pending and its next
 * attempt has come, and an instance sending it holds a claim until it settles or the claim expires.
 */
export abstract class OutboxColumns {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 16 })
  status: string;

  @Column({ type: 'integer' })
  attempts: number;

  @TimestampColumn({ name: 'next_attempt_at' })
  nextAttemptAt: Date;

  @Column({ name: 'claimed_by', type: 'varchar', length: 64, nullable: true })
  claimedBy: string | null;

  @TimestampColumn({ name: 'claim_expires_at', nullable: true })
  claimExpiresAt: Date | null;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;
}
