import { useEffect, useRef } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { matchPath } from '@shop/locales';
import { takeCompletedSignIn } from '../auth/sign-in-attempts';
import { useLocale } from '../locale/locale-context';
import { useMe } from '../session/use-me';
import { clientSettings } from '../shop/client-settings';
import { loginEvent, pageTypeOf, pageView, userStatusOf } from './analytics';
import { CUSTOMER_ORDER_COUNT_QUERY } from './analytics.queries';
import { useAnalyticsUserType } from './use-analytics-user-type';
import { loadThirdPartyScripts, scriptsFor } from './third-party-scripts';

/**
 * The shop's page-level analytics (decisions 0113, 0114): a page_view with the page type on every
 * page, the login event once a sign-in of this tab has come back, and the third-party scripts after
 * the first render. Nothing is reported for employees (pushDataLayer).
 */
export function AnalyticsRuntime() {
  const { pathname } = useLocation();
  const { locale } = useLocale();
  const me = useMe();
  const userType = useAnalyticsUserType();
  const [countOrders] = useLazyQuery(CUSTOMER_ORDER_COUNT_QUERY, { fetchPolicy: 'network-only' });

  useEffect(() => {
    if (userType === undefined) return;
    const match = matchPath(pathname);
    pageView(userType, pageTypeOf(match?.route.name ?? null, match?.params.slug ?? ''), pathname);
    // One page view per path, once the user is known.
  }, [pathname, userType]);

  useEffect(() => {
    if (!me.data?.me || !takeCompletedSignIn()) return;
    if (me.data.me.userType === 'EMPLOYEE') return;
    const type = me.data.me.userType;
    countOrders({ variables: { locale } })
      .then((result) => {
        if (result.data) loginEvent(type, userStatusOf(result.data.orders.total));
      })
      .catch(() => undefined);
  }, [me.data, countOrders, locale]);

  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current || userType === undefined) return;
    loaded.current = true;
    void clientSettings().then((settings) =>
      loadThirdPartyScripts(scriptsFor(settings.thirdPartyScripts, userType)),
    );
  }, [userType]);

  return null;
}
