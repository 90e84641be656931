import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteError } from '@shop/domain';
import { accountHomePath, homePath, loginPath } from '../../features/navigation/paths';
import { AlertIcon } from '../../ui/icons';
import { NotFoundIllustration } from '../../ui/illustrations/not-found-illustration';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useLocale } from '../../features/locale/locale-context';
import { FallbackSkeleton } from '../../features/content/fallback-skeleton';
import './error-page.css';

// The CMS story below a 404 arrives with its query anyway; its blocks stay out of the first load of
// every page (decision 0108).
const NotFoundFallback = lazy(() =>
  import('../../features/content/fallback-story').then((module) => ({ default: module.NotFoundFallback })),
);

function isAuthProblem(
  error: RouteError,
): error is RouteError & { isAuthenticated: boolean; accessGranted: boolean } {
  return typeof error.isAuthenticated === 'boolean' && typeof error.accessGranted === 'boolean';
}

interface ErrorPageProps {
  error: RouteError;
  /**
   * What a 404 shows below it; by default the CMS fallback story (docs/decisions/0023). The content
   * page passes the fallback story it already has.
   */
  notFoundContent?: ReactNode;
}

/**
 * The error page in docs/rules/routes-and-guards.md "Error pages and dialogs" and docs/rules/errors.md: a 404 shows a picture (a failed
 * route validation names the path) and below it the CMS fallback story; an authentication problem
 * a title, a hint and "log in" (guests, back to this page afterwards) or "account" (signed in
 * without access); any other status its code. A homepage button always.
 */
export function ErrorPage({ error, notFoundContent }: ErrorPageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  let title: string;
  let text: string;
  if (error.status === 404) {
    title = t('errors.notFoundTitle');
    text = error.fatal ? t('errors.pageNotFoundAt', { path: location.pathname }) : t('errors.notFoundText');
  } else if (isAuthProblem(error)) {
    title = t('errors.forbiddenTitle');
    text = error.isAuthenticated ? t('errors.forbiddenNoAccess') : t('errors.forbiddenLogin');
  } else {
    title = t('errors.statusTitle', { status: error.status });
    text = t('errors.statusText');
  }
  useDocumentTitle(title);

  return (
    <>
      <div className="container error-page" data-status={error.status}>
        {error.status === 404 ? (
          <NotFoundIllustration className="error-page__illustration" />
        ) : (
          <p className="error-page__status" aria-hidden={isAuthProblem(error)}>
            {isAuthProblem(error) ? <AlertIcon width={48} height={48} /> : error.status}
          </p>
        )}
        <h1 className="error-page__title">{title}</h1>
        <p className="error-page__text">{text}</p>
        <div className="error-page__actions">
          {isAuthProblem(error) && !error.isAuthenticated && (
            <Link to={loginPath(locale, here)} className="button button--primary button--large">
              {t('errors.loginButton')}
            </Link>
          )}
          {isAuthProblem(error) && error.isAuthenticated && !error.accessGranted && (
            <Link to={accountHomePath(locale)} className="button button--primary button--large">
              {t('errors.accountButton')}
            </Link>
          )}
          <Link
            to={homePath(locale)}
            className={`button button--large ${isAuthProblem(error) ? 'button--secondary' : 'button--primary'}`}
          >
            {t('common.toHomepage')}
          </Link>
        </div>
      </div>
      {error.status === 404 &&
        (notFoundContent ?? (
          <Suspense fallback={<FallbackSkeleton />}>
            <NotFoundFallback />
          </Suspense>
        ))}
    </>
  );
}
