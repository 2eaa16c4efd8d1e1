import {
  isCalendarDay,
  priceProblem,
  priceWindowProblem,
  tradeQuantityProblem,
  type TradePriceRow,
} from '@waters/domain';
import { csvRow, readCsv } from '../../platform/text/csv.js';

/** The columns of a price list file, in this order: the first line must be exactly these. */
export const TRADE_PRICE_CSV_HEADER = ['product_id', 'min_quantity', 'unit_price', 'valid_from', 'valid_to'] as const;

/** The most rows one file may hold (far more than a producer's list). */
export const TRADE_PRICE_CSV_ROWS_MAX = 2000;

/** What is wrong with a line of a file (the header is line 1). */
export interface CsvRowProblem {
  readonly line: number;
  readonly message: string;
}

/** A row read from a file, with its line. */
export interface CsvPriceRow extends TradePriceRow {
  readonly line: number;
}

/** A group's list as a file: one row a line, unit prices in pesos with two decimals, open days empty. */
export function tradePriceCsv(rows: readonly TradePriceRow[]): string {
  return [
    csvRow(TRADE_PRICE_CSV_HEADER),
    ...rows.map((row) =>
      csvRow([
        row.productId,
        row.minQuantity,
        (row.unitCentavos / 100).toFixed(2),
        row.validFrom ?? '',
        row.validTo ?? '',
      ]),
    ),
  ].join('');
}

const PESOS = /^\d+(?:\.\d+)?$/;
const WHOLE = /^\d+$/;

/** A day column: empty for none, else a calendar day; the problem in words, or the day. */
function dayOf(column: string, text: string): { day: string | null; problem: string | null } {
  if (text === '') return { day: null, problem: null };
  return isCalendarDay(text)
    ? { day: text, problem: null }
    : { day: null, problem: `${column} must be a date written YYYY-MM-DD, or empty (found "${text}")` };
}

/** One line's row, or everything wrong with it (checked here: its own values; the products and overlaps are the service's). */
function rowOf(line: number, cells: readonly string[]): CsvPriceRow | CsvRowProblem {
  if (cells.length !== TRADE_PRICE_CSV_HEADER.length)
    return {
      line,
      message: `Expected ${TRADE_PRICE_CSV_HEADER.length} values (${TRADE_PRICE_CSV_HEADER.join(',')}), found ${cells.length}`,
    };
  const [productId, quantity, price, from, to] = cells.map((cell) => cell.trim());
  const minQuantity = WHOLE.test(quantity) ? Number(quantity) : NaN;
  const pesos = PESOS.test(price) ? Number(price) : NaN;
  const validFrom = dayOf('valid_from', from);
  const validTo = dayOf('valid_to', to);
  const problems = [
    productId === '' ? 'product_id is empty' : null,
    tradeQuantityProblem('min_quantity', minQuantity),
    Number.isNaN(pesos)
      ? `unit_price must be an amount in pesos such as 285.50 (found "${price}")`
      : priceProblem(pesos),
    validFrom.problem,
    validTo.problem,
    priceWindowProblem(validFrom.day, validTo.day),
  ].filter((problem) => problem !== null);
  if (problems.length > 0) return { line, message: problems.join('; ') };
  return {
    line,
    productId,
    minQuantity,
    unitCentavos: Math.round(pesos * 100),
    validFrom: validFrom.day,
    validTo: validTo.day,
  };
}

/**
 * Reads a price list file strictly: the header exactly, then one row a line (blank lines skipped);
 * every line with a problem is named, and the rows are only good when there is none.
 */
export function readTradePriceCsv(text: string): { rows: CsvPriceRow[]; problems: CsvRowProblem[] } {
  const { records, error } = readCsv(text);
  if (error) return { rows: [], problems: [error] };
  const [header, ...lines] = records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (
    !header ||
    header.line !== 1 ||
    header.cells.map((cell) => cell.trim()).join(',') !== TRADE_PRICE_CSV_HEADER.join(',')
  )
    return {
      rows: [],
      problems: [{ line: 1, message: `The first line must be exactly: ${TRADE_PRICE_CSV_HEADER.join(',')}` }],
    };
  if (lines.length > TRADE_PRICE_CSV_ROWS_MAX)
    return {
      rows: [],
      problems: [
        {
          line: lines[TRADE_PRICE_CSV_ROWS_MAX].line,
          message: `A file holds at most ${TRADE_PRICE_CSV_ROWS_MAX} rows`,
        },
      ],
    };
  const read = lines.map(({ line, cells }) => rowOf(line, cells));
  return {
    rows: read.filter((row): row is CsvPriceRow => 'productId' in row),
    problems: read.filter((row): row is CsvRowProblem => 'message' in row),
  };
}
