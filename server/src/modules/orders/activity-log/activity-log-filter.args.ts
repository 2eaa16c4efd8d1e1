import { FULL_NAME_MAX } from '@waters/domain';
import { ArgsType, Field } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  IsDate,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { ORDER_DECISIONS, OrderStatus } from '../order-status.js';

const isValidDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** True unless both ends are dates and `to` is not after `from` (IsDate reports non-dates). */
function afterFrom(to: unknown, args: ValidationArguments): boolean {
  const { from } = args.object as ActivityLogFilterArgs;
  return !(isValidDate(from) && isValidDate(to)) || to.getTime() > from.getTime();
}

/**
 * Narrows the activity log: decision date in [from, to), one decision status, one customer (by id or by name).
 * Every field is optional; the same filter serves the GraphQL page and the CSV export.
 */
@ArgsType()
export class ActivityLogFilterArgs {
  @Field(() => Date, { nullable: true, description: 'Decided at or after this instant.' })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'From must be a date' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Decided before this instant; after `from` when both are given.' })
  @IsOptional()
  @ValidateBy(
    { name: 'afterFrom', validator: { validate: (to: unknown, args) => afterFrom(to, args!) } },
    { message: 'From must be before to' },
  )
  @Type(() => Date)
  @IsDate({ message: 'To must be a date' })
  to?: Date | null;

  @Field(() => OrderStatus, { nullable: true, description: 'APPROVED or CANCELLED.' })
  @IsOptional()
  @IsIn(ORDER_DECISIONS, { message: 'Status must be APPROVED or CANCELLED' })
  status?: OrderStatus | null;

  @Field(() => String, { nullable: true, description: "The customer's id." })
  @IsOptional()
  @MaxLength(36, { message: 'Customer ID is not valid' })
  @Matches(/^[A-Za-z0-9-]+$/, { message: 'Customer ID is not valid' })
  @IsString({ message: 'Customer ID is not valid' })
  customerId?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the customer's name on the order, in any case." })
  @IsOptional()
  @MaxLength(FULL_NAME_MAX, { message: `Customer name must be at most ${FULL_NAME_MAX} characters` })
  @IsString({ message: 'Customer name is not valid' })
  customerName?: string | null;
}

/** A LIKE pattern for "contains", its wildcards taken literally ('!' escapes: the same on SQLite and MySQL). */
const containsPattern = (text: string) => `%${text.trim().toLowerCase().replace(/[!%_]/g, '!$&')}%`;

/** The SQL condition of a filter on the orders alias `o` (always within the decided orders). */
export function activityLogWhere(filter: ActivityLogFilterArgs): { where: string; params: Record<string, unknown> } {
  const conditions: [unknown, string, string][] = [
    [filter.from, 'from', 'o.authorizationDate >= :from'],
    [filter.to, 'to', 'o.authorizationDate < :to'],
    [filter.status, 'status', 'o.status = :status'],
    [filter.customerId, 'customerId', 'o.customerId = :customerId'],
    [
      filter.customerName?.trim() ? containsPattern(filter.customerName) : null,
      'customerName',
      "LOWER(o.fullName) LIKE :customerName ESCAPE '!'",
    ],
  ];
  const used = conditions.filter(([value]) => value !== undefined && value !== null && value !== '');
  return {
    where: ['o.authorizationDate IS NOT NULL', ...used.map(([, , sql]) => sql)].join(' AND '),
    params: Object.fromEntries(used.map(([value, name]) => [name, value])),
  };
}
