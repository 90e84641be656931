import type Redis from 'ioredis';
import { CacheService } from './cache.service';

describe('CacheService', () => {
  it('serves a cached value without computing', async () => {
    const redis = { get: jest.fn().mockResolvedValue('{"a":1}'), set: jest.fn() };
    const compute = jest.fn();
    expect(await new CacheService(redis as unknown as Redis).getOrSet('k', 60, compute)).toEqual({ a: 1 });
    expect(compute).not.toHaveBeenCalled();
    expect(redis.get).toHaveBeenCalledWith('shop:cache:v1:k');
  });

  it('computes and stores a miss with its TTL', async () => {
    const redis = { get: jest.fn().mockResolvedValue(null), set: jest.fn().mockResolvedValue('OK') };
    expect(await new CacheService(redis as unknown as Redis).getOrSet('k', 60, async () => [1, 2])).toEqual([
      1, 2,
    ]);
    expect(redis.set).toHaveBeenCalledWith('shop:cache:v1:k', '[1,2]', 'EX', 60);
  });

  it('shares one computation between concurrent misses of a key', async () => {
    const redis = { get: jest.fn().mockResolvedValue(null), set: jest.fn().mockResolvedValue('OK') };
    const cache = new CacheService(redis as unknown as Redis);
    const compute = jest.fn(async () => ({ tree: [1] }));
    const [a, b] = await Promise.all([cache.getOrSet('k', 60, compute), cache.getOrSet('k', 60, compute)]);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ tree: [1] });
    expect(b).toBe(a);
    // Once settled, the next miss computes again.
    await cache.getOrSet('k', 60, compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('fails open when Redis errors', async () => {
    const redis = {
      get: jest.fn().mockRejectedValue(new Error('ECONNREFUSED')),
      set: jest.fn().mockRejectedValue(new Error('ECONNREFUSED')),
    };
    expect(await new CacheService(redis as unknown as Redis).getOrSet('k', 60, async () => 'fresh')).toBe(
      'fresh',
    );
  });

  it('fails open when Redis hangs', async () => {
    const redis = {
      get: jest.fn(() => new Promise(() => undefined)),
      set: jest.fn().mockResolvedValue('OK'),
    };
    const started = Date.now();
    expect(await new CacheService(redis as unknown as Redis).getOrSet('k', 60, async () => 'fresh')).toBe(
      'fresh',
    );
    // Catches a hang (the read would never answer), not a speed: the read timeout is 150 ms.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
