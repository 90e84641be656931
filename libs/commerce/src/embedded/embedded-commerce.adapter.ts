import type {
  CartToMerge,
  OrderHistoryQuery,
  PlanListQuery,
  SalesContacts,
  ServiceReportCategory,
  ShopContext,
} from '@shop/domain';
import type { Db } from '@shop/db';
import type { PlanForPrint, PlanPage } from '../account-reports.port';
import type { OfflineCatalogueExport } from '../catalogue.port';
import type { CommercePort } from '../commerce.port';
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
} from '../commerce.types';
import type { EmployeeSelection } from '../customer.port';
import type {
  CartDecision,
  CartDetailsChange,
  CartLineChange,
  CartListQuery,
  CartPage,
  CartRecord,
  CartProcessChange,
  CartMergeResult,
  CartPort,
  RecentCartDecision,
  RecordedCartDecision,
} from '../cart.port';
import type {
  BillingDocumentKind,
  BillingDocumentRecord,
  DocumentParties,
  OrderDraft,
  OrderInformation,
  OrderRecord,
  OrderSummaryPage,
  PlacedOrder,
  PurchaseSummary,
} from '../order.port';
import { EmbeddedAccountReportsAdapter } from './account-reports/embedded-account-reports.adapter';
import type { BudgetChange, BudgetRecord, CartBudget, ContactBudget } from '../budget.port';
import { EmbeddedBudgetAdapter } from './budgets/embedded-budget.adapter';
import { EmbeddedCartAdapter } from './carts/embedded-cart.adapter';
import { EmbeddedCatalogueAdapter } from './catalogue/embedded-catalogue.adapter';
import { EmbeddedCustomerAdapter } from './customers/embedded-customer.adapter';
import { EmbeddedOrderAdapter } from './orders/embedded-order.adapter';
import { EmbeddedShopConfigAdapter } from './shop-config/embedded-shop-config.adapter';

/**
 * CommercePort on the project's own database (tables of libs/db): the embedded catalogue, customers,
 * shop-config, carts, orders, account reports and budgets adapters on one Db. It only delegates; each part holds
 * its SQL and row mappers.
 */
export class EmbeddedCommerceAdapter implements CommercePort {
  private readonly catalogue: EmbeddedCatalogueAdapter;
  private readonly customers: EmbeddedCustomerAdapter;
  private readonly shopConfig: EmbeddedShopConfigAdapter;
  private readonly carts: EmbeddedCartAdapter;
  private readonly orders: EmbeddedOrderAdapter;
  private readonly accountReports: EmbeddedAccountReportsAdapter;
  private readonly budgets: EmbeddedBudgetAdapter;

  constructor(db: Db) {
    this.catalogue = new EmbeddedCatalogueAdapter(db);
    this.customers = new EmbeddedCustomerAdapter(db);
    this.shopConfig = new EmbeddedShopConfigAdapter(db);
    this.carts = new EmbeddedCartAdapter(db);
    this.orders = new EmbeddedOrderAdapter(db);
    this.accountReports = new EmbeddedAccountReportsAdapter(db);
    this.budgets = new EmbeddedBudgetAdapter(db);
  }

  // ShopConfigPort

  getShopConfig(ctx: ShopContext): Promise<ShopConfig> {
    return this.shopConfig.getShopConfig(ctx);
  }

  // CataloguePort

  getCategoryTree(ctx: ShopContext): Promise<CategoryNode[]> {
    return this.catalogue.getCategoryTree(ctx);
  }

  getCategoriesByKeys(ctx: ShopContext, keys: readonly string[]): Promise<(CategoryNode | null)[]> {
    return this.catalogue.getCategoriesByKeys(ctx, keys);
  }

  getProductsBySkus(ctx: ShopContext, skus: readonly string[]): Promise<(Product | null)[]> {
    return this.catalogue.getProductsBySkus(ctx, skus);
  }

  getProductsByEans(ctx: ShopContext, eans: readonly string[]): Promise<(Product | null)[]> {
    return this.catalogue.getProductsByEans(ctx, eans);
  }

  getCategoryBySlug(ctx: ShopContext, slug: string): Promise<CategoryDetail | null> {
    return this.catalogue.getCategoryBySlug(ctx, slug);
  }

