/** Queue names: the contract between BFF, ops CLI and worker. */
export const QUEUES = {
  maintenance: 'maintenance',
  prices: 'prices',
  mail: 'mail',
  housekeeping: 'housekeeping',
  documents: 'documents',
  /** Webhook deliveries to integration clients (decision 0137). */
  webhooks: 'webhooks',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Name of every job on the maintenance queue. */
export const MAINTENANCE_JOB = 'maintenance';

/**
 * Why a maintenance job runs: an ops request (CLI or ops route), or the scheduled start or end of a
 * window the worker planned as delayed jobs.
 */
export type MaintenanceTrigger = 'request' | 'window-start' | 'window-end';

/** Job payload of the maintenance queue: switch (or schedule) one tenant's maintenance mode. */
export interface MaintenanceJob {
  mandantCode: string;
  enabled: boolean;
  /** ISO time a scheduled window starts; null or absent: now. Only with enabled. */
  from?: string | null;
  /** ISO time the window ends by itself, or null. Only with enabled. */
  until: string | null;
  /** Who asked for it (ops:<user>, ops-api, schedule). */
  requestedBy: string;
  /** Absent means 'request'. */
  trigger?: MaintenanceTrigger;
  /** Window jobs only: the ISO time they were planned to run at (shown to ops). */
  dueAt?: string;
}

/**
 * Stable ids of a tenant's pending window jobs. One start and one end per tenant: a new request
 * removes both before it plans anything, so a re-schedule replaces the old window. (BullMQ ignores
 * an add whose job id exists, and ids must not contain ':'.)
 */
export function maintenanceWindowJobIds(mandantCode: string): { start: string; end: string } {
  return { start: `maintenance-start-${mandantCode}`, end: `maintenance-end-${mandantCode}` };
}
