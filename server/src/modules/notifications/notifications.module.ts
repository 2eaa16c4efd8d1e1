import { Module } from '@nestjs/common';
import { MailSubscribers } from './mail-subscribers.js';
import { Mailer } from './mailer.js';
import { OutboxDispatcher } from './outbox-dispatcher.js';
import { OutboxService } from './outbox.service.js';

/**
 * Mail: the shop's events write it to the outbox in the transaction of each change, and the
 * dispatcher sends it after commit. No other module calls into this one.
 */
@Module({
  providers: [OutboxService, MailSubscribers, Mailer, OutboxDispatcher],
  exports: [OutboxDispatcher],
})
export class NotificationsModule {}
