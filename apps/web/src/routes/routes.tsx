import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type LocaleCode } from '@shop/locales';
import { AccountHomePage } from '../features/account/account-home-page';
import { AccountLayout } from '../features/account/account-layout';
import { RequireAuth } from '../features/account/require-auth';
import { LoginPage } from '../features/auth/login-page';
import { HomePage } from '../features/content/home-page';
import { MaintenancePage } from '../features/maintenance/maintenance-page';
import { i18nFor } from '../i18n/i18n';
import { ShopLayout } from '../ui/layout/shop-layout';
import { ExternalLocaleRedirect } from './external-locale-redirect';
import { LocaleRoot } from './locale-root';
import { resolveLocale, rootRedirectPath } from './locale-resolution';
import { NotFoundPage } from './not-found-page';
import { routeWordsOf } from './route-words';

/** Account pages keep their scroll position between each other (spec 01 §2 "Scrolling"). */
function scrollKey(location: { pathname: string; key: string }): string {
  return /^\/[a-z]{2}-[a-z]{2}\/account(\/|$)/.test(location.pathname) ? 'account' : location.key;
}

function AppFrame() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}

function shopLocaleRoute(locale: LocaleCode): RouteObject {
  const words = routeWordsOf(locale);
  return {
    path: `/${locale}`,
    element: <LocaleRoot locale={locale} />,
    children: [
      { path: words.maintenance, element: <MaintenancePage /> },
      {
        element: <ShopLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: words.login, element: <LoginPage /> },
          {
            path: words.account,
            element: (
              <RequireAuth>
                <AccountLayout />
              </RequireAuth>
            ),
            children: [
              { index: true, element: <Navigate to={words.accountHome} replace /> },
              { path: words.accountHome, element: <AccountHomePage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  };
}

function externalLocaleRoute(locale: LocaleCode, url: string): RouteObject {
  return {
    path: `/${locale}/*`,
    element: (
      <I18nextProvider i18n={i18nFor(LOCALES[locale].language)}>
        <ExternalLocaleRedirect locale={locale} url={url} />
      </I18nextProvider>
    ),
  };
}

/**
 * The route table, built from the locale table: one subtree per shop locale with its localized
 * path words, a full-page redirect for the locales of external shops, `/` to the default shop
 * and a 404 for everything else.
 */
export function createRoutes(): RouteObject[] {
  const localeRoutes = LOCALE_CODES.map((locale) => {
    const resolution = resolveLocale(locale);
    return resolution.kind === 'external'
      ? externalLocaleRoute(locale, resolution.url)
      : shopLocaleRoute(locale);
  });
  return [
    {
      element: <AppFrame />,
      children: [
        { path: '/', element: <Navigate to={rootRedirectPath()} replace /> },
        ...localeRoutes,
        {
          element: <LocaleRoot locale={DEFAULT_LOCALE} remember={false} />,
          children: [{ element: <ShopLayout />, children: [{ path: '*', element: <NotFoundPage /> }] }],
        },
      ],
    },
  ];
}
