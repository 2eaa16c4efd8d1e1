import { Injectable } from '@nestjs/common';
import { HANDED_OVER_STEPS, manilaDay, UNDERWAY_STEPS } from '@waters/domain';
import { Brackets } from 'typeorm';
import { Reads } from '../../../database/reads.js';
import { sqlNumber } from '../../../database/sql-count.js';
import { OrderStatus } from '../order-status.js';
import { Order } from '../order.entity.js';
import { FulfilmentCountsModel } from './fulfilment-counts.model.js';

/**
 * Two grouped counts on idx_orders_fulfilment (status, fulfilment_status, delivery_date): the open
 * steps (few orders at any time), and the finished ones whose delivery date falls in the period.
 */
@Injectable()
export class FulfilmentCounts {
  constructor(private readonly reads: Reads) {}

  async of(from: Date, to: Date): Promise<FulfilmentCountsModel> {
    const approved = () =>
      this.reads
        .repository(Order)
        .createQueryBuilder('o')
        .select('o.fulfilmentStatus', 'step')
        .addSelect('COUNT(*)', 'n')
        .where('o.status = :approved AND o.deliveryDate IS NOT NULL', { approved: OrderStatus.APPROVED })
        .groupBy('o.fulfilmentStatus');
    const [open, finished] = await Promise.all([
      approved()
        .andWhere(
          new Brackets((where) =>
            where
              .where('o.fulfilmentStatus IS NULL')
              .orWhere('o.fulfilmentStatus IN (:...open)', { open: UNDERWAY_STEPS }),
          ),
        )
        .getRawMany<{ step: string | null; n: unknown }>(),
      approved()
        .andWhere('o.fulfilmentStatus IN (:...done) AND o.deliveryDate >= :first AND o.deliveryDate <= :last', {
          done: HANDED_OVER_STEPS,
          first: manilaDay(from),
          last: manilaDay(new Date(to.getTime() - 1)),
        })
        .getRawMany<{ step: string | null; n: unknown }>(),
    ]);
    const count = (rows: { step: string | null; n: unknown }[], steps: readonly (string | null)[]) =>
      rows.filter((row) => steps.includes(row.step)).reduce((sum, row) => sum + sqlNumber(row.n), 0);
    return Object.assign(new FulfilmentCountsModel(), {
      waitingToPack: count(open, [null]),
      packed: count(open, ['PACKED']),
      outOrReady: count(open, ['OUT_FOR_DELIVERY', 'READY_FOR_PICKUP']),
      done: count(finished, HANDED_OVER_STEPS),
    });
  }
}
