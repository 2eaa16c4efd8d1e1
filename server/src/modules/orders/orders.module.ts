import { Module } from '@nestjs/common';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { ProductsModule } from '../products/products.module.js';
import { PaymentAccountsModule } from '../payment-accounts/payment-accounts.module.js';
import { OrderTransitions } from './life/order-transitions.js';
import { OrdersHttp } from './orders-http.js';
import { CustomerPages } from './page/customer-pages.js';
import { AuthModule } from '../auth/auth.module.js';
import { ActivityLogExportController } from './activity-log/activity-log-export.controller.js';
import { UsersModule } from '../users/users.module.js';
import { DashboardResolver } from './dashboard/dashboard.resolver.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { FulfilmentCounts } from './dashboard/fulfilment-counts.js';
import { MoneyOwed } from './dashboard/money-owed.js';
import { DeliveryOptionsResolver } from './delivery-options/delivery-options.resolver.js';
import { OrderFigureReads } from './figures/order-figure-reads.js';
import { OrderFigures } from './figures/order-figures.js';
import { IdempotencySweeper } from './idempotency-sweeper.js';
import { OrderListsService } from './lists/order-lists.service.js';
import { OrderController } from './legacy/order.controller.js';
import { LiveOrdersController } from './live/live-orders.controller.js';
import { LiveOrderChanges } from './live/live-order-changes.js';
import { OrderLoadersFactory } from './order-loaders.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrdersService } from './orders.service.js';
import { PickSheetResolver } from './pick-sheet/pick-sheet.resolver.js';
import { PickSheetService } from './pick-sheet/pick-sheet.service.js';
import { DeliveryManifestService } from './fulfilment/delivery-manifest.service.js';
import { FulfilmentResolver } from './fulfilment/fulfilment.resolver.js';
import { FulfilmentService } from './fulfilment/fulfilment.service.js';
import { OrderLineLotsResolver } from './models/order-line-lots.resolver.js';
import { LotShortages } from './fulfilment/lot-shortages.js';
import { PackingPlanResolver } from './fulfilment/packing-plan.resolver.js';
import { PaymentProofController } from './payment/payment-proof.controller.js';
import { PaymentProofStore } from './payment/payment-proof-store.js';
import { PaymentResolver } from './payment/payment.resolver.js';
import { PaymentService } from './payment/payment.service.js';
import { TradeModule } from '../trade/trade.module.js';

@Module({
  imports: [AuthModule, UsersModule, ProductsModule, LotsModule, DeliveryModule, PaymentAccountsModule, TradeModule],
  controllers: [OrderController, ActivityLogExportController, LiveOrdersController, PaymentProofController],
  providers: [
    OrdersHttp,
    CustomerPages,
    OrderTransitions,
    OrdersService,
    OrderListsService,
    OrderFigures,
    OrderFigureReads,
    LiveOrderChanges,
    OrdersResolver,
    OrderLoadersFactory,
    DashboardService,
    DashboardResolver,
    FulfilmentCounts,
    MoneyOwed,
    IdempotencySweeper,
    PickSheetService,
    PickSheetResolver,
    DeliveryOptionsResolver,
    PaymentService,
    PaymentProofStore,
    PaymentResolver,
    FulfilmentService,
    FulfilmentResolver,
    PackingPlanResolver,
    LotShortages,
    OrderLineLotsResolver,
    DeliveryManifestService,
  ],
  exports: [OrdersService, OrderLoadersFactory],
})
export class OrdersModule {}
