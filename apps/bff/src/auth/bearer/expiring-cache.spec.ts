import { ExpiringCache } from './expiring-cache';

describe('ExpiringCache', () => {
  let clock: number;
  const now = () => clock;

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('loads once and answers from the cache until the expiry the load gave', async () => {
    const cache = new ExpiringCache<string>(10, now);
    const load = jest.fn(async () => ({ value: 'user', expiresAt: clock + 60_000 }));
    expect(await cache.getOrLoad('t', load)).toBe('user');
    clock += 59_999;
    expect(await cache.getOrLoad('t', load)).toBe('user');
    expect(load).toHaveBeenCalledTimes(1);
    clock += 1;
    expect(await cache.getOrLoad('t', load)).toBe('user');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one pending load between concurrent asks', async () => {
    const cache = new ExpiringCache<number>(10, now);
    let finish!: (value: { value: number; expiresAt: number }) => void;
    const load = jest.fn(
      () => new Promise<{ value: number; expiresAt: number }>((resolve) => (finish = resolve)),
    );
    const first = cache.getOrLoad('t', load);
    const second = cache.getOrLoad('t', load);
    finish({ value: 7, expiresAt: clock + 1000 });
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: every waiter gets the failure, the next ask loads again', async () => {
    const cache = new ExpiringCache<string>(10, now);
    const failing = jest.fn(async (): Promise<{ value: string; expiresAt: number }> => {
      throw new Error('refused');
    });
    await expect(Promise.all([cache.getOrLoad('t', failing), cache.getOrLoad('t', failing)])).rejects.toThrow(
      'refused',
    );
    expect(failing).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad('t', async () => ({ value: 'ok', expiresAt: clock + 10 }))).toBe('ok');
  });

  it('keeps nothing that has expired already when it is loaded', async () => {
    const cache = new ExpiringCache<string>(10, now);
    await cache.getOrLoad('t', async () => ({ value: 'late', expiresAt: clock }));
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full', async () => {
    const cache = new ExpiringCache<string>(2, now);
    const loads: string[] = [];
    const loader = (key: string) => async () => {
      loads.push(key);
      return { value: key, expiresAt: clock + 60_000 };
    };
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, loader(key));
    expect(cache.size).toBe(2);
    await cache.getOrLoad('b', loader('b'));
    await cache.getOrLoad('a', loader('a'));
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });
});
