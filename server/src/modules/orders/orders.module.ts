import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { UsersModule } from '../users/users.module.js';
import { DashboardResolver } from './dashboard/dashboard.resolver.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { OrderController } from './legacy/order.controller.js';
import { OrderLine } from './order-line.entity.js';
import { OrderLoadersFactory } from './order-loaders.js';
import { Order } from './order.entity.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrdersService } from './orders.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderLine]), AuditModule, UsersModule],
  controllers: [OrderController],
  providers: [OrdersService, OrdersResolver, OrderLoadersFactory, DashboardService, DashboardResolver],
  exports: [OrdersService, OrderLoadersFactory],
})
export class OrdersModule {}
