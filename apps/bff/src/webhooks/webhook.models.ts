import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PaginationInfoModel } from '../common/pagination-info.model';

export enum WebhookDeliveryStatusEnum {
  PENDING = 'PENDING',
  SENDING = 'SENDING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
  EXHAUSTED = 'EXHAUSTED',
  CANCELLED = 'CANCELLED',
}

registerEnumType(WebhookDeliveryStatusEnum, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a webhook delivery stands (decision 0137).',
  valuesMap: {
    PENDING: { description: 'Waits for its (next) attempt.' },
    SENDING: { description: 'An attempt is under way.' },
    SUCCEEDED: { description: 'The receiver answered 2xx.' },
    FAILED: { description: 'The last attempt failed; a retry follows (back-off up to 24 hours).' },
    EXHAUSTED: { description: 'Every attempt over 24 hours failed; the subscription was disabled.' },
    CANCELLED: { description: 'The subscription was disabled or deleted before it was delivered.' },
  },
});

@ObjectType('WebhookSubscription', {
  description:
    'A webhook subscription of the calling integration client (decision 0136): which events of its customer (and tenant) are POSTed where. Its signing secret is answered only by createWebhookSubscription and rotateWebhookSecret.',
})
export class WebhookSubscriptionModel {
  @Field(() => ID, { description: 'The subscription id (whs_…).' })
  id!: string;

  @Field({ description: 'Where deliveries are POSTed.' })
  url!: string;

  @Field(() => [String], { description: 'The event types it gets (docs/integrators.md, Webhooks).' })
  eventTypes!: string[];

  @Field({ description: 'Whether events are delivered.' })
  enabled!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Why it is disabled: `failing` (the shop disabled it after 24 hours of failed deliveries and mailed the company administrators) or `client` (disabled through updateWebhookSubscription); null while enabled.',
  })
  disabledReason!: string | null;

  @Field(() => String, { nullable: true, description: 'When it was disabled (ISO 8601).' })
  disabledAt!: string | null;

  @Field(() => Int, { description: 'Moves with every change; update and rotate name it.' })
  version!: number;

  @Field({ description: 'When it was created (ISO 8601).' })
  createdAt!: string;

  @Field({ description: 'When it last changed (ISO 8601).' })
  updatedAt!: string;
}

@ObjectType('WebhookSubscriptionSecret', {
  description: 'A subscription with its signing secret: the only answers that show the secret.',
})
export class WebhookSubscriptionSecretModel {
  @Field(() => WebhookSubscriptionModel, { description: 'The subscription as it is now.' })
  subscription!: WebhookSubscriptionModel;

  @Field({
    description:
      'The signing secret (`whsec_` and base64), for the Standard Webhooks verifier (`new Webhook(secret).verify(body, headers)`). Kept by the shop to sign; answered only here.',
  })
  secret!: string;
}

@ObjectType('WebhookAttempt', { description: 'One attempt of a webhook delivery.' })
export class WebhookAttemptModel {
  @Field(() => Int, { description: 'Its number, from 1 (replays go on counting).' })
  attempt!: number;

  @Field({ description: 'When it started (ISO 8601).' })
  startedAt!: string;

  @Field(() => Int, { description: 'How long the receiver took to answer (or the attempt to fail), ms.' })
  durationMs!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      "The receiver's HTTP status; null when there was none (timeout, no connection, refused target).",
  })
  statusCode!: number | null;

  @Field({ description: 'Whether the receiver answered 2xx.' })
  succeeded!: boolean;

  @Field(() => String, { nullable: true, description: 'Why it failed, in short; null when it succeeded.' })
  error!: string | null;
}

@ObjectType('WebhookDelivery', {
  description: 'One event for one subscription, with its attempts (decision 0137).',
})
export class WebhookDeliveryModel {
  @Field(() => ID, { description: 'The delivery id (whd_…): replayWebhookDelivery names it.' })
  id!: string;

  @Field(() => ID, { description: 'The subscription it belongs to.' })
  subscriptionId!: string;

  @Field({
    description: 'The event id: the webhook-id header of every attempt and replay (deduplicate by it).',
  })
  eventId!: string;

  @Field({ description: 'The event type, e.g. order.placed.' })
  eventType!: string;

  @Field(() => WebhookDeliveryStatusEnum, { description: 'Where it stands.' })
  status!: WebhookDeliveryStatusEnum;

  @Field({ description: 'When the event was relayed to the subscription (ISO 8601).' })
  createdAt!: string;

  @Field(() => Int, { description: 'How often it was replayed.' })
  replayCount!: number;

  @Field(() => [WebhookAttemptModel], { description: 'Its attempts, oldest first.' })
  attempts!: WebhookAttemptModel[];
}

@ObjectType('WebhookDeliveryPage', { description: "A page of a subscription's deliveries, newest first." })
export class WebhookDeliveryPageModel {
  @Field(() => [WebhookDeliveryModel], { description: 'The deliveries of the page.' })
  items!: WebhookDeliveryModel[];

  @Field(() => PaginationInfoModel, { description: 'Where the page is in the whole list.' })
  paginationInfo!: PaginationInfoModel;
}
