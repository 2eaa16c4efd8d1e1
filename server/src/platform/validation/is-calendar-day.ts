import { isCalendarDay } from '@waters/domain';
import { ValidateBy } from 'class-validator';

/** A real calendar day written YYYY-MM-DD (2026-02-31 is refused, not read as a date in March). */
export const IsCalendarDay = (message: string) =>
  ValidateBy({ name: 'calendarDay', validator: { validate: (value: unknown) => isCalendarDay(value) } }, { message });
