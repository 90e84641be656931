import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isRegisterRoute, keepsProductReferrer, runGuards, type GuardOutcome } from '@shop/domain';
import { matchPath, type LocaleCode, type RouteMatch } from '@shop/locales';
import { useMe } from '../features/session/use-me';
import { ErrorPage } from '../pages/error/error-page';
import { useMaintenanceState } from '../features/maintenance/maintenance-context';
import { replaceLocation } from '../ui/full-page-navigation';
import { ShopLayout } from '../pages/layouts/shop-layout';
import { QueryError } from '../ui/query-error';
import { LoadingRegion, Skeleton } from '../ui/skeleton';
import { guardInputOf } from './guard-input';
import { useHeadTags } from '../features/locale/head-tags';
import { clearProductReferrer } from '../features/catalogue/product-referrer-storage';
import {
  clearCountryCodeMarker,
  removeRegisterMarker,
  setRegisterMarker,
} from '../features/navigation/markers';
import { ROUTE_RESOLUTION_QUERY } from '../features/navigation/route.queries';
import { asksServer } from './server-route';

/** Whether the guards need to know who is signed in before they can decide about this route. */
function dependsOnUser(match: RouteMatch | null): boolean {
  if (!match) return false;
  const { route } = match;
  return (
    route.requiresAuth || route.access !== null || route.guards.length > 0 || isRegisterRoute(route.name)
  );
}

function Pending() {
  const { t } = useTranslation();
  return (
    <ShopLayout>
      <LoadingRegion label={t('common.loading')} className="container page-section">
        <Skeleton height="2.5rem" width="40%" />
        <Skeleton height="12rem" className="skeleton--spaced" />
      </LoadingRegion>
    </ShopLayout>
  );
}

function ExternalRedirect({ url }: { url: string }) {
  const { t } = useTranslation();
  useEffect(() => replaceLocation(url), [url]);
  return (
    <main className="container redirect-notice">
      <p role="status">{t('pages.redirecting')}</p>
      <a className="button button--primary" href={url}>
        {t('locale.continue')}
      </a>
    </main>
  );
}

/**
 * Runs the route guards of libs/domain (docs/rules/routes-and-guards.md, in order) on every navigation and whenever
 * the user, the tenant's maintenance state or the server's answer change, then renders the page,
 * follows the redirect or shows the error page.
 */
export function GuardRunner({ locale }: { locale: LocaleCode }) {
  const location = useLocation();
  const me = useMe();
  const maintenance = useMaintenanceState();
  const match = useMemo(() => matchPath(location.pathname), [location.pathname]);
  const askServer = asksServer(match);
  const server = useQuery(ROUTE_RESOLUTION_QUERY, {
    variables: { path: location.pathname },
    skip: !askServer,
  });

  const userKnown = me.data !== undefined;
  const waitForUser = dependsOnUser(match) && !userKnown;
  const waitForServer = askServer && server.loading && !server.data;

  const outcome: GuardOutcome | null = useMemo(() => {
    if (waitForUser || waitForServer) return null;
    // The server's answer counts when it is about this path; a failed lookup fails open.
    const answer = server.data?.route.path === location.pathname ? server.data.route : null;
    const gone = answer?.notFound === true && match?.paramsValid === true && !answer.redirect;
    const input = guardInputOf({
      location,
      match: gone ? null : match,
      me: me.data?.me,
      maintenance,
      locale,
      serverRedirect: answer?.redirect ?? null,
    });
    return runGuards(input);
  }, [waitForUser, waitForServer, server.data, location, match, me.data, maintenance, locale]);

  const effects = outcome?.effects;
  useHeadTags(effects?.head);
  useEffect(() => {
    if (effects?.registerMarker === 'set') setRegisterMarker();
    if (effects?.registerMarker === 'remove') removeRegisterMarker();
    if (effects?.clearCountryCodeMarker) clearCountryCodeMarker();
  }, [effects]);
  const routeName = match?.route.name;
  useEffect(() => {
    if (routeName && !keepsProductReferrer(routeName)) clearProductReferrer();
  }, [routeName]);

  if (waitForUser && me.error) {
    return (
      <ShopLayout>
        <div className="container page-section">
          <QueryError onRetry={() => void me.refetch()} />
        </div>
      </ShopLayout>
    );
  }
  if (!outcome) return <Pending />;
  if (outcome.kind === 'redirect') {
    return outcome.external ? <ExternalRedirect url={outcome.to} /> : <Navigate to={outcome.to} replace />;
  }
  if (outcome.kind === 'error') {
    return (
      <ShopLayout>
        <ErrorPage error={outcome.error} />
      </ShopLayout>
    );
  }
  return <Outlet />;
}
