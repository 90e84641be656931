import type { UserType, WebRole } from './roles';

/** The customer a session acts for. */
export interface SessionCustomer {
  id: string;
  customerNo: string;
  name: string;
  city?: string;
  /**
   * docs/rules/data-model.md, exclFromMinQtyCharge: the customer pays no minimum-quantity surcharge (decision 0043).
   * Absent in sessions begun before the flag existed: not excluded.
   */
  exclFromMinQtyCharge?: boolean;
}

/** The contact (company user) a session belongs to, or that an employee acts as. */
export interface SessionContact {
  id: string;
  contactNo: string;
  firstName: string;
  lastName: string;
  email: string;
  role: WebRole;
}

export interface SessionEmployee {
  id: string;
  employeeNo: string;
  name: string;
  loginEmail: string;
  /** Stable hash of the login e-mail; prefixes the employee's cart and list keys (docs/rules/states-and-rules.md). */
  loginEmailHash: string;
}

/**
 * Built once per request from the session and the requested locale (STYLE.md: Vendure's
 * RequestContext). Every port method takes it first, so tenant and customer scoping cannot be
 * forgotten. Tenant and customer come from the session, never from client input alone.
 */
export interface ShopContext {
  locale: string;
  language: string;
  mandantCode: string;
  userType: UserType | null;
  role: WebRole | null;
  accessLevel: number;
  customer: SessionCustomer | null;
  contact: SessionContact | null;
  employee: SessionEmployee | null;
}