  getCategoriesByIds(ctx: ShopContext, ids: readonly string[]): Promise<(CategoryDetail | null)[]> {
    return this.catalogue.getCategoriesByIds(ctx, ids);
  }

  listProducts(ctx: ShopContext, query: ProductListQuery): Promise<ProductList> {
    return this.catalogue.listProducts(ctx, query);
  }

  getProductBySlug(ctx: ShopContext, slug: string): Promise<Product | null> {
    return this.catalogue.getProductBySlug(ctx, slug);
  }

  getProductAlternates(ctx: ShopContext, skus: readonly string[]): Promise<LocaleSlug[][]> {
    return this.catalogue.getProductAlternates(ctx, skus);
  }

  getCategoryAlternates(ids: readonly string[]): Promise<LocaleSlug[][]> {
    return this.catalogue.getCategoryAlternates(ids);
  }

  getRelatedProducts(ctx: ShopContext, productId: string, limit: number): Promise<Product[]> {
    return this.catalogue.getRelatedProducts(ctx, productId, limit);
  }

  suggestProducts(ctx: ShopContext, term: string, limit: number): Promise<ProductSuggestion[]> {
    return this.catalogue.suggestProducts(ctx, term, limit);
  }

  exportOfflineCatalogue(ctx: ShopContext, knownRevision?: string): Promise<OfflineCatalogueExport> {
    return this.catalogue.exportOfflineCatalogue(ctx, knownRevision);
  }

  getCatalogueVersion(): Promise<string> {
    return this.catalogue.getCatalogueVersion();
  }

  // CustomerPort

  findIdentityByLoginEmail(loginEmail: string): Promise<ShopIdentity> {
    return this.customers.findIdentityByLoginEmail(loginEmail);
  }

  findIntegrationClient(clientId: string): Promise<TenantContact | null> {
    return this.customers.findIntegrationClient(clientId);
  }

  findContactByLoginEmail(ctx: ShopContext, loginEmail: string): Promise<TenantContact | null> {
    return this.customers.findContactByLoginEmail(ctx, loginEmail);
  }

  searchCustomers(ctx: ShopContext, search: CustomerSearch): Promise<CustomerPage> {
    return this.customers.searchCustomers(ctx, search);
  }

  getContactsOfCustomer(ctx: ShopContext, customerId: string): Promise<ContactRecord[]> {
    return this.customers.getContactsOfCustomer(ctx, customerId);
  }

  getContact(ctx: ShopContext, contactId: string): Promise<TenantContact | null> {
    return this.customers.getContact(ctx, contactId);
  }

  recordEmployeeSelection(ctx: ShopContext, selection: EmployeeSelection): Promise<void> {
    return this.customers.recordEmployeeSelection(ctx, selection);
  }

  // CartPort

  getActiveCart(ctx: ShopContext, key: string): Promise<CartRecord> {
    return this.carts.getActiveCart(ctx, key);
  }

  getCart(ctx: ShopContext, cartId: string): Promise<CartRecord | null> {
    return this.carts.getCart(ctx, cartId);
  }

  listCarts(ctx: ShopContext, query: CartListQuery): Promise<CartPage> {
    return this.carts.listCarts(ctx, query);
  }

  changeLines(
    ctx: ShopContext,
    cartId: string,
    expectedVersion: number,
    changes: readonly CartLineChange[],
  ): Promise<CartRecord | null> {
    return this.carts.changeLines(ctx, cartId, expectedVersion, changes);
  }

  createCart(ctx: ShopContext, key: string): Promise<CartRecord> {
    return this.carts.createCart(ctx, key);
  }

  activateCart(ctx: ShopContext, key: string, cartId: string): Promise<CartRecord | null> {
    return this.carts.activateCart(ctx, key, cartId);
  }

  deleteCart(ctx: ShopContext, cartId: string, expectedVersion: number): Promise<boolean> {
    return this.carts.deleteCart(ctx, cartId, expectedVersion);
  }

  changeProcessStatus(
    ctx: ShopContext,
    cartId: string,
    expectedVersion: number,
    change: CartProcessChange,
  ): Promise<CartRecord | null> {
    return this.carts.changeProcessStatus(ctx, cartId, expectedVersion, change);
  }

