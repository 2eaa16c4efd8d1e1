/** Money and dates as the screens show them: pesos with the ₱ symbol, Philippine time. */

/** A formatter made on first use: the first Intl formatter a page makes loads the locale's data. */
function onFirstUse<V>(make: () => { format(value: V): string }): (value: V) => string {
  let formatter: { format(value: V): string } | null = null;
  return (value) => (formatter ??= make()).format(value);
}

const intlPeso = onFirstUse<number>(() => new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }));

/**
 * "₱1,234.50", exactly as Intl.NumberFormat('en-PH', PHP currency) writes it (rounding the
 * number as written, half away from zero), without Intl for the usual amounts: making that
 * formatter cost a phone 50 ms of the storefront's first screen. Unit tests hold it to Intl.
 */
export function formatPeso(amount: number): string {
  const written = String(Math.abs(amount));
  if (!/^\d+(\.\d+)?$/.test(written)) return intlPeso(amount); // NaN, ±∞, exponent notation
  const [whole, fraction = ''] = written.split('.');
  const roundsUp = fraction.length > 2 && fraction[2] >= '5';
  const centavos = (BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (roundsUp ? 1n : 0n))
    .toString()
    .padStart(3, '0');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₱${centavos.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${centavos.slice(-2)}`;
}

const medium = onFirstUse<Date>(
  () => new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Manila' }),
);
const short = onFirstUse<Date>(
  () => new Intl.DateTimeFormat('en-PH', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Manila' }),
);

/** Pending orders: "Nov 21, 2026, 1:31:15 PM". */
export const formatMediumDate = (iso: string | null | undefined): string => (iso ? medium(new Date(iso)) : '');

/** Order history: "11/21/26, 1:31 PM". */
export const formatShortDate = (iso: string | null | undefined): string => (iso ? short(new Date(iso)) : '');

/** How long since `iso`, in the largest whole unit: "45 min", "2 h", "3 d". */
export function formatWaiting(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
