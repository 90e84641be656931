import type { ShopContext } from '@shop/domain';
import type {
  CategoryDetail,
  CategoryNode,
  LocaleSlug,
  Product,
  ProductList,
  ProductListQuery,
  ProductSuggestion,
} from './commerce.types';

/**
 * The catalogue of the commerce backend: categories, products, search, the offline export and the
 * catalogue's version. Methods taking a ShopContext are scoped to ctx.mandantCode; texts come in
 * ctx.language.
 */
export interface CataloguePort {
  /** Tree of the tenant's categories; categories with productCount 0 are left out (docs/rules/constants.md). */
  getCategoryTree(ctx: ShopContext): Promise<CategoryNode[]>;
  /** Batch lookup for DataLoaders; result order follows `keys`, null where unknown. */
  getCategoriesByKeys(ctx: ShopContext, keys: readonly string[]): Promise<(CategoryNode | null)[]>;
  /** Batch lookup for DataLoaders; result order follows `skus`, null where the tenant has no such product. */
  getProductsBySkus(ctx: ShopContext, skus: readonly string[]): Promise<(Product | null)[]>;
  /**
   * Batch lookup by EAN (quick order); result order follows `eans`, null where the tenant
   * has no product with that EAN. Several products of a tenant sharing an EAN answer with the lowest sku.
   */
  getProductsByEans(ctx: ShopContext, eans: readonly string[]): Promise<(Product | null)[]>;
  /** A visible category by its slug in ctx.language, with its ancestors; null if unknown or empty. */
  getCategoryBySlug(ctx: ShopContext, slug: string): Promise<CategoryDetail | null>;
  /** Batch lookup by id for DataLoaders: each visible category with its ancestors; null if unknown or empty. */
  getCategoriesByIds(ctx: ShopContext, ids: readonly string[]): Promise<(CategoryDetail | null)[]>;
  /**
   * One page of the tenant's products (a category, a search or both) with total and facets; one
   * database round trip. A blank searchTerm with no category fails with NO_QUERY_PROVIDED.
   */
  listProducts(ctx: ShopContext, query: ProductListQuery): Promise<ProductList>;
  /**
   * A product of the tenant by its slug in ctx.language, with its `alternates` (the product page
   * needs them, so they come in the same statement); null if unknown.
   */
  getProductBySlug(ctx: ShopContext, slug: string): Promise<Product | null>;
  /**
   * Batch lookup for DataLoaders: for each SKU of ctx's tenant, its slug in every shop locale whose
   * tenant carries the same SKU (ctx's locale included), in the order of SHOP_LOCALES; [] where
   * ctx's tenant has no such product. One statement for all SKUs.
   */
  getProductAlternates(ctx: ShopContext, skus: readonly string[]): Promise<LocaleSlug[][]>;
  /**
   * Batch lookup for DataLoaders: for each category id, its slug in every shop locale whose tenant
   * has products in the category or below it (where the category is visible), in the order of
   * SHOP_LOCALES; [] for unknown ids. Not scoped to a tenant: it answers which tenants show the
   * category, which is the same for everyone. One statement for all ids.
   */
  getCategoryAlternates(ids: readonly string[]): Promise<LocaleSlug[][]>;
  /** Other products of the same category as the given product (the next article numbers first). */
  getRelatedProducts(ctx: ShopContext, productId: string, limit: number): Promise<Product[]>;
  /** Type-ahead: best matches of `term` (prefix, full text and trigram) in ctx.language. */
  suggestProducts(ctx: ShopContext, term: string, limit: number): Promise<ProductSuggestion[]>;
  /**
   * The tenant's price-free offline catalogue for scan-me (docs/rules/calls.md GET /api/products), texts in
   * ctx.language, ordered by EAN. `revision` changes whenever a shown field of a product of the
   * tenant changes (not on price changes); with `knownRevision` equal to the current one the items
   * are not loaded (null), so a cache can be revalidated with one cheap call.
   */
  exportOfflineCatalogue(ctx: ShopContext, knownRevision?: string): Promise<OfflineCatalogueExport>;
  /**
   * What changed in the tenant's offline catalogue since `since` (docs/decisions/0104): the products
   * whose shown fields changed and the EANs no product has any more. `full` when `since` is unknown
   * (newer than the current revision) or older than the oldest revision a delta can start from; then
   * `items` is the whole catalogue and `removed` empty.
   */
  exportOfflineCatalogueDelta(ctx: ShopContext, since: bigint): Promise<OfflineCatalogueDelta>;
  /**
   * The catalogue's content version: changes whenever any product or category changes in any field
   * of any tenant (customer prices are not catalogue content). Caches of catalogue answers key with
   * it; one cheap call. Not scoped to a tenant.
   */
  getCatalogueVersion(): Promise<string>;
}

/** Injection token of CataloguePort: a class injects only the ports it uses (docs/architecture.md). */
export const CATALOGUE_PORT = Symbol('CATALOGUE_PORT');

/** One product of the offline catalogue: what scan-me shows for a scanned EAN. */
export interface OfflineCatalogueItem {
  ean: string;
  sku: string;
  name: string;
  unit: string;
  packSize: number;
  imageUrl: string;
  slug: string;
}

export interface OfflineCatalogueDelta {
  revision: string;
  full: boolean;
  items: OfflineCatalogueItem[];
  /** EANs to drop; never an EAN of `items`. */
  removed: string[];
}

export interface OfflineCatalogueExport {
  revision: string;
  /** Null when the caller's knownRevision is still current. */
  items: OfflineCatalogueItem[] | null;
}
