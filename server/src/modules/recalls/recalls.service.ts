import { Injectable } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { manilaDay } from '@waters/domain';
import { Between, In, Not, type EntityManager } from 'typeorm';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { badInput, notFound } from '../../platform/errors/domain-error.js';
import { recallNoticeTopic, type RecallNoticeFacts } from '../../platform/events/domain-events.js';
import { EventBus } from '../../platform/events/event-bus.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { changedBy } from '../../platform/identity/actor.js';
import { Clock } from '../../platform/time/clock.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { Product } from '../products/product.entity.js';
import { ProductLot } from '../products/stock/product-lot.entity.js';
import { recountStock } from '../products/stock/stock-count.js';
import { LotRecall } from './lot-recall.entity.js';
import { recalledShipments, type RecalledShipment } from './recall-lookup.js';
import { RecallNotice } from './recall-notice.entity.js';
import { StartRecallInput } from './recall.input.js';

export interface RecallOutcome {
  readonly recall: LotRecall;
  readonly shipments: readonly RecalledShipment[];
}

/**
 * A recall: every order, customer and unit that received the lots, found in one query and timed;
 * then (unless it is a drill) the lots recalled, out of stock at once, and each customer told once
 * (a notice per customer and lot, under a unique index: a second press tells nobody again).
 */
