import type Redis from 'ioredis';
import { REDIS_KEYS } from '@shop/jobs';

/** Counts the hit and starts the key's expiry with the first: one round trip, atomic. */
const HIT_SCRIPT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

const COMMAND = 'shopRateLimitHit';

type WithHitCommand = Redis & { [COMMAND](key: string, expireMs: number): Promise<number> };

/** A caller's count in the current window and the milliseconds until that window ends. */
export interface WindowCount {
  count: number;
  resetMs: number;
}

/**
 * Requests per caller in fixed windows of `windowMs`, aligned to the epoch
 * (`shop:rate:<caller>:<window number>`): one EVALSHA per hit, a key that expires with its window.
 * The windows follow this process' clock; instances a little apart count a few requests at a window's
 * edge in the neighbouring window, which does not matter at these budgets.
 */
export class FixedWindowCounter {
  private readonly redis: WithHitCommand;

  constructor(
    redis: Redis,
    private readonly windowMs: number,
  ) {
    // ioredis sends EVALSHA and loads the script again by itself after a Redis restart (NOSCRIPT).
    redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.redis = redis as WithHitCommand;
  }

  async hit(caller: string, now = Date.now()): Promise<WindowCount> {
    const window = Math.floor(now / this.windowMs);
    const count = await this.redis[COMMAND](`${REDIS_KEYS.rateLimit}${caller}:${window}`, this.windowMs);
    return { count, resetMs: (window + 1) * this.windowMs - now };
  }
}
