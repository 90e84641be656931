import { Inject, Injectable } from '@nestjs/common';
import { COMMERCE_PORT, type CommercePort } from '@shop/commerce';
import type { SessionUser } from './session-user';

/** Turns a verified login (subject and e-mail) into the shop's session user. */
@Injectable()
export class SessionUserService {
  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  async fromLogin(subject: string, email: string, idToken: string): Promise<SessionUser> {
    const identity = await this.commerce.findIdentityByLoginEmail(email);
    const base = { subject, email, idToken, customer: null, contact: null, employee: null };
    switch (identity.kind) {
      case 'contact': {
        const { contact, customer } = identity;
        return {
          ...base,
          userType: 'STANDARD',
          mandantCode: contact.mandantCode,
          role: contact.role,
          customer: { id: customer.id, customerNo: customer.customerNo, name: customer.name },
          contact: {
            id: contact.id,
            contactNo: contact.contactNo,
            firstName: contact.firstName,
            lastName: contact.lastName,
            email: contact.email ?? contact.loginEmail,
            role: contact.role ?? 'ROLE_AUTHENTICATED',
          },
        };
      }
      case 'employee': {
        const { employee } = identity;
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
          },
        };
      }
      default:
        return { ...base, userType: 'STANDARD', mandantCode: null, role: null };
    }
  }
}
