import { useEffect, type ReactNode } from 'react';
import { ApiClientsPanel } from '../../features/ops-console/api-clients-panel';
import { HealthPanel } from '../../features/ops-console/health-panel';
import { MaintenancePanel, OpsLoadError } from '../../features/ops-console/maintenance-panel';
import { OPS_LOGIN_URL, type OpsMe } from '../../features/ops-console/ops-api';
import { OpsSignOut } from '../../features/ops-console/ops-sign-out';
import { OpsTextProvider, useOpsText } from '../../features/ops-console/ops-text-context';
import { OPS_LANGUAGES, type OpsLanguage } from '../../features/ops-console/ops-texts';
import { PriceRefreshForm } from '../../features/ops-console/price-refresh-form';
import { QueuesPanel } from '../../features/ops-console/queues-panel';
import { RegistrationsPanel } from '../../features/ops-console/registrations-panel';
import { useOpsAccess, useOpsTenants } from '../../features/ops-console/use-ops-console';
import { useOpsHealth } from '../../features/ops-console/use-ops-health';
import '../../features/ops-console/ops-console.css';

/**
 * The operations console at /ops (docs/decisions/0139-operations-console.md): a layout of its own,
 * not the shop's chrome; German and English with its own switch; reachable only with the operations
 * role (the BFF answers 401/403 to anyone else, and so does this page).
 */
export function OpsConsolePage({ initialLanguage }: { initialLanguage?: OpsLanguage }) {
  return (
    <OpsTextProvider initial={initialLanguage}>
      <OpsConsole />
    </OpsTextProvider>
  );
}

function OpsConsole() {
  const { t, language } = useOpsText();
  const { access, retry } = useOpsAccess();
  useEffect(() => {
    document.title = t('title');
    document.documentElement.lang = language;
  }, [t, language]);
  return (
    <div className="ops-console">
      <a className="ops-skip" href="#ops-main">
        {t('skipToMain')}
      </a>
      <header className="ops-header">
        <h1 className="ops-header__title">{t('title')}</h1>
        <div className="ops-header__tools">
          {access.kind === 'granted' && <Identity me={access.me} />}
          <LanguageSwitch />
          {access.kind === 'granted' && access.me.via === 'session' && <OpsSignOut />}
        </div>
      </header>
      <main id="ops-main" className="ops-main" tabIndex={-1}>
        {access.kind === 'loading' && (
          <p className="ops-loading" role="status">
            {t('loading')}
          </p>
        )}
        {access.kind === 'failed' && <OpsLoadError onRetry={retry} />}
        {access.kind === 'signed-out' && (
          <AccessNotice title={t('access.signInTitle')} text={t('access.signInText')}>
            <a className="ops-button" href={OPS_LOGIN_URL}>
              {t('access.signIn')}
            </a>
          </AccessNotice>
        )}
        {access.kind === 'forbidden' && (
          <AccessNotice title={t('access.forbiddenTitle')} text={t('access.forbiddenText')}>
            <a className="ops-button ops-button--secondary" href="/">
              {t('access.toShop')}
            </a>
          </AccessNotice>
        )}
        {access.kind === 'granted' && <Granted me={access.me} />}
      </main>
    </div>
  );
}

function Granted({ me }: { me: OpsMe }) {
  const { t } = useOpsText();
  const tenants = useOpsTenants();
  const health = useOpsHealth();
  return (
    <>
      <nav className="ops-nav" aria-label={t('nav.label')}>
        <a href="#maintenance">{t('nav.maintenance')}</a>
        <a href="#health">{t('nav.health')}</a>
        <a href="#prices">{t('nav.prices')}</a>
        <a href="#queues">{t('nav.queues')}</a>
        <a href="#api-clients">{t('nav.apiClients')}</a>
      </nav>
      <MaintenancePanel state={tenants} />
      <HealthPanel state={health} />
      <div className="ops-columns">
        <PriceRefreshForm />
        <QueuesPanel me={me} />
      </div>
      <ApiClientsPanel />
      <RegistrationsPanel />
    </>
  );
}

function Identity({ me }: { me: OpsMe }) {
  const { t } = useOpsText();
  return (
    <span className="ops-identity">
      {me.via === 'session' ? t('signedInAs', { name: me.name ?? me.loginEmail }) : t('viaToken')}
    </span>
  );
}

function LanguageSwitch() {
  const { t, language, setLanguage } = useOpsText();
  return (
    <label className="ops-language">
      <span>{t('language')}</span>
      <select value={language} onChange={(event) => setLanguage(event.target.value as OpsLanguage)}>
        {OPS_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {code === 'de' ? 'Deutsch' : 'English'}
          </option>
        ))}
      </select>
    </label>
  );
}

function AccessNotice({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="ops-access" aria-labelledby="ops-access-title">
      <h2 id="ops-access-title">{title}</h2>
      <p>{text}</p>
      {children}
    </section>
  );
}
