import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { LocaleArgs } from '../common/locale.args';
import { IntegrationClientId } from '../common/request/integration-client.decorator';
import { Shop } from '../common/request/shop.decorator';
import {
  CreateWebhookSubscriptionArgs,
  UpdateWebhookSubscriptionArgs,
  WebhookDeliveriesArgs,
  WebhookDeliveryIdArgs,
  WebhookSubscriptionIdArgs,
  WebhookSubscriptionVersionArgs,
} from './webhook.args';
import {
  WebhookDeliveryModel,
  WebhookDeliveryPageModel,
  WebhookSubscriptionModel,
  WebhookSubscriptionSecretModel,
} from './webhook.models';
import { WebhookService } from './webhook.service';

const CLIENTS_ONLY =
  'Integration clients only (a token of the client credentials grant; anyone else: FORBIDDEN error.integration-client-required).';

/**
 * Webhook subscriptions of the calling integration client (decision 0136): its own, of its customer
 * and tenant (from its token); another client's, customer's or tenant's are NOT_FOUND.
 */
@Resolver(() => WebhookSubscriptionModel)
export class WebhookResolver {
  constructor(private readonly service: WebhookService) {}

  @Query(() => [WebhookSubscriptionModel], {
    description: `${CLIENTS_ONLY} The client's webhook subscriptions, oldest first. Never a secret.`,
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  webhookSubscriptions(
    @Args() _args: LocaleArgs,
    @Shop() ctx: ShopContext,
    @IntegrationClientId() clientId: string,
  ): Promise<WebhookSubscriptionModel[]> {
    return this.service.list(ctx, clientId);
  }

  @Query(() => WebhookDeliveryPageModel, {
    description: `${CLIENTS_ONLY} The deliveries of one of the client's subscriptions, newest first, with their attempts (status, answer code, time). NOT_FOUND error.webhook-subscription-not-found for a subscription that is not the client's.`,
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  webhookDeliveries(
    @Args() args: WebhookDeliveriesArgs,
    @Shop() ctx: ShopContext,
    @IntegrationClientId() clientId: string,
  ): Promise<WebhookDeliveryPageModel> {
    return this.service.deliveries(ctx, clientId, args);
  }

  @Mutation(() => WebhookSubscriptionSecretModel, {
    description: `${CLIENTS_ONLY} Subscribes \`url\` to \`eventTypes\` of the client's customer and tenant and answers the signing secret (whsec_…), which only this answer and rotateWebhookSecret show. BAD_USER_INPUT for a URL that is not https or not public (error.webhook-url-not-https, error.webhook-url-not-public, error.webhook-url-unresolvable, error.webhook-url-invalid), unknown event types, or priced event types for a role that sees no prices (error.webhook-event-type-not-allowed).`,
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  createWebhookSubscription(
    @Args() args: CreateWebhookSubscriptionArgs,
    @Shop() ctx: ShopContext,
    @IntegrationClientId() clientId: string,
  ): Promise<WebhookSubscriptionSecretModel> {
    return this.service.create(ctx, clientId, args);
  }

  @Mutation(() => WebhookSubscriptionModel, {
    description: `${CLIENTS_ONLY} Changes the subscription at \`version\`: its URL, event types, or whether it is enabled (enabling a subscription the shop disabled for failing starts deliveries again). CONFLICT error.webhook-subscription-conflict at a stale version; NOT_FOUND for one that is not the client's; the checks of createWebhookSubscription.`,
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  updateWebhookSubscription(
    @Args() args: UpdateWebhookSubscriptionArgs,
    @Shop() ctx: ShopContext,
    @IntegrationClientId() clientId: string,
  ): Promise<WebhookSubscriptionModel> {
    return this.service.update(ctx, clientId, args);
  }

  @Mutation(() => WebhookSubscriptionSecretModel, {
    description: `${CLIENTS_ONLY} A new signing secret for the subscription at \`version\`, answered this once; deliveries are signed with it from now on (also retries of earlier events). CONFLICT at a stale version; NOT_FOUND for one that is not the client's.`,
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  rotateWebhookSecret(
    @Args() args: WebhookSubscriptionVersionArgs,
    @Shop() ctx: ShopContext,
    @IntegrationClientId() clientId: string,
  ): Promise<WebhookSubscriptionSecretModel> {
    return this.service.rotate(ctx, clientId, args);
  }

  @Mutation(() => ID, {
    description: `${CLIENTS_ONLY} Deletes the subscription (its pending deliveries are cancelled) and answers its id. NOT_FOUND for one that is not the client's or deleted already.`,
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  deleteWebhookSubscription(
    @Args() args: WebhookSubscriptionIdArgs,
    @Shop() ctx: ShopContext,
    @IntegrationClientId() clientId: string,
  ): Promise<string> {
    return this.service.delete(ctx, clientId, args.id);
  }

  @Mutation(() => WebhookDeliveryModel, {
    description: `${CLIENTS_ONLY} Sends the delivery's event once more (the same webhook-id; its attempts go on counting). NOT_FOUND error.webhook-delivery-not-found for a delivery that is not the client's; CONFLICT error.webhook-subscription-disabled when its subscription is disabled.`,
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  replayWebhookDelivery(
    @Args() args: WebhookDeliveryIdArgs,
    @Shop() ctx: ShopContext,
    @IntegrationClientId() clientId: string,
  ): Promise<WebhookDeliveryModel> {
    return this.service.replay(ctx, clientId, args.id);
  }
}
