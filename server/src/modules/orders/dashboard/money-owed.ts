import { Injectable } from '@nestjs/common';
import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { Reads } from '../../../database/reads.js';
import { sqlNumber } from '../../../database/sql-count.js';
import { centavosToPesos } from '../../../platform/money/pesos.js';
import { ACTION_PAYMENT_STATES } from '../lists/payment-state.args.js';
import { Order } from '../order.entity.js';

@ObjectType('MoneyOwed', {
  description: 'Money the staff must act on, whatever the period: proofs to check, balances to chase, refunds to send.',
})
export class MoneyOwedModel {
  @Field(() => Int, { description: 'Orders with a proof of payment waiting to be checked.' })
  proofsToCheck: number;

  @Field(() => Int, { description: 'Orders handed over with less cash collected than their total.' })
  balancesDue: number;

  @Field(() => Float, { description: 'What those orders still owe, in pesos.' })
  balancesDueAmount: number;

  @Field(() => Int, { description: 'Cancelled paid orders whose refund is not recorded yet.' })
  refundsDue: number;

  @Field(() => Float, { description: 'What is owed back to those customers, in pesos.' })
  refundsDueAmount: number;
}

/** One grouped read of the few orders in those payment states, on idx_orders_payment_status. */
@Injectable()
export class MoneyOwed {
  constructor(private readonly reads: Reads) {}

  async now(): Promise<MoneyOwedModel> {
    const rows = await this.reads
      .repository(Order)
      .createQueryBuilder('o')
      .select('o.paymentStatus', 'state')
      .addSelect('COUNT(*)', 'n')
      .addSelect('SUM(o.totalCentavos - COALESCE(o.amountCollectedCentavos, 0))', 'owed')
      .where('o.paymentStatus IN (:...states)', { states: ACTION_PAYMENT_STATES })
      .groupBy('o.paymentStatus')
      .getRawMany<{ state: string; n: unknown; owed: unknown }>();
    const of = (state: string) => rows.find((row) => row.state === state);
    return Object.assign(new MoneyOwedModel(), {
      proofsToCheck: sqlNumber(of('PROOF_SENT')?.n),
      balancesDue: sqlNumber(of('BALANCE_DUE')?.n),
      balancesDueAmount: centavosToPesos(sqlNumber(of('BALANCE_DUE')?.owed)),
      refundsDue: sqlNumber(of('REFUND_DUE')?.n),
      refundsDueAmount: centavosToPesos(sqlNumber(of('REFUND_DUE')?.owed)),
    });
  }
}
