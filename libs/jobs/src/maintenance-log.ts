import type { MaintenanceTrigger } from './queues';

/**
 * One recorded maintenance change (migration 0037, docs/decisions/0139-operations-console.md): the
 * worker writes it when it applies or plans a change, the operations console lists the last ones.
 */
export interface MaintenanceLogEntry {
  mandantCode: string;
  outcome: 'applied' | 'scheduled' | 'skipped';
  trigger: MaintenanceTrigger;
  enabled: boolean;
  /** ISO times of the window (from: planned start; until: the end), or null. */
  from: string | null;
  until: string | null;
  /** ops:<login e-mail>, ops-api, ops-cli, schedule … (MaintenanceJob.requestedBy). */
  requestedBy: string;
  /** ISO time the worker recorded it. */
  at: string;
}

/** Where the maintenance log is kept (a table of the shop database; MaintenanceLogStore of libs/db). */
export interface MaintenanceLog {
  record(entry: MaintenanceLogEntry): Promise<void>;
  /** The last `limit` entries of each tenant, newest first. */
  latest(limit: number): Promise<MaintenanceLogEntry[]>;
}

/** How many changes per tenant the console lists. */
export const MAINTENANCE_LOG_SHOWN = 10;
