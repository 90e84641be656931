import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useLocale } from '../../features/locale/locale-context';
import { homePath, loginPath } from '../../features/navigation/paths';
import '../login/login-page.css';

/**
 * The sign-out page: where the identity provider sends the browser back after sign-out, the locale's
 * start page with `?state=signed-out` (decision 0111). Says the session has ended and offers to sign
 * in again or to go on shopping as a guest.
 */
export function SignedOutPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  useDocumentTitle(t('signedOut.title'));
  return (
    <div className="container login-page">
      <div className="login-card">
        <h1 className="login-card__title">{t('signedOut.title')}</h1>
        <p className="login-card__text" role="status">
          {t('signedOut.text')}
        </p>
        <div className="login-card__actions">
          <Link className="button button--primary" to={loginPath(locale)}>
            {t('signedOut.signInAgain')}
          </Link>
          <Link className="button button--secondary" to={homePath(locale)}>
            {t('signedOut.home')}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The `state` the BFF's sign-out comes back with (apps/bff/src/auth/auth.controller.ts). */
