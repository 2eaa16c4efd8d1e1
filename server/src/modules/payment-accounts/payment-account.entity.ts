import type { TransferMethod } from '@waters/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';

/** One of the shop's accounts that transfers are sent to: one per method (GCash, Maya, the bank). */
@Entity({ name: 'payment_accounts' })
export class PaymentAccount {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  method: TransferMethod;

  @Column({ name: 'account_name', type: 'varchar', length: 100 })
  accountName: string;

  @Column({ name: 'account_number', type: 'varchar', length: 40 })
  accountNumber: string;

  /** Banks only. */
  @Column({ name: 'bank_name', type: 'varchar', length: 80, nullable: true })
  bankName: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  branch: string | null;

  /** Wallets only: the address of the QR code's picture, uploaded through the picture pipeline. */
  @Column({ name: 'qr_image', type: 'varchar', length: 500, nullable: true })
  qrImage: string | null;

  @TimestampColumn({ name: 'updated_at' })
  updatedAt: Date;
}
