import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('CsvRowProblem', { description: 'What is wrong with one line of an imported file (the header is line 1).' })
export class CsvRowProblemModel {
  @Field(() => Int)
  line: number;

  @Field()
  message: string;
}

@ObjectType('TradePriceImport', {
  description: 'A price list file taken whole, or not at all: with any problem nothing was changed and imported is 0.',
})
export class TradePriceImportModel {
  @Field(() => Int, { description: "Rows the group's list now holds from the file." })
  imported: number;

  @Field(() => [CsvRowProblemModel])
  problems: CsvRowProblemModel[];
}
