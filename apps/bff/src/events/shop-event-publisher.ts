import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { shopEventsChannel, type ShopEvent } from '@shop/jobs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { REDIS } from '../infra/tokens';

/**
 * Publishes a shop event from the BFF (a cart changed) on the channel every BFF instance listens to,
 * so the customer's pages on any instance hear it. Best effort: a write is never undone because its
 * event could not be sent (the other pages then learn of it on their next read or write).
 */
@Injectable()
export class ShopEventPublisher {
  private readonly logger = new Logger(ShopEventPublisher.name);
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'REDIS_URL'>,
  ) {
    this.channel = shopEventsChannel(config.REDIS_URL);
  }

  publish(event: ShopEvent): void {
    this.redis.publish(this.channel, JSON.stringify(event)).catch((error: Error) => {
      this.logger.warn(`${event.type} not published: ${error.message}`);
    });
  }
}
