import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { SIGN_OUT_KEPT_SECONDS, type SignOutRecord } from '@shop/jobs';
import { SIGN_OUT_STORE_DEADLINE_MS, TokenRevocations } from './token-revocations';

const NOW_MS = Date.parse('2026-11-29T10:00:00.500Z');
const NOW = Math.floor(NOW_MS / 1000);

/** A Redis and a database that note what was written, in order; `save` answers as told. */
function setup(save: (record: SignOutRecord) => Promise<void> = async () => undefined) {
  const writes: string[] = [];
  const redis = {
    set: jest.fn(async () => {
      writes.push('redis');
      return 'OK';
    }),
    get: jest.fn(async () => null as string | null),
  };
  const records = {
    save: jest.fn(async (record: SignOutRecord) => {
      await save(record);
      writes.push('database');
    }),
  };
  const logger = { error: jest.fn(), warn: jest.fn() };
  const revocations = new TokenRevocations(redis as unknown as Redis, records, logger as unknown as Logger);
  return { redis, records, logger, revocations, writes };
}

describe('TokenRevocations.signedOut (decisions 0074, 0145)', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW_MS));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('stores the sign-out in the database, then in Redis, with the same second and the same 24 hours', async () => {
    let stored!: () => void;
    const { redis, records, logger, revocations, writes } = setup(
      () => new Promise<void>((resolve) => (stored = resolve)),
    );
    const signingOut = revocations.signedOut('sub-eva');
    await new Promise((resolve) => setImmediate(resolve));
    // Redis waits for the database.
    expect(records.save).toHaveBeenCalledWith({
      subject: 'sub-eva',
      signedOutAt: NOW,
      expiresAt: NOW + SIGN_OUT_KEPT_SECONDS,
    });
    expect(redis.set).not.toHaveBeenCalled();
    stored();
    await signingOut;
    expect(writes).toEqual(['database', 'redis']);
    expect(redis.set).toHaveBeenCalledWith(
      'shop:signed-out:sub-eva',
      String(NOW),
      'EX',
      SIGN_OUT_KEPT_SECONDS,
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('with the database down still revokes in Redis, and logs the sign-out as not stored', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const { redis, logger, revocations, writes } = setup(() => Promise.reject(down));
    await expect(revocations.signedOut('sub-eva')).resolves.toBeUndefined();
    expect(writes).toEqual(['redis']);
    expect(redis.set).toHaveBeenCalledWith(
      'shop:signed-out:sub-eva',
      String(NOW),
      'EX',
      SIGN_OUT_KEPT_SECONDS,
    );
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      { err: down, subject: 'sub-eva', signedOutAt: NOW },
      expect.stringContaining('not stored in signed_out'),
    );
  });

  it('with a database that does not answer, revokes in Redis after the deadline, and logs it', async () => {
    jest.useFakeTimers({ now: NOW_MS });
    const { redis, logger, revocations } = setup(() => new Promise<void>(() => undefined));
    const signingOut = revocations.signedOut('sub-eva');
    await jest.advanceTimersByTimeAsync(SIGN_OUT_STORE_DEADLINE_MS - 1);
    expect(redis.set).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await signingOut;
    expect(redis.set).toHaveBeenCalledWith(
      'shop:signed-out:sub-eva',
      String(NOW),
      'EX',
      SIGN_OUT_KEPT_SECONDS,
    );
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({
        subject: 'sub-eva',
        err: expect.objectContaining({ ms: SIGN_OUT_STORE_DEADLINE_MS }),
      }),
      expect.stringContaining('not stored in signed_out'),
    );
  });

  it('fails when Redis cannot take the sign-out (the sign-out page shows the error), after storing it', async () => {
    const { redis, records, revocations } = setup();
    redis.set.mockRejectedValueOnce(new Error('Connection is closed.'));
    await expect(revocations.signedOut('sub-eva')).rejects.toThrow('Connection is closed.');
    expect(records.save).toHaveBeenCalledTimes(1);
  });
});

describe('TokenRevocations.isRevoked', () => {
  it('is one Redis GET, never the database: a token issued up to the sign-out second is revoked, a later one not', async () => {
    const { redis, records, revocations } = setup();
    redis.get.mockResolvedValue(String(NOW));
    expect(await revocations.isRevoked('sub-eva', NOW * 1000 + 999)).toBe(true);
    expect(await revocations.isRevoked('sub-eva', (NOW + 1) * 1000)).toBe(false);
    expect(await revocations.isRevoked('sub-eva', undefined)).toBe(true);
    redis.get.mockResolvedValue(null);
    expect(await revocations.isRevoked('sub-eva', 0)).toBe(false);
    expect(redis.get).toHaveBeenCalledTimes(4);
    expect(redis.get).toHaveBeenCalledWith('shop:signed-out:sub-eva');
    expect(records.save).not.toHaveBeenCalled();
  });
});
