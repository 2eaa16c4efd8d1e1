/**
 * The little SQL that MariaDB/MySQL and SQLite spell differently, for statements that generate
 * rows in the database itself (INSERT … SELECT over a sequence of integers).
 */
export interface BulkSql {
  readonly kind: 'mysql' | 'sqlite';
  /** The integers first…last as rows of table `s`, column `seq`: `with` goes before the statement, `from` after its FROM. */
  sequence(first: number, last: number): { with: string; from: string };
  /** The DATETIME(3) value of a Unix time in milliseconds, as the app stores it (UTC, 'YYYY-MM-DD HH:MM:SS.mmm'). */
  time(ms: string): string;
  concat(...parts: string[]): string;
  /** A non-negative integer as decimal text, zero-padded to `width` digits. */
  padded(n: string, width: number): string;
  least(a: string, b: string): string;
  /** An integer as decimal text. */
  text(n: string): string;
  /** A query answering one row { n }: 1 when `table` has `column`, else 0. */
  hasColumn(table: string, column: string): string;
  /** 'YYYY-MM-DD': the Manila (UTC+8) day of the DATETIME `time`, `days` (an integer expression) later. */
  manilaDayAfter(time: string, days: string): string;
}

const MYSQL: BulkSql = {
  kind: 'mysql',
  // The Sequence engine's virtual tables (MariaDB 10.0+): nothing is stored.
  sequence: (first, last) => ({ with: '', from: `seq_${first}_to_${last} s` }),
  time: (ms) => `TIMESTAMPADD(MICROSECOND, (${ms}) * 1000, TIMESTAMP'1970-01-01 00:00:00')`,
  concat: (...parts) => `CONCAT(${parts.join(', ')})`,
  padded: (n, width) => `LPAD(${n}, ${width}, '0')`,
  least: (a, b) => `LEAST(${a}, ${b})`,
  text: (n) => `CAST(${n} AS CHAR)`,
  hasColumn: (table, column) =>
    `SELECT COUNT(*) AS n FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = '${table}' AND column_name = '${column}'`,
  manilaDayAfter: (time, days) => `DATE_FORMAT(${time} + INTERVAL 8 HOUR + INTERVAL (${days}) DAY, '%Y-%m-%d')`,
};

const SQLITE: BulkSql = {
  kind: 'sqlite',
  sequence: (first, last) => ({
    with: `WITH RECURSIVE s(seq) AS (SELECT ${first} UNION ALL SELECT seq + 1 FROM s WHERE seq < ${last}) `,
    from: 's',
  }),
  time: (ms) => `strftime('%Y-%m-%d %H:%M:%f', (${ms}) / 1000.0, 'unixepoch')`,
  concat: (...parts) => `(${parts.join(' || ')})`,
  padded: (n, width) => `printf('%0${width}d', ${n})`,
  least: (a, b) => `MIN(${a}, ${b})`,
  text: (n) => `CAST(${n} AS TEXT)`,
  hasColumn: (table, column) => `SELECT COUNT(*) AS n FROM pragma_table_info('${table}') WHERE name = '${column}'`,
  manilaDayAfter: (time, days) => `strftime('%Y-%m-%d', ${time}, '+8 hours', '+' || (${days}) || ' days')`,
};

export const bulkSql = (driver: string): BulkSql => (driver === 'better-sqlite3' ? SQLITE : MYSQL);

const TWO_TO_32 = 4294967296;

/**
 * A pseudo-random number in [0, 2^32) (SQL) from the integer expression `n`, a different one for
 * each salt: multiply, swap the 16-bit halves, multiply, swap, multiply, each modulo 2^32. Every
 * product stays below 2^63, so both databases compute it exactly in 64-bit integers (n < 10^9).
 */
export function hash32(n: string, salt: number): string {
  const times = (x: string, by: number) => `((${x}) * ${by} % ${TWO_TO_32})`;
  const swapHalves = (x: string) => `(((${x}) >> 16) + ((${x}) % 65536) * 65536)`;
  return times(swapHalves(times(swapHalves(times(`${n} + ${salt * 1_000_003}`, 2654435761)), 73244475)), 739982445);
}

/** One of `choices` (SQL string literals) by the integer expression `index` (0-based, below choices.length). */
export function pick(choices: readonly string[], index: string): string {
  return `CASE ${index} ${choices.map((choice, i) => `WHEN ${i} THEN '${choice.replace(/'/g, "''")}'`).join(' ')} END`;
}
