import type { ChainableCommander, default as Redis } from 'ioredis';
import pino from 'pino';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { SignOutStore } from '@shop/db';
import { REDIS_KEYS, SIGN_OUT_KEPT_SECONDS, type SignOutRecord } from '@shop/jobs';
import { claimTestRedis, CLAIM_KEY, type TestRedis } from '@shop/testing';
import { restoreSignOuts } from '../src/sign-outs-restore';
import { startWorkers, type RunningWorker } from '../src/worker';

jest.setTimeout(90_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = () => Math.floor(Date.now() / 1000);
const keyOf = (subject: string) => `${REDIS_KEYS.signedOut}${subject}`;

async function eventually(what: string, check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(50);
  }
}

/**
 * Decision 0145: a person's sign-out is kept in the database, and a Redis that lost its data (a flush,
 * a fail-over to an empty replica) gets the unexpired ones back from there within 5 s, never over a
 * newer one, so the person's earlier tokens stay refused.
 */
describe('durable sign-outs (real Redis, worker and database)', () => {
  let database: TestDatabase;
  let testRedis: TestRedis;
  let admin: Redis;
  let worker: RunningWorker | undefined;
  let records: SignOutStore;

  /** What the BFF's sign-out writes (TokenRevocations.signedOut): the database, then Redis. */
  const signOut = async (record: SignOutRecord) => {
    await records.save(record);
    await admin.set(keyOf(record.subject), String(record.signedOutAt), 'EX', record.expiresAt - seconds());
  };
  /** The stored sign-out of `subject`, expired or not. */
  const recordOf = async (subject: string) =>
    (await records.unexpired(new Date(0))).find((record) => record.subject === subject);
  const restored = async () => (await admin.exists(REDIS_KEYS.signOutsRestored)) === 1;
  /** Empties the spec's own Redis database (FLUSHDB) and writes `then` in the same transaction. */
  const wipe = async (then: (multi: ChainableCommander) => void = () => undefined) => {
    const owner = await admin.get(CLAIM_KEY);
    const multi = admin.multi().flushdb().set(CLAIM_KEY, owner!);
    then(multi);
    await multi.exec();
  };

  beforeAll(async () => {
    database = await startPgliteTestDatabase({ seeded: { scale: 0.05 } });
    records = new SignOutStore(database.db);
    testRedis = await claimTestRedis();
    admin = testRedis.redis;
    // A shop upgraded to migration 0039: Redis has a sign-out the database does not know.
    await admin.set(keyOf('sub-before'), String(seconds() - 60), 'EX', 3600);
    // A sign-out of the day before yesterday: expired, to be deleted.
    await records.save({
      subject: 'sub-expired',
      signedOutAt: seconds() - 2 * 86400,
      expiresAt: seconds() - 86400,
    });
    worker = startWorkers(testRedis.url, pino({ level: 'silent' }), database.url, {
      signOutsRestoreCheckMs: 250,
    });
  });

  afterAll(async () => {
    await worker?.close();
    await testRedis?.release();
    await database?.stop();
  });

  it('at start stores a sign-out only Redis had, deletes the expired ones and marks Redis restored', async () => {
    await eventually('Redis marked restored', restored);
    const before = Number(await admin.get(keyOf('sub-before')));
    expect(await recordOf('sub-before')).toMatchObject({ subject: 'sub-before', signedOutAt: before });
    await eventually(
      'the expired sign-out deleted',
      async () => (await recordOf('sub-expired')) === undefined,
    );
    expect(await admin.exists(keyOf('sub-expired'))).toBe(0);
  });

  it('a wiped Redis gets the unexpired sign-outs back within 5 s, same second, no longer than they had left', async () => {
    const now = seconds();
    await signOut({ subject: 'sub-eva', signedOutAt: now, expiresAt: now + SIGN_OUT_KEPT_SECONDS });
    // Signed out almost a day ago: two minutes left.
    const old = now - SIGN_OUT_KEPT_SECONDS + 120;
    await signOut({ subject: 'sub-old', signedOutAt: old, expiresAt: old + SIGN_OUT_KEPT_SECONDS });
    // Expired a second ago, not yet deleted (the housekeeping runs hourly): not to come back.
    await records.save({
      subject: 'sub-gone',
      signedOutAt: now - SIGN_OUT_KEPT_SECONDS - 1,
      expiresAt: now - 1,
    });

    const wipedAt = Date.now();
    await testRedis.reset();
    await eventually(
      'the sign-outs back',
      async () => (await admin.exists(keyOf('sub-eva'), keyOf('sub-old'))) === 2,
      5000,
    );
    expect(Date.now() - wipedAt).toBeLessThan(5000);
    await eventually('Redis marked restored again', restored, 5000);

    expect(await admin.get(keyOf('sub-eva'))).toBe(String(now));
    expect(await admin.get(keyOf('sub-old'))).toBe(String(old));
    const [evaTtl, oldTtl] = await Promise.all([admin.ttl(keyOf('sub-eva')), admin.ttl(keyOf('sub-old'))]);
    expect(evaTtl).toBeGreaterThan(0);
    expect(evaTtl).toBeLessThanOrEqual(now + SIGN_OUT_KEPT_SECONDS - wipedAt / 1000);
    expect(oldTtl).toBeGreaterThan(100);
    expect(oldTtl).toBeLessThanOrEqual(120);
    expect(await admin.exists(keyOf('sub-gone'))).toBe(0);
  });

  it('a sign-out written right after the wipe stays, and the database takes it over', async () => {
    const stored = await recordOf('sub-eva');
    const newer = stored!.signedOutAt + 30;
    // Wiped and signed out again at once (one transaction): the worker's restore can only come after.
    await wipe((multi) => multi.set(keyOf('sub-eva'), String(newer), 'EX', SIGN_OUT_KEPT_SECONDS));
    await eventually('Redis marked restored again', restored, 5000);
    expect(await admin.get(keyOf('sub-eva'))).toBe(String(newer));
    expect(await admin.exists(keyOf('sub-old'))).toBe(1);
    // The newer one Redis had is kept in the database too.
    expect(await recordOf('sub-eva')).toMatchObject({ signedOutAt: newer });
    await sleep(600);
    expect(await admin.get(keyOf('sub-eva'))).toBe(String(newer));
  });

  it('several workers restoring at once write each sign-out once and agree on it', async () => {
    await worker!.close();
    worker = undefined;
    await wipe();
    const due = await records.unexpired(new Date());
    const outcomes = await Promise.all([1, 2, 3].map(() => restoreSignOuts({ redis: admin, records })));
    const total = outcomes.reduce((sum, outcome) => sum + (outcome?.restored ?? 0), 0);
    expect(total).toBe(due.length);
    for (const record of due) expect(await admin.get(keyOf(record.subject))).toBe(String(record.signedOutAt));
    expect(await restored()).toBe(true);
    // With the mark there, a check is one EXISTS and changes nothing.
    expect(await restoreSignOuts({ redis: admin, records })).toBeNull();
  });

  it('a sign-out the BFF writes while a restore runs is not overwritten by the older row it read', async () => {
    await wipe();
    const stored = (await recordOf('sub-eva'))!;
    const newer = stored.signedOutAt + 60;
    // The BFF signs the person out again between the worker's read of the rows and its write.
    const racing = {
      save: (record: SignOutRecord) => records.save(record),
      unexpired: async (now: Date) => {
        const rows = await records.unexpired(now);
        await signOut({ subject: 'sub-eva', signedOutAt: newer, expiresAt: newer + SIGN_OUT_KEPT_SECONDS });
        return rows;
      },
    };
    expect(await restoreSignOuts({ redis: admin, records: racing })).toMatchObject({ restored: 2 });
    expect(await admin.get(keyOf('sub-eva'))).toBe(String(newer));
    expect(await admin.get(keyOf('sub-old'))).not.toBeNull();
  });
});
