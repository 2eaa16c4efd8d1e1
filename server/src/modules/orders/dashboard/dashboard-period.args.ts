import { ArgsType, Field } from '@nestjs/graphql';
import { IsDate, ValidateBy, type ValidationArguments } from 'class-validator';
import { REPORT_PERIOD_MAX_DAYS } from '@waters/domain';

const MAX_PERIOD_MS = REPORT_PERIOD_MAX_DAYS * 24 * 60 * 60 * 1000;

const isValidDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** `to - from` in milliseconds, or null when either end is not a date (IsDate reports that). */
function spanOf(to: unknown, args: ValidationArguments): number | null {
  const { from } = args.object as DashboardPeriodArgs;
  return isValidDate(from) && isValidDate(to) ? to.getTime() - from.getTime() : null;
}

/** A reporting period [from, to): `from` before `to`, at most 366 days long. */
@ArgsType()
export class DashboardPeriodArgs {
  @Field(() => Date, { description: 'Start of the period (included).' })
  @IsDate({ message: 'From must be a date' })
  from: Date;

  @Field(() => Date, {
    description: `End of the period (excluded); after \`from\` and at most ${REPORT_PERIOD_MAX_DAYS} days later.`,
  })
  @ValidateBy(
    { name: 'periodAtMost', validator: { validate: (to: unknown, args) => (spanOf(to, args!) ?? 0) <= MAX_PERIOD_MS } },
    { message: `The period must be at most ${REPORT_PERIOD_MAX_DAYS} days` },
  )
  @ValidateBy(
    { name: 'afterFrom', validator: { validate: (to: unknown, args) => (spanOf(to, args!) ?? 1) > 0 } },
    { message: 'From must be before to' },
  )
  @IsDate({ message: 'To must be a date' })
  to: Date;
}