  recordDecision(
    ctx: ShopContext,
    cartId: string,
    decision: Parameters<CartPort['recordDecision']>[2],
  ): Promise<RecordedCartDecision | null> {
    return this.carts.recordDecision(ctx, cartId, decision);
  }

  recentDecisions(ctx: ShopContext, limit: number): Promise<RecentCartDecision[]> {
    return this.carts.recentDecisions(ctx, limit);
  }

  cartDecision(ctx: ShopContext, cartId: string): Promise<CartDecision | null> {
    return this.carts.cartDecision(ctx, cartId);
  }

  mergeCarts(
    ctx: ShopContext,
    key: string,
    carts: readonly CartToMerge[],
    comment: string | null,
  ): Promise<CartMergeResult> {
    return this.carts.mergeCarts(ctx, key, carts, comment);
  }

  changeDetails(
    ctx: ShopContext,
    cartId: string,
    expectedVersion: number,
    change: CartDetailsChange,
  ): Promise<CartRecord | null> {
    return this.carts.changeDetails(ctx, cartId, expectedVersion, change);
  }

  setLock(ctx: ShopContext, cartId: string, take: boolean, minutes: number): Promise<CartRecord | null> {
    return this.carts.setLock(ctx, cartId, take, minutes);
  }

  // OrderPort

  placeOrder(ctx: ShopContext, draft: OrderDraft): Promise<PlacedOrder | null> {
    return this.orders.placeOrder(ctx, draft);
  }

  getOrderOfCart(ctx: ShopContext, cartId: string): Promise<OrderRecord | null> {
    return this.orders.getOrderOfCart(ctx, cartId);
  }

  getOrder(ctx: ShopContext, orderNumber: string): Promise<OrderRecord | null> {
    return this.orders.getOrder(ctx, orderNumber);
  }

  listOrders(ctx: ShopContext, query: OrderHistoryQuery): Promise<OrderSummaryPage> {
    return this.orders.listOrders(ctx, query);
  }

  orderInformations(ctx: ShopContext, orderNumbers: readonly string[]): Promise<OrderInformation[]> {
    return this.orders.orderInformations(ctx, orderNumbers);
  }

  getBillingDocument(
    ctx: ShopContext,
    kind: BillingDocumentKind,
    documentNumber: string,
  ): Promise<BillingDocumentRecord | null> {
    return this.orders.getBillingDocument(ctx, kind, documentNumber);
  }

  purchaseSummary(ctx: ShopContext, fromDate: string, untilDate: string): Promise<PurchaseSummary> {
    return this.orders.purchaseSummary(ctx, fromDate, untilDate);
  }

  documentParties(ctx: ShopContext): Promise<DocumentParties> {
    return this.orders.documentParties(ctx);
  }

  // AccountReportsPort

  getSalesContacts(ctx: ShopContext): Promise<SalesContacts | null> {
    return this.accountReports.getSalesContacts(ctx);
  }

  getServiceReport(
    ctx: ShopContext,
    range: { fromDate: string; untilDate: string },
  ): Promise<ServiceReportCategory[]> {
    return this.accountReports.getServiceReport(ctx, range);
  }

  listPlans(ctx: ShopContext, query: PlanListQuery): Promise<PlanPage> {
    return this.accountReports.listPlans(ctx, query);
  }

  planForPrint(ctx: ShopContext, planId: string): Promise<PlanForPrint | null> {
    return this.accountReports.planForPrint(ctx, planId);
  }

  // BudgetPort

  getBudget(ctx: ShopContext, contactId: string): Promise<BudgetRecord | null> {
    return this.budgets.getBudget(ctx, contactId);
  }

  listBudgets(ctx: ShopContext, contactNos: readonly string[] | null): Promise<ContactBudget[]> {
    return this.budgets.listBudgets(ctx, contactNos);
  }

  setBudget(ctx: ShopContext, change: BudgetChange, expectedVersion: number): Promise<BudgetRecord | null> {
    return this.budgets.setBudget(ctx, change, expectedVersion);
  }

  budgetOfCart(ctx: ShopContext, cartId: string): Promise<CartBudget | null> {
    return this.budgets.budgetOfCart(ctx, cartId);
  }
}
