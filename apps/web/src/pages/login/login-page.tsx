import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { assignLocation } from '../../ui/full-page-navigation';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useLocale } from '../../features/locale/locale-context';
import { homePath, loginPath } from '../../features/navigation/paths';
import { authLoginUrl, safeRedirectPath } from '../../features/auth/auth-urls';
import { isSignInLoop, recordSignInStart } from '../../features/auth/sign-in-attempts';
import {
  SIGN_IN_REDIRECT_FALLBACK_MS,
  signInErrorOf,
  type SignInError,
} from '../../features/auth/sign-in-errors';
import { reportProblem } from '../../features/error-reporting/start-error-reporting';
import { useMe } from '../../features/session/use-me';
import './login-page.css';

/**
 * Starts the sign-in: a full page load of the BFF's /auth/login, which hands over to the identity
 * provider. The sign-in error page instead when `?error=` names why the last one failed, or when
 * this tab keeps coming back here without a session (an authentication loop: 'Server configuration
 * error'); it waits for the user, so a broken provider cannot bounce the browser in a loop. If the
 * provider has not taken over after 60 s, the router shows the timeout (decision 0111). A person
 * who is signed in already goes on to the redirect target (or home) without a new sign-in, which
 * would replace the session it has (decision 0132).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirectPath(searchParams.get('redirect'));
  const loginUrl = authLoginUrl(locale, redirect);
  const [loop] = useState(() => isSignInLoop());
  const error: SignInError | null =
    signInErrorOf(searchParams.get('error')) ?? (loop ? 'server-configuration' : null);
  useDocumentTitle(error ? t('login.errorTitle') : t('login.title'));
  const me = useMe();
  // Undefined until the session is known (the layout asked for it already); an unanswered `me` signs in.
  const signedIn = me.data ? Boolean(me.data.me) : me.error ? false : undefined;

  useEffect(() => {
    if (error === 'server-configuration') reportProblem(new Error('authentication loop'), 'error', 'sign-in');
    if (error || signedIn === undefined) return;
    if (signedIn) {
      navigate(redirect ?? homePath(locale), { replace: true });
      return;
    }
    recordSignInStart();
    assignLocation(loginUrl);
    const fallback = window.setTimeout(() => {
      const query = new URLSearchParams({ error: 'login-timeout', ...(redirect ? { redirect } : {}) });
      navigate(`${loginPath(locale)}?${query.toString()}`, { replace: true });
    }, SIGN_IN_REDIRECT_FALLBACK_MS);
    return () => window.clearTimeout(fallback);
  }, [error, locale, loginUrl, navigate, redirect, signedIn]);

  return (
    <div className="container login-page">
      <div className="login-card">
        <h1 className="login-card__title">{error ? t('login.errorTitle') : t('login.title')}</h1>
        {error ? (
          <p className="login-card__text login-card__text--error" role="alert">
            {t(`login.errors.${error}`)}
          </p>
        ) : (
          <p className="login-card__text" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('login.redirecting')}
          </p>
        )}
        <div className="login-card__actions">
          <a className="button button--primary" href={loginUrl} onClick={() => recordSignInStart()}>
            {error ? t('login.retry') : t('login.continue')}
          </a>
          {error && (
            <Link className="button button--secondary" to={homePath(locale)}>
              {t('login.home')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
