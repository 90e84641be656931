import type { WorkerOptions } from 'bullmq';

/**
 * Lock and stalled-job settings of every BullMQ worker of this app (docs/decisions/0032).
 *
 * A worker holds a lock on each job it runs and renews it every lockDuration / 2 (5 s). When the
 * worker dies the lock expires; the stalled check (every stalledInterval, once across all workers)
 * first marks active jobs without a renewed lock and moves them back to waiting on its next run, so
 * another worker picks up a killed worker's job within lockDuration + stalledInterval (at most 15 s,
 * ~10 s typically) instead of BullMQ's default 30 + 30 s. A renewal may come up to 5 s late (a busy
 * event loop, a slow Redis) before the job is taken for stalled; the processors never block the
 * event loop for more than ~0.1 s (measured on a 150,000-change price refresh).
 * maxStalledCount 1: a job that stalls a second time (e.g. it kills its worker) fails instead of
 * killing worker after worker.
 */
export const JOB_RECOVERY = {
  lockDuration: 10_000,
  stalledInterval: 5_000,
  maxStalledCount: 1,
} as const satisfies Partial<WorkerOptions>;
