import { Injectable } from '@nestjs/common';
import {
  bestBeforeOf,
  isExpiredOn,
  labelDate,
  LOT_RULES,
  lotCodeFor,
  manilaDay,
  type LotStatus,
  type StoredKind,
} from '@waters/domain';
import { Like, type EntityManager } from 'typeorm';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { badInput, conflict, notFound } from '../../platform/errors/domain-error.js';
import type { AuditAction } from '../../platform/events/audit-note.js';
import { EventBus } from '../../platform/events/event-bus.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { changedBy } from '../../platform/identity/actor.js';
import { Clock } from '../../platform/time/clock.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { Product } from '../products/product.entity.js';
import { shelfLifeOf } from '../products/stock/opening-lot.js';
import { ProductLot } from '../products/stock/product-lot.entity.js';
import { recountStock } from '../products/stock/stock-count.js';
import type { LineLotRow } from './line-lot.model.js';
import { RecordLotInput, SetLotStatusInput, WriteOffLotInput } from './lot.inputs.js';

/** The lot rule a product's next batch follows: its code and its best-before, as the staff see them before recording. */
export interface LotRule {
  readonly prefix: string;
  readonly shelfLifeDays: number;
  readonly nextCode: string;
  readonly bestBefore: string;
}

const auditOf = (lot: ProductLot) => ({
  lotCode: lot.lotCode,
  status: lot.status,
  quantityLeft: lot.quantityLeft,
  bestBefore: lot.bestBefore,
});

/**
 * Production lots: recorded by the staff, held, released, written off. Each change counts the
 * product's stock again in the same transaction and tells the catalogue (ProductChanged), so a
 * hold takes the lot out of what is sold at once, on every instance.
 */
