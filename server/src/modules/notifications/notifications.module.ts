import { Module } from '@nestjs/common';
import { Mailer } from './mailer.js';
import { OrderNotifications } from './order-notifications.js';
import { OutboxDispatcher } from './outbox-dispatcher.js';
import { OutboxService } from './outbox.service.js';
import { ProductNotifications } from './product-notifications.js';

/** Mail: the outbox written with each change, and the dispatcher that sends it after commit. */
@Module({
  providers: [OutboxService, OrderNotifications, ProductNotifications, Mailer, OutboxDispatcher],
  exports: [OrderNotifications, ProductNotifications, OutboxService, OutboxDispatcher],
})
export class NotificationsModule {}
