import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { parseShopEvent, shopEventsChannel, type ShopEvent } from '@shop/jobs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { REDIS_SUBSCRIBER } from '../infra/tokens';

/** A listener gets the event and its SSE frame, serialised once per event for all listeners. */
export type EventListener = (event: ShopEvent, frame: string) => void;

/** One server-sent event: `id:` lets the browser resume with Last-Event-ID. */
export function sseFrame(event: ShopEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Each BFF instance subscribes once to the shop event channel of its Redis database and hands every
 * event to the listeners of that event's tenant only (SSE connections, later GraphQL subscriptions).
 */
@Injectable()
export class EventHubService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(EventHubService.name);
  private readonly listeners = new Map<string, Set<EventListener>>();
  private readonly resubscribedListeners = new Set<() => void>();
  readonly channel: string;

  constructor(
    @Inject(REDIS_SUBSCRIBER) private readonly subscriber: Redis,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'REDIS_URL'>,
  ) {
    this.channel = shopEventsChannel(config.REDIS_URL);
  }

  async onModuleInit(): Promise<void> {
    // ioredis resubscribes by itself after a reconnect; events published in between are lost.
    let connectedBefore = this.subscriber.status === 'ready';
    this.subscriber.on('ready', () => {
      if (connectedBefore) for (const listener of this.resubscribedListeners) listener();
      connectedBefore = true;
    });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const event = parseShopEvent(message);
      if (event) this.dispatch(event);
      else this.logger.warn(`dropped malformed shop event: ${message.slice(0, 200)}`);
    });
    await this.subscriber.subscribe(this.channel);
  }

  async onModuleDestroy(): Promise<void> {
    this.listeners.clear();
    await this.subscriber.unsubscribe(this.channel).catch(() => undefined);
  }

  /**
   * Called after the subscription is back from a lost connection (events may have been missed);
   * returns the function that removes the listener.
   */
  onResubscribed(listener: () => void): () => void {
    this.resubscribedListeners.add(listener);
    return () => this.resubscribedListeners.delete(listener);
  }

  /** Registers a listener for one tenant; returns the function that removes it. */
  listen(mandantCode: string, listener: EventListener): () => void {
    const set = this.listeners.get(mandantCode) ?? new Set<EventListener>();
    set.add(listener);
    this.listeners.set(mandantCode, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(mandantCode) === set) this.listeners.delete(mandantCode);
    };
  }

  listenerCount(mandantCode?: string): number {
    if (mandantCode) return this.listeners.get(mandantCode)?.size ?? 0;
    let total = 0;
    for (const set of this.listeners.values()) total += set.size;
    return total;
  }

  dispatch(event: ShopEvent): void {
    const set = this.listeners.get(event.mandantCode);
    if (!set) return;
    const frame = sseFrame(event);
    for (const listener of set) {
      try {
        listener(event, frame);
      } catch (error) {
        this.logger.warn(`an event listener failed: ${(error as Error).message}`);
      }
    }
  }
}
