import type { ShopContext } from '@shop/domain';
import type {
  CategoryNode,
  ContactRecord,
  CustomerPage,
  CustomerSearch,
  Product,
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
}

export const COMMERCE_PORT = Symbol('COMMERCE_PORT');
