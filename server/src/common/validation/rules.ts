/** Input rules shared by every entry point (see validate-input.ts). */

/**
 * Optional +, optional 1-4 digit country code, separators (space . -), optional parentheses,
 * digit groups; 7 to 15 digits in all (E.164 allows at most 15).
 */
export const MOBILE_NUMBER_PATTERN = /^(?=(?:\D*\d){7,15}\D*$)\+?(\d{1,4}[\s.-]?)?(\(\d{1,4}\)[\s.-]?)?\d{1,4}([\s.-]?\d{1,4}){1,4}$/;

export const USER_NAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const USER_NAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
export const ADDRESS_MAX = 300;
export const EMAIL_MAX = 254;
export const MOBILE_MAX = 32;

export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const PRODUCT_ID_MAX = 32;
export const PRODUCT_NAME_MAX = 120;
export const IMAGE_URL_MAX = 500;
export const MAX_PRICE_PESOS = 1_000_000;

export const ORDER_LINES_MAX = 100;
export const LINE_QUANTITY_MAX = 999;
export const REMARKS_MAX = 500;

/** Longest period a report may cover (a leap year). */
export const REPORT_PERIOD_MAX_DAYS = 366;

/**
 * http(s) URLs without credentials or a site-relative path ("/images/x.webp"); never javascript:,
 * data: or protocol-relative. Which hosts are allowed is the operator's choice (ImagePolicy).
 */
export function isSafeImageUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > IMAGE_URL_MAX) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\s\u0000-\u001f\u007f<>"'`\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Length in characters as a person (and MySQL's utf8mb4 VARCHAR) counts them, not UTF-16 units. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** Most units of one product the shop can record as on hand. */
export const STOCK_MAX = 1_000_000;
