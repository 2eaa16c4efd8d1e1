import { IMAGE_URL_MAX } from './limits.js';

/**
 * Optional +, optional 1-4 digit country code, separators (space . -), optional parentheses,
 * digit groups; 7 to 15 digits in all (E.164 allows at most 15).
 */
export const MOBILE_NUMBER_PATTERN =
  /^(?=(?:\D*\d){7,15}\D*$)\+?(\d{1,4}[\s.-]?)?(\(\d{1,4}\)[\s.-]?)?\d{1,4}([\s.-]?\d{1,4}){1,4}$/;

export const USER_NAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * http(s) URLs without credentials or a site-relative path ("/images/x.webp"); never javascript:,
 * data: or protocol-relative. Which hosts are allowed is the operator's choice (the server's ImagePolicy).
 */
export function isSafeImageUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > IMAGE_URL_MAX) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\s\u0000-\u001f\u007f<>"'`\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
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
