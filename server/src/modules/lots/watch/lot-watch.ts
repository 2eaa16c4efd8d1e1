import { Inject, Injectable } from '@nestjs/common';
import { addDays, manilaDateTime, manilaDay } from '@waters/domain';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.token.js';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import type { WatchedLotFacts } from '../../../platform/events/domain-events.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import { SYSTEM } from '../../../platform/identity/actor.js';
import { Clock } from '../../../platform/time/clock.js';
import { ProductLot } from '../../products/stock/product-lot.entity.js';
import { recountStock } from '../../products/stock/stock-count.js';

/** The staff's mail goes out from this hour, Manila time: a morning mail, not a midnight one. */
const MORNING_HOUR = 6;

/** Lots worth a look: units left, not recalled, best-before within `until` (expired ones included). */
const WATCHED = `l.quantity_left > 0 AND l.status <> 'RECALLED' AND l.best_before <= ?`;

export interface LotAttention {
  readonly expiring: readonly WatchedLotFacts[];
  readonly expired: readonly WatchedLotFacts[];
}

/**
 * The lots' daily watch. Counts the stock again as lots expire (a lot is sold through its
 * best-before day; the next day its units leave the stock), and each morning tells the staff,
 * once per day and lot, which lots reach best-before soon and which expired with units left:
 * the claim is a conditional update of `watched_on`, so of several instances one tells.
 */
@Injectable()
export class LotWatch {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One look: the stock recounted, then (from the morning on) the mail for lots not named yet today. Returns how many lots it named. */
  async look(): Promise<number> {
    const now = this.clock.now();
    const today = manilaDay(now);
    await this.recountExpired(today);
    if (Number(manilaDateTime(now).slice(11, 13)) < MORNING_HOUR) return 0;
    const until = addDays(today, this.config.mail.lotExpiryWarningDays);
    return this.transactions.run(async (manager) => {
      const claimed = await manager
        .createQueryBuilder()
        .update(ProductLot)
        .set({ watchedOn: today })
        .where(
          "quantity_left > 0 AND status <> 'RECALLED' AND best_before <= :until AND (watched_on IS NULL OR watched_on <> :today)",
          { until, today },
        )
        .execute();
      if (!claimed.affected) return 0;
      const named = await this.watched(manager, until, `AND l.watched_on = ?`, [today]);
      const { expiring, expired } = split(named, today);
      await this.events.record(manager, {
        by: SYSTEM,
        type: 'LotsExpiring',
        day: today,
        withinDays: this.config.mail.lotExpiryWarningDays,
        expiring,
        expired,
      });
      return named.length;
    });
  }

  /** What the dashboard shows: the same lots, whether or not mailed yet. */
  async attention(manager: EntityManager): Promise<LotAttention> {
    const today = manilaDay(this.clock.now());
    return split(await this.watched(manager, addDays(today, this.config.mail.lotExpiryWarningDays)), today);
  }

  private async watched(
    manager: EntityManager,
    until: string,
    more = '',
    params: unknown[] = [],
  ): Promise<WatchedLotFacts[]> {
    const rows = (await manager.query(
      `SELECT l.id AS lotId, l.lot_code AS lotCode, l.product_id AS productId, p.name AS productName,
              l.best_before AS bestBefore, l.quantity_left AS quantityLeft, l.status AS status
         FROM product_lots l JOIN products p ON p.product_id = l.product_id
        WHERE ${WATCHED} ${more} ORDER BY l.best_before, l.id`,
      [until, ...params],
    )) as (WatchedLotFacts & { lotId: number | string; quantityLeft: number | string })[];
    return rows.map((row) => ({ ...row, lotId: Number(row.lotId), quantityLeft: Number(row.quantityLeft) }));
  }

  /** Products whose stock still counts a lot that has expired: counted again, and the catalogue told. */
  private async recountExpired(today: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const stale = (await manager.query(
        `SELECT DISTINCT l.product_id AS productId FROM product_lots l JOIN products p ON p.product_id = l.product_id
          WHERE p.stock_quantity > 0 AND l.status = 'RELEASED' AND l.quantity_left > 0 AND l.best_before < ?
            AND p.stock_quantity > (SELECT COALESCE(SUM(s.quantity_left), 0) FROM product_lots s
              WHERE s.product_id = l.product_id AND s.status = 'RELEASED' AND s.best_before >= ?) - p.reserved_quantity`,
        [today, today],
      )) as { productId: string }[];
      if (stale.length === 0) return;
      await recountStock(
        manager,
        stale.map((row) => row.productId),
        today,
      );
      for (const { productId } of stale)
        await this.events.record(manager, { by: SYSTEM, type: 'ProductChanged', productId });
    });
  }
}

function split(lots: readonly WatchedLotFacts[], today: string): LotAttention {
  return {
    expiring: lots.filter((lot) => lot.bestBefore >= today),
    expired: lots.filter((lot) => lot.bestBefore < today),
  };
}
