import type { Job, JobsOptions, Queue } from 'bullmq';
import type Redis from 'ioredis';
import {
  MAINTENANCE_JOB,
  MAINTENANCE_STATE_KEY,
  maintenanceWindowJobIds,
  validateMaintenanceJob,
  type MaintenanceChangedEvent,
  type MaintenanceJob,
  type MaintenanceLog,
  type MaintenanceLogEntry,
  type MaintenanceRecords,
  type MaintenanceState,
  type NewWebhookEvent,
} from '@shop/jobs';

export interface MaintenanceDeps {
  redis: Pick<Redis, 'hset' | 'publish'>;
  queue: Pick<Queue<MaintenanceJob>, 'add' | 'remove'>;
  /** Pub/sub channel of this Redis database (shopEventsChannel(REDIS_URL)). */
  channel: string;
  /**
   * The maintenance log (migration 0037): every change applied, planned or skipped, with who asked and
   * when, recorded before it takes effect (a failed record fails the job, which then changed nothing).
   * Null without a database (some tests start only the maintenance worker).
   */
  log: Pick<MaintenanceLog, 'record'> | null;
  /**
   * Told of a change the log could not record (the database is down): the change still takes effect,
   * since maintenance is what operations switch on when the database is in trouble; the worker writes
   * the entry to its own log instead (decision 0139).
   */
  unrecorded?: (entry: MaintenanceLogEntry, error: unknown) => void;
  /**
   * The durable maintenance state (migration 0038, decision 0143), written before Redis: the switch and
   * the planned window, which the worker restores when Redis lost them. Null without a database.
   */
  records?: Pick<MaintenanceRecords, 'saveState' | 'saveWindow'> | null;
  /**
   * Told of a change the database could not store: like an unrecorded log entry, the change still takes
   * effect (decision 0143); only a Redis wipe before the next change would lose it.
   */
  unstored?: (mandantCode: string, error: unknown) => void;
  /**
   * Writes a maintenance.switched event to the webhook outbox (decision 0136); absent when the worker
   * runs without the shop database (then no webhook is sent).
   */
  outbox?: (event: NewWebhookEvent<'maintenance.switched'>) => Promise<unknown>;
  now?: () => Date;
}

export type MaintenanceOutcome =
  | { kind: 'applied'; event: MaintenanceChangedEvent; endsAt: string | null }
  | { kind: 'scheduled'; mandantCode: string; from: string; until: string | null }
  | { kind: 'skipped'; reason: string };

const windowJobOptions = (jobId: string, delay: number): JobsOptions => ({
  jobId,
  delay: Math.max(0, delay),
  removeOnComplete: true,
  // A failed window job stays for inspection; the next request removes it with the id.
  removeOnFail: 100,
});

/** Removes a tenant's pending window jobs (delayed, waiting or failed); the running one is not touched. */
export async function cancelMaintenanceWindow(
  queue: Pick<Queue<MaintenanceJob>, 'remove'>,
  mandantCode: string,
): Promise<void> {
  const ids = maintenanceWindowJobIds(mandantCode);
  await Promise.all([queue.remove(ids.start), queue.remove(ids.end)]);
}

/**
 * One tenant's maintenance mode.
 * - A request first cancels the tenant's pending window (so "off" ends a planned window, and a new
 *   window replaces the old one). With a future `from` it plans the window as two delayed jobs with
 *   stable ids and changes nothing else yet; otherwise it applies the state now and, with `until`,
 *   plans the end.
 * - window-start turns it on (unless the window is already over), window-end turns it off.
 * Applying writes the state to Redis (it survives BFF restarts) before publishing the typed event
 * every BFF forwards to that tenant's browsers.
 */
