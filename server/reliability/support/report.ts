/** Figures go straight to stdout (jest does not buffer it), as compact aligned tables. */

export type Row = readonly (string | number)[];

const cell = (value: string | number): string =>
  typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(1)) : value;

export function table(title: string, rows: readonly Row[], header?: Row): void {
  const all = header ? [header, ...rows] : rows;
  // Text sets a column's width; numbers are right-aligned among themselves.
  const widths: number[] = [];
  const numberWidths: number[] = [];
  for (const row of all) {
    row.forEach((value, i) => {
      const length = cell(value).length;
      if (typeof value === 'number') numberWidths[i] = Math.max(numberWidths[i] ?? 0, length);
      else if (i < row.length - 1) widths[i] = Math.max(widths[i] ?? 0, Math.min(length, 40));
    });
  }
  const format = (row: Row) =>
    '  ' +
    row
      .map((value, i) => {
        const width = Math.max(widths[i] ?? 0, numberWidths[i] ?? 0);
        return typeof value === 'number'
          ? cell(value).padStart(numberWidths[i]).padEnd(width)
          : cell(value).padEnd(i < row.length - 1 ? width : 0);
      })
      .join('  ')
      .trimEnd();
  const lines = [`\n── ${title}`, ...(header ? [format(header)] : []), ...rows.map(format)];
  process.stdout.write(lines.join('\n') + '\n');
}

export function line(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** A string shortened for a report line (control characters made visible). */
export function excerpt(value: string, max = 200): string {
  const visible = JSON.stringify(value).slice(1, -1);
  return visible.length > max ? `${visible.slice(0, max)}… (${value.length} chars)` : visible;
}

export const ms = (value: number): string =>
  Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : 'n/a';

/** Counts of values, most frequent first. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
