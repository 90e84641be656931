import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS_KEYS } from '@shop/jobs';
import { readOrMiss } from '@shop/redis';
import { REDIS } from '../infra/tokens';
import { SingleFlight } from '../common/single-flight';

export const CACHE_PREFIX = REDIS_KEYS.cache;

/**
 * JSON response/entity cache in Redis. Fails open: when Redis is down or slow the value is computed
 * and served uncached (slower, not broken). Every caller states its key parts and TTL; the TTL is the
 * invalidation path unless the caller names an event that deletes the key. Concurrent misses of one
 * key in this process share one computation.
 */
@Injectable()
export class CacheService {
  private readonly logger = new Logger(CacheService.name);

  private readonly inFlight = new SingleFlight<string, unknown>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  getOrSet<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
    return this.inFlight.run(key, () => this.readOrCompute(key, ttlSeconds, compute)) as Promise<T>;
  }

  private async readOrCompute<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
    const fullKey = CACHE_PREFIX + key;
    const cached = await this.read(fullKey);
    if (cached !== null) return JSON.parse(cached) as T;
    const value = await compute();
    this.redis.set(fullKey, JSON.stringify(value), 'EX', ttlSeconds).catch((error: Error) => {
      this.logger.warn(`cache write failed for ${fullKey}: ${error.message}`);
    });
    return value;
  }

  private read(key: string): Promise<string | null> {
    return readOrMiss(this.redis.get(key), (error) =>
      this.logger.warn(`cache read failed for ${key}: ${error.message}`),
    );
  }
}
