import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';

/** The tables this module keeps (the app's data source is built from every module's list). */
export const WEBHOOKS_ENTITIES = [WebhookEndpoint, WebhookDelivery];
