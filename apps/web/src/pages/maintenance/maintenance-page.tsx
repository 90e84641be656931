import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homePath } from '../../features/navigation/paths';
import { MaintenanceIllustration } from '../../ui/illustrations/maintenance-illustration';
import { Logo } from '../../ui/logo';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useLocale } from '../../features/locale/locale-context';
import { useMaintenanceState } from '../../features/maintenance/maintenance-context';
import './maintenance-page.css';

function formatUntil(until: string, intlLocale: string): string | null {
  const date = new Date(until);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}

/** Shown while the tenant is in maintenance; the maintenance guard leaves it when maintenance ends. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { locale, info } = useLocale();
  const maintenance = useMaintenanceState();
  useDocumentTitle(t('maintenance.pageTitle'));
  const until =
    maintenance?.state.enabled && maintenance.state.until
      ? formatUntil(maintenance.state.until, info.intlLocale)
      : null;

  return (
    <div className="maintenance-layout">
      <header className="maintenance-layout__header">
        <Link to={homePath(locale)} aria-label={t('a11y.homeLink')} className="maintenance-layout__logo">
          <Logo />
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="maintenance-layout__main">
        <div className="maintenance-card">
          <MaintenanceIllustration className="maintenance-card__illustration" />
          <h1 className="maintenance-card__title">{t('maintenance.title')}</h1>
          <p className="maintenance-card__text">{t('maintenance.text')}</p>
          {until && (
            <p className="maintenance-card__until">
              <time dateTime={maintenance?.state.until ?? undefined}>
                {t('maintenance.until', { time: until })}
              </time>
            </p>
          )}
        </div>
      </main>
    </div>
  );
}
