import { buildPath, MANDANT_CODES, primaryLocaleOf } from '@shop/locales';
import { useOpsText } from './ops-text-context';

/**
 * Registrations waiting for staff stay on the employees' staff page of each tenant (docs/decisions/0139):
 * the console says where, per tenant.
 */
export function RegistrationsPanel() {
  const { t } = useOpsText();
  return (
    <section className="ops-panel" aria-labelledby="ops-registrations-title" id="registrations">
      <h2 id="ops-registrations-title">{t('registrations.title')}</h2>
      <p className="ops-intro">{t('registrations.intro')}</p>
      <ul className="ops-queue-names">
        {MANDANT_CODES.map((code) => {
          const locale = primaryLocaleOf(code);
          return (
            <li key={code}>
              <a href={buildPath('staff-registrations', locale)}>
                {t('registrations.link', { tenant: code, locale })}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
