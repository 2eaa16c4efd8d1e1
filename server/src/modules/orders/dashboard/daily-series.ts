import { manilaDaysOf } from '../../../platform/time/manila-day.js';

/** One Manila day of the period: orders placed that day, and the totals of the orders approved that day. */
export interface DayFigures {
  day: string;
  ordersPlaced: number;
  approvedCentavos: number;
}

/** Every day of [from, to), each with the sum of the figures given for it (days with none count zero). */
export function dailySeries(from: Date, to: Date, figures: readonly DayFigures[]): DayFigures[] {
  const days = new Map(manilaDaysOf(from, to).map((day) => [day, { day, ordersPlaced: 0, approvedCentavos: 0 }]));
  for (const { day, ordersPlaced, approvedCentavos } of figures) {
    const sum = days.get(day);
    if (!sum) continue;
    sum.ordersPlaced += ordersPlaced;
    sum.approvedCentavos += approvedCentavos;
  }
  return [...days.values()];
}
