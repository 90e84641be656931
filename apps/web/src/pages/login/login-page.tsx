import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { assignLocation } from '../../ui/full-page-navigation';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useLocale } from '../../features/locale/locale-context';
import { authLoginUrl, safeRedirectPath } from '../../features/auth/auth-urls';
import './login-page.css';

/**
 * Starts the sign-in: a full page load of the BFF's /auth/login, which hands over to the identity
 * provider. After a failed sign-in (`?error=login-failed`) it waits for the user instead, so a broken
 * provider cannot bounce the browser in a loop.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [searchParams] = useSearchParams();
  const loginUrl = authLoginUrl(locale, safeRedirectPath(searchParams.get('redirect')));
  const failed = searchParams.get('error') === 'login-failed';
  useDocumentTitle(t('login.title'));

  useEffect(() => {
    if (!failed) assignLocation(loginUrl);
  }, [failed, loginUrl]);

  return (
    <div className="container login-page">
      <div className="login-card">
        <h1 className="login-card__title">{t('login.title')}</h1>
        {failed ? (
          <p className="login-card__text login-card__text--error" role="alert">
            {t('login.failed')}
          </p>
        ) : (
          <p className="login-card__text" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('login.redirecting')}
          </p>
        )}
        <a className="button button--primary" href={loginUrl}>
          {failed ? t('login.retry') : t('login.continue')}
        </a>
      </div>
    </div>
  );
}
