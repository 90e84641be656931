import { useCallback, useEffect, useId, useState } from 'react';
import { MANDANT_CODES } from '@shop/locales';
import { fetchOpsApiClients, messageKeyOf, revokeOpsApiClient, type OpsApiClient } from './ops-api';
import { formatTime } from './ops-format';
import { useOpsText } from './ops-text-context';
import { OpsLoadError } from './maintenance-panel';

type Notice = { kind: 'done'; name: string } | { kind: 'error'; messageKey: string | null };

/**
 * Every integration client of every company with its last use, and the revoke (docs/decisions/0139):
 * the tokens of a revoked client are refused from its next request on.
 */
export function ApiClientsPanel() {
  const { t, errorText, intlLocale } = useOpsText();
  const id = useId();
  const [clients, setClients] = useState<OpsApiClient[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [tenant, setTenant] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const load = useCallback(() => {
    fetchOpsApiClients().then(
      (list) => {
        setClients(list);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  const revoke = async (client: OpsApiClient) => {
    setBusy(true);
    setNotice(null);
    try {
      await revokeOpsApiClient(client);
      setNotice({ kind: 'done', name: client.name });
    } catch (error) {
      setNotice({ kind: 'error', messageKey: messageKeyOf(error) });
    } finally {
      setBusy(false);
      setConfirming(null);
      load();
    }
  };

  const shown = clients?.filter((client) => !tenant || client.mandantCode === tenant) ?? null;
  return (
    <section className="ops-panel" aria-labelledby={`${id}-title`} id="api-clients">
      <h2 id={`${id}-title`}>{t('apiClients.title')}</h2>
      <div className="ops-field ops-field--inline">
        <label htmlFor={`${id}-tenant`}>{t('apiClients.filter')}</label>
        <select id={`${id}-tenant`} value={tenant} onChange={(event) => setTenant(event.target.value)}>
          <option value="">{t('apiClients.all')}</option>
          {MANDANT_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      {notice && (
        <p
          className={notice.kind === 'done' ? 'ops-notice' : 'ops-notice ops-notice--error'}
          role={notice.kind === 'done' ? 'status' : 'alert'}
        >
          {notice.kind === 'done'
            ? t('apiClients.done', { client: notice.name })
            : errorText(notice.messageKey)}
        </p>
      )}
      {failed && !clients ? (
        <OpsLoadError onRetry={load} />
      ) : !shown ? (
        <p className="ops-loading" role="status">
          {t('loading')}
        </p>
      ) : shown.length === 0 ? (
        <p className="ops-empty">{t('apiClients.empty')}</p>
      ) : (
        <div className="ops-table-scroll" role="region" aria-label={t('apiClients.tableLabel')}>
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{t('apiClients.company')}</th>
                <th scope="col">{t('apiClients.client')}</th>
                <th scope="col">{t('apiClients.lastUse')}</th>
                <th scope="col">{t('apiClients.state')}</th>
                <th scope="col">{t('apiClients.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((client) => (
                <tr key={client.clientId} data-client={client.clientId}>
                  <td>
                    {client.mandantCode} · {client.customerNo}
                    <br />
                    <span className="ops-muted">{client.customerName}</span>
                  </td>
                  <td>
                    {client.name}
                    <br />
                    <code>{client.clientId}</code>
                  </td>
                  <td>
                    {client.lastUsedAt ? formatTime(client.lastUsedAt, intlLocale) : t('apiClients.never')}
                  </td>
                  <td>
                    {client.state === 'ACTIVE'
                      ? t('apiClients.active')
                      : t('apiClients.revoked', { time: formatTime(client.revokedAt, intlLocale) })}
                  </td>
                  <td>
                    {client.state === 'ACTIVE' && confirming !== client.clientId && (
                      <button
                        type="button"
                        className="ops-button ops-button--secondary"
                        aria-label={t('apiClients.revokeClient', { client: client.clientId })}
                        onClick={() => setConfirming(client.clientId)}
                      >
                        {t('apiClients.revoke')}
                      </button>
                    )}
                    {confirming === client.clientId && (
                      <div
                        className="ops-confirm"
                        role="group"
                        aria-label={t('apiClients.revokeClient', { client: client.clientId })}
                      >
                        <p>{t('apiClients.confirm', { client: client.name })}</p>
                        <button
                          type="button"
                          className="ops-button ops-button--danger"
                          disabled={busy}
                          onClick={() => void revoke(client)}
                        >
                          {t('apiClients.confirmYes')}
                        </button>
                        <button
                          type="button"
                          className="ops-button ops-button--secondary"
                          onClick={() => setConfirming(null)}
                        >
                          {t('apiClients.cancel')}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
