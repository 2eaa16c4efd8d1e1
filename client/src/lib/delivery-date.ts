/** A delivery or pickup day as the customer reads it. */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "2026-11-30" → "Mon 30 Nov 2026". The day is a calendar day (Manila's, as the server offers it),
 * not an instant: it is read in UTC so no time zone can move it. Anything else is shown as given.
 */
export function formatDeliveryDate(day: string | null | undefined): string {
  if (!day) return '';
  const match = DAY.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCDate() !== Number(match[3])) return day; // 2026-02-31 and the like
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
