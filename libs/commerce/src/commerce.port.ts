import type { ShopContext } from '@shop/domain';
import type {
  CategoryDetail,
  CategoryNode,
  ContactRecord,
  CustomerPage,
  CustomerSearch,
  LocaleSlug,
  Product,
  ProductList,
  ProductListQuery,
  ProductSuggestion,
  ShopConfig,
  ShopIdentity,
  TenantContact,
} from './commerce.types';

/**
 * The commerce backend: catalogue, customers, contacts (later carts, lists, orders …).
 * Every method takes the ShopContext first; results are scoped to ctx.mandantCode and, where it
 * matters, to ctx.customer. Texts come in ctx.language.
 */
export interface CommercePort {
  getShopConfig(ctx: ShopContext): Promise<ShopConfig>;
  /** Tree of the tenant's categories; categories with productCount 0 are left out (spec 02 §9). */
  getCategoryTree(ctx: ShopContext): Promise<CategoryNode[]>;
  /** Batch lookup for DataLoaders; result order follows `keys`, null where unknown. */
  getCategoriesByKeys(ctx: ShopContext, keys: readonly string[]): Promise<(CategoryNode | null)[]>;
  /** Batch lookup for DataLoaders; result order follows `skus`, null where the tenant has no such product. */
  getProductsBySkus(ctx: ShopContext, skus: readonly string[]): Promise<(Product | null)[]>;
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
  /** Identity resolution at login; not tenant-scoped because the login decides the tenant. */
  findIdentityByLoginEmail(loginEmail: string): Promise<ShopIdentity>;
  /** The non-deleted contact with this login e-mail in ctx's tenant, with its customer; null if none. */
  findContactByLoginEmail(ctx: ShopContext, loginEmail: string): Promise<TenantContact | null>;
  /** Customers of ctx's tenant whose number starts with or whose name contains the query; paged. */
  searchCustomers(ctx: ShopContext, search: CustomerSearch): Promise<CustomerPage>;
  /** Non-deleted contacts of a customer of ctx's tenant; empty for a customer of another tenant. */
  getContactsOfCustomer(ctx: ShopContext, customerId: string): Promise<ContactRecord[]>;
  /** A non-deleted contact of ctx's tenant with its customer; null for unknown or foreign contacts. */
  getContact(ctx: ShopContext, contactId: string): Promise<TenantContact | null>;
  /**
   * The tenant's price-free offline catalogue for scan-me (spec 02 §7 GET /api/products), texts in
   * ctx.language, ordered by EAN. `revision` changes whenever a shown field of a product of the
   * tenant changes (not on price changes); with `knownRevision` equal to the current one the items
   * are not loaded (null), so a cache can be revalidated with one cheap call.
   */
  exportOfflineCatalogue(ctx: ShopContext, knownRevision?: string): Promise<OfflineCatalogueExport>;
  /**
   * The catalogue's content version: changes whenever any product or category changes in any field
   * of any tenant (customer prices are not catalogue content). Caches of catalogue answers key with
   * it; one cheap call. Not scoped to a tenant.
   */
  getCatalogueVersion(): Promise<string>;
}

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

export interface OfflineCatalogueExport {
  revision: string;
  /** Null when the caller's knownRevision is still current. */
  items: OfflineCatalogueItem[] | null;
}

export const COMMERCE_PORT = Symbol('COMMERCE_PORT');
