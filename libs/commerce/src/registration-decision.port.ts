import type { RegistrationStatus, ShopContext, WebRole } from '@shop/domain';
import type { RegistrationRecord } from './registration.port';

/** A registration as the deciding side reads it (table registration, migration 0025): with who decided what. */
export interface RegistrationForDecision extends RegistrationRecord {
  /** Existing customer: the customer asked for. New customer: the one created on confirmation. */
  customerId: string | null;
  customerNo: string | null;
  /** The customer's name (existing customer: the company asked for; new: the one created). */
  customerName: string | null;
  contactId: string | null;
  version: number;
  decidedAt: string | null;
  decidedByContactId: string | null;
  decidedByEmployeeId: string | null;
  declineReason: string | null;
}

export interface RegistrationFilter {
  /** Null: every status (pending first, then the newest decided). */
  status: RegistrationStatus | null;
  page: number;
  limit: number;
}

export interface RegistrationPage {
  items: RegistrationForDecision[];
  total: number;
}

/** A decision named a version the registration no longer has, or it was decided already. */
export class RegistrationConflictError extends Error {
  override readonly name = 'RegistrationConflictError';
  constructor(readonly current: RegistrationForDecision) {
    super(`registration ${current.id} is ${current.status} at version ${current.version}`);
  }
}

/** The tenant has no web role flagged isAdministrator: a new customer's first contact cannot get one. */
export class AdministratorRoleMissingError extends Error {
  override readonly name = 'AdministratorRoleMissingError';
  constructor(readonly mandantCode: string) {
    super(`tenant ${mandantCode} has no administrator web role`);
  }
}

/** The login e-mail of the registration already signs in as another contact of the tenant. */
export class RegistrationLoginTakenError extends Error {
  override readonly name = 'RegistrationLoginTakenError';
  constructor() {
    super('the registration login e-mail already belongs to a contact');
  }
}

/**
 * Deciding registrations (docs/decisions/0095-registration-decisions.md): staff of the tenant confirm
 * or decline a new customer's registration; an administrator of an existing customer confirms or
 * declines a request for access that reached it by the approval link (readTokenCustomObject,
 * createContact with token, declineRegistrationCustomObject). Every write is versioned, appends to
 * the company's activity (account_event) in its transaction and answers null for a registration
 * the caller may not see (another tenant's, another customer's, an unknown or forged token).
 */
export interface RegistrationDecisionPort {
  /** Staff: the tenant's new-customer registrations, pending first, newest first. */
  listNewCustomerRegistrations(ctx: ShopContext, filter: RegistrationFilter): Promise<RegistrationPage>;
  /** Staff: one new-customer registration of ctx.mandantCode; null when there is none. */
  newCustomerRegistration(ctx: ShopContext, id: string): Promise<RegistrationForDecision | null>;
  /**
   * Staff (ctx.employee): creates the customer (next customer number, tenant defaults) and its first
   * contact with the tenant's administrator role, and marks the registration confirmed, in one
   * transaction. RegistrationConflictError when it moved on or was decided; null when not found.
   */
  confirmNewCustomer(
    ctx: ShopContext,
    id: string,
    expectedVersion: number,
  ): Promise<RegistrationForDecision | null>;
  /** Staff: declines a pending new-customer registration with a reason. */
  declineNewCustomer(
    ctx: ShopContext,
    id: string,
    expectedVersion: number,
    reason: string,
  ): Promise<RegistrationForDecision | null>;
  /**
   * An administrator of ctx.customer: the existing-customer request behind `token` when it asks for
   * ctx.customer and `customerNo` is that customer's number; decided ones too (the page says so).
   */
  registrationByToken(
    ctx: ShopContext,
    token: string,
    customerNo: string,
  ): Promise<RegistrationForDecision | null>;
  /** The administrator confirms: the contact of the request is created with `role`. */
  approveByToken(
    ctx: ShopContext,
    token: string,
    customerNo: string,
    expectedVersion: number,
    role: WebRole,
  ): Promise<RegistrationForDecision | null>;
  /** The administrator declines with a reason. */
  declineByToken(
    ctx: ShopContext,
    token: string,
    customerNo: string,
    expectedVersion: number,
    reason: string,
  ): Promise<RegistrationForDecision | null>;
}

/** Injection token of RegistrationDecisionPort. */
export const REGISTRATION_DECISION_PORT = Symbol('REGISTRATION_DECISION_PORT');
