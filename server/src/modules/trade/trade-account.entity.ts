import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { BusinessType, TradeAccountStatus } from '@waters/domain';
import { TimestampColumn } from '../../database/entity-columns.js';

/** A customer's application for trade prices, and once approved, the price group they buy in. One per customer. */
@Entity({ name: 'trade_accounts' })
@Index('idx_trade_accounts_status', ['status', 'appliedAt'])
@Index('idx_trade_accounts_group', ['priceGroupId'])
export class TradeAccount {
  @PrimaryColumn({ name: 'customer_id', type: 'varchar', length: 36 })
  customerId: string;

  @Column({ name: 'business_name', type: 'varchar', length: 120 })
  businessName: string;

  @Column({ name: 'business_type', type: 'varchar', length: 16 })
  businessType: BusinessType;

  @Column({ type: 'varchar', length: 20, nullable: true })
  tin: string | null;

  /** The business's address: one of the customer's address-book entries. */
  @Column({ name: 'address_id', type: 'integer' })
  addressId: number;

  @Column({ type: 'varchar', length: 16 })
  status: TradeAccountStatus;

  @Column({ name: 'price_group_id', type: 'integer', nullable: true })
  priceGroupId: number | null;

  @Column({ name: 'decline_reason', type: 'varchar', length: 500, nullable: true })
  declineReason: string | null;

  @Column({ name: 'decided_by', type: 'varchar', length: 36, nullable: true })
  decidedBy: string | null;

  @TimestampColumn({ name: 'applied_at' })
  appliedAt: Date;

  @TimestampColumn({ name: 'decided_at', nullable: true })
  decidedAt: Date | null;
}
