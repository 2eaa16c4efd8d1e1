import { Injectable } from '@nestjs/common';
import { allocateFefo, isSellableOn, type LotTake } from '@waters/domain';
import type { EntityManager } from 'typeorm';
import { isMysql } from '../../database/driver-kind.js';
import { badInput, conflict } from '../../platform/errors/domain-error.js';
import { EventBus } from '../../platform/events/event-bus.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { changedBy } from '../../platform/identity/actor.js';
import { Product } from '../products/product.entity.js';
import { ProductLot } from '../products/stock/product-lot.entity.js';
import { recountStock, trackedAmong } from '../products/stock/stock-count.js';
import { LotAllocation } from './lot-allocation.entity.js';

/** An order line as packing reads it. */
export interface PackedLine {
  readonly id: number;
  readonly productId: string;
  readonly productName: string;
  readonly quantity: number;
}

/** The packer's own choice of lots for a line, instead of first-expired-first-out. */
export interface LotChoice {
  readonly lineId: number;
  readonly lotId: number;
  readonly quantity: number;
}

/** Where a packed order goes, as the traceability record keeps it. */
export interface ShipmentFacts {
  readonly customerId: string;
  readonly fullName: string;
  readonly emailAddress: string;
  readonly mobileNumber: string;
  /** The order's address, or the facility for a pickup. */
  readonly shipTo: string;
}

/** The facility pickups are handed over at (a pickup's ship-to). */
export const FACILITY = 'WATERS facility, Rosario, Cavite';

export interface PackingRequest {
  readonly orderId: number;
  readonly shipment: ShipmentFacts;
  readonly lines: readonly PackedLine[];
  readonly by: AuthUser;
  readonly today: string;
  readonly choices?: readonly LotChoice[];
  /** Why the packer chose other lots (required when a choice differs from FEFO). */
  readonly reason?: string | null;
}

const ATTEMPTS = 5;

/**
 * Packing takes each line's units from lots, in the packing's transaction: first expired, first
 * out (@waters/domain allocateFefo), or the packer's choice with a reason. Each take is a
 * conditional update (units left and the lot still sellable), so two packers never take the same
 * unit; the units stop being reserved and the stock is counted again. Undoing the packing puts
 * them back.
 */
@Injectable()
export class LotAllocator {
  constructor(private readonly events: EventBus) {}

  /** The lots FEFO would pack each tracked line from, today (what the pack dialog suggests). */
  async suggest(manager: EntityManager, lines: readonly PackedLine[], today: string) {
    const tracked = new Set(
      (
        await trackedAmong(
          manager,
          lines.map((line) => line.productId),
        )
      ).map((p) => p.productId),
    );
    const plan = [];
    for (const line of lines) {
      if (!tracked.has(line.productId)) continue;
      const lots = await this.lotsOf(manager, line.productId, today, false);
      plan.push({ line, lots, allocation: allocateFefo(lots, line.quantity, today) });
    }
    return plan;
  }

  async pack(manager: EntityManager, request: PackingRequest): Promise<void> {
    const { lines, today } = request;
    const tracked = await trackedAmong(
      manager,
      lines.map((line) => line.productId),
    );
    const trackedIds = new Set(tracked.map((product) => product.productId));
    const packSizes = new Map(tracked.map((product) => [product.productId, product.packSize]));
    const packed = lines.filter((line) => trackedIds.has(line.productId)).sort((a, b) => byProductThenId(a, b));
    const short: string[] = [];
    const overridden: { line: PackedLine; takes: readonly LotTake[] }[] = [];
    for (const line of packed) {
      const chosen = request.choices?.filter((choice) => choice.lineId === line.id) ?? [];
      const takes =
        chosen.length > 0
          ? await this.takeChosen(manager, request, line, chosen)
          : await this.takeFefo(manager, line, today);
      if (takes === null) {
        short.push(line.productName);
        continue;
      }
      if (chosen.length > 0) overridden.push({ line, takes });
      await manager.insert(
        LotAllocation,
        takes.map((take) => ({
          ...request.shipment,
          orderId: request.orderId,
          orderLineId: line.id,
          lotId: take.lotId,
          quantity: take.quantity,
          chosenBy: request.by.id,
          chosenAt: new Date(),
          overrideReason: chosen.length > 0 ? (request.reason ?? null) : null,
          productId: line.productId,
          productName: line.productName,
          packSize: packSizes.get(line.productId) ?? null,
        })),
      );
      await this.unreserve(manager, line.productId, line.quantity);
    }
    if (short.length > 0)
      throw conflict(
        `Order ${request.orderId} cannot be packed: not enough in sellable lots for ${short.join(', ')}. Record a lot, or release one on hold.`,
      );
    await recountStock(manager, [...trackedIds], today);
    for (const { line, takes } of overridden) {
      await this.events.record(manager, {
        by: changedBy(request.by),
        audit: {
          action: 'lot.allocation_overridden',
          targetType: 'order',
          targetId: String(request.orderId),
          after: { line: line.id, productId: line.productId, lots: takes, reason: request.reason },
        },
        type: 'ProductChanged',
        productId: line.productId,
      });
    }
  }

