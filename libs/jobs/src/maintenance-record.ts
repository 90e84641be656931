import type { MaintenanceState } from './events';

/**
 * A tenant's maintenance as the database keeps it (migration 0038, decision 0143): the state the shop
 * shows and a window planned but not started yet. Redis holds the working copy; this one survives
 * Redis losing its data.
 */
export interface MaintenanceRecord {
  mandantCode: string;
  state: MaintenanceState;
  /** A planned window (ISO times): its start and its end, or null. */
  window: { from: string; until: string | null } | null;
  requestedBy: string;
}

/** Where the durable maintenance state is kept (MaintenanceStateStore of libs/db). */
export interface MaintenanceRecords {
  /**
   * Writes the tenant's state and forgets its planned window: a state is applied by a request (which
   * replaces any window) or by the window's own start or end.
   */
  saveState(mandantCode: string, state: MaintenanceState, requestedBy: string): Promise<void>;
  /** Writes the tenant's planned window; a tenant without a row gets one, switched off. */
  saveWindow(
    mandantCode: string,
    window: { from: string; until: string | null },
    requestedBy: string,
  ): Promise<void>;
  all(): Promise<MaintenanceRecord[]>;
}
