import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { DeadlineExceededError, withDeadline } from '@shop/redis';
import { REDIS } from '../infra/tokens';

export const CACHE_PREFIX = 'shop:cache:v1:';
/** A cache read that takes longer than this counts as a miss: the cache must never slow the shop down. */
const READ_TIMEOUT_MS = 150;

/**
 * JSON response/entity cache in Redis. Fails open: when Redis is down or slow the value is computed
 * and served uncached (slower, not broken). Every caller states its key parts and TTL; the TTL is the
 * invalidation path unless the caller names an event that deletes the key. Concurrent misses of one
 * key in this process share one computation.
 */
@Injectable()
export class CacheService {
  private readonly logger = new Logger(CacheService.name);

  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  getOrSet<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const answer = this.readOrCompute(key, ttlSeconds, compute).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, answer);
    return answer;
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

  private async read(key: string): Promise<string | null> {
    try {
      return await withDeadline(this.redis.get(key), READ_TIMEOUT_MS, 'the cache');
    } catch (error) {
      // Too slow counts as a miss without a word; a failure is worth one.
      if (!(error instanceof DeadlineExceededError))
        this.logger.warn(`cache read failed for ${key}: ${(error as Error).message}`);
      return null;
    }
  }
}
