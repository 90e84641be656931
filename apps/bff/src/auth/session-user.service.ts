import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CUSTOMER_PORT, type CustomerPort, type TenantContact } from '@shop/commerce';
import { LOGIN_EMAIL_HASH_LENGTH, OPS_ROLE, type SessionContact, type SessionCustomer } from '@shop/domain';
import { primaryLocaleOf, type MandantCode } from '@shop/locales';
import { shopContextFor } from '../common/shop-context.factory';
import type { SessionUser } from '../common/session/session-user';

/** Stable hash of a login e-mail (case and surrounding blanks ignored), hex. */
export function loginEmailHashOf(email: string): string {
  return createHash('sha256')
    .update(email.trim().toLowerCase())
    .digest('hex')
    .slice(0, LOGIN_EMAIL_HASH_LENGTH);
}

export function sessionCustomerOf({ customer }: TenantContact): SessionCustomer {
  return {
    id: customer.id,
    customerNo: customer.customerNo,
    name: customer.name,
    city: customer.city,
    exclFromMinQtyCharge: customer.exclFromMinQtyCharge,
  };
}

export function sessionContactOf({ contact }: Pick<TenantContact, 'contact'>): SessionContact {
  return {
    id: contact.id,
    contactNo: contact.contactNo,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email ?? contact.loginEmail,
    role: contact.role ?? 'ROLE_AUTHENTICATED',
  };
}

/** Turns a verified login (subject and e-mail) into the shop's session user. */
@Injectable()
export class SessionUserService {
  constructor(@Inject(CUSTOMER_PORT) private readonly customers: CustomerPort) {}

  async fromLogin(subject: string, email: string, idToken: string): Promise<SessionUser> {
    const identity = await this.customers.findIdentityByLoginEmail(email);
    const base = { subject, email, idToken, customer: null, contact: null, employee: null };
    switch (identity.kind) {
      case 'contact':
        return {
          ...base,
          userType: 'STANDARD',
          mandantCode: identity.contact.mandantCode,
          role: identity.contact.role,
          customer: sessionCustomerOf(identity),
          contact: sessionContactOf(identity),
        };
      case 'employee': {
        const { employee } = identity;
        // An employee starts without a customer; the customer-selection dialog chooses one.
        return {
          ...base,
          userType: 'EMPLOYEE',
          mandantCode: employee.mandantCode,
          role: null,
          employee: {
            id: employee.id,
            employeeNo: employee.employeeNo,
            name: `${employee.firstName} ${employee.lastName}`,
            loginEmail: employee.loginEmail,
            loginEmailHash: loginEmailHashOf(employee.loginEmail),
          },
        };
      }
      case 'operator':
        // No tenant, no customer, no web role: the shop treats the person as a signed-in user of no
        // tenant; only the ops guard reads `operator` (docs/decisions/0138-operations-role.md).
        return {
          ...base,
          userType: 'STANDARD',
          mandantCode: null,
          role: null,
          operator: {
            role: OPS_ROLE,
            loginEmail: identity.operator.loginEmail,
            name: identity.operator.name,
          },
        };
      default:
        return { ...base, userType: 'STANDARD', mandantCode: null, role: null };
    }
  }

  /**
   * The user a registered integration client acts as (integration_client, decision 0048): its
   * contact, with that contact's customer, role and tenant, as the contact's own sign-in would give.
   * Null when the client is not registered or its contact is gone. No ID token: nothing to end.
   */
  async fromIntegration(clientId: string, subject: string): Promise<SessionUser | null> {
    const found = await this.customers.findIntegrationClient(clientId);
    if (!found) return null;
    return {
      subject,
      email: found.contact.loginEmail,
      idToken: '',
      userType: 'STANDARD',
      mandantCode: found.contact.mandantCode,
      role: found.contact.role,
      customer: sessionCustomerOf(found),
      contact: sessionContactOf(found),
      employee: null,
    };
  }

  /**
   * The session user after a locale switch to `mandantCode` (docs/rules/states-and-rules.md, the locale switch;
   * docs/rules/calls.md, updateApolloToken). A company user gets the contact of the same login in that tenant, or none
   * (signed in without customer: the routing guard 1 then leads to registration). An employee
   * belongs to one tenant: in another tenant's locale the selection is cleared, identity and
   * tenant stay, and the customer-selection dialog opens again (it offers the own tenant's customers).
   */
  async forTenant(user: SessionUser, mandantCode: MandantCode): Promise<SessionUser> {
    if (user.mandantCode === mandantCode) return user;
    if (user.userType === 'EMPLOYEE') {
      return { ...user, customer: null, contact: null, role: null };
    }
    const ctx = shopContextFor(undefined, primaryLocaleOf(mandantCode));
    const found = await this.customers.findContactByLoginEmail(ctx, user.email);
    return {
      ...user,
      mandantCode,
      role: found?.contact.role ?? null,
      customer: found ? sessionCustomerOf(found) : null,
      contact: found ? sessionContactOf(found) : null,
    };
  }
}
