import { Module } from '@nestjs/common';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PaymentAccountsModule } from '../payment-accounts/payment-accounts.module.js';
import { TradeModule } from '../trade/trade.module.js';
import { UsersModule } from '../users/users.module.js';
import { StandingOrderPlacer } from './placing/standing-order-placer.js';
import { StandingOrderTimer } from './placing/standing-order-timer.js';
import { StandingOrderDelivery } from './standing-order-delivery.js';
import { StandingOrdersResolver } from './standing-orders.resolver.js';
import { StandingOrdersService } from './standing-orders.service.js';

/**
 * Trade buyers' standing orders: kept by the buyer (StandingOrdersService), placed on their days by
 * a timer on every instance through OrdersService.place, once per occurrence (StandingOrderPlacer).
 */
@Module({
  imports: [OrdersModule, DeliveryModule, TradeModule, UsersModule, PaymentAccountsModule],
  providers: [
    StandingOrdersService,
    StandingOrdersResolver,
    StandingOrderDelivery,
    StandingOrderPlacer,
    StandingOrderTimer,
  ],
})
export class StandingOrdersModule {}
