import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';

/** A message sent from the Contact page, kept for the staff to read and answer. */
@Entity({ name: 'contact_messages' })
@Index('idx_contact_messages_created', ['createdAt'])
export class ContactMessage {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 150 })
  subject: string;

  @Column({ type: 'text' })
  details: string;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;
}
