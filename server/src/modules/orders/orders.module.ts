import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { DashboardResolver } from './dashboard/dashboard.resolver.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { IdempotencySweeper } from './idempotency-sweeper.js';
import { OrderController } from './legacy/order.controller.js';
import { OrderLoadersFactory } from './order-loaders.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrdersService } from './orders.service.js';

@Module({
  imports: [AuditModule, UsersModule, NotificationsModule],
  controllers: [OrderController],
  providers: [OrdersService, OrdersResolver, OrderLoadersFactory, DashboardService, DashboardResolver, IdempotencySweeper],
  exports: [OrdersService, OrderLoadersFactory],
})
export class OrdersModule {}
