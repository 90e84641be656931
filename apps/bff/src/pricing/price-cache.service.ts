import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { priceCacheCustomerPrefix, priceCacheKey, priceCacheKeysOf, type PriceCacheKind } from '@shop/jobs';
import { readOrMiss } from '@shop/redis';
import { PRICE_CACHE_REDIS } from './pricing.tokens';

/**
 * Cached prices live 30 minutes. Their invalidation path: the worker's price refresh deletes exactly
 * the changed (tenant, customer, sku) entries and publishes prices-changed; every BFF deletes them
 * again when the event arrives (closing the window in which a request that read the old price from
 * the port writes it back); the TTL bounds anything else (a price changed outside the refresh).
 */
export const PRICE_CACHE_TTL_SECONDS = 1800;

/** What is stored: the price or null (the tenant has no price for the sku), with its sku as a check. */
interface Entry<T> {
  sku: string;
  value: T | null;
}

/**
 * The price cache in Redis: one entry per tenant + customer + sku (+ listing or detail). Reads and
 * writes of a batch are one round trip each (MGET, pipelined SET EX). Fails open: when Redis is down
 * or slow every read is a miss and writes are dropped, so prices come from the pricing port.
 */
@Injectable()
export class PriceCacheService implements OnApplicationShutdown {
  private readonly logger = new Logger(PriceCacheService.name);

  constructor(@Inject(PRICE_CACHE_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }

  /** Cached entries in the order of `skus`; undefined = not cached (or the cache is unavailable). */
  async readMany<T>(
    kind: PriceCacheKind,
    mandantCode: string,
    customerNo: string,
    skus: readonly string[],
  ): Promise<({ value: T | null } | undefined)[]> {
    const keys = skus.map((sku) => priceCacheKey(kind, mandantCode, customerNo, sku));
    const raw = await readOrMiss(this.redis.mget(keys), (error) =>
      this.logger.warn(`price cache read failed: ${error.message}`),
    );
    return skus.map((sku, i) => {
      const text = raw?.[i];
      if (!text) return undefined;
      try {
        const entry = JSON.parse(text) as Entry<T>;
        return entry.sku === sku ? { value: entry.value } : undefined;
      } catch {
        return undefined;
      }
    });
  }

  /** Stores entries (price or null) without waiting; failures are logged, never thrown. */
  writeMany<T>(
    kind: PriceCacheKind,
    mandantCode: string,
    customerNo: string,
    entries: readonly { sku: string; value: T | null }[],
  ): void {
    if (entries.length === 0 || this.redis.status !== 'ready') return;
    const pipeline = this.redis.pipeline();
    for (const { sku, value } of entries)
      pipeline.set(
        priceCacheKey(kind, mandantCode, customerNo, sku),
        JSON.stringify({ sku, value } satisfies Entry<T>),
        'EX',
        PRICE_CACHE_TTL_SECONDS,
      );
    pipeline.exec().catch((error: Error) => this.logger.warn(`price cache write failed: ${error.message}`));
  }

  /**
   * Deletes the cached prices of one customer: the given skus (both kinds), or all of the
   * customer's entries when skus is null. Returns the number of keys removed.
   */
  async invalidate(mandantCode: string, customerNo: string, skus: readonly string[] | null): Promise<number> {
    try {
      if (skus)
        return skus.length ? await this.redis.unlink(...priceCacheKeysOf(mandantCode, customerNo, skus)) : 0;
      let removed = 0;
      const match = `${priceCacheCustomerPrefix(mandantCode, customerNo).replace(/[*?[\]\\]/g, '\\$&')}*`;
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
        cursor = next;
        if (keys.length) removed += await this.redis.unlink(...keys);
      } while (cursor !== '0');
      return removed;
    } catch (error) {
      this.logger.warn(`price cache invalidation failed: ${(error as Error).message}`);
      return 0;
    }
  }
}
