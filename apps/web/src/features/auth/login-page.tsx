import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { assignLocation } from '../../ui/full-page-navigation';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useLocale } from '../locale/locale-context';
import { authLoginUrl, safeRedirectPath } from './auth-urls';
import './login-page.css';

/** Starts the sign-in: a full page load of the BFF's /auth/login, which hands over to the identity provider. */
export function LoginPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [searchParams] = useSearchParams();
  const loginUrl = authLoginUrl(locale, safeRedirectPath(locale, searchParams.get('redirect')));
  useDocumentTitle(t('login.title'));

  useEffect(() => {
    assignLocation(loginUrl);
  }, [loginUrl]);

  return (
    <div className="container login-page">
      <div className="login-card">
        <h1 className="login-card__title">{t('login.title')}</h1>
        <p className="login-card__text" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('login.redirecting')}
        </p>
        <a className="button button--primary" href={loginUrl}>
          {t('login.continue')}
        </a>
      </div>
    </div>
  );
}
