import { manilaDay } from '@waters/domain';
import type { EntityManager } from 'typeorm';
import { sqlInstant } from '../../database/entity-columns.js';

export { FACILITY } from '../lots/lot-allocator.js';

/** One order line's units of one recalled lot: a row of the recall's list and of its CSV. */
export interface RecalledShipment {
  readonly orderId: number;
  readonly customerId: string;
  readonly fullName: string;
  readonly emailAddress: string;
  readonly mobileNumber: string;
  /** Where it went: the order's address, or the facility for a pickup. */
  readonly shipTo: string;
  /** The Manila day it was packed for the order. */
  readonly shipDate: string;
  readonly productId: string;
  readonly productName: string;
  readonly packSize: string | null;
  readonly lotCode: string;
  readonly bestBefore: string;
  readonly quantity: number;
  readonly lotId: number;
}

interface Row extends Omit<RecalledShipment, 'orderId' | 'shipDate' | 'quantity' | 'lotId'> {
  orderId: number | string;
  packedAt: unknown;
  quantity: number | string;
  lotId: number | string;
}

/**
 * Every order line that received units of `lotIds`, in one query on the allocations alone: each
 * keeps who it went to as packed, and they are keyed by lot, so a lot's records are read as one
 * range (5,000 orders' worth in a few dozen pages, docs/performance.md#recall-at-scale).
 */
export async function recalledShipments(
  manager: EntityManager,
  lotIds: readonly number[],
): Promise<RecalledShipment[]> {
  if (lotIds.length === 0) return [];
  const rows = (await manager.query(
    `SELECT a.order_id AS orderId, a.customer_id AS customerId, a.full_name AS fullName,
            a.email_address AS emailAddress, a.mobile_number AS mobileNumber, a.ship_to AS shipTo,
            a.chosen_at AS packedAt, a.product_id AS productId, a.product_name AS productName, a.pack_size AS packSize,
            pl.lot_code AS lotCode, pl.best_before AS bestBefore, a.quantity AS quantity, a.lot_id AS lotId
       FROM lot_allocations a JOIN product_lots pl ON pl.id = a.lot_id
      WHERE a.lot_id IN (${lotIds.map(() => '?').join(', ')})
      ORDER BY a.order_id, a.order_line_id, a.lot_id`,
    [...lotIds],
  )) as Row[];
  return rows.map(({ packedAt, ...row }) => ({
    ...row,
    orderId: Number(row.orderId),
    shipDate: manilaDay(sqlInstant(packedAt)),
    quantity: Number(row.quantity),
    lotId: Number(row.lotId),
  }));
}
