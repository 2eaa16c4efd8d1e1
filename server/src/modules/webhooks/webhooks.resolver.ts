import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { KeyScope, Roles } from '../../http/access/access.decorator.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from './dto/webhook-endpoint.input.js';
import {
  WebhookDeliveryModel,
  WebhookEndpointModel,
  WebhookEndpointWithSecret,
  WebhookEventOption,
} from './models/webhook.models.js';
import { WEBHOOK_EVENTS } from './webhook-events.js';
import { WebhooksService } from './webhooks.service.js';

@Roles(Role.Employee)
@KeyScope('webhooks:manage')
@Resolver()
export class WebhooksResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @Query(() => [WebhookEventOption], { description: 'The events an endpoint may ask for.' })
  webhookEvents(): WebhookEventOption[] {
    return Object.entries(WEBHOOK_EVENTS).map(([event, description]) => ({ event, description }));
  }

  @Query(() => [WebhookEndpointModel], { description: 'Every webhook endpoint, oldest first.' })
  async webhookEndpoints(): Promise<WebhookEndpointModel[]> {
    return (await this.webhooks.list()).map(WebhookEndpointModel.of);
  }

  @Query(() => [WebhookDeliveryModel], {
    description: "An endpoint's latest deliveries, newest first (first: 1 to 100).",
  })
  async webhookDeliveries(
    @Args('endpointId', { type: () => ID }) endpointId: string,
    @Args('first', { type: () => Int, defaultValue: 20 }) first: number,
  ): Promise<WebhookDeliveryModel[]> {
    return (await this.webhooks.recentDeliveries(endpointId, first)).map(WebhookDeliveryModel.of);
  }

  @Mutation(() => WebhookEndpointWithSecret, {
    description: 'Registers an endpoint; its signing secret is in this answer only.',
  })
  async createWebhookEndpoint(
    @CurrentUser() employee: AuthUser,
    @Args('input') input: CreateWebhookEndpointInput,
  ): Promise<WebhookEndpointWithSecret> {
    const { endpoint, secret } = await this.webhooks.create(employee, input);
    return { endpoint: WebhookEndpointModel.of(endpoint), secret };
  }

  @Mutation(() => WebhookEndpointModel, { description: "Changes an endpoint's events, or turns it on or off." })
  async updateWebhookEndpoint(
    @CurrentUser() employee: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateWebhookEndpointInput,
  ): Promise<WebhookEndpointModel> {
    return WebhookEndpointModel.of(await this.webhooks.update(employee, id, input));
  }

  @Mutation(() => WebhookEndpointWithSecret, {
    description: 'Replaces the signing secret; the new one is in this answer only.',
  })
  async rotateWebhookSecret(
    @CurrentUser() employee: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<WebhookEndpointWithSecret> {
    const { endpoint, secret } = await this.webhooks.rotateSecret(employee, id);
    return { endpoint: WebhookEndpointModel.of(endpoint), secret };
  }

  @Mutation(() => Boolean, { description: 'Deletes an endpoint and its delivery log.' })
  async deleteWebhookEndpoint(
    @CurrentUser() employee: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.webhooks.remove(employee, id);
    return true;
  }

  @Mutation(() => WebhookDeliveryModel, {
    description: 'Sends a delivery again: the same message and webhook-id, as a new delivery.',
  })
  async resendWebhookDelivery(
    @CurrentUser() employee: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<WebhookDeliveryModel> {
    return WebhookDeliveryModel.of(await this.webhooks.resend(employee, id));
  }
}
