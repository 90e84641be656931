import { useTranslation } from 'react-i18next';
import { WEB_ROLES } from '@shop/domain';
import { QueryError } from '../../ui/query-error';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { roleLabel } from '../account/role-label';
import { Breadcrumb } from './breadcrumb';

/** Development showcase (/kitchensink): the shared building blocks of the interface, live. */
export function KitchensinkPage() {
  const { t } = useTranslation();
  const title = t('pages.kitchensink.title');
  useDocumentTitle(title);
  return (
    <div className="container page-shell page-shell--standalone">
      <Breadcrumb name="kitchensink" current={title} />
      <h1 className="page-shell__title">{title}</h1>
      <p className="page-shell__text">{t('pages.kitchensink.empty')}</p>
      <section className="page-section" aria-labelledby="kitchensink-buttons">
        <h2 id="kitchensink-buttons">{t('pages.kitchensink.buttons')}</h2>
        <p className="error-page__actions">
          <button type="button" className="button button--primary">
            {t('common.retry')}
          </button>
          <button type="button" className="button button--secondary">
            {t('common.toHomepage')}
          </button>
          <button type="button" className="button button--primary button--large">
            {t('header.login')}
          </button>
        </p>
      </section>
      <section className="page-section" aria-labelledby="kitchensink-roles">
        <h2 id="kitchensink-roles">{t('pages.kitchensink.roles')}</h2>
        <p>
          {WEB_ROLES.map((role) => (
            <span key={role} className="role-badge">
              {roleLabel(role, t)}
            </span>
          ))}
        </p>
      </section>
      <section className="page-section" aria-labelledby="kitchensink-states">
        <h2 id="kitchensink-states">{t('pages.kitchensink.states')}</h2>
        <Skeleton height="1.5rem" width="60%" />
        <QueryError onRetry={() => undefined} compact />
      </section>
    </div>
  );
}
