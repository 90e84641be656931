import { useId, useState, type FormEvent } from 'react';
import { messageKeyOf, sendMaintenance, type MaintenanceCommand, type OpsTenant } from './ops-api';
import { formatTime, isoOfLocalInput, localesOfTenant, logEntryText } from './ops-format';
import { useOpsText } from './ops-text-context';
import type { OpsTenantsState } from './use-ops-console';

/** A request's outcome for one tenant: sent, or refused with a message key. */
type Notice = { kind: 'sent' } | { kind: 'error'; messageKey: string | null };

/** Every tenant's maintenance, live, with switch and planned window (docs/decisions/0139-operations-console.md). */
export function MaintenancePanel({ state }: { state: OpsTenantsState }) {
  const { t } = useOpsText();
  const { tenants, failed, live, reload } = state;
  return (
    <section className="ops-panel" aria-labelledby="ops-maintenance-title" id="maintenance">
      <header className="ops-panel__header">
        <h2 id="ops-maintenance-title">{t('maintenance.title')}</h2>
        <span className={live ? 'ops-live ops-live--on' : 'ops-live'} role="status">
          {live ? t('maintenance.live') : t('maintenance.offline')}
        </span>
      </header>
      {failed && !tenants ? (
        <OpsLoadError onRetry={reload} />
      ) : !tenants ? (
        <p className="ops-loading" role="status">
          {t('loading')}
        </p>
      ) : (
        <ul className="ops-tenants">
          {tenants.map((tenant) => (
            <TenantCard key={tenant.mandantCode} tenant={tenant} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function OpsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useOpsText();
  return (
    <div className="ops-error" role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className="ops-button ops-button--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

function TenantCard({ tenant }: { tenant: OpsTenant }) {
  const { t, errorText, intlLocale } = useOpsText();
  const [busy, setBusy] = useState(false);
  const [planning, setPlanning] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const code = tenant.mandantCode;
  const on = tenant.state.enabled;
  const titleId = useId();

  const send = async (command: MaintenanceCommand) => {
    setBusy(true);
    setNotice(null);
    try {
      await sendMaintenance(command);
      setNotice({ kind: 'sent' });
      setPlanning(false);
    } catch (error) {
      setNotice({ kind: 'error', messageKey: messageKeyOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const { start, end } = tenant.window;
  return (
    <li
      className={on ? 'ops-tenant ops-tenant--on' : 'ops-tenant'}
      aria-labelledby={titleId}
      data-tenant={code}
    >
      <div className="ops-tenant__head">
        <h3 id={titleId} className="ops-tenant__title">
          {code} <span className="ops-tenant__locales">{localesOfTenant(code)}</span>
        </h3>
        <p className="ops-tenant__state" data-testid={`ops-state-${code}`}>
          <span className={on ? 'ops-badge ops-badge--on' : 'ops-badge'}>
            {on ? t('maintenance.on') : t('maintenance.off')}
          </span>
          {on && tenant.state.until && (
            <span> {t('maintenance.until', { time: formatTime(tenant.state.until, intlLocale) })}</span>
          )}
        </p>
      </div>
      <dl className="ops-tenant__facts">
        <div>
          <dt>{t('maintenance.window')}</dt>
          <dd>
            {start || end
              ? t('maintenance.windowRange', {
                  from: start ? formatTime(start, intlLocale) : '',
                  until: end ? formatTime(end, intlLocale) : t('maintenance.openEnd'),
                })
              : t('maintenance.noWindow')}
          </dd>
        </div>
        <div>
          <dt>{t('maintenance.openPages')}</dt>
          <dd data-testid={`ops-open-pages-${code}`}>{tenant.openPages}</dd>
        </div>
      </dl>
      <div className="ops-tenant__actions">
        <button
          type="button"
          className={on ? 'ops-button' : 'ops-button ops-button--danger'}
          disabled={busy}
          aria-label={t(on ? 'maintenance.switchOffFor' : 'maintenance.switchOnFor', { tenant: code })}
          onClick={() => void send({ mandantCode: code, enabled: !on })}
        >
          {t(on ? 'maintenance.switchOff' : 'maintenance.switchOn')}
        </button>
        {!on && (start || end) && (
          // An "off" request cancels the tenant's planned window (the worker's maintenance processor).
          <button
            type="button"
            className="ops-button ops-button--secondary"
            disabled={busy}
            aria-label={t('maintenance.cancelWindowFor', { tenant: code })}
            onClick={() => void send({ mandantCode: code, enabled: false })}
          >
            {t('maintenance.cancelWindow')}
          </button>
        )}
        <button
          type="button"
          className="ops-button ops-button--secondary"
          aria-expanded={planning}
          aria-label={t('maintenance.planFor', { tenant: code })}
          onClick={() => setPlanning((open) => !open)}
        >
          {t('maintenance.plan')}
        </button>
      </div>
      {planning && (
        <WindowForm
          tenant={code}
          busy={busy}
          onCancel={() => setPlanning(false)}
          onSubmit={(from, until) => void send({ mandantCode: code, enabled: true, from, until })}
        />
      )}
      {notice && (
        <p
          className={notice.kind === 'sent' ? 'ops-notice' : 'ops-notice ops-notice--error'}
          role={notice.kind === 'sent' ? 'status' : 'alert'}
        >
          {notice.kind === 'sent' ? t('maintenance.sent', { tenant: code }) : errorText(notice.messageKey)}
        </p>
      )}
      <details className="ops-history">
        <summary>{t('maintenance.history')}</summary>
        {tenant.log.length === 0 ? (
          <p className="ops-empty">{t('maintenance.noHistory')}</p>
        ) : (
          <ol aria-label={t('maintenance.historyFor', { tenant: code })}>
            {tenant.log.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>{logEntryText(entry, t, intlLocale)}</li>
            ))}
          </ol>
        )}
      </details>
    </li>
  );
}

function WindowForm({
  tenant,
  busy,
  onSubmit,
  onCancel,
}: {
  tenant: string;
  busy: boolean;
  onSubmit: (from: string | null, until: string | null) => void;
  onCancel: () => void;
}) {
  const { t } = useOpsText();
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(isoOfLocalInput(from), isoOfLocalInput(until));
  };
  return (
    <form className="ops-window" onSubmit={submit} aria-label={t('maintenance.planFor', { tenant })}>
      <div className="ops-field">
        <label htmlFor={`${id}-from`}>{t('maintenance.from')}</label>
        <input
          id={`${id}-from`}
          type="datetime-local"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          aria-describedby={`${id}-from-hint`}
        />
        <small id={`${id}-from-hint`}>{t('maintenance.fromHint')}</small>
      </div>
      <div className="ops-field">
        <label htmlFor={`${id}-until`}>{t('maintenance.untilLabel')}</label>
        <input
          id={`${id}-until`}
          type="datetime-local"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          aria-describedby={`${id}-until-hint`}
        />
        <small id={`${id}-until-hint`}>{t('maintenance.untilHint')}</small>
      </div>
      <div className="ops-window__actions">
        <button type="submit" className="ops-button" disabled={busy}>
          {t('maintenance.submitPlan')}
        </button>
        <button type="button" className="ops-button ops-button--secondary" onClick={onCancel}>
          {t('maintenance.cancel')}
        </button>
      </div>
    </form>
  );
}