export async function processMaintenance(
  job: Pick<Job<MaintenanceJob>, 'data'>,
  deps: MaintenanceDeps,
): Promise<MaintenanceOutcome> {
  const now = (deps.now ?? (() => new Date()))();
  const data = validateMaintenanceJob(job.data, now);
  const ids = maintenanceWindowJobIds(data.mandantCode);
  const record = async (entry: Pick<MaintenanceLogEntry, 'outcome' | 'enabled' | 'from' | 'until'>) => {
    const full: MaintenanceLogEntry = {
      ...entry,
      mandantCode: data.mandantCode,
      trigger: data.trigger,
      requestedBy: data.requestedBy,
      at: now.toISOString(),
    };
    await deps.log?.record(full).catch((error: unknown) => deps.unrecorded?.(full, error));
  };
  const store = async (write: (records: NonNullable<MaintenanceDeps['records']>) => Promise<void>) => {
    if (!deps.records) return;
    await write(deps.records).catch((error: unknown) => deps.unstored?.(data.mandantCode, error));
  };

  if (data.trigger === 'request') {
    await cancelMaintenanceWindow(deps.queue, data.mandantCode);
    const start = data.from ? Date.parse(data.from) : now.getTime();
    if (data.enabled && start > now.getTime()) {
      const window = {
        from: new Date(start).toISOString(),
        until: data.until ? new Date(data.until).toISOString() : null,
      };
      await record({ outcome: 'scheduled', enabled: true, ...window });
      await store((records) => records.saveWindow(data.mandantCode, window, data.requestedBy));
      const base = { mandantCode: data.mandantCode, from: null, requestedBy: data.requestedBy };
      await deps.queue.add(
        MAINTENANCE_JOB,
        {
          ...base,
          enabled: true,
          until: data.until,
          trigger: 'window-start',
          dueAt: new Date(start).toISOString(),
        },
        windowJobOptions(ids.start, start - now.getTime()),
      );
      if (data.until) {
        await deps.queue.add(
          MAINTENANCE_JOB,
          {
            ...base,
            enabled: false,
            until: null,
            trigger: 'window-end',
            dueAt: new Date(data.until).toISOString(),
          },
          windowJobOptions(ids.end, Date.parse(data.until) - now.getTime()),
        );
      }
      return {
        kind: 'scheduled',
        mandantCode: data.mandantCode,
        from: new Date(start).toISOString(),
        until: data.until ? new Date(data.until).toISOString() : null,
      };
    }
  }

  if (data.trigger === 'window-start' && data.until && Date.parse(data.until) <= now.getTime()) {
    // The worker was down for the whole window: its end job turns it off (if it was on at all).
    await record({
      outcome: 'skipped',
      enabled: true,
      from: null,
      until: new Date(data.until).toISOString(),
    });
    return { kind: 'skipped', reason: 'window already over' };
  }

  const state: MaintenanceState = {
    enabled: data.enabled,
    until: data.enabled && data.until ? new Date(data.until).toISOString() : null,
    changedAt: now.toISOString(),
  };
  const event: MaintenanceChangedEvent = {
    type: 'maintenance',
    id: String(now.getTime()),
    mandantCode: data.mandantCode,
    state,
  };
  await record({ outcome: 'applied', enabled: state.enabled, from: null, until: state.until });
  await store((records) => records.saveState(data.mandantCode, state, data.requestedBy));
  await deps.redis.hset(MAINTENANCE_STATE_KEY, data.mandantCode, JSON.stringify(state));
  // The state lives in Redis, not in a database transaction: its webhook event is written right after
  // it (decision 0136). A failure here fails the job, whose retry writes the same state again.
  await deps.outbox?.({
    type: 'maintenance.switched',
    mandantCode: data.mandantCode,
    customerId: null,
    payload: {
      mandantCode: data.mandantCode,
      enabled: state.enabled,
      until: state.until,
      changedAt: state.changedAt,
    },
  });
  await deps.redis.publish(deps.channel, JSON.stringify(event));

  if (data.trigger === 'request' && state.enabled && state.until) {
    await deps.queue.add(
      MAINTENANCE_JOB,
      {
        mandantCode: data.mandantCode,
        enabled: false,
        from: null,
        until: null,
        requestedBy: data.requestedBy,
        trigger: 'window-end',
        dueAt: state.until,
      },
      windowJobOptions(ids.end, Date.parse(state.until) - now.getTime()),
    );
  }
  return { kind: 'applied', event, endsAt: state.until };
}
