import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';

/**
 * A trade account's statement for a month, dealt with on the 1st: claimed by inserting this row in
 * the transaction that writes the mail (the primary key lets one instance win), or recorded with
 * nothing to mail when the month had no activity and no balance.
 */
@Entity({ name: 'statement_mailings' })
export class StatementMailing {
  @PrimaryColumn({ name: 'customer_id', type: 'varchar', length: 36 })
  customerId: string;

  /** YYYY-MM. */
  @PrimaryColumn({ type: 'varchar', length: 7 })
  month: string;

  /** False: nothing to say that month (no activity, no balance), so nothing was mailed. */
  @Column({ type: 'boolean', default: true })
  mailed: boolean;

  @TimestampColumn({ name: 'claimed_at' })
  claimedAt: Date;
}
