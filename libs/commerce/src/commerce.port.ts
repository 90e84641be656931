import type { ShopContext } from '@shop/domain';
import type { CategoryNode, Product, ShopConfig, ShopIdentity } from './commerce.types';

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
  /** Identity resolution at login; not tenant-scoped because the login decides the tenant. */
  findIdentityByLoginEmail(loginEmail: string): Promise<ShopIdentity>;
}

export const COMMERCE_PORT = Symbol('COMMERCE_PORT');
