import { manilaDay } from '@waters/domain';
import type { EntityManager } from 'typeorm';
import { sqlInstant } from '../../database/entity-columns.js';

/** One order line's units of one recalled lot: a row of the recall's list and of its CSV. */
export interface RecalledShipment {
  readonly orderId: number;
  readonly customerId: string;
  readonly fullName: string;
  readonly emailAddress: string;
  readonly mobileNumber: string;
  /** Where it went: the order's address, or the facility for a pickup. */
  readonly shipTo: string;
  /** The Manila day it left (sent out, or packed when not sent yet). */
  readonly shipDate: string;
  readonly productId: string;
  readonly productName: string;
  readonly packSize: string | null;
  readonly lotCode: string;
  readonly bestBefore: string;
  readonly quantity: number;
  readonly lotId: number;
}

interface Row {
  orderId: number | string;
  customerId: string;
  fullName: string;
  emailAddress: string;
  mobileNumber: string;
  address: string;
  deliveryMethod: string;
  shippedAt: unknown;
  productId: string;
  productName: string;
  packSize: string | null;
  lotCode: string;
  bestBefore: string;
  quantity: number | string;
  lotId: number | string;
}

export const FACILITY = 'WATERS facility, Rosario, Cavite';

/**
 * Every order line that received units of `lotIds`, in one query on the allocations' lot index
 * (idx_lot_allocations_lot): the order, its customer and contact, where and when it went, the
 * product, the lot and the units.
 */
export async function recalledShipments(
  manager: EntityManager,
  lotIds: readonly number[],
): Promise<RecalledShipment[]> {
  if (lotIds.length === 0) return [];
  const rows = (await manager.query(
    `SELECT a.order_id AS orderId, o.customer_id AS customerId, o.full_name AS fullName,
            o.email_address AS emailAddress, o.mobile_number AS mobileNumber, o.address AS address,
            o.delivery_method AS deliveryMethod, COALESCE(o.dispatched_at, o.packed_at, a.chosen_at) AS shippedAt,
            l.product_id AS productId, l.product_name AS productName, p.pack_size AS packSize,
            pl.lot_code AS lotCode, pl.best_before AS bestBefore, a.quantity AS quantity, a.lot_id AS lotId
       FROM lot_allocations a
       JOIN product_lots pl ON pl.id = a.lot_id
       JOIN order_lines l ON l.id = a.order_line_id
       JOIN orders o ON o.id = a.order_id
       LEFT JOIN products p ON p.product_id = l.product_id
      WHERE a.lot_id IN (${lotIds.map(() => '?').join(', ')})
      ORDER BY a.order_id, a.id`,
    [...lotIds],
  )) as Row[];
  return rows.map((row) => ({
    orderId: Number(row.orderId),
    customerId: row.customerId,
    fullName: row.fullName,
    emailAddress: row.emailAddress,
    mobileNumber: row.mobileNumber,
    shipTo: row.deliveryMethod === 'PICKUP' ? `Picked up at the ${FACILITY}` : row.address,
    shipDate: manilaDay(sqlInstant(row.shippedAt)),
    productId: row.productId,
    productName: row.productName,
    packSize: row.packSize,
    lotCode: row.lotCode,
    bestBefore: row.bestBefore,
    quantity: Number(row.quantity),
    lotId: Number(row.lotId),
  }));
}
