import type { EntityManager } from 'typeorm';
import { Order } from '../order.entity.js';

/**
 * A paid order that is cancelled is owed its money back: marked REFUNDED in the cancelling
 * transaction (commits or rolls back with the cancellation). Answers whether it was paid.
 */
export async function refundIfPaid(manager: EntityManager, orderId: number): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(Order)
    .set({ paymentStatus: 'REFUNDED' })
    .where('id = :id AND paymentStatus = :paid', { id: orderId, paid: 'PAID' })
    .execute();
  return result.affected === 1;
}
