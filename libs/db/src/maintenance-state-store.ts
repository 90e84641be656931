import type { MaintenanceRecord, MaintenanceRecords, MaintenanceState } from '@shop/jobs';
import type { Db } from './db';

interface MaintenanceStateRow {
  mandant_code: string;
  enabled: boolean;
  until: Date | string | null;
  changed_at: Date | string;
  window_from: Date | string | null;
  window_until: Date | string | null;
  requested_by: string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The durable maintenance state (table maintenance_state, migration 0038) on the shop database. */
export class MaintenanceStateStore implements MaintenanceRecords {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  async saveState(mandantCode: string, state: MaintenanceState, requestedBy: string): Promise<void> {
    await this.db.query(
      `insert into maintenance_state (mandant_code, enabled, until, changed_at, requested_by)
       values ($1, $2, $3, $4, $5)
       on conflict (mandant_code) do update
         set enabled = excluded.enabled, until = excluded.until, changed_at = excluded.changed_at,
             window_from = null, window_until = null, requested_by = excluded.requested_by, updated_at = now()`,
      [mandantCode, state.enabled, state.until, state.changedAt, requestedBy.slice(0, 320)],
    );
  }

  async saveWindow(
    mandantCode: string,
    window: { from: string; until: string | null },
    requestedBy: string,
  ): Promise<void> {
    await this.db.query(
      `insert into maintenance_state (mandant_code, enabled, changed_at, window_from, window_until, requested_by)
       values ($1, false, to_timestamp(0), $2, $3, $4)
       on conflict (mandant_code) do update
         set window_from = excluded.window_from, window_until = excluded.window_until,
             requested_by = excluded.requested_by, updated_at = now()`,
      [mandantCode, window.from, window.until, requestedBy.slice(0, 320)],
    );
  }

  async all(): Promise<MaintenanceRecord[]> {
    const rows = await this.db.query<MaintenanceStateRow>(
      `select mandant_code, enabled, until, changed_at, window_from, window_until, requested_by
         from maintenance_state order by mandant_code`,
    );
    return rows.map((row) => ({
      mandantCode: row.mandant_code,
      state: { enabled: row.enabled, until: iso(row.until), changedAt: iso(row.changed_at)! },
      window: row.window_from ? { from: iso(row.window_from)!, until: iso(row.window_until) } : null,
      requestedBy: row.requested_by,
    }));
  }
}