  /** Undoing a packing: the units go back to their lots, reserved for the order again. */
  async unpack(manager: EntityManager, orderId: number, today: string): Promise<void> {
    const allocations = await manager.find(LotAllocation, { where: { orderId }, order: { lotId: 'ASC' } });
    if (allocations.length === 0) return;
    const productOfLot = new Map<number, string>();
    for (const allocation of allocations) {
      await manager.increment(ProductLot, { id: allocation.lotId }, 'quantityLeft', allocation.quantity);
      const lot = await manager.findOneOrFail(ProductLot, { where: { id: allocation.lotId } });
      productOfLot.set(lot.id, lot.productId);
      await manager.increment(Product, { productId: lot.productId }, 'reservedQuantity', allocation.quantity);
    }
    await manager.delete(LotAllocation, { orderId });
    await recountStock(manager, [...productOfLot.values()], today);
  }

  /** FEFO over the sellable lots, again from a fresh read when another packer took units first; null when short. */
  private async takeFefo(manager: EntityManager, line: PackedLine, today: string): Promise<LotTake[] | null> {
    const taken: LotTake[] = [];
    let wanted = line.quantity;
    for (let attempt = 0; attempt < ATTEMPTS && wanted > 0; attempt++) {
      const lots = await this.lotsOf(manager, line.productId, today, true);
      const { takes, short } = allocateFefo(lots, wanted, today);
      if (short > 0) return null;
      for (const take of takes) {
        if (!(await this.takeFrom(manager, take, today))) continue;
        taken.push(take);
        wanted -= take.quantity;
      }
    }
    return wanted === 0 ? merge(taken) : null;
  }

  private async takeChosen(
    manager: EntityManager,
    request: PackingRequest,
    line: PackedLine,
    chosen: readonly LotChoice[],
  ): Promise<LotTake[] | null> {
    const units = chosen.reduce((sum, choice) => sum + choice.quantity, 0);
    if (units !== line.quantity || chosen.some((choice) => !Number.isInteger(choice.quantity) || choice.quantity < 1))
      throw badInput(`The lots chosen for ${line.productName} must add up to its ${line.quantity} units.`, {
        choices: 'Quantities do not add up',
      });
    if (!request.reason?.trim())
      throw badInput('Say why these lots and not the first to expire: a reason is required.', { reason: 'Required' });
    for (const choice of chosen) {
      const lot = await manager.findOne(ProductLot, { where: { id: choice.lotId, productId: line.productId } });
      if (!lot) throw badInput(`Lot ${choice.lotId} is not a lot of ${line.productName}.`, { choices: 'Not its lot' });
      if (!isSellableOn(lot, request.today))
        throw conflict(
          `Lot ${lot.lotCode} cannot be packed: it is ${lot.status === 'RELEASED' ? 'past its best-before' : lot.status.replace('_', ' ').toLowerCase()}.`,
        );
      if (!(await this.takeFrom(manager, { lotId: lot.id, quantity: choice.quantity }, request.today))) return null;
    }
    return merge(chosen.map(({ lotId, quantity }) => ({ lotId, quantity })));
  }

  /** One conditional take: only while the lot holds the units and is still sellable. */
  private async takeFrom(manager: EntityManager, take: LotTake, today: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(ProductLot)
      .set({ quantityLeft: () => 'quantity_left - :units', updatedAt: new Date() })
      .where("id = :id AND quantity_left >= :units AND status = 'RELEASED' AND best_before >= :today", {
        id: take.lotId,
        units: take.quantity,
        today,
      })
      .execute();
    return result.affected === 1;
  }

  /** A product's lots with units left, as they are now (locked for this transaction on MariaDB). */
  private async lotsOf(manager: EntityManager, productId: string, today: string, lock: boolean) {
    const query = manager
      .createQueryBuilder(ProductLot, 'lot')
      .where('lot.productId = :productId AND lot.quantityLeft > 0', { productId })
      .orderBy('lot.bestBefore', 'ASC')
      .addOrderBy('lot.id', 'ASC');
    if (lock && isMysql(manager)) query.setLock('pessimistic_write');
    const lots = await query.getMany();
    return lots.filter((lot) => lot.quantityLeft > 0 && (lock ? isSellableOn(lot, today) : true));
  }

  private async unreserve(manager: EntityManager, productId: string, units: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Product)
      .set({
        reservedQuantity: () => 'CASE WHEN reserved_quantity < :units THEN 0 ELSE reserved_quantity - :units END',
      })
      .where('productId = :productId', { productId, units })
      .execute();
  }
}

const byProductThenId = (a: PackedLine, b: PackedLine) =>
  a.productId !== b.productId ? (a.productId < b.productId ? -1 : 1) : a.id - b.id;

/** Takes of the same lot as one. */
function merge(takes: readonly LotTake[]): LotTake[] {
  const units = new Map<number, number>();
  for (const take of takes) units.set(take.lotId, (units.get(take.lotId) ?? 0) + take.quantity);
  return [...units].map(([lotId, quantity]) => ({ lotId, quantity }));
}