@Injectable()
export class LotsService {
  constructor(
    private readonly reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  today(): string {
    return manilaDay(this.clock.now());
  }

  /** The code and best-before the rule gives a batch of `productId` made on `productionDate`. */
  async ruleFor(productId: string, productionDate: string, manager?: EntityManager): Promise<LotRule> {
    const product = await (manager ?? this.reads.repository(Product).manager).findOne(Product, {
      where: { productId },
    });
    if (!product) throw notFound(`Product ${productId} was not found.`);
    const { prefix } = LOT_RULES[product.type as StoredKind];
    const shelfLifeDays = shelfLifeOf(product);
    const stem = lotCodeFor(prefix, productionDate, 0).slice(0, -1);
    const taken = await (manager ?? this.reads.repository(Product).manager).count(ProductLot, {
      where: { lotCode: Like(`${stem}%`) },
    });
    return {
      prefix,
      shelfLifeDays,
      nextCode: lotCodeFor(prefix, productionDate, taken),
      bestBefore: bestBeforeOf(productionDate, shelfLifeDays),
    };
  }

  /** Lots earliest best-before first (then the lot made first). */
  list(filter: { productId?: string; status?: LotStatus; withStockLeft: boolean }): Promise<ProductLot[]> {
    const query = this.reads.repository(ProductLot).createQueryBuilder('lot');
    if (filter.productId) query.andWhere('lot.productId = :productId', { productId: filter.productId });
    if (filter.status) query.andWhere('lot.status = :status', { status: filter.status });
    if (filter.withStockLeft) query.andWhere('lot.quantityLeft > 0');
    return query.orderBy('lot.bestBefore', 'ASC').addOrderBy('lot.id', 'ASC').take(1000).getMany();
  }

  /** The lots each line of `orderIds` was packed from (one query; in `manager`'s transaction when given). */
  async packedLotsOf(orderIds: readonly number[], manager?: EntityManager): Promise<LineLotRow[]> {
    if (orderIds.length === 0) return [];
    const rows = (await (manager ?? this.reads.repository(ProductLot).manager).query(
      `SELECT a.order_id AS orderId, a.order_line_id AS lineId, l.lot_code AS lotCode, l.best_before AS bestBefore,
              a.quantity AS quantity
         FROM lot_allocations a JOIN product_lots l ON l.id = a.lot_id
        WHERE a.order_id IN (${orderIds.map(() => '?').join(', ')})
        ORDER BY a.order_line_id, l.best_before, a.lot_id`,
      [...orderIds],
    )) as {
      orderId: number | string;
      lineId: number | string;
      lotCode: string;
      bestBefore: string;
      quantity: number | string;
    }[];
    return rows.map((row) => ({
      orderId: Number(row.orderId),
      lineId: Number(row.lineId),
      lotCode: row.lotCode,
      bestBefore: row.bestBefore,
      bestBeforeLabel: labelDate(row.bestBefore),
      quantity: Number(row.quantity),
    }));
  }

  async record(employee: AuthUser, raw: unknown): Promise<ProductLot> {
    const input = validateInput(RecordLotInput, raw);
    const today = this.today();
    if (input.productionDate > today)
      throw badInput('The production date cannot be in the future.', { productionDate: 'In the future' });
    return this.transactions.run(async (manager) => {
      const product = await manager.findOne(Product, { where: { productId: input.productId, archived: false } });
      if (!product) throw notFound(`Product ${input.productId} was not found.`);
      const rule = await this.ruleFor(product.productId, input.productionDate, manager);
      const bestBefore = input.bestBefore ?? rule.bestBefore;
      const reason = input.bestBeforeReason?.trim() || null;
      if (bestBefore !== rule.bestBefore && !reason)
        throw badInput(`Say why the best-before is not ${rule.bestBefore} (the production date plus the shelf life).`, {
          bestBeforeReason: 'Required when the best-before is changed',
        });
      if (bestBefore < input.productionDate)
        throw badInput('The best-before cannot be before the production date.', { bestBefore: 'Before production' });
      const lotCode = input.lotCode ?? rule.nextCode;
      if (await manager.exists(ProductLot, { where: { lotCode } }))
        throw conflict(`Lot ${lotCode} is already recorded.`);
      const now = this.clock.now();
      const lot = manager.create(ProductLot, {
        productId: product.productId,
        lotCode,
        quantity: input.quantity,
        quantityLeft: input.quantity,
        productionDate: input.productionDate,
        bestBefore,
        bestBeforeReason: bestBefore === rule.bestBefore ? null : reason,
        status: 'RELEASED',
        statusReason: null,
        writtenOff: 0,
        writeOffReason: null,
        watchedOn: null,
        createdBy: employee.id,
        createdAt: now,
        updatedAt: now,
      });
      await manager.insert(ProductLot, lot);
      // Recording a lot of an untracked product starts tracking its stock.
      if (product.stockQuantity === null)
        await manager.update(Product, { productId: product.productId }, { stockQuantity: 0 });
      return this.changed(manager, employee, lot, 'lot.recorded', {}, today);
    });
  }

  /** On hold (with a reason) or released again; a recalled lot stays recalled. */
  async setStatus(employee: AuthUser, raw: unknown): Promise<ProductLot> {
    const input = validateInput(SetLotStatusInput, raw);
    const reason = input.reason?.trim() || null;
    if (input.status === 'ON_HOLD' && !reason)
      throw badInput('Say why: a reason is required.', { reason: 'Required to put a lot on hold' });
    return this.transactions.run(async (manager) => {
      const lot = await this.lotOf(manager, input.lotId);
      const from: LotStatus = input.status === 'ON_HOLD' ? 'RELEASED' : 'ON_HOLD';
      const moved = await manager.update(
        ProductLot,
        { id: lot.id, status: from },
        { status: input.status, statusReason: reason, updatedAt: this.clock.now() },
      );
      if (moved.affected !== 1)
        throw conflict(`Lot ${lot.lotCode} is ${lot.status.replace('_', ' ').toLowerCase()}: nothing was changed.`);
      const before = auditOf(lot);
      Object.assign(lot, { status: input.status, statusReason: reason });
      return this.changed(
        manager,
        employee,
        lot,
        input.status === 'ON_HOLD' ? 'lot.held' : 'lot.released',
        before,
        this.today(),
        reason,
      );
    });
  }

  /** The units left in an expired or recalled lot, written off with a reason: they are no longer stock anywhere. */
  async writeOff(employee: AuthUser, raw: unknown): Promise<ProductLot> {
    const input = validateInput(WriteOffLotInput, raw);
    const today = this.today();
    return this.transactions.run(async (manager) => {
      const lot = await this.lotOf(manager, input.lotId);
      if (lot.status !== 'RECALLED' && !isExpiredOn(lot.bestBefore, today))
        throw conflict(
          `Lot ${lot.lotCode} is still within its best-before (${lot.bestBefore}): only expired or recalled lots are written off.`,
        );
      if (lot.quantityLeft === 0) throw conflict(`Lot ${lot.lotCode} has no units left to write off.`);
      const units = lot.quantityLeft;
      const moved = await manager
        .createQueryBuilder()
        .update(ProductLot)
        .set({
          quantityLeft: 0,
          writtenOff: () => 'written_off + quantity_left',
          writeOffReason: input.reason,
          updatedAt: this.clock.now(),
        })
        .where('id = :id AND quantity_left = :units', { id: lot.id, units })
        .execute();
      if (moved.affected !== 1) throw conflict(`Lot ${lot.lotCode} changed meanwhile: nothing was written off.`);
      const before = auditOf(lot);
      Object.assign(lot, { quantityLeft: 0, writtenOff: lot.writtenOff + units, writeOffReason: input.reason });
      return this.changed(manager, employee, lot, 'lot.written_off', before, today, input.reason);
    });
  }

  async lotOf(manager: EntityManager, lotId: number): Promise<ProductLot> {
    const lot = await manager.findOne(ProductLot, { where: { id: lotId } });
    if (!lot) throw notFound(`Lot ${lotId} was not found.`);
    return lot;
  }

  /** The stock counted again, the change audited and told to the catalogue. */
  private async changed(
    manager: EntityManager,
    employee: AuthUser,
    lot: ProductLot,
    action: AuditAction,
    before: object,
    today: string,
    reason?: string | null,
  ): Promise<ProductLot> {
    await recountStock(manager, [lot.productId], today);
    await this.events.record(manager, {
      by: changedBy(employee),
      audit: {
        action,
        targetType: 'lot',
        targetId: String(lot.id),
        before,
        after: { ...auditOf(lot), ...(reason ? { reason } : {}) },
      },
      type: 'ProductChanged',
      productId: lot.productId,
    });
    return lot;
  }
}
