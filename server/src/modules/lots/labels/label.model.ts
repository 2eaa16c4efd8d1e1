import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Label', {
  description: 'What a food label prints: product, pack size, lot, best-before (01Jan2026), storage, and a QR code.',
})
export class LabelModel {
  @Field()
  productId: string;

  @Field()
  productName: string;

  @Field(() => String, { nullable: true })
  packSize: string | null;

  @Field()
  lotCode: string;

  @Field()
  bestBefore: string;

  @Field({ description: 'As labels write it: 01Jan2026.' })
  bestBeforeLabel: string;

  @Field({ description: "The product's storage temperature (its own, or its kind's)." })
  storage: string;

  @Field({
    description:
      "What the QR code holds: the GS1 Digital Link URI (/01/{GTIN}/10/{lot}?17=YYMMDD) when the product has a GTIN, the product's page with the lot otherwise.",
  })
  link: string;

  @Field({ description: 'The QR code of `link`, as SVG.' })
  qrSvg: string;

  @Field(() => Int, { nullable: true, description: 'A packed line’s order (null on a shelf label).' })
  orderId: number | null;

  @Field(() => Int, { nullable: true, description: 'Units of the line packed from this lot (null on a shelf label).' })
  quantity: number | null;
}
