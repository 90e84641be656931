import { Suspense, type ReactNode } from 'react';
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
import { CartLayout, CheckoutLayout } from '../pages/layouts/checkout-layouts';
import { DetailLayout } from '../pages/layouts/detail-layout';
import { ListingLayout } from '../pages/layouts/listing-layout';
import { RouteErrorPage } from './route-error-page';
import { useLanguage } from '../i18n/use-language';
import { ShopLayout } from '../pages/layouts/shop-layout';
import { ExternalLocaleRedirect } from './external-locale-redirect';
import { GuardRunner } from './guard-runner';
import { LocaleRoot } from './locale-root';
import { NotFoundPage } from '../pages/error/not-found-page';
import { contentElement, homeElement, opsConsolePage, pageElementOf } from './route-elements';
import { scrollKey } from './scroll-key';
import { layoutHandle } from '../pages/layouts/page-suspense';

function AppFrame() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      {/* Pages outside the layouts (maintenance) and a switch to a language not loaded yet. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
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

/** The named layouts inside the shop layout (docs/decisions/0115); `default` pages have none. */
const NAMED_LAYOUTS: readonly [RouteDefinition['layout'], ReactNode][] = [
  ['account', <AccountLayout key="account" />],
  ['listing', <ListingLayout key="listing" />],
  ['detail', <DetailLayout key="detail" />],
  ['cart', <CartLayout key="cart" />],
  ['checkout', <CheckoutLayout key="checkout" />],
];

/**
 * One locale's subtree, generated from the shared route table: the guard runner above every page,
 * the maintenance page on its own, every other page in the shop layout and, by its route-table row,
 * in a named layout (account, listing, detail, cart, checkout) or none, the content page (home for `/`, CMS pages at any depth) last.
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
            handle: layoutHandle('shop'),
            children: [
              { index: true, element: homeElement },
              ...pages.filter(isLayout('default')).map((d) => pageRoute(d, locale)),
              ...NAMED_LAYOUTS.map(([layout, element]) => ({
                element,
                handle: layoutHandle(layout),
                children: pages.filter(isLayout(layout)).map((d) => pageRoute(d, locale)),
              })),
              { path: '*', element: contentElement },
            ],
          },
        ],
      },
    ],
  };
}

function ExternalLocale({ locale }: { locale: LocaleCode }) {
  return (
    <I18nextProvider i18n={useLanguage(LOCALES[locale].language)}>
      <ExternalLocaleRedirect locale={locale} />
    </I18nextProvider>
  );
}

function externalLocaleRoute(locale: LocaleCode): RouteObject {
  return {
    path: `/${locale}/*`,
    element: <ExternalLocale locale={locale} />,
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
        { path: '/ops/*', element: opsConsolePage.element() },
        ...localeRoutes,
        {
          element: <LocaleRoot locale={DEFAULT_LOCALE} remember={false} />,
          children: [
            {
              element: <ShopLayout />,
              handle: layoutHandle('shop'),
              children: [{ path: '*', element: <NotFoundPage /> }],
            },
          ],
        },
      ],
    },
  ];
}
