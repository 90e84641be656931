import { isMandantCode } from '@shop/locales';
import { InvalidJobError } from './invalid-job';
import type { MaintenanceJob, MaintenanceTrigger } from './queues';

/**
 * The one check of a maintenance request's times, shared by the ops CLI, the ops route and the
 * worker. Returns a message key, or null when the request is fine.
 */
export interface MaintenanceWindowInput {
  enabled: boolean;
  from?: string | null;
  until?: string | null;
}

/** How far in the past `from` may lie (clock skew between the ops machine and the servers). */
export const MAINTENANCE_FROM_TOLERANCE_MS = 60_000;

export const MAINTENANCE_ERRORS = {
  unknownMandant: 'maintenance.error.unknown-mandant',
  malformedTime: 'maintenance.error.malformed-time',
  windowNeedsOn: 'maintenance.error.window-needs-on',
  fromInPast: 'maintenance.error.from-in-past',
  untilInPast: 'maintenance.error.until-in-past',
  untilNotAfterFrom: 'maintenance.error.until-not-after-from',
} as const;

/** Strict ISO 8601 date-time with a time zone (Z or ±hh:mm); what Date.parse reads the same everywhere. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isIsoDateTime(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

export function checkMaintenanceWindow(input: MaintenanceWindowInput, now: Date): string | null {
  const { from, until } = input;
  if ((from != null && !isIsoDateTime(from)) || (until != null && !isIsoDateTime(until)))
    return MAINTENANCE_ERRORS.malformedTime;
  if (!input.enabled) return from != null || until != null ? MAINTENANCE_ERRORS.windowNeedsOn : null;
  const start = from != null ? Date.parse(from) : now.getTime();
  if (from != null && start < now.getTime() - MAINTENANCE_FROM_TOLERANCE_MS)
    return MAINTENANCE_ERRORS.fromInPast;
  if (until != null) {
    const end = Date.parse(until);
    if (end <= now.getTime()) return MAINTENANCE_ERRORS.untilInPast;
    if (end <= start) return MAINTENANCE_ERRORS.untilNotAfterFrom;
  }
  return null;
}

const TRIGGERS: MaintenanceTrigger[] = ['request', 'window-start', 'window-end'];

export interface ValidMaintenanceJob {
  mandantCode: string;
  enabled: boolean;
  from: string | null;
  until: string | null;
  requestedBy: string;
  trigger: MaintenanceTrigger;
}

/**
 * Checks a job's payload. Requests get the full time check (an end in the past is refused, nothing
 * changes); the worker's own window jobs only need well-formed fields, since their times were
 * checked when the window was planned and may lie in the past when the worker was down.
 */
export function validateMaintenanceJob(data: unknown, now: Date = new Date()): ValidMaintenanceJob {
  const job = (data ?? {}) as Partial<MaintenanceJob>;
  if (!isMandantCode(job.mandantCode))
    throw new InvalidJobError(`${MAINTENANCE_ERRORS.unknownMandant}: ${String(job.mandantCode)}`);
  if (typeof job.enabled !== 'boolean') throw new InvalidJobError('enabled must be a boolean');
  const trigger = job.trigger ?? 'request';
  if (!TRIGGERS.includes(trigger)) throw new InvalidJobError(`unknown trigger: ${String(trigger)}`);
  const from = job.from ?? null;
  const until = job.until ?? null;
  const problem =
    trigger === 'request'
      ? checkMaintenanceWindow({ enabled: job.enabled, from, until }, now)
      : (checkMaintenanceWindow({ enabled: job.enabled, from: null, until: null }, now) ??
        ([from, until].some((t) => t !== null && Number.isNaN(Date.parse(t)))
          ? MAINTENANCE_ERRORS.malformedTime
          : null));
  if (problem) throw new InvalidJobError(`${problem} (from ${from}, until ${until})`);
  return {
    mandantCode: job.mandantCode,
    enabled: job.enabled,
    from,
    until: job.enabled ? until : null,
    requestedBy: typeof job.requestedBy === 'string' ? job.requestedBy : 'unknown',
    trigger,
  };
}
