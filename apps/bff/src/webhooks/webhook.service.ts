import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import {
  WEBHOOK_PORT,
  WebhookSubscriptionConflictError,
  webhookTargetRefusal,
  type WebhookDeliveryRecord,
  type WebhookPort,
  type WebhookSubscriptionRecord,
} from '@shop/commerce';
import { roleSeesPrices, type ShopContext } from '@shop/domain';
import {
  PRICED_WEBHOOK_EVENT_TYPES,
  WEBHOOK_DELIVERY_JOB,
  webhookDeliveryJobOptions,
  webhookReplayJobId,
  type WebhookDeliveryJob,
  type WebhookEventType,
} from '@shop/jobs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { badInput, notFound, ShopError, unavailable } from '../common/shop-error';
import type {
  CreateWebhookSubscriptionArgs,
  UpdateWebhookSubscriptionArgs,
  WebhookDeliveriesArgs,
  WebhookSubscriptionVersionArgs,
} from './webhook.args';
import {
  WebhookDeliveryStatusEnum,
  type WebhookDeliveryModel,
  type WebhookDeliveryPageModel,
  type WebhookSubscriptionModel,
  type WebhookSubscriptionSecretModel,
} from './webhook.models';
import { WEBHOOK_QUEUE } from './webhook-queue.provider';

/** A new signing secret in the Standard Webhooks format: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * Webhook subscriptions of the calling integration client (decision 0136). Tenant, customer and
 * client come from its token, never from input; the URL is checked against SSRF and the event types
 * against the client's role before anything is written.
 */
@Injectable()
export class WebhookService {
  constructor(
    @Inject(WEBHOOK_PORT) private readonly webhooks: WebhookPort,
    @Inject(WEBHOOK_QUEUE) private readonly queue: Queue<WebhookDeliveryJob>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(ctx: ShopContext, clientId: string): Promise<WebhookSubscriptionModel[]> {
    assertCustomer(ctx);
    return (await this.webhooks.listSubscriptions(ctx, clientId)).map(toSubscriptionModel);
  }

  async create(
    ctx: ShopContext,
    clientId: string,
    args: CreateWebhookSubscriptionArgs,
  ): Promise<WebhookSubscriptionSecretModel> {
    assertCustomer(ctx);
    await this.assertTarget(args.url);
    this.assertEventTypes(ctx, args.eventTypes);
    const created = await this.webhooks.createSubscription(ctx, clientId, {
      url: args.url,
      eventTypes: args.eventTypes,
      secret: newWebhookSecret(),
    });
    return { subscription: toSubscriptionModel(created.subscription), secret: created.secret };
  }

  async update(
    ctx: ShopContext,
    clientId: string,
    args: UpdateWebhookSubscriptionArgs,
  ): Promise<WebhookSubscriptionModel> {
    assertCustomer(ctx);
    if (args.url !== undefined && args.url !== null) await this.assertTarget(args.url);
    if (args.eventTypes) this.assertEventTypes(ctx, args.eventTypes);
    const updated = await this.webhooks
      .updateSubscription(ctx, clientId, args.id, args.version, {
        url: args.url ?? undefined,
        eventTypes: args.eventTypes ?? undefined,
        enabled: args.enabled ?? undefined,
      })
      .catch(writeError);
    if (!updated) throw subscriptionNotFound(args.id);
    return toSubscriptionModel(updated);
  }

  async rotate(
    ctx: ShopContext,
    clientId: string,
    args: WebhookSubscriptionVersionArgs,
  ): Promise<WebhookSubscriptionSecretModel> {
    assertCustomer(ctx);
    const rotated = await this.webhooks
      .rotateSecret(ctx, clientId, args.id, args.version, newWebhookSecret())
      .catch(writeError);
    if (!rotated) throw subscriptionNotFound(args.id);
    return { subscription: toSubscriptionModel(rotated.subscription), secret: rotated.secret };
  }

  async delete(ctx: ShopContext, clientId: string, id: string): Promise<string> {
    assertCustomer(ctx);
    if (!(await this.webhooks.deleteSubscription(ctx, clientId, id))) throw subscriptionNotFound(id);
    return id;
  }

  async deliveries(
    ctx: ShopContext,
    clientId: string,
    args: WebhookDeliveriesArgs,
  ): Promise<WebhookDeliveryPageModel> {
    assertCustomer(ctx);
    const page = await this.webhooks.listDeliveries(ctx, clientId, args.subscriptionId, {
      offset: (args.page - 1) * args.limit,
      limit: args.limit,
    });
    if (!page) throw subscriptionNotFound(args.subscriptionId);
    return {
      items: page.items.map(toDeliveryModel),
      paginationInfo: {
        totalCount: page.total,
        lastPage: Math.max(1, Math.ceil(page.total / args.limit)),
        itemsPerPage: args.limit,
      },
    };
  }

  /**
   * One more attempt of the same event (the same webhook-id, as Standard Webhooks intends): the
   * delivery is pending again and a job of its own goes to the worker.
   */
  async replay(ctx: ShopContext, clientId: string, deliveryId: string): Promise<WebhookDeliveryModel> {
    assertCustomer(ctx);
    const delivery = await this.webhooks.replayDelivery(ctx, clientId, deliveryId);
    if (!delivery) throw notFound('error.webhook-delivery-not-found', { id: deliveryId });
    if (delivery === 'subscription-disabled')
      throw new ShopError('CONFLICT', 'error.webhook-subscription-disabled', { id: deliveryId });
    await this.queue
      .add(
        WEBHOOK_DELIVERY_JOB,
        { deliveryId },
        webhookDeliveryJobOptions(webhookReplayJobId(deliveryId, delivery.replayCount)),
      )
      .catch(() => {
        throw unavailable();
      });
    return toDeliveryModel(delivery);
  }

  private async assertTarget(url: string): Promise<void> {
    const refusal = await webhookTargetRefusal(url, this.config.webhookTargets);
    if (refusal) throw badInput(refusal, { field: 'url' });
  }

  private assertEventTypes(ctx: ShopContext, eventTypes: readonly WebhookEventType[]): void {
    if (roleSeesPrices(ctx.role)) return;
    const priced = eventTypes.filter((type) => PRICED_WEBHOOK_EVENT_TYPES.includes(type));
    if (priced.length > 0) throw badInput('error.webhook-event-type-not-allowed', { eventTypes: priced });
  }
}

function assertCustomer(ctx: ShopContext): void {
  if (!ctx.customer || !ctx.contact) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
}

const subscriptionNotFound = (id: string) => notFound('error.webhook-subscription-not-found', { id });

function writeError(error: unknown): never {
  if (error instanceof WebhookSubscriptionConflictError)
    throw new ShopError('CONFLICT', 'error.webhook-subscription-conflict', { version: error.currentVersion });
  throw error;
}

function toSubscriptionModel(subscription: WebhookSubscriptionRecord): WebhookSubscriptionModel {
  return { ...subscription, eventTypes: [...subscription.eventTypes] };
}

function toDeliveryModel(delivery: WebhookDeliveryRecord): WebhookDeliveryModel {
  return {
    ...delivery,
    status: WebhookDeliveryStatusEnum[delivery.status],
    attempts: delivery.attempts.map((attempt) => ({ ...attempt })),
  };
}
