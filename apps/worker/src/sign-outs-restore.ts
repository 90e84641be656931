import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { REDIS_KEYS, type SignOutRecord, type SignOutRecords } from '@shop/jobs';
import { repeatCheck } from './periodic-check';

/** How often a worker looks whether Redis lost the sign-outs (decision 0145: back within 5 s). */
export const SIGN_OUTS_RESTORE_CHECK_MS = 1000;

/** How often a worker deletes the expired sign-outs from the database. */
export const SIGN_OUTS_HOUSEKEEPING_MS = 3600_000;

/** SCAN page size while looking for sign-outs only Redis has. */
const SCAN_COUNT = 500;

export interface SignOutsRestoreDeps {
  redis: Pick<Redis, 'exists' | 'scan' | 'get' | 'ttl' | 'multi'>;
  records: Pick<SignOutRecords, 'save' | 'unexpired'>;
  now?: () => Date;
}

export interface SignOutsRestoreOutcome {
  /** Sign-outs this call wrote back into Redis. */
  restored: number;
  /** Sign-outs Redis held when its sentinel was missing, stored (a shop upgraded to migration 0039 has them only there). */
  adopted: number;
}

const keyOf = (subject: string) => `${REDIS_KEYS.signedOut}${subject}`;

/**
 * Writes back into Redis the sign-outs it lost (decision 0145), from the database. Redis holds the
 * sentinel REDIS_KEYS.signOutsRestored once a worker restored it; while it is there this is one EXISTS
 * and nothing else (null). Without it, Redis is new or lost its data: the sign-outs Redis does have are
 * stored first (a shop upgraded to migration 0039 has them only there), then
 * every unexpired one is written with its remaining time, each only when missing (SET NX: a sign-out
 * the BFF wrote meanwhile is as new or newer), and the sentinel with them in one transaction, so a
 * wipe cannot fall between the keys and the sentinel. Several workers may do it at once: they write
 * the same values, and none overwrites a key.
 */
export async function restoreSignOuts(deps: SignOutsRestoreDeps): Promise<SignOutsRestoreOutcome | null> {
  if ((await deps.redis.exists(REDIS_KEYS.signOutsRestored)) === 1) return null;
  const clock = deps.now ?? (() => new Date());
  const adopted = await adoptSignOuts(deps, clock());
  const now = clock();
  // Whole seconds left, never more than remain: Redis must not keep a sign-out past its expiry.
  const nowSeconds = Math.ceil(now.getTime() / 1000);
  const due = (await deps.records.unexpired(now))
    .map((record) => ({ record, ttl: record.expiresAt - nowSeconds }))
    .filter(({ ttl }) => ttl > 0);
  const transaction = deps.redis.multi();
  for (const { record, ttl } of due)
    transaction.set(keyOf(record.subject), String(record.signedOutAt), 'EX', ttl, 'NX');
  transaction.set(REDIS_KEYS.signOutsRestored, String(now.getTime()));
  const results = (await transaction.exec()) ?? [];
  const failed = results.find(([error]) => error);
  if (failed) throw failed[0];
  const restored = results.slice(0, due.length).filter(([, reply]) => reply === 'OK').length;
  return { restored, adopted };
}

/** Stores the sign-outs Redis holds (their value and remaining time); answers how many it found. */
async function adoptSignOuts(deps: SignOutsRestoreDeps, now: Date): Promise<number> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let cursor = '0';
  let adopted = 0;
  do {
    const [next, keys] = await deps.redis.scan(
      cursor,
      'MATCH',
      `${REDIS_KEYS.signedOut}*`,
      'COUNT',
      SCAN_COUNT,
    );
    cursor = next;
    for (const key of keys) {
      const [value, ttl] = await Promise.all([deps.redis.get(key), deps.redis.ttl(key)]);
      const signedOutAt = Number(value);
      // Gone meanwhile (-2), never expiring (-1: not written by the shop) or not a second: not a sign-out to keep.
      if (value === null || !Number.isInteger(signedOutAt) || ttl <= 0) continue;
      const record: SignOutRecord = {
        subject: key.slice(REDIS_KEYS.signedOut.length),
        signedOutAt,
        expiresAt: nowSeconds + ttl,
      };
      await deps.records.save(record);
      adopted += 1;
    }
  } while (cursor !== '0');
  return adopted;
}

/**
 * Checks every `everyMs` whether Redis lost the sign-outs and restores them; every `housekeepingMs`
 * (and at the first check) deletes the expired ones from the database. Failures (Redis or the
 * database away) are logged once per outage and tried again at the next check.
 */
export function keepSignOutsRestored(
  deps: SignOutsRestoreDeps & { records: Pick<SignOutRecords, 'deleteExpired'> },
  logger: Logger,
  everyMs: number = SIGN_OUTS_RESTORE_CHECK_MS,
  housekeepingMs: number = SIGN_OUTS_HOUSEKEEPING_MS,
): { stop(): void } {
  let lastHousekeeping = -Infinity;
  return repeatCheck(
    async () => {
      const outcome = await restoreSignOuts(deps);
      if (outcome?.restored)
        logger.warn(
          { restored: outcome.restored },
          'sign-outs were gone from Redis; restored from the database',
        );
      if (outcome?.adopted)
        logger.info({ adopted: outcome.adopted }, 'sign-outs of Redis stored in the database');
      if (Date.now() - lastHousekeeping >= housekeepingMs) {
        const deleted = await deps.records.deleteExpired((deps.now ?? (() => new Date()))());
        lastHousekeeping = Date.now();
        if (deleted) logger.info({ deleted }, 'expired sign-outs deleted from the database');
      }
    },
    { everyMs, logger, failureMessage: 'could not check the sign-outs against the database' },
  );
}
