import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CATALOGUE_PORT, type CataloguePort } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import { CacheService } from '../cache/cache.service';

/** The catalogue reads of the commerce port: the same answer for everyone of a tenant and language. */
export type CatalogueReads = Pick<
  CataloguePort,
  | 'getCategoryTree'
  | 'getCategoriesByKeys'
  | 'getCategoriesByIds'
  | 'getProductsBySkus'
  | 'getProductsByEans'
  | 'getCategoryBySlug'
  | 'listProducts'
  | 'getProductBySlug'
  | 'getRelatedProducts'
  | 'suggestProducts'
  | 'getProductAlternates'
  | 'getCategoryAlternates'
>;

/**
 * How long a BFF trusts the catalogue version it read last: a product or category change reaches
 * cached answers within this time (plus one request). One cheap port call per interval and process.
 */
export const CATALOGUE_VERSION_CHECK_MS = 2000;
/** Entries of old versions are never read again; the TTL only drops them and unused pages. */
export const CATALOGUE_CACHE_TTL_SECONDS = 3600;

/** Whose answer an entry is: a tenant in a language, or everyone (answers no tenant changes). */
type Scope = Pick<ShopContext, 'mandantCode' | 'language'> | 'all';

/** Redis key of one catalogue answer; the version makes every change a new key. */
export function catalogueCacheKey(
  scope: Scope,
  version: string,
  method: keyof CatalogueReads,
  args: readonly unknown[],
): string {
  const argsHash = createHash('sha1').update(JSON.stringify(args)).digest('base64url');
  const owner = scope === 'all' ? 'all' : `${encodeURIComponent(scope.mandantCode)}:${scope.language}`;
  // v2: products and categories carry migration 0035's fields; entries without them are not read.
  return `catalogue:v2:${owner}:${version}:${method}:${argsHash}`;
}

/**
 * The catalogue reads, cached in Redis per tenant + language + catalogue version + arguments. Customer
 * prices are not part of these answers (they come from the pricing port, cached per customer), and
 * every answer depends on tenant and language only, so one entry serves guests and customers alike.
 * Concurrent misses of one key share one port call, and Redis down sends every read to the port
 * (both CacheService).
 */
@Injectable()
export class CachedCatalogue implements CatalogueReads {
  private versionRead: { at: number; version: Promise<string> } | undefined;

  constructor(
    @Inject(CATALOGUE_PORT) private readonly catalogue: CataloguePort,
    private readonly cache: CacheService,
  ) {}

  getCategoryTree(ctx: ShopContext) {
    return this.cached(ctx, 'getCategoryTree', [], () => this.catalogue.getCategoryTree(ctx));
  }

  getCategoriesByKeys(ctx: ShopContext, keys: readonly string[]) {
    return this.cached(ctx, 'getCategoriesByKeys', [keys], () =>
      this.catalogue.getCategoriesByKeys(ctx, keys),
    );
  }

  getCategoriesByIds(ctx: ShopContext, ids: readonly string[]) {
    return this.cached(ctx, 'getCategoriesByIds', [ids], () => this.catalogue.getCategoriesByIds(ctx, ids));
  }

  getProductsBySkus(ctx: ShopContext, skus: readonly string[]) {
    return this.cached(ctx, 'getProductsBySkus', [skus], () => this.catalogue.getProductsBySkus(ctx, skus));
  }

  getProductsByEans(ctx: ShopContext, eans: readonly string[]) {
    return this.cached(ctx, 'getProductsByEans', [eans], () => this.catalogue.getProductsByEans(ctx, eans));
  }

  getCategoryBySlug(ctx: ShopContext, slug: string) {
    return this.cached(ctx, 'getCategoryBySlug', [slug], () => this.catalogue.getCategoryBySlug(ctx, slug));
  }

  listProducts(ctx: ShopContext, query: Parameters<CataloguePort['listProducts']>[1]) {
    return this.cached(ctx, 'listProducts', [query], () => this.catalogue.listProducts(ctx, query));
  }

  getProductBySlug(ctx: ShopContext, slug: string) {
    return this.cached(ctx, 'getProductBySlug', [slug], () => this.catalogue.getProductBySlug(ctx, slug));
  }

  getRelatedProducts(ctx: ShopContext, productId: string, limit: number) {
    return this.cached(ctx, 'getRelatedProducts', [productId, limit], () =>
      this.catalogue.getRelatedProducts(ctx, productId, limit),
    );
  }

  suggestProducts(ctx: ShopContext, term: string, limit: number) {
    return this.cached(ctx, 'suggestProducts', [term, limit], () =>
      this.catalogue.suggestProducts(ctx, term, limit),
    );
  }

  getProductAlternates(ctx: ShopContext, skus: readonly string[]) {
    return this.cached(ctx, 'getProductAlternates', [skus], () =>
      this.catalogue.getProductAlternates(ctx, skus),
    );
  }

  getCategoryAlternates(ids: readonly string[]) {
    return this.cached('all', 'getCategoryAlternates', [ids], () =>
      this.catalogue.getCategoryAlternates(ids),
    );
  }

  private async cached<T>(
    scope: Scope,
    method: keyof CatalogueReads,
    args: readonly unknown[],
    load: () => Promise<T>,
  ): Promise<T> {
    const key = catalogueCacheKey(scope, await this.catalogueVersion(), method, args);
    return this.cache.getOrSet(key, CATALOGUE_CACHE_TTL_SECONDS, load);
  }

  /** The version the cached answers are read under now (the port's, at most CATALOGUE_VERSION_CHECK_MS old). */
  catalogueVersion(): Promise<string> {
    if (!this.versionRead || Date.now() - this.versionRead.at >= CATALOGUE_VERSION_CHECK_MS)
      return this.refreshCatalogueVersion();
    return this.versionRead.version;
  }

  /** Reads the port's version now; the answers are read under it from here on. */
  refreshCatalogueVersion(): Promise<string> {
    const version = this.catalogue.getCatalogueVersion();
    this.versionRead = { at: Date.now(), version };
    // A failed read is not kept: the next request asks again.
    version.catch(() => {
      if (this.versionRead?.version === version) this.versionRead = undefined;
    });
    return version;
  }
}