@Injectable()
export class RecallsService {
  constructor(
    private readonly reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  async start(employee: AuthUser, raw: unknown): Promise<RecallOutcome> {
    const input = validateInput(StartRecallInput, raw);
    const { product, lots } = await this.lotsFor(input);
    const started = performance.now();
    const shipments = await recalledShipments(
      this.reads.repository(LotRecall).manager,
      lots.map((lot) => lot.id),
    );
    const lookupMs = Math.round(performance.now() - started);
    const found = summary(shipments);
    const row: Partial<LotRecall> = {
      mock: input.mock === true,
      productId: product.productId,
      lotCodes: lots.map((lot) => lot.lotCode).join(','),
      producedFrom: input.lotId ? null : (input.producedFrom ?? null),
      producedTo: input.lotId ? null : (input.producedTo ?? null),
      reason: input.reason,
      startedBy: employee.id,
      startedAt: this.clock.now(),
      lookupMs,
      ...found,
      noticesSent: 0,
    };
    if (input.mock) {
      const recall = await this.transactions.run((manager) => manager.save(LotRecall, row));
      return { recall, shipments };
    }
    const recall = await this.transactions.run((manager) =>
      this.recall(manager, employee, row, product, lots, shipments),
    );
    return { recall, shipments };
  }

  async find(recallId: number): Promise<LotRecall> {
    const recall = await this.reads.repository(LotRecall).findOne({ where: { id: recallId } });
    if (!recall) throw notFound(`Recall ${recallId} was not found.`);
    return recall;
  }

  list(): Promise<LotRecall[]> {
    return this.reads.repository(LotRecall).find({ order: { startedAt: 'DESC', id: 'DESC' }, take: 100 });
  }

  /** A recall's shipments as they are now (for its page and its CSV). */
  async shipmentsOf(recall: LotRecall): Promise<RecalledShipment[]> {
    const manager = this.reads.repository(LotRecall).manager;
    const lots = await manager.find(ProductLot, { where: { lotCode: In(recall.lotCodes.split(',')) } });
    return recalledShipments(
      manager,
      lots.map((lot) => lot.id),
    );
  }

  /** The notices of a recall, with whether their mail went out. */
  async noticesOf(recallId: number) {
    const rows = (await this.reads.repository(RecallNotice).manager.query(
      `SELECT n.customer_id AS customerId, MIN(n.topic) AS topic, MIN(n.created_at) AS createdAt,
              MAX(m.status) AS status, MAX(m.sent_at) AS sentAt
         FROM recall_notices n LEFT JOIN outbox_mail m ON m.topic = n.topic
        WHERE n.recall_id = ? GROUP BY n.customer_id ORDER BY n.customer_id`,
      [recallId],
    )) as { customerId: string; status: string | null; sentAt: unknown }[];
    return rows.map((row) => ({
      customerId: row.customerId,
      status: row.status ?? 'not recorded',
      sentAt: row.sentAt ?? null,
    }));
  }

  private async lotsFor(input: StartRecallInput): Promise<{ product: Product; lots: ProductLot[] }> {
    const manager = this.reads.repository(ProductLot).manager;
    if (input.lotId) {
      const lot = await manager.findOne(ProductLot, { where: { id: input.lotId } });
      if (!lot) throw notFound(`Lot ${input.lotId} was not found.`);
      return { product: await manager.findOneOrFail(Product, { where: { productId: lot.productId } }), lots: [lot] };
    }
    if (!input.productId || !input.producedFrom || !input.producedTo)
      throw badInput('Choose a lot, or a product and the production dates from and to.', { lotId: 'Required' });
    if (input.producedFrom > input.producedTo)
      throw badInput('The first production date comes after the last.', { producedTo: 'Before From' });
    const product = await manager.findOne(Product, { where: { productId: input.productId } });
    if (!product) throw notFound(`Product ${input.productId} was not found.`);
    const lots = await manager.find(ProductLot, {
      where: { productId: product.productId, productionDate: Between(input.producedFrom, input.producedTo) },
      order: { id: 'ASC' },
    });
    if (lots.length === 0)
      throw notFound(`${product.name} has no lot made from ${input.producedFrom} to ${input.producedTo}.`);
    return { product, lots };
  }

  private async recall(
    manager: EntityManager,
    employee: AuthUser,
    row: Partial<LotRecall>,
    product: Product,
    lots: readonly ProductLot[],
    shipments: readonly RecalledShipment[],
  ): Promise<LotRecall> {
    const lotIds = lots.map((lot) => lot.id);
    // First, before any plain read: two recalls of one lot take turns on its rows.
    await manager.update(
      ProductLot,
      { id: In(lotIds), status: Not('RECALLED') },
      { status: 'RECALLED', statusReason: row.reason, updatedAt: this.clock.now() },
    );
    await recountStock(manager, [product.productId], manilaDay(this.clock.now()));
    const recall = await manager.save(LotRecall, row);
    const told = new Set(
      (await manager.find(RecallNotice, { where: { lotId: In(lotIds) } })).map((n) => `${n.lotId}:${n.customerId}`),
    );
    const fresh = shipments.filter((s) => !told.has(`${s.lotId}:${s.customerId}`));
    const notices = noticesOf(recall, fresh);
    if (fresh.length > 0)
      await manager.insert(
        RecallNotice,
        [...new Map(fresh.map((s) => [`${s.lotId}:${s.customerId}`, s])).values()].map((s) => ({
          recallId: recall.id,
          lotId: s.lotId,
          customerId: s.customerId,
          topic: recallNoticeTopic(recall.id, s.customerId),
          createdAt: this.clock.now(),
        })),
      );
    recall.noticesSent = notices.length;
    await manager.update(LotRecall, { id: recall.id }, { noticesSent: notices.length });
    await this.events.record(manager, {
      by: changedBy(employee),
      audit: {
        action: 'lot.recalled',
        targetType: 'lot',
        targetId: String(lotIds[0]),
        after: { recallId: recall.id, lotCodes: recall.lotCodes, reason: recall.reason, noticesSent: notices.length },
      },
      type: 'LotRecalled',
      recall: {
        recallId: recall.id,
        productId: product.productId,
        productName: product.name,
        lotCodes: lots.map((lot) => lot.lotCode),
        reason: recall.reason,
        ordersFound: recall.ordersFound,
        customersFound: recall.customersFound,
        unitsFound: recall.unitsFound,
      },
      notices,
    });
    await this.events.record(manager, {
      by: changedBy(employee),
      type: 'ProductChanged',
      productId: product.productId,
    });
    return recall;
  }
}

function summary(shipments: readonly RecalledShipment[]) {
  return {
    ordersFound: new Set(shipments.map((s) => s.orderId)).size,
    customersFound: new Set(shipments.map((s) => s.customerId)).size,
    unitsFound: shipments.reduce((sum, s) => sum + s.quantity, 0),
  };
}

/** One notice per customer, naming every line and lot of theirs not told of before. */
function noticesOf(recall: LotRecall, shipments: readonly RecalledShipment[]): RecallNoticeFacts[] {
  const byCustomer = new Map<string, RecalledShipment[]>();
  for (const s of shipments) byCustomer.set(s.customerId, [...(byCustomer.get(s.customerId) ?? []), s]);
  return [...byCustomer.values()].map((received) => ({
    recallId: recall.id,
    customerId: received[0].customerId,
    fullName: received[0].fullName,
    emailAddress: received[0].emailAddress,
    reason: recall.reason,
    received: received.map(({ orderId, productName, lotCode, bestBefore, quantity }) => ({
      orderId,
      productName,
      lotCode,
      bestBefore,
      quantity,
    })),
  }));
}
