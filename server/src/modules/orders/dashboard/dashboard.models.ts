import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { centavosToPesos } from '../../../platform/money/pesos.js';
import { ProductType } from '../../products/product-enums.js';
import type { TypeTotals } from '../figures/order-figure-reads.js';
import type { DayFigures } from './daily-series.js';
import type { DashboardFigures } from './dashboard.service.js';

@ObjectType('TypeRevenue', { description: 'What the approved orders of the period sold of one product type.' })
export class TypeRevenueModel {
  @Field(() => ProductType)
  productType: ProductType;

  @Field(() => Float, { description: 'Sum of the line totals, in pesos.' })
  revenue: number;

  @Field(() => Int, { description: 'Units sold.' })
  quantity: number;

  /** Centavos become pesos here, once. */
  static of(totals: TypeTotals): TypeRevenueModel {
    return Object.assign(new TypeRevenueModel(), {
      productType: totals.productType,
      revenue: centavosToPesos(totals.centavos),
      quantity: totals.quantity,
    });
  }
}

@ObjectType('DashboardDay', { description: 'One calendar day in Manila (UTC+8) of the period.' })
export class DashboardDayModel {
  @Field({ description: 'YYYY-MM-DD' })
  day: string;

  @Field(() => Int, { description: 'Orders placed that day (whatever became of them).' })
  ordersPlaced: number;

  @Field(() => Float, { description: 'Sum of the totals of the orders approved that day, in pesos.' })
  approvedRevenue: number;

  static of(figures: DayFigures): DashboardDayModel {
    return Object.assign(new DashboardDayModel(), {
      day: figures.day,
      ordersPlaced: figures.ordersPlaced,
      approvedRevenue: centavosToPesos(figures.approvedCentavos),
    });
  }
}

@ObjectType('AdminDashboard', {
  description: 'Order figures for the employee portal; decisions count when authorizationDate is in [from, to).',
})
export class AdminDashboardModel {
  @Field()
  from: Date;

  @Field()
  to: Date;

  @Field(() => Int, { description: 'Orders placed today (calendar day in Manila, UTC+8) that are still PENDING.' })
  pendingToday: number;

  @Field(() => Int, { description: 'All PENDING orders (the queue length).' })
  pendingTotal: number;

  @Field(() => Int, { description: 'Orders approved in the period.' })
  approvedCount: number;

  @Field(() => Int, { description: 'Orders cancelled in the period.' })
  cancelledCount: number;

  @Field(() => Float, { description: 'Sum of the totals of the orders approved in the period, in pesos.' })
  approvedRevenue: number;

  /** Centavos become pesos here, once. */
  static of(figures: DashboardFigures): AdminDashboardModel {
    return Object.assign(new AdminDashboardModel(), {
      from: figures.from,
      to: figures.to,
      pendingToday: figures.pendingToday,
      pendingTotal: figures.pendingTotal,
      approvedCount: figures.approvedCount,
      cancelledCount: figures.cancelledCount,
      approvedRevenue: centavosToPesos(figures.approvedCentavos),
    });
  }
}
