import { Inject, Injectable } from '@nestjs/common';
import { CUSTOMER_PORT, type CustomerPort, type ContactRecord, type CustomerPage } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import type { SessionUser } from '../common/session/session-user';
import type { SessionWriter } from '../common/session/session-writer';
import { sessionContactOf, sessionCustomerOf } from '../auth/session-user.service';
import { sessionShopContext } from '../common/shop-context.factory';
import { forbidden, notFound, unauthenticated } from '../common/shop-error';

/**
 * Employees acting for customers (docs/rules/routes-and-guards.md customer-selection dialog, docs/rules/roles.md): search the
 * customers of the employee's own tenant, list a customer's contacts, act as one of them. The
 * employee's identity stays in the session; every selection is recorded for attribution.
 */
@Injectable()
export class EmployeeSelectionService {
  constructor(@Inject(CUSTOMER_PORT) private readonly customers: CustomerPort) {}

  /** Customers of the employee's own tenant; the query is checked at the edge (EmployeeCustomersArgs). */
  async searchCustomers(
    user: SessionUser,
    query: string,
    page: number,
    limit: number,
  ): Promise<CustomerPage> {
    return this.customers.searchCustomers(this.employeeContext(user), { query, page, limit });
  }

  /**
   * Contacts of a customer, for an employee of the customer's tenant or for the customer's own
   * administrator; anyone else gets nothing.
   */
  async contactsOf(user: SessionUser | undefined, customerId: string): Promise<ContactRecord[]> {
    if (!user) throw unauthenticated();
    const ctx = sessionShopContext(user);
    if (!ctx) throw forbidden();
    if (user.userType !== 'EMPLOYEE' && user.customer?.id !== customerId) throw forbidden();
    return this.customers.getContactsOfCustomer(ctx, customerId);
  }

  /**
   * Makes the session act for the contact's customer with the contact's role. Unknown contacts,
   * contacts of another tenant and a contact not of `customerId` all answer NOT_FOUND (no hint
   * whether it exists elsewhere) and change nothing.
   */
  async select(
    sessionUser: SessionUser | undefined,
    session: SessionWriter,
    contactId: string,
    customerId?: string,
  ): Promise<SessionUser> {
    const user = this.requireEmployee(sessionUser);
    // The employee's tenant: getContact finds contacts of it only, and the selection is recorded in it.
    const ctx = this.employeeContext(user);
    const found = await this.customers.getContact(ctx, contactId);
    if (!found || (customerId !== undefined && found.customer.id !== customerId)) {
      throw notFound('error.contact-not-found', { contactId });
    }
    await this.customers.recordEmployeeSelection(ctx, {
      employeeId: user.employee.id,
      customerId: found.customer.id,
      contactId: found.contact.id,
      sessionId: session.sessionId,
    });
    const next: SessionUser = {
      ...user,
      role: found.contact.role,
      customer: sessionCustomerOf(found),
      contact: sessionContactOf(found),
    };
    // Acting for another customer changes the session's rights: new session id.
    await session.renew(next);
    return next;
  }

  /** Stops acting for a customer; the dialog opens again. */
  async clear(sessionUser: SessionUser | undefined, session: SessionWriter): Promise<SessionUser> {
    const user = this.requireEmployee(sessionUser);
    const next: SessionUser = { ...user, role: null, customer: null, contact: null };
    await session.renew(next);
    return next;
  }

  private requireEmployee(
    user: SessionUser | undefined,
  ): SessionUser & { employee: NonNullable<SessionUser['employee']> } {
    if (!user) throw unauthenticated();
    if (user.userType !== 'EMPLOYEE' || !user.employee) throw forbidden();
    return user as SessionUser & { employee: NonNullable<SessionUser['employee']> };
  }

  /** The employee's own tenant: employees never search or act outside it. */
  private employeeContext(user: SessionUser): ShopContext {
    // An employee's session tenant is always their own (a locale switch never moves it).
    const ctx = sessionShopContext(this.requireEmployee(user));
    if (!ctx) throw forbidden();
    return ctx;
  }
}
