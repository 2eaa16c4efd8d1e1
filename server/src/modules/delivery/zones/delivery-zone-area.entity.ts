import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { DeliveryZone } from './delivery-zone.entity.js';

/** A province, or one city of it, that a zone serves; a place belongs to one zone at most. */
@Entity({ name: 'delivery_zone_areas' })
@Index('idx_delivery_zone_areas_place', ['placeKey'], { unique: true })
@Index('idx_delivery_zone_areas_zone', ['zoneId'])
export class DeliveryZoneArea {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'zone_id', type: 'integer' })
  zoneId: number;

  @ManyToOne(() => DeliveryZone, (zone) => zone.areas, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'zone_id', foreignKeyConstraintName: 'fk_delivery_zone_areas_zone' })
  zone?: Relation<DeliveryZone>;

  @Column({ type: 'varchar', length: 64 })
  province: string;

  /** Empty: the whole province. */
  @Column({ type: 'varchar', length: 64, default: '' })
  city: string;

  /** PSGC codes: the province's (Metro Manila's for the capital region), and the city's or null for the whole province. */
  @Column({ name: 'province_code', type: 'varchar', length: 10, nullable: true })
  provinceCode: string | null;

  @Column({ name: 'city_code', type: 'varchar', length: 10, nullable: true })
  cityCode: string | null;

  /** provinceCode + "|" + cityCode (empty for the whole province): how an address finds its zone, a city's own area before its province's. An area named before places were coded and not found in the PSGC keeps "?" and its names, and serves nobody until chosen again. */
  @Column({ name: 'place_key', type: 'varchar', length: 130 })
  placeKey: string;
}
