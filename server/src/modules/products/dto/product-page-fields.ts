import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PACK_SIZE_MAX, PREPARATION_MAX, PRODUCT_DESCRIPTION_MAX, STORAGE_NOTE_MAX } from '@waters/domain';
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
}

export const PRODUCT_PAGE_FIELDS = [
  'description',
  'packSize',
  'storageTemperature',
  'shelfLifeUnopened',
  'shelfLifeOpened',
  'preparation',
] as const;

/** The page fields an input sets (those present in it; null clears one). */
export function pageFieldsOf(
  input: ProductPageFields,
): Partial<Record<(typeof PRODUCT_PAGE_FIELDS)[number], string | null>> {
  return Object.fromEntries(
    PRODUCT_PAGE_FIELDS.filter((name) => input[name] !== undefined).map((name) => [name, input[name] ?? null]),
  );
}
