import { badInput } from '../errors/domain-error.js';

export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 50;

/** What a caller asks for: how many, after which item (an opaque cursor from an earlier page). */
export interface PageRequest {
  first: number;
  after?: string | null;
}

/** One page of a list ordered by a key, and where the next page starts. */
export interface Page<T> {
  items: T[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** A position in a list: the sort key values of the last item seen (e.g. [date, id]). */
export type CursorKey = (string | number)[];

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const INVALID_CURSOR = 'The cursor is not one this list gave out.';

/** The key a cursor holds, checked against the shape the list expects (a string, then a number …). */
export function decodeCursor(cursor: string, shape: readonly ('string' | 'number')[]): CursorKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badInput(INVALID_CURSOR, { after: INVALID_CURSOR });
  }
  if (!Array.isArray(key) || key.length !== shape.length || key.some((part, i) => typeof part !== shape[i])) {
    throw badInput(INVALID_CURSOR, { after: INVALID_CURSOR });
  }
  return key as CursorKey;
}

/** The page size asked for, within 1 to 100. */
export function pageSize(first: number | null | undefined): number {
  const size = first ?? PAGE_SIZE_DEFAULT;
  if (!Number.isInteger(size) || size < 1 || size > PAGE_SIZE_MAX) {
    throw badInput(`first must be a whole number from 1 to ${PAGE_SIZE_MAX}.`, { first: `1 to ${PAGE_SIZE_MAX}` });
  }
  return size;
}

/** Turns rows fetched with one extra (size + 1) into a page. */
export function toPage<T>(rows: T[], size: number, totalCount: number, keyOf: (row: T) => CursorKey): Page<T> {
  const items = rows.slice(0, size);
  const last = items.at(-1);
  return { items, totalCount, hasNextPage: rows.length > size, endCursor: last ? encodeCursor(keyOf(last)) : null };
}
