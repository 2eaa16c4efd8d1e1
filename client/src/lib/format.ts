/** Money and dates as the screens show them: pesos with the ₱ symbol, Philippine time. */
const PESO = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });
const MEDIUM = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Manila' });
const SHORT = new Intl.DateTimeFormat('en-PH', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Manila' });

export const formatPeso = (amount: number): string => PESO.format(amount);

/** Pending orders: "Nov 21, 2026, 1:31:15 PM". */
export const formatMediumDate = (iso: string | null | undefined): string => (iso ? MEDIUM.format(new Date(iso)) : '');

/** Order history: "11/21/26, 1:31 PM". */
export const formatShortDate = (iso: string | null | undefined): string => (iso ? SHORT.format(new Date(iso)) : '');

/** How long since `iso`, in the largest whole unit: "45 min", "2 h", "3 d". */
export function formatWaiting(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
