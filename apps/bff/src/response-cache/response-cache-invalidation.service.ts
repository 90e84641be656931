import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS_KEYS, redisDbIndex } from '@shop/jobs';
import { CATALOGUE_VERSION_CHECK_MS, CachedCatalogue } from '../catalogue/cached-catalogue';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EventHubService } from '../events/event-hub.service';
import { REDIS, REDIS_SUBSCRIBER } from '../infra/tokens';
import { ResponseCache } from './response-cache';
import { SessionCache } from './session-cache';

/**
 * Keeps the response cache and the local session copies exact (decision 0055):
 * - the catalogue version is read every CATALOGUE_VERSION_CHECK_MS; a new one empties the cache;
 * - a prices-changed event empties it, before and after the price cache drops the changed prices
 *   (PriceInvalidationService);
 * - a lost event subscription (events may have been missed) empties it and forgets every session;
 * - a session written or deleted by any BFF process is forgotten by all (pub/sub of its id).
 */
@Injectable()
export class ResponseCacheInvalidation implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ResponseCacheInvalidation.name);
  private readonly sessionsChannel: string;
  /** Marks this process's own messages, which it hears too and must not act on twice. */
  private readonly origin = randomUUID();
  /** undefined: not read yet; null: the last read failed. */
  private catalogueVersion: string | null | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly stops: (() => void)[] = [];

  constructor(
    private readonly cache: ResponseCache,
    private readonly sessions: SessionCache,
    private readonly hub: EventHubService,
    private readonly catalogue: CachedCatalogue,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_SUBSCRIBER) private readonly subscriber: Redis,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'REDIS_URL' | 'RESPONSE_CACHE'>,
  ) {
    this.sessionsChannel = `${REDIS_KEYS.sessionsChannel}:db${redisDbIndex(config.REDIS_URL)}`;
  }

  async onModuleInit(): Promise<void> {
    this.stops.push(
      this.hub.onResubscribed(() => {
        this.cache.bump();
        this.sessions.clear();
      }),
    );
    this.subscriber.on('message', this.onMessage);
    await this.subscriber.subscribe(this.sessionsChannel);
    if (this.config.RESPONSE_CACHE === 'off') return;
    await this.checkCatalogueVersion();
    this.timer = setInterval(() => {
      // Expired answers leave here even when nothing is read or stored (decision 0055, amended).
      this.cache.sweep();
      void this.checkCatalogueVersion();
    }, CATALOGUE_VERSION_CHECK_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    for (const stop of this.stops) stop();
    this.subscriber.off('message', this.onMessage);
    await this.subscriber.unsubscribe(this.sessionsChannel).catch(() => undefined);
  }

  /** Tells every BFF process (this one included) that a session changed. */
  sessionChanged(sid: string): void {
    this.sessions.forget(sid);
    this.redis.publish(this.sessionsChannel, `${this.origin} ${sid}`).catch((error: unknown) => {
      // Unheard, the other processes keep their copy for at most SESSION_LOCAL_MS.
      this.logger.warn(`session change not published: ${(error as Error).message}`);
    });
  }

  private readonly onMessage = (channel: string, message: string) => {
    if (channel !== this.sessionsChannel) return;
    const [origin, sid] = message.split(' ');
    // This process already forgot it, and may hold the newer copy it wrote since.
    if (origin !== this.origin && sid) this.sessions.forget(sid);
  };

  private async checkCatalogueVersion(): Promise<void> {
    try {
      // Read through the catalogue cache, which reads its answers under this version from now on:
      // nothing stored after the bump can be older than the change.
      const version = await this.catalogue.refreshCatalogueVersion();
      if (this.catalogueVersion !== undefined && version !== this.catalogueVersion) this.cache.bump();
      this.catalogueVersion = version;
    } catch {
      // Unknown version: nothing stored meanwhile may outlive a change we cannot see.
      this.catalogueVersion = null;
      this.cache.bump();
    }
  }
}
