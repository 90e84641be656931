import { InvalidJobError, PRICE_JOBS, validatePriceChangeJob, validatePriceRefreshJob } from '@shop/jobs';
import { PriceChangeRefusedError, type PriceFeedPort } from '@shop/pricing';
import { processPriceJob, type PriceJob, type PriceJobDeps } from './prices.processor';

/** The price feed port at the system edge: what it was asked, answering as told. */
function fakeFeed(changed: { customerNo: string; sku: string }[] = []) {
  return {
    recordChange: jest.fn(async () => '7'),
    applyPending: jest.fn(async () => ({
      processed: changed.length,
      changed: changed.map((c) => ({ ...c, oldCents: 100, newCents: 90, version: 2 })),
    })),
  } satisfies PriceFeedPort;
}

/** Redis at the system edge: UNLINK answers how many keys it was given, PUBLISH is recorded. */
const fakeRedis = () => {
  const redis = { unlink: jest.fn(async (...keys: unknown[]) => keys.length), publish: jest.fn() };
  return redis as typeof redis & PriceJobDeps['redis'];
};
const NOW = new Date('2026-11-26T10:00:00.000Z');
const refresh = (data: Partial<PriceJob> = {}) => ({
  name: PRICE_JOBS.refresh,
  data: {
    mandantCode: '20HHAT',
    customerNos: null,
    requestedBy: 't',
    trigger: 'request',
    ...data,
  } as PriceJob,
});

describe('price job validation (libs/jobs, shared with the ops CLI)', () => {
  it('accepts a tenant refresh, the scheduled all-tenant refresh and customer lists', () => {
    expect(
      validatePriceRefreshJob({
        mandantCode: '20HHAT',
        customerNos: ['100001'],
        requestedBy: 'ops:x',
        trigger: 'request',
      }),
    ).toEqual({ mandantCode: '20HHAT', customerNos: ['100001'], requestedBy: 'ops:x', trigger: 'request' });
    expect(
      validatePriceRefreshJob({
        mandantCode: null,
        customerNos: null,
        requestedBy: 'schedule',
        trigger: 'schedule',
      }).trigger,
    ).toBe('schedule');
  });

  it('refuses unknown tenants, bad customer numbers, customers without a tenant and bad amounts', () => {
    expect(() => validatePriceRefreshJob({ mandantCode: 'XX' })).toThrow(InvalidJobError);
    expect(() => validatePriceRefreshJob({ mandantCode: '20HHAT', customerNos: ["1'; drop"] })).toThrow(
      'customer numbers',
    );
    expect(() => validatePriceRefreshJob({ mandantCode: null, customerNos: ['1'] })).toThrow(
      'need a mandant code',
    );
    expect(() =>
      validatePriceChangeJob({ mandantCode: '20HHAT', customerNo: '1', sku: 'A', centAmount: 1.5 }),
    ).toThrow('integer');
    expect(() =>
      validatePriceChangeJob({ mandantCode: '20HHAT', customerNo: '1', sku: 'A b', centAmount: 1 }),
    ).toThrow('sku');
  });
});

describe('processPriceJob', () => {
  it('fails an unknown job name without asking the feed or Redis', async () => {
    const feed = fakeFeed();
    const redis = fakeRedis();
    await expect(
      processPriceJob({ name: 'other', data: refresh().data }, { feed, redis, channel: 'c' }),
    ).rejects.toBeInstanceOf(InvalidJobError);
    expect(feed.applyPending).not.toHaveBeenCalled();
    expect(redis.publish).not.toHaveBeenCalled();
  });

  it('records a change through the feed; a change the feed refuses is invalid, other failures are retried', async () => {
    const feed = fakeFeed();
    const change = {
      name: PRICE_JOBS.change,
      data: {
        mandantCode: '20HHAT',
        customerNo: '100001',
        sku: 'A-1',
        centAmount: 100,
        requestedBy: 'ops:x',
      },
    };
    expect(await processPriceJob(change, { feed, redis: fakeRedis(), channel: 'c' })).toMatchObject({
      kind: 'recorded',
      changeId: '7',
    });
    expect(feed.recordChange).toHaveBeenCalledWith({
      mandantCode: '20HHAT',
      customerNo: '100001',
      sku: 'A-1',
      centAmount: 100,
      source: 'ops:x',
    });
    feed.recordChange.mockRejectedValueOnce(new PriceChangeRefusedError('no sku A-1'));
    await expect(processPriceJob(change, { feed, redis: fakeRedis(), channel: 'c' })).rejects.toBeInstanceOf(
      InvalidJobError,
    );
    const outage = new Error('connect ECONNREFUSED');
    feed.recordChange.mockRejectedValueOnce(outage);
    await expect(processPriceJob(change, { feed, redis: fakeRedis(), channel: 'c' })).rejects.toBe(outage);
  });

  it('drops exactly the changed prices from the cache, then publishes one event naming them', async () => {
    const feed = fakeFeed([{ customerNo: '100001', sku: 'A-1' }]);
    const redis = fakeRedis();
    const outcome = await processPriceJob(refresh({ customerNos: ['100001'] }), {
      feed,
      redis,
      channel: 'shop:events',
      now: () => NOW,
    });
    expect(feed.applyPending).toHaveBeenCalledWith({ mandantCode: '20HHAT', customerNos: ['100001'] });
    expect(redis.unlink.mock.calls.flat().sort()).toEqual(
      ['unit', 'detail'].map((kind) => `shop:cache:v1:price:20HHAT:100001:A-1:${kind}`).sort(),
    );
    expect(redis.unlink.mock.invocationCallOrder[0]).toBeLessThan(redis.publish.mock.invocationCallOrder[0]);
    const [channel, payload] = redis.publish.mock.calls[0] as [string, string];
    expect(channel).toBe('shop:events');
    expect(JSON.parse(payload)).toMatchObject({
      type: 'prices-changed',
      mandantCode: '20HHAT',
      customers: [{ customerNo: '100001', skus: ['A-1'] }],
    });
    expect(outcome).toMatchObject({ kind: 'refreshed', tenants: [{ changed: 1, invalidatedKeys: 2 }] });
  });

  it('refreshes every tenant for the scheduled job and publishes nothing when nothing changed', async () => {
    const feed = fakeFeed();
    const redis = fakeRedis();
    const outcome = await processPriceJob(refresh({ mandantCode: null, trigger: 'schedule' }), {
      feed,
      redis,
      channel: 'c',
    });
    expect(feed.applyPending).toHaveBeenCalledTimes(6);
    expect(outcome).toMatchObject({ kind: 'refreshed' });
    expect(redis.unlink).not.toHaveBeenCalled();
    expect(redis.publish).not.toHaveBeenCalled();
  });
});
