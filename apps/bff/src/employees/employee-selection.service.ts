import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { COMMERCE_PORT, type CommercePort, type ContactRecord, type CustomerPage } from '@shop/commerce';
import { CUSTOMER_SEARCH_MIN_LENGTH, type ShopContext } from '@shop/domain';
import { regenerateSession } from '../auth/session-io';
import type { SessionUser } from '../auth/session-user';
import { sessionContactOf, sessionCustomerOf } from '../auth/session-user.service';
import { sessionShopContext } from '../common/shop-context.factory';
import { badInput, forbidden, notFound, unauthenticated } from '../common/shop-error';
import { EmployeeSelectionRepository } from './employee-selection.repository';

export const CUSTOMER_SEARCH_MAX_LENGTH = 60;
export const CUSTOMER_SEARCH_MAX_LIMIT = 50;

/**
 * Employees acting for customers (spec 01 §2 customer-selection dialog, spec 02 §6): search the
 * customers of the employee's own tenant, list a customer's contacts, act as one of them. The
 * employee's identity stays in the session; every selection is recorded for attribution.
 */
@Injectable()
export class EmployeeSelectionService {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly selections: EmployeeSelectionRepository,
  ) {}

  async searchCustomers(
    user: SessionUser,
    query: string,
    page: number,
    limit: number,
  ): Promise<CustomerPage> {
    const text = query.trim();
    if (text.length < CUSTOMER_SEARCH_MIN_LENGTH || text.length > CUSTOMER_SEARCH_MAX_LENGTH) {
      throw badInput('error.customer-search-length', {
        min: CUSTOMER_SEARCH_MIN_LENGTH,
        max: CUSTOMER_SEARCH_MAX_LENGTH,
      });
    }
    if (!Number.isInteger(page) || page < 1) throw badInput('error.invalid-page', { page });
    if (!Number.isInteger(limit) || limit < 1 || limit > CUSTOMER_SEARCH_MAX_LIMIT) {
      throw badInput('error.invalid-limit', { limit, max: CUSTOMER_SEARCH_MAX_LIMIT });
    }
    return this.commerce.searchCustomers(this.employeeContext(user), { query: text, page, limit });
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
    return this.commerce.getContactsOfCustomer(ctx, customerId);
  }

  /**
   * Makes the session act for the contact's customer with the contact's role. Unknown contacts,
   * contacts of another tenant and a contact not of `customerId` all answer NOT_FOUND (no hint
   * whether it exists elsewhere) and change nothing.
   */
  async select(req: Request, contactId: string, customerId?: string): Promise<SessionUser> {
    const user = this.requireEmployee(req.session?.user);
    const found = await this.commerce.getContact(this.employeeContext(user), contactId);
    if (!found || (customerId !== undefined && found.customer.id !== customerId)) {
      throw notFound('error.contact-not-found', { contactId });
    }
    await this.selections.record({
      employeeId: user.employee.id,
      mandantCode: found.customer.mandantCode,
      customerId: found.customer.id,
      contactId: found.contact.id,
      sessionId: req.sessionID,
    });
    const next: SessionUser = {
      ...user,
      role: found.contact.role,
      customer: sessionCustomerOf(found),
      contact: sessionContactOf(found),
    };
    // Acting for another customer changes the session's rights: new session id.
    await regenerateSession(req, next);
    return next;
  }

  /** Stops acting for a customer; the dialog opens again. */
  async clear(req: Request): Promise<SessionUser> {
    const user = this.requireEmployee(req.session?.user);
    const next: SessionUser = { ...user, role: null, customer: null, contact: null };
    await regenerateSession(req, next);
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
