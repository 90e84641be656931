import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { RouteBaseName } from '@shop/domain';
import {
  buildPath,
  DEFAULT_LOCALE,
  LOCALE_CODES,
  LOCALES,
  ROUTES,
  routeWordsOf,
  segmentsOf,
  type LocaleCode,
  type RouteDefinition,
} from '@shop/locales';
import { AccountLayout } from '../pages/layouts/account-layout';
import { RouteErrorPage } from './route-error-page';
import { i18nFor } from '../i18n/i18n';
import { ShopLayout } from '../pages/layouts/shop-layout';
import { ExternalLocaleRedirect } from './external-locale-redirect';
import { GuardRunner } from './guard-runner';
import { LocaleRoot } from './locale-root';
import { NotFoundPage } from '../pages/error/not-found-page';
import { contentElement, homeElement, pageElementOf } from './route-elements';
import { scrollKey } from './scroll-key';

function AppFrame() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}

/** The route's path below /{locale} in react-router syntax: words, `:param`, a trailing `*`. */
export function routerPathOf(definition: RouteDefinition, locale: LocaleCode): string {
  const words = routeWordsOf(locale);
  return segmentsOf(definition, locale)
    .map((segment) => {
      if (segment.kind === 'word') return words[segment.word];
      if (segment.kind === 'param') return `:${segment.param}`;
      return '*';
    })
    .join('/');
}

function pageRoute(definition: RouteDefinition, locale: LocaleCode): RouteObject {
  const path = routerPathOf(definition, locale);
  if (definition.name === 'account') {
    return { path, element: <Navigate to={buildPath('account-home', locale)} replace /> };
  }
  return { path, element: pageElementOf(definition.name) };
}

const isLayout = (layout: RouteDefinition['layout']) => (definition: RouteDefinition) =>
  definition.layout === layout;
const NOT_IN_TABLE_ORDER: RouteBaseName[] = ['slug', 'maintenance'];

/**
 * One locale's subtree, generated from the shared route table: the guard runner above every page,
 * the maintenance page on its own, account pages in the account layout, the rest in the shop
 * layout, the content page (home for `/`, CMS pages at any depth) last.
 */
function shopLocaleRoute(locale: LocaleCode): RouteObject {
  const pages = ROUTES.filter((definition) => !NOT_IN_TABLE_ORDER.includes(definition.name));
  const maintenance = ROUTES.find(isLayout('maintenance'))!;
  return {
    path: `/${locale}`,
    element: <LocaleRoot locale={locale} />,
    children: [
      {
        element: <GuardRunner locale={locale} />,
        errorElement: <RouteErrorPage />,
        children: [
          pageRoute(maintenance, locale),
          {
            element: <ShopLayout />,
            children: [
              { index: true, element: homeElement },
              ...pages
                .filter((definition) => definition.layout !== 'account')
                .map((d) => pageRoute(d, locale)),
              {
                element: <AccountLayout />,
                children: pages.filter(isLayout('account')).map((d) => pageRoute(d, locale)),
              },
              { path: '*', element: contentElement },
            ],
          },
        ],
      },
    ],
  };
}

function externalLocaleRoute(locale: LocaleCode): RouteObject {
  return {
    path: `/${locale}/*`,
    element: (
      <I18nextProvider i18n={i18nFor(LOCALES[locale].language)}>
        <ExternalLocaleRedirect locale={locale} />
      </I18nextProvider>
    ),
  };
}

/**
 * The route table for all twelve locales, built from libs/locales: a guarded subtree per shop
 * locale, a full-page redirect for the locales of external shops, `/` to the default shop and a
 * 404 for unknown prefixes.
 */
export function createRoutes(): RouteObject[] {
  const localeRoutes = LOCALE_CODES.map((locale) => {
    return LOCALES[locale].mandantCode === null ? externalLocaleRoute(locale) : shopLocaleRoute(locale);
  });
  return [
    {
      element: <AppFrame />,
      children: [
        { path: '/', element: <Navigate to={`/${DEFAULT_LOCALE}`} replace /> },
        ...localeRoutes,
        {
          element: <LocaleRoot locale={DEFAULT_LOCALE} remember={false} />,
          children: [{ element: <ShopLayout />, children: [{ path: '*', element: <NotFoundPage /> }] }],
        },
      ],
    },
  ];
}
