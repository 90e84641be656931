import type { JobsOptions, Queue } from 'bullmq';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import {
  MAINTENANCE_JOB,
  MAINTENANCE_STATE_KEY,
  maintenanceWindowJobIds,
  type MaintenanceChangedEvent,
  type MaintenanceJob,
  type MaintenanceRecord,
  type MaintenanceRecords,
  type MaintenanceState,
} from '@shop/jobs';
import { MANDANT_CODES } from '@shop/locales';
import { repeatCheck } from './periodic-check';

/** How often a worker looks whether Redis lost the maintenance state (decision 0143: back within 5 s). */
export const MAINTENANCE_RESTORE_CHECK_MS = 1000;

export interface MaintenanceRestoreDeps {
  redis: Pick<Redis, 'hkeys' | 'multi' | 'publish'>;
  queue: Pick<Queue<MaintenanceJob>, 'add'>;
  records: Pick<MaintenanceRecords, 'all' | 'saveState'>;
  /** Pub/sub channel of this Redis database (shopEventsChannel(REDIS_URL)). */
  channel: string;
  now?: () => Date;
}

export interface MaintenanceRestoreOutcome {
  /** Tenants whose state this call wrote back into Redis. */
  restored: string[];
  /** Tenants whose state Redis had but the database did not (a shop upgraded to migration 0038). */
  adopted: string[];
}

const OFF: MaintenanceState = { enabled: false, until: null, changedAt: new Date(0).toISOString() };
const windowJob = (jobId: string, delay: number): JobsOptions => ({
  jobId,
  delay: Math.max(0, delay),
  removeOnComplete: true,
  removeOnFail: 100,
});

/**
 * Writes back into Redis the tenants' maintenance state it lost (decision 0143), from the database,
 * and plans their windows again. Redis always holds a field per tenant once a worker ran, so a missing
 * field means lost data. Each field is set only when still missing (HSETNX): a change the maintenance
 * processor applied meanwhile is newer than the row read here and stays. A restored tenant's pages
 * hear the state like any change. Window jobs have stable ids, so planning them again is a no-op
 * where the queue still has them. With `adopt`, a state Redis has and the database lacks is stored.
 */
export async function restoreMaintenance(
  deps: MaintenanceRestoreDeps,
  options: { adopt?: boolean; currentState?: (mandantCode: string) => Promise<string | null> } = {},
): Promise<MaintenanceRestoreOutcome> {
  const present = new Set(await deps.redis.hkeys(MAINTENANCE_STATE_KEY));
  const missing = MANDANT_CODES.filter((code) => !present.has(code));
  const outcome: MaintenanceRestoreOutcome = { restored: [], adopted: [] };
  if (missing.length === 0 && !options.adopt) return outcome;
  const records = new Map((await deps.records.all()).map((record) => [record.mandantCode, record]));
  const now = (deps.now ?? (() => new Date()))();

  // Every missing tenant in one transaction: a reader sees them back together, never some of them
  // (the others would read as off until their turn came, after the window jobs of those before).
  const states = missing.map((code) => ({ code, state: records.get(code)?.state ?? OFF }));
  let written: [Error | null, unknown][] = [];
  if (states.length > 0) {
    const transaction = deps.redis.multi();
    for (const { code, state } of states)
      transaction.hsetnx(MAINTENANCE_STATE_KEY, code, JSON.stringify(state));
    const answers = await transaction.exec();
    if (!answers) throw new Error('the restore of the maintenance state was not run');
    written = answers;
  }

  for (const [index, { code, state }] of states.entries()) {
    const [error, set] = written[index] ?? [null, 0];
    if (error) throw error;
    const record = records.get(code);
    if (set === 1) {
      outcome.restored.push(code);
      const event: MaintenanceChangedEvent = {
        type: 'maintenance',
        id: String(now.getTime()),
        mandantCode: code,
        state,
      };
      await deps.redis.publish(deps.channel, JSON.stringify(event));
    }
    if (record) await planAgain(deps.queue, record, now);
  }

  if (options.adopt && options.currentState) {
    for (const code of MANDANT_CODES) {
      if (records.has(code) || !present.has(code)) continue;
      const raw = await options.currentState(code);
      if (!raw) continue;
      const value = JSON.parse(raw) as MaintenanceState;
      await deps.records.saveState(code, value, 'restore');
      outcome.adopted.push(code);
    }
  }
  return outcome;
}

/** The window jobs a record implies: a planned window's start and end, or a running window's end. */
async function planAgain(queue: MaintenanceRestoreDeps['queue'], record: MaintenanceRecord, now: Date) {
  const ids = maintenanceWindowJobIds(record.mandantCode);
  const base = { mandantCode: record.mandantCode, from: null, requestedBy: record.requestedBy };
  const end = record.window ? record.window.until : record.state.enabled ? record.state.until : null;
  if (record.window) {
    await queue.add(
      MAINTENANCE_JOB,
      {
        ...base,
        enabled: true,
        until: record.window.until,
        trigger: 'window-start',
        dueAt: record.window.from,
      },
      windowJob(ids.start, Date.parse(record.window.from) - now.getTime()),
    );
  }
  if (end) {
    await queue.add(
      MAINTENANCE_JOB,
      { ...base, enabled: false, until: null, trigger: 'window-end', dueAt: end },
      windowJob(ids.end, Date.parse(end) - now.getTime()),
    );
  }
}

/**
 * Checks every `everyMs` whether Redis lost the maintenance state and restores it; the first check
 * also stores a state only Redis had. Failures (Redis or the database away) are logged once per
 * outage and tried again at the next check.
 */
export function keepMaintenanceRestored(
  deps: MaintenanceRestoreDeps & { redis: Pick<Redis, 'hget'> },
  logger: Logger,
  everyMs: number = MAINTENANCE_RESTORE_CHECK_MS,
): { stop(): void } {
  let first = true;
  return repeatCheck(
    async () => {
      const outcome = await restoreMaintenance(deps, {
        adopt: first,
        currentState: (code) => deps.redis.hget(MAINTENANCE_STATE_KEY, code),
      });
      first = false;
      if (outcome.restored.length)
        logger.warn(
          { tenants: outcome.restored },
          'maintenance state was gone from Redis; restored from the database',
        );
      if (outcome.adopted.length)
        logger.info({ tenants: outcome.adopted }, 'maintenance state of Redis stored in the database');
    },
    { everyMs, logger, failureMessage: 'could not check the maintenance state against the database' },
  );
}
