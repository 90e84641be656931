import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { closeProducerQueue } from '../infra/producer-queue';
import { WebhookResolver } from './webhook.resolver';
import { WebhookService } from './webhook.service';
import { WEBHOOK_QUEUE, webhookQueueProvider } from './webhook-queue.provider';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const WEBHOOKS_RESOLVERS = [WebhookResolver];

/** Webhook subscriptions of integration clients (issue 28, decisions 0136 and 0137). */
@Module({
  providers: [webhookQueueProvider, WebhookService, ...WEBHOOKS_RESOLVERS],
})
export class WebhooksModule implements OnApplicationShutdown {
  constructor(@Inject(WEBHOOK_QUEUE) private readonly queue: Queue) {}

  onApplicationShutdown(): Promise<void> {
    return closeProducerQueue(this.queue);
  }
}
