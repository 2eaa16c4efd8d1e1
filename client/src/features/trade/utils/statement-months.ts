import { manilaDay, monthLabel, previousMonth } from '@waters/domain';

/** How far back a statement can be chosen: a year, this month included. */
export const STATEMENT_MONTHS_BACK = 12;

/**
 * The months a statement can be asked for, newest first: this month (to date) and the earlier
 * ones, back to the month the account was approved or a year, whichever is shorter. Months are
 * Manila's, as the server counts them; `today` is a Manila day ("YYYY-MM-DD").
 */
export function statementMonths(today: string, approvedAt: string | null | undefined): string[] {
  const first = approvedAt ? manilaDay(approvedAt).slice(0, 7) : null;
  const months = [today.slice(0, 7)];
  while (months.length < STATEMENT_MONTHS_BACK && (first === null || months[months.length - 1] > first))
    months.push(previousMonth(months[months.length - 1]));
  return months;
}

/** "November 2026", and "November 2026 (to date)" for the month still running. */
export const statementMonthLabel = (month: string, today: string): string =>
  month === today.slice(0, 7) ? `${monthLabel(month)} (to date)` : monthLabel(month);
