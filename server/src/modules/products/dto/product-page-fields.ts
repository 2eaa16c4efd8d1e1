import { Field, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import {
  isGtin,
  PACK_SIZE_MAX,
  PREPARATION_MAX,
  PRODUCT_DESCRIPTION_MAX,
  SHELF_LIFE_DAYS_MAX,
  STORAGE_NOTE_MAX,
} from '@waters/domain';
import { Apply } from './product-fields.js';

/** Trimmed; an empty text clears the field (null). */
const blankIsNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** An optional text of at most `max` characters, named `label` in its message. */
const optionalText = (label: string, max: number) => [
  Transform(blankIsNull),
  IsOptional(),
  MaxLength(max, { message: `${label} must be at most ${max} characters` }),
  IsString({ message: `${label} must be text` }),
];

/**
 * What a product's public page says beyond name, type and price, as employees write it. On an
 * edit, a field left out keeps its value and an empty one clears it.
 */
@InputType({ isAbstract: true })
export abstract class ProductPageFields {
  @Field(() => String, {
    nullable: true,
    description: `At most ${PRODUCT_DESCRIPTION_MAX} characters; paragraphs separated by blank lines.`,
  })
  @Apply(optionalText('Description', PRODUCT_DESCRIPTION_MAX))
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'E.g. "250 g pack".' })
  @Apply(optionalText('Pack size', PACK_SIZE_MAX))
  packSize?: string | null;

  @Field(() => String, { nullable: true, description: 'E.g. "Frozen, -18 °C or colder".' })
  @Apply(optionalText('Storage temperature', STORAGE_NOTE_MAX))
  storageTemperature?: string | null;

  @Field(() => String, { nullable: true })
  @Apply(optionalText('Shelf life unopened', STORAGE_NOTE_MAX))
  shelfLifeUnopened?: string | null;

  @Field(() => String, { nullable: true })
  @Apply(optionalText('Shelf life opened', STORAGE_NOTE_MAX))
  shelfLifeOpened?: string | null;

  @Field(() => String, { nullable: true, description: 'How to thaw and prepare it.' })
  @Apply(optionalText('Preparation', PREPARATION_MAX))
  preparation?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The GS1 trade item number on its pack (8, 12, 13 or 14 digits): its labels' QR code carries it.",
  })
  @Transform(blankIsNull)
  @IsOptional()
  @ValidateBy(
    { name: 'gtin', validator: { validate: (value: unknown) => typeof value === 'string' && isGtin(value) } },
    { message: 'GTIN must be 8, 12, 13 or 14 digits ending in its check digit' },
  )
  gtin?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "Days a batch keeps unopened, when not its kind's (dried 180, marinated 90, smoked 7): new lots' best-before.",
  })
  @IsOptional()
  @Max(SHELF_LIFE_DAYS_MAX, { message: `Shelf life must be at most ${SHELF_LIFE_DAYS_MAX} days` })
  @Min(1, { message: 'Shelf life must be at least 1 day' })
  @IsInt({ message: 'Shelf life must be whole days' })
  shelfLifeDays?: number | null;
}

export const PRODUCT_PAGE_FIELDS = [
  'description',
  'packSize',
  'storageTemperature',
  'shelfLifeUnopened',
  'shelfLifeOpened',
  'preparation',
  'gtin',
  'shelfLifeDays',
] as const;

/** The page fields an input sets (those present in it; null clears one). */
export function pageFieldsOf(input: ProductPageFields): {
  [K in (typeof PRODUCT_PAGE_FIELDS)[number]]?: Exclude<ProductPageFields[K], undefined>;
} {
  return Object.fromEntries(
    PRODUCT_PAGE_FIELDS.filter((name) => input[name] !== undefined).map((name) => [name, input[name] ?? null]),
  );
}
