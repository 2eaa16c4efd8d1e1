import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TimestampColumn } from '../../../database/entity-columns.js';
import { bigintNumber } from '../../../platform/money/pesos.js';
import type { DeliveryZoneArea } from './delivery-zone-area.entity.js';

/** Where the fish is delivered, for what fee and on which days; kept by employees. */
@Entity({ name: 'delivery_zones' })
@Index('idx_delivery_zones_name', ['name'], { unique: true })
export class DeliveryZone {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ name: 'fee_centavos', type: 'bigint', transformer: bigintNumber })
  feeCentavos: number;

  @Column({ name: 'lead_days', type: 'integer' })
  leadDays: number;

  /** ISO weekdays, comma-separated ("1,2,3,4,5,6" = Monday to Saturday). */
  @Column({ type: 'varchar', length: 13 })
  weekdays: string;

  /** "HH:MM" in Manila. */
  @Column({ type: 'varchar', length: 5 })
  cutoff: string;

  /** A zone turned off offers no dates; orders already placed for it keep their copy of it. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  @TimestampColumn({ name: 'updated_at' })
  updatedAt: Date;

  // Named, not imported: the area's entity imports this one.
  @OneToMany('DeliveryZoneArea', (area: DeliveryZoneArea) => area.zone)
  areas?: Relation<DeliveryZoneArea>[];
}
