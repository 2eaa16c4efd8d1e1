import { Injectable } from '@nestjs/common';
import { Reads } from '../../../database/reads.js';
import { Clock } from '../../../platform/time/clock.js';
import { validateInput } from '../../../platform/validation/validate-input.js';
import { OrderFigureReads, type DecisionTotals, type TypeTotals } from '../figures/order-figure-reads.js';
import { dailySeries, type DayFigures } from './daily-series.js';
import { DashboardPeriodArgs } from './dashboard-period.args.js';
import { manilaDayOf } from '../../../platform/time/manila-day.js';

/** The dashboard's figures; money in exact integer centavos. */
export interface DashboardFigures extends DecisionTotals {
  from: Date;
  to: Date;
  pendingToday: number;
  pendingTotal: number;
}

@Injectable()
export class DashboardService {
  constructor(
    private readonly reads: Reads,
    private readonly figures: OrderFigureReads,
    private readonly clock: Clock,
  ) {}

  /**
   * Two statements from the kept figures, however many orders there are, in one snapshot so that
   * the counts agree with each other.
   */
  async summary(raw: DashboardPeriodArgs): Promise<DashboardFigures> {
    const { from, to } = validateInput(DashboardPeriodArgs, raw);
    const today = manilaDayOf(this.clock.now());
    return this.reads.snapshot(async () => {
      const queue = await this.figures.queue(today);
      const decided = await this.figures.decisions(from, to);
      return { from, to, ...queue, ...decided };
    });
  }

  /**
   * What the orders approved in the period sold, per product type (asked only when the screen
   * shows it): the minutes around a partial day's whole hours are read from their orders' lines,
   * the dashboard's costliest read.
   */
  async revenueByType(raw: DashboardPeriodArgs): Promise<TypeTotals[]> {
    const { from, to } = validateInput(DashboardPeriodArgs, raw);
    return this.reads.snapshot(() => this.figures.approvedByType(from, to));
  }

  /** Orders placed and approved revenue for every Manila day of the period (asked only when the chart is). */
  async daily(raw: DashboardPeriodArgs): Promise<DayFigures[]> {
    const { from, to } = validateInput(DashboardPeriodArgs, raw);
    return dailySeries(from, to, await this.reads.snapshot(() => this.figures.byDay(from, to)));
  }
}
