import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { SecretBox } from './secret-box.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookSubscribers } from './webhook-subscribers.js';
import { WebhooksResolver } from './webhooks.resolver.js';
import { WebhooksService } from './webhooks.service.js';

@Module({
  providers: [
    WebhooksService,
    WebhooksResolver,
    WebhookDispatcher,
    WebhookSubscribers,
    { provide: SecretBox, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new SecretBox(config.jwtSecret) },
  ],
  exports: [WebhookDispatcher],
})
export class WebhooksModule {}
