import { migrate } from '../src/migrate';
import { SignOutStore } from '../src/sign-out-store';
import { databaseTargets, type TestDatabase } from '../src/testing';

jest.setTimeout(60_000);

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const DAY = 24 * 3600;

describe.each(databaseTargets())('durable sign-outs on $name (migration 0039, decision 0145)', (target) => {
  let database: TestDatabase;
  let store: SignOutStore;

  beforeAll(async () => {
    database = await target.start();
    expect((await migrate(database.db)).applied).toContain('0039_signed_out.sql');
    store = new SignOutStore(database.db);
  });

  afterAll(async () => {
    await database?.stop();
  });

  beforeEach(async () => {
    await database.db.query('delete from signed_out');
  });

  it('keeps a sign-out to the second, and lists it until it expires', async () => {
    const signedOutAt = at('2026-11-29T10:00:00Z');
    await store.save({ subject: 'sub-eva', signedOutAt, expiresAt: signedOutAt + DAY });
    expect(await store.unexpired(new Date('2026-11-29T10:00:01Z'))).toEqual([
      { subject: 'sub-eva', signedOutAt, expiresAt: signedOutAt + DAY },
    ]);
    expect(await store.unexpired(new Date('2026-11-30T09:59:59Z'))).toHaveLength(1);
    // At its expiry it no longer counts.
    expect(await store.unexpired(new Date('2026-11-30T10:00:00Z'))).toEqual([]);
  });

  it('keeps the later of two sign-outs of one person, whichever is stored last', async () => {
    const earlier = at('2026-11-29T10:00:00Z');
    const later = at('2026-11-29T11:30:00Z');
    await store.save({ subject: 'sub-eva', signedOutAt: later, expiresAt: later + DAY });
    // An older one stored afterwards (a slow BFF, a worker adopting what Redis held) changes nothing.
    await store.save({ subject: 'sub-eva', signedOutAt: earlier, expiresAt: earlier + DAY });
    const now = new Date('2026-11-29T12:00:00Z');
    expect(await store.unexpired(now)).toEqual([
      { subject: 'sub-eva', signedOutAt: later, expiresAt: later + DAY },
    ]);

    const latest = at('2026-11-29T12:00:00Z');
    await store.save({ subject: 'sub-eva', signedOutAt: latest, expiresAt: latest + DAY });
    expect(await store.unexpired(now)).toEqual([
      { subject: 'sub-eva', signedOutAt: latest, expiresAt: latest + DAY },
    ]);
  });

  it('lists only the unexpired sign-outs of several people, and deletes only the expired ones', async () => {
    const old = at('2026-11-27T08:00:00Z');
    const recent = at('2026-11-29T08:00:00Z');
    await store.save({ subject: 'sub-old', signedOutAt: old, expiresAt: old + DAY });
    await store.save({ subject: 'sub-recent', signedOutAt: recent, expiresAt: recent + DAY });
    await store.save({ subject: 'sub-adam', signedOutAt: recent, expiresAt: recent + DAY });
    const now = new Date('2026-11-29T12:00:00Z');

    expect((await store.unexpired(now)).map((r) => r.subject)).toEqual(['sub-adam', 'sub-recent']);
    expect(await store.deleteExpired(now)).toBe(1);
    expect(await store.deleteExpired(now)).toBe(0);
    const left = await database.db.query<{ subject: string }>(
      'select subject from signed_out order by subject',
    );
    expect(left.map((row) => row.subject)).toEqual(['sub-adam', 'sub-recent']);
  });
});
