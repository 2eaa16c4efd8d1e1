import { ArgsType, Field, registerEnumType } from '@nestjs/graphql';
import { PageArgs } from '../../../graphql/connection.js';
import { ProductStatus, ProductType } from '../product-enums.js';

/** The orders the employee's catalogue can be read in; each ends with the product ID, so it is total. */
export enum CatalogueSort {
  TYPE = 'TYPE',
  NAME = 'NAME',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
}

registerEnumType(CatalogueSort, {
  name: 'CatalogueSort',
  description:
    'TYPE: by type, then ID (the catalogue order). NAME: A to Z. PRICE_ASC / PRICE_DESC: cheapest or dearest first.',
});

/** A page of the catalogue, narrowed and ordered; a cursor is only good for the same sort. */
@ArgsType()
export class CatalogueArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Part of a product name or ID, in any case; blank matches every product.',
  })
  search?: string | null;

  @Field(() => ProductType, { nullable: true })
  type?: ProductType | null;

  @Field(() => ProductStatus, { nullable: true })
  status?: ProductStatus | null;

  @Field(() => CatalogueSort, { nullable: true, defaultValue: CatalogueSort.TYPE })
  sort?: CatalogueSort | null;
}
