import type { ShopContext } from '@shop/domain';
import type {
  ContactRecord,
  CustomerPage,
  CustomerSearch,
  ShopIdentity,
  TenantContact,
} from './commerce.types';

/**
 * Identities, customers and contacts of the commerce backend, and the audit trail of employees
 * acting for customers. Methods taking a ShopContext are scoped to ctx.mandantCode.
 */
export interface CustomerPort {
  /** Identity resolution at login; not tenant-scoped because the login decides the tenant. */
  findIdentityByLoginEmail(loginEmail: string): Promise<ShopIdentity>;
  /**
   * The contact an API client of the identity provider acts as (integration_client, migration 0020,
   * decision 0048), with its customer; null when the client is not registered, revoked (decision
   * 0090) or its contact is deleted. Not tenant-scoped: the registration decides the tenant.
   */
  findIntegrationClient(clientId: string): Promise<TenantContact | null>;
  /** The non-deleted contact with this login e-mail in ctx's tenant, with its customer; null if none. */
  findContactByLoginEmail(ctx: ShopContext, loginEmail: string): Promise<TenantContact | null>;
  /** Customers of ctx's tenant whose number starts with or whose name contains the query; paged. */
  searchCustomers(ctx: ShopContext, search: CustomerSearch): Promise<CustomerPage>;
  /** Non-deleted contacts of a customer of ctx's tenant; empty for a customer of another tenant. */
  getContactsOfCustomer(ctx: ShopContext, customerId: string): Promise<ContactRecord[]>;
  /** A non-deleted contact of ctx's tenant with its customer; null for unknown or foreign contacts. */
  getContact(ctx: ShopContext, contactId: string): Promise<TenantContact | null>;
  /**
   * Records that an employee of ctx's tenant acts for a customer as one of its contacts (the audit
   * trail, migration 0003), with ctx.mandantCode as the tenant. The session id is stored only as its
   * SHA-256. Fails, storing nothing, when the employee, customer or contact is not of ctx's tenant
   * or the contact not of the customer.
   */
  recordEmployeeSelection(ctx: ShopContext, selection: EmployeeSelection): Promise<void>;
}

/** Injection token of CustomerPort: a class injects only the ports it uses (docs/architecture.md). */
export const CUSTOMER_PORT = Symbol('CUSTOMER_PORT');

/** One customer selection of an employee: who acts for which customer as which contact, in which session. */
export interface EmployeeSelection {
  employeeId: string;
  customerId: string;
  contactId: string;
  /** The shop session id; only its hash is stored. */
  sessionId: string;
}
