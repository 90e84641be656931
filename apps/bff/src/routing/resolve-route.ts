import type { CmsPort } from '@shop/cms';
import { accessLevelOf } from '@shop/domain';
import type { CataloguePort } from '@shop/commerce';
import {
  buildPath,
  resolvePath,
  type ExternalShopUrls,
  type LocaleCode,
  type RouteMatch,
} from '@shop/locales';
import type { SessionUser } from '../common/session/session-user';
import { shopContextFor } from '../common/shop-context.factory';
import type { RouteResolutionModel } from './route.models';

const NOTHING = {
  name: null,
  baseName: null,
  locale: null,
  params: [],
  requiredRole: null,
  accessLevel: null,
  requiresAuth: false,
  noUsp: false,
  redirect: null,
};

/** The path after the locale prefix: '/de-at/sortiment/x' → '/sortiment/x'. */
function pathInLocale(pathname: string, locale: string): string {
  return pathname.slice(locale.length + 1) || '/';
}

function describeMatch(match: RouteMatch): Omit<RouteResolutionModel, 'path' | 'redirect' | 'notFound'> {
  const { route } = match;
  return {
    name: match.name,
    baseName: route.name,
    locale: match.locale,
    params: Object.entries(match.params).map(([name, value]) => ({ name, value })),
    requiredRole: route.access,
    accessLevel: route.access ? accessLevelOf(route.access) : null,
    requiresAuth: route.requiresAuth,
    noUsp: route.noUsp,
  };
}

/** What the product-redirect step asks the catalogue. */
export type ProductLookup = Pick<CataloguePort, 'getProductBySlug' | 'getProductsBySkus'>;

/**
 * The product a content slug names (docs/decisions/0115): its last segment, without a `.html` or
 * `.htm` ending of an old shop's address, is a product's slug in the locale or its product number.
 * Answers the product page's path, or null.
 */
export async function productPathForSlug(
  products: ProductLookup,
  ctx: ReturnType<typeof shopContextFor>,
  locale: LocaleCode,
  slug: string,
): Promise<string | null> {
  const last = slug
    .split('/')
    .filter(Boolean)
    .pop()
    ?.replace(/\.html?$/i, '');
  if (!last || last.length > 200) return null;
  const product =
    (await products.getProductBySlug(ctx, last)) ??
    (/^[0-9A-Za-z-]{1,40}$/.test(last) ? ((await products.getProductsBySkus(ctx, [last]))[0] ?? null) : null);
  return product ? buildPath('p-product', locale, { product: product.slug }) : null;
}

/**
 * Resolves a shop path with the route table of libs/locales and the CMS: locales of external
 * shops redirect there; a redirect the CMS keeps for the path wins over the route; a content page
 * (catch-all slug) the CMS does not have is not found, as is a path without route or with a
 * parameter that breaks its rule.
 */
export async function resolveRoute(
  cms: CmsPort,
  user: SessionUser | undefined,
  rawPath: string,
  externalShops: ExternalShopUrls = {},
  products: ProductLookup | null = null,
): Promise<RouteResolutionModel> {
  const path = rawPath.split(/[?#]/, 1)[0];
  const resolution = resolvePath(path, externalShops);
  if (resolution.kind === 'external') {
    return {
      path,
      ...NOTHING,
      locale: resolution.locale,
      redirect: { to: resolution.url, external: true },
      notFound: false,
    };
  }
  if (resolution.kind === 'unmatched' && !resolution.locale) return { path, ...NOTHING, notFound: true };

  const locale = resolution.locale!;
  const ctx = shopContextFor(user, locale);
  const redirect = await cms.redirectFor(ctx, pathInLocale(path.replace(/\/+$/, '') || '/', locale));
  if (resolution.kind === 'unmatched')
    return { path, ...NOTHING, locale, redirect, notFound: redirect === null };

  const described = describeMatch(resolution);
  if (redirect) return { path, ...described, redirect, notFound: false };
  let notFound = !resolution.paramsValid;
  const slug = resolution.route.name === 'slug' ? resolution.params.slug : '';
  if (slug && !notFound) notFound = (await cms.getPage(ctx, slug)) === null;
  // The product-redirect step of the content route: a slug the CMS does not have but a product
  // (or an old shop's product address) names goes to the product page (docs/decisions/0115).
  if (slug && notFound && products) {
    const productPath = await productPathForSlug(products, ctx, locale, slug);
    if (productPath)
      return { path, ...described, redirect: { to: productPath, external: false }, notFound: false };
  }
  return { path, ...described, redirect: null, notFound };
}
