const STEPS = [1, 2, 4, 5, 6, 8, 10];

/** The top of a chart's value axis: a round number at or above the largest value (for counts, one whose half is whole). */
export function axisTop(max: number, whole: boolean): number {
  if (!(max > 0)) return whole ? 2 : 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const fits = (top: number) => top >= max && (!whole || Number.isInteger(top / 2));
  return STEPS.map((step) => step * power).find(fits) ?? 20 * power;
}

/** Which days get a label under the chart: the first, the last and about three between, never crowded. */
export function labelledDays(count: number): number[] {
  if (count <= 1) return count === 1 ? [0] : [];
  const gaps = Math.min(4, count - 1);
  return [...new Set(Array.from({ length: gaps + 1 }, (_, i) => Math.round((i * (count - 1)) / gaps)))];
}
