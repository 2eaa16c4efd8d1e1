/** Money and dates as the screens show them: pesos with the ₱ symbol, Philippine time. */
import { clockTime, mediumDateTime, shortDateTime } from './date-text';

/** A formatter made on first use: the first Intl formatter a page makes loads the locale's data. */
function onFirstUse<V>(make: () => { format(value: V): string }): (value: V) => string {
  let formatter: { format(value: V): string } | null = null;
  return (value) => (formatter ??= make()).format(value);
}

/** "1234567" → "1,234,567": the digits of a whole number in groups of three, as en-PH writes them. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole count as en-PH writes it: "1,000,000" (toLocaleString's text, without making a formatter). */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-PH');
  return `${count < 0 || Object.is(count, -0) ? '-' : ''}${groupThousands(String(Math.abs(count)))}`;
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
  return `${sign}₱${groupThousands(centavos.slice(0, -2))}.${centavos.slice(-2)}`;
}

const intlCompactPeso = onFirstUse<number>(
  () => new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', notation: 'compact' }),
);
const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'] as const;

/** `n / 10^drop`, rounded half away from zero (n ≥ 0). */
const dropDigits = (n: bigint, drop: number) => {
  if (drop <= 0) return n;
  const unit = 10n ** BigInt(drop);
  return n / unit + ((n % unit) * 2n >= unit ? 1n : 0n);
};

/**
 * "₱4K", "₱2.5K", "₱1.2M": pesos as Intl.NumberFormat('en-PH', PHP currency, compact notation)
 * writes them, without Intl for the usual amounts (as formatPeso): the amount in thousands,
 * millions, billions or trillions, rounded half away from zero to two significant digits, or to
 * a whole number from 100 of its unit up. Unit tests hold it to Intl.
 */
export function formatCompactPeso(amount: number): string {
  const written = String(Math.abs(amount));
  if (!/^\d+(\.\d+)?$/.test(written)) return intlCompactPeso(amount); // NaN, ±∞, exponent notation
  const [whole, fraction = ''] = written.split('.');
  // The amount is digits × 10^-scale; a unit of 1000^unit moves the point 3 × unit places left.
  let digits = BigInt(whole + fraction);
  let scale = fraction.length;
  let unit = Math.min(COMPACT_UNITS.length - 1, Math.max(0, Math.floor((whole.replace(/^0+/, '').length - 1) / 3)));
  scale += 3 * unit;
  const wholeDigits = String(digits).length - scale;
  const drop = wholeDigits >= 3 ? scale : String(digits).length - 2;
  digits = dropDigits(digits, drop);
  scale -= Math.max(0, drop);
  // 999.5 rounds to 1000: one unit up (₱1K), when there is one.
  if (unit < COMPACT_UNITS.length - 1 && digits >= 1000n * 10n ** BigInt(scale)) {
    unit += 1;
    scale += 3;
  }
  const text = String(digits).padStart(scale + 1, '0');
  const units = text.slice(0, text.length - scale);
  const decimals = text.slice(text.length - scale).replace(/0+$/, '');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  // Past 9,999 trillion the whole is grouped (compact notation groups from five digits on).
  const shown = units.length >= 5 ? groupThousands(units) : units;
  return `${sign}₱${shown}${decimals && `.${decimals}`}${COMPACT_UNITS[unit]}`;
}

const medium = onFirstUse<Date>(
  () => new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Manila' }),
);
const short = onFirstUse<Date>(
  () => new Intl.DateTimeFormat('en-PH', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Manila' }),
);
const time = onFirstUse<Date>(
  () => new Intl.DateTimeFormat('en-PH', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Manila' }),
);

/** Pending orders: "Nov 21, 2026, 1:31:15 PM". */
export function formatMediumDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return mediumDateTime(date) ?? medium(date);
}

/** Order history: "11/21/26, 1:31 PM". */
export function formatShortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return shortDateTime(date) ?? short(date);
}

/** The time of day in Manila: "1:31 PM". */
export const formatClockTime = (date: Date): string => clockTime(date) ?? time(date);

/** How long since `iso`, in the largest whole unit: "45 min", "2 h", "3 d". */
export function formatWaiting(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
