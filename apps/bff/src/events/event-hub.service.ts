import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { parseShopEvent, SHOP_EVENTS_CHANNEL, type ShopEvent } from '@shop/jobs';
import { REDIS_SUBSCRIBER } from '../infra/tokens';

export type EventListener = (event: ShopEvent) => void;

/**
 * Each BFF instance subscribes once to the shop event channel on Redis and hands every event to
 * the listeners of that event's tenant only (SSE connections, later GraphQL subscriptions).
 */
@Injectable()
export class EventHubService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(EventHubService.name);
  private readonly listeners = new Map<string, Set<EventListener>>();

  constructor(@Inject(REDIS_SUBSCRIBER) private readonly subscriber: Redis) {}

  async onModuleInit(): Promise<void> {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== SHOP_EVENTS_CHANNEL) return;
      const event = parseShopEvent(message);
      if (event) this.dispatch(event);
      else this.logger.warn(`dropped malformed shop event: ${message.slice(0, 200)}`);
    });
    await this.subscriber.subscribe(SHOP_EVENTS_CHANNEL);
  }

  async onModuleDestroy(): Promise<void> {
    this.listeners.clear();
    await this.subscriber.unsubscribe(SHOP_EVENTS_CHANNEL).catch(() => undefined);
  }

  /** Registers a listener for one tenant; returns the function that removes it. */
  listen(mandantCode: string, listener: EventListener): () => void {
    const set = this.listeners.get(mandantCode) ?? new Set<EventListener>();
    set.add(listener);
    this.listeners.set(mandantCode, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(mandantCode);
    };
  }

  listenerCount(mandantCode?: string): number {
    if (mandantCode) return this.listeners.get(mandantCode)?.size ?? 0;
    let total = 0;
    for (const set of this.listeners.values()) total += set.size;
    return total;
  }

  dispatch(event: ShopEvent): void {
    for (const listener of this.listeners.get(event.mandantCode) ?? []) listener(event);
  }
}
