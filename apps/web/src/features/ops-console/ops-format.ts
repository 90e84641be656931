import type { MaintenanceLogEntry } from '@shop/jobs';
import { LOCALE_CODES, LOCALES } from '@shop/locales';
import type { OpsT } from './ops-text-context';

/** The shop locales of a tenant (`de-at`, or `it-it, it-de`): how operations staff recognise it. */
export function localesOfTenant(mandantCode: string): string {
  return LOCALE_CODES.filter((code) => LOCALES[code].mandantCode === mandantCode).join(', ');
}

export function formatTime(iso: string | null, intlLocale: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** Who asked: the login of an operations person, or the token / CLI / schedule as such. */
export function requesterLabel(requestedBy: string): string {
  return requestedBy.startsWith('ops:') ? requestedBy.slice('ops:'.length) : requestedBy;
}

/** One line of a tenant's maintenance log. */
export function logEntryText(entry: MaintenanceLogEntry, t: OpsT, intlLocale: string): string {
  const time = (iso: string | null) => formatTime(iso, intlLocale);
  const what =
    entry.outcome === 'applied'
      ? t(`maintenance.outcome.applied.${entry.enabled ? 'on' : 'off'}`)
      : entry.outcome === 'scheduled'
        ? t('maintenance.outcome.scheduled', {
            from: time(entry.from),
            until: entry.until ? time(entry.until) : t('maintenance.openEnd'),
          })
        : t('maintenance.outcome.skipped');
  return t('maintenance.entry', {
    time: time(entry.at),
    what: `${what} (${t(`maintenance.trigger.${entry.trigger}`)})`,
    who: requesterLabel(entry.requestedBy),
  });
}

/** An ISO time of a `datetime-local` input's value (local time of the browser), or null when empty. */
export function isoOfLocalInput(value: string): string | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}
