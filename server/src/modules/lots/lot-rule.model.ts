import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('LotRule', {
  description: "The code and best-before a product's next batch gets by the rule (the staff may type others).",
})
export class LotRuleModel {
  @Field({ description: "The product kind's prefix: DRD, MAR or SMK." })
  prefix: string;

  @Field(() => Int)
  shelfLifeDays: number;

  @Field({ description: 'E.g. DRD-20261128-A: the prefix, the production day and the day’s next letter.' })
  nextCode: string;

  @Field({ description: 'The production date plus the shelf life.' })
  bestBefore: string;
}
