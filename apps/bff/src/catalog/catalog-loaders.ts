import DataLoader from 'dataloader';
import type { Request } from 'express';
import type { CategoryDetail, CommercePort } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';

/**
 * Request-scoped DataLoaders of the catalogue pages that the shared RequestLoaders do not have
 * (categories by id for product breadcrumbs). Kept per request object, so nothing outlives it.
 */
const perRequest = new WeakMap<object, Map<string, DataLoader<string, CategoryDetail | null>>>();

export function categoryByIdLoader(
  req: Request,
  commerce: CommercePort,
  ctx: ShopContext,
): DataLoader<string, CategoryDetail | null> {
  let loaders = perRequest.get(req);
  if (!loaders) {
    loaders = new Map();
    perRequest.set(req, loaders);
  }
  const key = `${ctx.mandantCode}|${ctx.language}`;
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader((ids: readonly string[]) => commerce.getCategoriesByIds(ctx, ids));
    loaders.set(key, loader);
  }
  return loader;
}
