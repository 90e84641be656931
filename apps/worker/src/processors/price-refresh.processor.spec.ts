import { APP_DB_DEADLINES, type Db } from '@shop/db';
import { PRICE_JOBS, type PriceRefreshJob } from '@shop/jobs';
import {
  InvalidPriceJobError,
  PRICE_REFRESH_DB_DEADLINES,
  processPriceJob,
  validatePriceChangeJob,
  validatePriceRefreshJob,
} from './price-refresh.processor';
import { loadPriceRefreshConfig } from './price-refresh.config';

describe('price job validation', () => {
  it('accepts a tenant refresh, the scheduled all-tenant refresh and customer lists', () => {
    expect(
      validatePriceRefreshJob({
        mandantCode: '20HHAT',
        customerNos: ['100001'],
        requestedBy: 'ops:x',
        trigger: 'request',
      }),
    ).toEqual({
      mandantCode: '20HHAT',
      customerNos: ['100001'],
      requestedBy: 'ops:x',
      trigger: 'request',
    });
    expect(
      validatePriceRefreshJob({
        mandantCode: null,
        customerNos: null,
        requestedBy: 'schedule',
        trigger: 'schedule',
      }).trigger,
    ).toBe('schedule');
  });

  it('refuses unknown tenants, bad customer numbers and customers without a tenant', () => {
    expect(() => validatePriceRefreshJob({ mandantCode: 'XX' })).toThrow(InvalidPriceJobError);
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
      validatePriceChangeJob({ mandantCode: '20HHAT', customerNo: '1', sku: 'A', centAmount: -1 }),
    ).toThrow('integer');
  });

  it('fails an unknown job name without touching the database or Redis', async () => {
    const db = { one: jest.fn(), transaction: jest.fn() } as unknown as Db;
    const redis = { unlink: jest.fn(), publish: jest.fn() };
    await expect(
      processPriceJob({ name: 'other', data: {} as PriceRefreshJob }, { db, redis, channel: 'c' }),
    ).rejects.toThrow('unknown job other');
    expect(db.transaction).not.toHaveBeenCalled();
    expect(redis.publish).not.toHaveBeenCalled();
  });

  it('runs a refresh on the refresh connection (its own statement deadline) and a change on the other', async () => {
    const tx = { query: jest.fn().mockResolvedValue([]) };
    const db = { one: jest.fn().mockResolvedValue({ id: '7' }), transaction: jest.fn() } as unknown as Db;
    const refreshDb = { transaction: jest.fn((fn: (t: unknown) => unknown) => fn(tx)) } as unknown as Db;
    const redis = { unlink: jest.fn(), publish: jest.fn() };
    const deps = { db, refreshDb, redis, channel: 'c' };
    await processPriceJob(
      {
        name: PRICE_JOBS.refresh,
        data: { mandantCode: '20HHAT', customerNos: null, requestedBy: 't', trigger: 'request' },
      },
      deps,
    );
    expect(refreshDb.transaction).toHaveBeenCalledTimes(1);
    expect(db.transaction).not.toHaveBeenCalled();
    await processPriceJob(
      {
        name: PRICE_JOBS.change,
        data: { mandantCode: '20HHAT', customerNo: '100001', sku: 'A-1', centAmount: 100, requestedBy: 't' },
      },
      deps,
    );
    expect(db.one).toHaveBeenCalledTimes(1);
    expect(PRICE_REFRESH_DB_DEADLINES.statementTimeoutMs).toBeGreaterThan(
      APP_DB_DEADLINES.statementTimeoutMs,
    );
  });

  it('publishes nothing when a refresh changed nothing', async () => {
    const tx = { query: jest.fn().mockResolvedValue([]) };
    const db = {
      one: jest.fn(),
      transaction: jest.fn((fn: (t: unknown) => unknown) => fn(tx)),
    } as unknown as Db;
    const redis = { unlink: jest.fn(), publish: jest.fn() };
    const outcome = await processPriceJob(
      {
        name: PRICE_JOBS.refresh,
        data: { mandantCode: '20HHAT', customerNos: null, requestedBy: 't', trigger: 'request' },
      },
      { db, redis, channel: 'c' },
    );
    expect(outcome).toEqual({
      kind: 'refreshed',
      tenants: [{ mandantCode: '20HHAT', processed: 0, changed: 0, invalidatedKeys: 0, event: null }],
    });
    expect(redis.unlink).not.toHaveBeenCalled();
    expect(redis.publish).not.toHaveBeenCalled();
  });
});

describe('loadPriceRefreshConfig', () => {
  it('reads DATABASE_URL and refuses a malformed one, named', () => {
    expect(loadPriceRefreshConfig({ DATABASE_URL: 'postgres://u@h:5432/shop' })).toEqual({
      databaseUrl: 'postgres://u@h:5432/shop',
    });
    expect(loadPriceRefreshConfig({})).toEqual({ databaseUrl: undefined });
    expect(() => loadPriceRefreshConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL');
  });
});
