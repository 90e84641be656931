import type { Job, JobsOptions, Queue } from 'bullmq';
import type Redis from 'ioredis';
import {
  MAINTENANCE_JOB,
  MAINTENANCE_STATE_KEY,
  maintenanceWindowJobIds,
  validateMaintenanceJob,
  type MaintenanceChangedEvent,
  type MaintenanceJob,
  type MaintenanceState,
} from '@shop/jobs';

export interface MaintenanceDeps {
  redis: Pick<Redis, 'hset' | 'publish'>;
  queue: Pick<Queue<MaintenanceJob>, 'add' | 'remove'>;
  /** Pub/sub channel of this Redis database (shopEventsChannel(REDIS_URL)). */
  channel: string;
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

  if (data.trigger === 'request') {
    await cancelMaintenanceWindow(deps.queue, data.mandantCode);
    const start = data.from ? Date.parse(data.from) : now.getTime();
    if (data.enabled && start > now.getTime()) {
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
  await deps.redis.hset(MAINTENANCE_STATE_KEY, data.mandantCode, JSON.stringify(state));
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
