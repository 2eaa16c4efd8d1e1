import { manilaDayName, manilaDaysOf } from './manila-day.js';

/** One Manila day of the period: orders placed that day, and the totals of the orders approved that day. */
export interface DayFigures {
  day: string;
  ordersPlaced: number;
  approvedCentavos: number;
}

/** Every day of [from, to), each with what happened on it (days with nothing count zero). */
export function dailySeries(from: Date, to: Date, placed: readonly Date[], approved: readonly { at: Date; centavos: number }[]): DayFigures[] {
  const days = new Map(manilaDaysOf(from, to).map((day) => [day, { day, ordersPlaced: 0, approvedCentavos: 0 }]));
  for (const at of placed) {
    const figures = days.get(manilaDayName(at));
    if (figures) figures.ordersPlaced += 1;
  }
  for (const { at, centavos } of approved) {
    const figures = days.get(manilaDayName(at));
    if (figures) figures.approvedCentavos += centavos;
  }
  return [...days.values()];
}
