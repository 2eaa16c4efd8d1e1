import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { centavosToPesos } from '@waters/domain';
import { ProductType } from '../../products/product-enums.js';
import type { DeliveryZoneArea } from './delivery-zone-area.entity.js';
import type { DeliveryZone } from './delivery-zone.entity.js';
import type { ProductTypeRule } from './product-type-rule.entity.js';

/** "1,2,3" → [1, 2, 3]. */
export const weekdaysOf = (zone: Pick<DeliveryZone, 'weekdays'>) => zone.weekdays.split(',').map(Number);

@ObjectType('ZoneArea', { description: 'A province a zone serves, or one city of it.' })
export class ZoneAreaModel {
  @Field()
  province: string;

  @Field(() => String, { nullable: true, description: 'Null: the whole province.' })
  city: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The PSGC code of the province (Metro Manila: 1300000000); null for an area named before places were coded and not found in the list: it serves nobody until chosen again.',
  })
  provinceCode: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The PSGC code of the city or municipality; null for the whole province.',
  })
  cityCode: string | null;

  static of(area: DeliveryZoneArea): ZoneAreaModel {
    return Object.assign(new ZoneAreaModel(), {
      province: area.province,
      city: area.city === '' ? null : area.city,
      provinceCode: area.provinceCode,
      cityCode: area.cityCode,
    });
  }
}

@ObjectType('DeliveryZone', { description: 'Where the fish is delivered, for what fee and on which days.' })
export class DeliveryZoneModel {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field(() => [ZoneAreaModel])
  areas: ZoneAreaModel[];

  @Field(() => Float, { description: 'Pesos.' })
  deliveryFee: number;

  @Field(() => Int)
  leadDays: number;

  @Field(() => [Int], { description: 'ISO weekdays: 1 = Monday … 7 = Sunday.' })
  weekdays: number[];

  @Field({ description: '"HH:MM" in Manila.' })
  cutoff: string;

  @Field()
  active: boolean;

  static of(zone: DeliveryZone, areas: readonly DeliveryZoneArea[]): DeliveryZoneModel {
    return Object.assign(new DeliveryZoneModel(), {
      id: zone.id,
      name: zone.name,
      areas: [...areas].sort((a, b) => a.id - b.id).map(ZoneAreaModel.of),
      deliveryFee: centavosToPesos(zone.feeCentavos),
      leadDays: zone.leadDays,
      weekdays: weekdaysOf(zone),
      cutoff: zone.cutoff,
      active: zone.active,
    });
  }
}

@ObjectType('DeliveryZoneSummary', { description: 'The zone an address is in, as a customer sees it.' })
export class DeliveryZoneSummary {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field(() => Float, { description: 'Pesos.' })
  deliveryFee: number;

  static of(zone: DeliveryZone): DeliveryZoneSummary {
    return Object.assign(new DeliveryZoneSummary(), {
      id: zone.id,
      name: zone.name,
      deliveryFee: centavosToPesos(zone.feeCentavos),
    });
  }
}

@ObjectType('ProductTypeRule', {
  description: 'Whether fish of a type spoils in transit: a perishable delivery never spends a Sunday on the road.',
})
export class ProductTypeRuleModel {
  @Field(() => ProductType)
  productType: ProductType;

  @Field()
  perishable: boolean;

  static of(rule: Pick<ProductTypeRule, 'productType' | 'perishable'>): ProductTypeRuleModel {
    return Object.assign(new ProductTypeRuleModel(), { productType: rule.productType, perishable: rule.perishable });
  }
}
