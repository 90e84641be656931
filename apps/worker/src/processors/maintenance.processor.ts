import type { Job, Queue } from 'bullmq';
import type Redis from 'ioredis';
import {
  MAINTENANCE_STATE_KEY,
  SHOP_EVENTS_CHANNEL,
  type MaintenanceChangedEvent,
  type MaintenanceJob,
} from '@shop/jobs';
import { isMandantCode } from '@shop/locales';

export class InvalidJobError extends Error {}

/** Job id of the scheduled end of a tenant's maintenance window (one per tenant). */
export const maintenanceEndJobId = (mandantCode: string) => `maintenance-end-${mandantCode}`;

export function validateMaintenanceJob(data: unknown): MaintenanceJob {
  const job = data as Partial<MaintenanceJob>;
  if (!job || !isMandantCode(job.mandantCode))
    throw new InvalidJobError(`unknown mandant code: ${job?.mandantCode}`);
  if (typeof job.enabled !== 'boolean') throw new InvalidJobError('enabled must be a boolean');
  if (job.until != null && Number.isNaN(Date.parse(job.until)))
    throw new InvalidJobError(`malformed until: ${job.until}`);
  return {
    mandantCode: job.mandantCode,
    enabled: job.enabled,
    until: job.until ?? null,
    requestedBy: job.requestedBy ?? 'unknown',
  };
}

/**
 * Switches one tenant's maintenance mode: the state goes to Redis (it survives BFF restarts), the
 * change goes out as a typed event that every BFF forwards to that tenant's browsers. A window with
 * an end time schedules its own end as a delayed job.
 */
export async function processMaintenance(
  job: Pick<Job<MaintenanceJob>, 'data'>,
  redis: Redis,
  queue: Pick<Queue<MaintenanceJob>, 'add' | 'remove'>,
  now: () => Date = () => new Date(),
): Promise<MaintenanceChangedEvent> {
  const data = validateMaintenanceJob(job.data);
  const changedAt = now();
  const state = {
    enabled: data.enabled,
    until: data.enabled ? data.until : null,
    changedAt: changedAt.toISOString(),
  };
  const event: MaintenanceChangedEvent = {
    type: 'maintenance',
    id: String(changedAt.getTime()),
    mandantCode: data.mandantCode,
    state,
  };
  await redis.hset(MAINTENANCE_STATE_KEY, data.mandantCode, JSON.stringify(state));
  await redis.publish(SHOP_EVENTS_CHANNEL, JSON.stringify(event));

  await queue.remove(maintenanceEndJobId(data.mandantCode));
  if (state.enabled && state.until) {
    const delay = Math.max(0, Date.parse(state.until) - changedAt.getTime());
    await queue.add(
      'maintenance',
      { mandantCode: data.mandantCode, enabled: false, until: null, requestedBy: 'schedule' },
      { jobId: maintenanceEndJobId(data.mandantCode), delay, removeOnComplete: true, removeOnFail: 100 },
    );
  }
  return event;
}
