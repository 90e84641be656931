import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPath } from '../../routes/paths';
import { QueryError } from '../../ui/query-error';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useLocale } from '../locale/locale-context';
import { useMe } from './use-me';

/** Spec 01 §4 guard 9: a guest on a sign-in page is sent to the login page with a redirect back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const { data, error, refetch } = useMe();

  if (error && !data) {
    return (
      <div className="container page-section">
        <QueryError onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!data) {
    return (
      <LoadingRegion label={t('common.loading')} className="container page-section">
        <Skeleton height="2.5rem" width="40%" />
        <Skeleton height="12rem" className="skeleton--spaced" />
      </LoadingRegion>
    );
  }
  if (!data.me) {
    return <Navigate to={loginPath(locale, `${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
