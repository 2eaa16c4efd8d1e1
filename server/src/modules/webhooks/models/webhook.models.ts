import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { WebhookDelivery } from '../webhook-delivery.entity.js';
import type { WebhookEndpoint } from '../webhook-endpoint.entity.js';

@ObjectType('WebhookEndpoint', {
  description: 'An address told of the events it asked for; its signing secret was shown once.',
})
export class WebhookEndpointModel {
  @Field(() => ID)
  id: string;

  @Field()
  url: string;

  @Field(() => [String])
  events: string[];

  @Field()
  enabled: boolean;

  @Field(() => String, { nullable: true, description: 'Why the server turned it off, when it did.' })
  disabledReason: string | null;

  @Field()
  createdAt: Date;

  static of(endpoint: WebhookEndpoint): WebhookEndpointModel {
    return Object.assign(new WebhookEndpointModel(), {
      id: endpoint.id,
      url: endpoint.url,
      events: endpoint.events.split(' '),
      enabled: endpoint.enabled,
      disabledReason: endpoint.disabledReason,
      createdAt: endpoint.createdAt,
    });
  }
}

@ObjectType({ description: 'An endpoint with its signing secret: in this answer and nowhere else, ever.' })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpointModel)
  endpoint: WebhookEndpointModel;

  @Field({ description: 'whsec_…: verify each delivery with it (Standard Webhooks).' })
  secret: string;
}

@ObjectType('WebhookDelivery', { description: 'One message to one endpoint and how sending it went.' })
export class WebhookDeliveryModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The webhook-id header: the same on every attempt and when sent again.' })
  messageId: string;

  @Field()
  eventType: string;

  @Field({ description: 'pending (being tried), delivered or failed (given up after 24 h).' })
  status: string;

  @Field(() => Int)
  attempts: number;

  @Field(() => Int, { nullable: true, description: "The endpoint's last HTTP status, if it answered." })
  responseCode: number | null;

  @Field(() => String, { nullable: true })
  lastError: string | null;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  lastAttemptAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (pending only).' })
  nextAttemptAt: Date | null;

  @Field({ description: 'The JSON body as signed and sent.' })
  payload: string;

  static of(delivery: WebhookDelivery): WebhookDeliveryModel {
    return Object.assign(new WebhookDeliveryModel(), {
      id: String(delivery.id),
      messageId: delivery.messageId,
      eventType: delivery.eventType,
      status: delivery.status,
      attempts: delivery.attempts,
      responseCode: delivery.responseCode,
      lastError: delivery.lastError,
      createdAt: delivery.createdAt,
      lastAttemptAt: delivery.lastAttemptAt,
      nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
      payload: delivery.payload,
    });
  }
}

@ObjectType({ description: 'An event an endpoint may ask for.' })
export class WebhookEventOption {
  @Field()
  event: string;

  @Field()
  description: string;
}
