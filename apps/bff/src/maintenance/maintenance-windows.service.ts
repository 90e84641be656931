import { Inject, Injectable } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { maintenanceWindowJobIds, type MaintenanceJob, type MaintenanceState } from '@shop/jobs';
import { MANDANT_CODES } from '@shop/locales';
import { ShopError } from '../common/shop-error';
import { MAINTENANCE_QUEUE } from './maintenance-queue.provider';
import { MaintenanceService } from './maintenance.service';

export const queueUnavailable = () => new ShopError('UNAVAILABLE', 'ops.error.queue-unavailable');

/** When a window job is due, as ISO time (planned time, else creation time plus delay). */
const dueAt = (job: Job<MaintenanceJob> | undefined) =>
  job ? (job.data.dueAt ?? new Date(job.timestamp + (job.delay ?? 0)).toISOString()) : null;

export type MaintenanceOverview = Record<
  string,
  { state: MaintenanceState; window: { start: string | null; end: string | null } }
>;

/** Every tenant's maintenance state with its planned window (the worker's pending start and end jobs). */
@Injectable()
export class MaintenanceWindows {
  constructor(
    @Inject(MAINTENANCE_QUEUE) private readonly queue: Queue<MaintenanceJob>,
    private readonly maintenance: MaintenanceService,
  ) {}

  async overview(): Promise<MaintenanceOverview> {
    const states = await this.maintenance.all();
    const entries = await Promise.all(
      MANDANT_CODES.map(async (code) => {
        const ids = maintenanceWindowJobIds(code);
        const [start, end] = await Promise.all([
          this.queue.getJob(ids.start),
          this.queue.getJob(ids.end),
        ]).catch(() => {
          throw queueUnavailable();
        });
        return [code, { state: states[code], window: { start: dueAt(start), end: dueAt(end) } }] as const;
      }),
    );
    return Object.fromEntries(entries);
  }
}
