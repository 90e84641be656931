import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { WEBHOOK_URL_MAX_LENGTH } from '@shop/commerce';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@shop/jobs';
import { LocaleArgs } from '../common/locale.args';
import { PagingArgs } from '../common/paging.args';

const EVENT_TYPES_DESCRIPTION = `The event types to deliver, 1 to ${WEBHOOK_EVENT_TYPES.length} of: ${WEBHOOK_EVENT_TYPES.join(', ')} (docs/integrators.md, Webhooks). order.placed and prices.changed need a role that sees prices.`;
const URL_DESCRIPTION =
  'Where deliveries are POSTed: an https URL whose host resolves to public addresses only (no loopback, link-local or private addresses; a development shop may allow them).';

const SUBSCRIPTION_ID = /^whs_[0-9a-f]{32}$/;
const DELIVERY_ID = /^whd_[0-9a-f]{32}$/;

/** createWebhookSubscription (decision 0136). */
@ArgsType()
export class CreateWebhookSubscriptionArgs extends LocaleArgs {
  @Field({ description: URL_DESCRIPTION })
  @IsString({ message: 'error.webhook-url-invalid' })
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, { message: 'error.webhook-url-invalid' })
  url!: string;

  @Field(() => [String], { description: EVENT_TYPES_DESCRIPTION })
  @ArrayMinSize(1, { message: 'error.webhook-event-types-invalid' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: 'error.webhook-event-types-invalid' })
  @ArrayUnique({ message: 'error.webhook-event-types-invalid' })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: 'error.webhook-event-types-invalid' })
  eventTypes!: WebhookEventType[];
}

/** One subscription of the client. */
@ArgsType()
export class WebhookSubscriptionIdArgs extends LocaleArgs {
  @Field(() => ID, { description: 'WebhookSubscription.id.' })
  @IsString({ message: 'error.webhook-subscription-id-invalid' })
  @Matches(SUBSCRIPTION_ID, { message: 'error.webhook-subscription-id-invalid' })
  id!: string;
}

/** One subscription at the version the client read. */
@ArgsType()
export class WebhookSubscriptionVersionArgs extends WebhookSubscriptionIdArgs {
  @Field(() => Int, {
    description:
      'WebhookSubscription.version as last read: CONFLICT error.webhook-subscription-conflict when it changed.',
  })
  @IsInt({ message: 'error.webhook-subscription-version-invalid' })
  @Min(1, { message: 'error.webhook-subscription-version-invalid' })
  @Max(2_147_483_647, { message: 'error.webhook-subscription-version-invalid' })
  version!: number;
}

/** updateWebhookSubscription: what is left out stays. */
@ArgsType()
export class UpdateWebhookSubscriptionArgs extends WebhookSubscriptionVersionArgs {
  @Field({ nullable: true, description: `${URL_DESCRIPTION} Left out: unchanged.` })
  @IsOptional()
  @IsString({ message: 'error.webhook-url-invalid' })
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, { message: 'error.webhook-url-invalid' })
  url?: string;

  @Field(() => [String], { nullable: true, description: `${EVENT_TYPES_DESCRIPTION} Left out: unchanged.` })
  @IsOptional()
  @ArrayMinSize(1, { message: 'error.webhook-event-types-invalid' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: 'error.webhook-event-types-invalid' })
  @ArrayUnique({ message: 'error.webhook-event-types-invalid' })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: 'error.webhook-event-types-invalid' })
  eventTypes?: WebhookEventType[];

  @Field({
    nullable: true,
    description:
      'false disables it (nothing is delivered, pending deliveries wait); true enables it again, also after the shop disabled it for failing. Left out: unchanged.',
  })
  @IsOptional()
  @IsBoolean({ message: 'error.webhook-enabled-invalid' })
  enabled?: boolean;
}

/** webhookDeliveries: a page of one subscription's deliveries. */
@ArgsType()
export class WebhookDeliveriesArgs extends PagingArgs(
  { default: 20, max: 100, entries: 'deliveries' },
  LocaleArgs,
) {
  @Field(() => ID, { description: 'WebhookSubscription.id.' })
  @IsString({ message: 'error.webhook-subscription-id-invalid' })
  @Matches(SUBSCRIPTION_ID, { message: 'error.webhook-subscription-id-invalid' })
  subscriptionId!: string;
}

/** replayWebhookDelivery. */
@ArgsType()
export class WebhookDeliveryIdArgs extends LocaleArgs {
  @Field(() => ID, { description: 'WebhookDelivery.id.' })
  @IsString({ message: 'error.webhook-delivery-id-invalid' })
  @Matches(DELIVERY_ID, { message: 'error.webhook-delivery-id-invalid' })
  id!: string;
}
