import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';

/**
 * That a customer was told a lot they received is recalled: once per customer and lot (the unique
 * index makes a second press send nothing new). Its mail is the outbox row under `topic`, whose
 * status says whether it was delivered.
 */
@Entity({ name: 'recall_notices' })
@Index('uq_recall_notices_lot_customer', ['lotId', 'customerId'], { unique: true })
@Index('idx_recall_notices_recall', ['recallId'])
export class RecallNotice {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'recall_id', type: 'integer' })
  recallId: number;

  @Column({ name: 'lot_id', type: 'integer' })
  lotId: number;

  @Column({ name: 'customer_id', type: 'varchar', length: 36 })
  customerId: string;

  @Column({ type: 'varchar', length: 64 })
  topic: string;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;
}
