import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ProductType } from '../../products/product-enums.js';
import { StorageGuidanceModel } from '../../products/models/product-page.model.js';
import type { PickSheetFigures } from './pick-sheet.service.js';

@ObjectType('PickSheetItem', { description: 'One product to pick: units summed over the approved orders of the day.' })
export class PickSheetItemModel {
  @Field()
  productId: string;

  @Field()
  productName: string;

  @Field(() => ProductType)
  productType: ProductType;

  @Field(() => Int)
  quantity: number;

  @Field(() => StorageGuidanceModel, { description: 'How to keep and prepare it (its page’s guidance), for packing.' })
  storage: StorageGuidanceModel;
}

@ObjectType('PickSheet', {
  description: 'Orders approved on one Manila calendar day, summed by product (sorted by type, then name).',
})
export class PickSheetModel {
  @Field({ description: 'The day, YYYY-MM-DD (Asia/Manila).' })
  day: string;

  @Field(() => Int, { description: 'Orders approved that day.' })
  orderCount: number;

  @Field(() => [PickSheetItemModel])
  items: PickSheetItemModel[];

  static of({ day, orderCount, items }: PickSheetFigures): PickSheetModel {
    return Object.assign(new PickSheetModel(), {
      day,
      orderCount,
      items: items.map(({ product, ...item }) =>
        Object.assign(new PickSheetItemModel(), {
          ...item,
          storage: product ? StorageGuidanceModel.of(product) : StorageGuidanceModel.none(),
        }),
      ),
    });
  }
}
