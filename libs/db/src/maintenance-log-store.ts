import type { MaintenanceLog, MaintenanceLogEntry } from '@shop/jobs';
import type { Db } from './db';

interface MaintenanceLogRow {
  mandant_code: string;
  outcome: MaintenanceLogEntry['outcome'];
  trigger: MaintenanceLogEntry['trigger'];
  enabled: boolean;
  window_from: Date | string | null;
  window_until: Date | string | null;
  requested_by: string;
  at: Date | string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The maintenance log (table maintenance_log, migration 0037) on the shop database. */
export class MaintenanceLogStore implements MaintenanceLog {
  constructor(private readonly db: Db) {}

  async record(entry: MaintenanceLogEntry): Promise<void> {
    await this.db.query(
      `insert into maintenance_log (mandant_code, outcome, trigger, enabled, window_from, window_until, requested_by, at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        entry.mandantCode,
        entry.outcome,
        entry.trigger,
        entry.enabled,
        entry.from,
        entry.until,
        entry.requestedBy.slice(0, 320),
        entry.at,
      ],
    );
  }

  async latest(limit: number): Promise<MaintenanceLogEntry[]> {
    const rows = await this.db.query<MaintenanceLogRow>(
      `select mandant_code, outcome, trigger, enabled, window_from, window_until, requested_by, at
         from (select l.*, row_number() over (partition by mandant_code order by at desc, id desc) as n
                 from maintenance_log l) ranked
        where n <= $1
        order by mandant_code, at desc, id desc`,
      [limit],
    );
    return rows.map((row) => ({
      mandantCode: row.mandant_code,
      outcome: row.outcome,
      trigger: row.trigger,
      enabled: row.enabled,
      from: iso(row.window_from),
      until: iso(row.window_until),
      requestedBy: row.requested_by,
      at: iso(row.at)!,
    }));
  }
}
