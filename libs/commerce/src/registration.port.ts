import type { RegistrationKind, RegistrationPayload, RegistrationStatus, ShopContext } from '@shop/domain';

/** A registration as stored (migration 0025's registration table). */
export interface RegistrationRecord {
  id: string;
  mandantCode: string;
  kind: RegistrationKind;
  status: RegistrationStatus;
  loginEmail: string;
  locale: string;
  payload: RegistrationPayload;
  createdAt: string;
}

/** What a registration is sent with: the signed-in login, the shop locale it was written in, the checked payload. */
export interface RegistrationRequest {
  loginEmail: string;
  locale: string;
  payload: RegistrationPayload;
}

/** An administrator of an existing customer, told of an access request in its customer's language. */
export interface RegistrationAdministrator {
  email: string;
  /** The customer's language (customer.language_code). */
  language: string;
}

/** A stored registration, and whether this call stored it (false: the open one of the same login answered). */
export interface StoredRegistration {
  registration: RegistrationRecord;
  created: boolean;
}

/** A stored existing-customer request: the approval token (only when created now) and whom to tell. */
export interface StoredAccessRequest extends StoredRegistration {
  /** The approval link's token; only its hash is stored, so it is returned once, when created. */
  token: string | null;
  customerNo: string;
  administrators: RegistrationAdministrator[];
}

/** No customer of the tenant has the number asked for (another tenant's customers are not looked at). */
export class UnknownRegistrationCustomerError extends Error {
  override readonly name = 'UnknownRegistrationCustomerError';
  constructor() {
    super('no customer of the tenant has this number');
  }
}

export interface PostCodeRecord {
  code: string;
  city: string;
  countryCode: string;
}

export interface PostCodePage {
  items: PostCodeRecord[];
  total: number;
}

/** Self-registration of newcomers (docs/rules/calls.md createCustomer, registerExistingCustomer, postCodes). */
export interface RegistrationPort {
  /** The login's open (pending) registration in ctx's tenant, or null. */
  openRegistration(ctx: ShopContext, loginEmail: string): Promise<RegistrationRecord | null>;
  /**
   * Whether a non-deleted contact of any tenant signs in with this e-mail: a login belongs to one
   * contact of the whole shop, so such a login cannot register a second company (decision 0092).
   */
  hasContact(loginEmail: string): Promise<boolean>;
  /** Stores a new-customer registration; a second one of the same login answers the open one. */
  registerNewCustomer(ctx: ShopContext, request: RegistrationRequest): Promise<StoredRegistration>;
  /**
   * Stores an existing-customer request for payload.customer.customerNumber of ctx's tenant with a
   * fresh approval token; UnknownRegistrationCustomerError when the tenant has no such customer.
   * `administratorRoles` are the roles flagged isAdministrator: their contacts are the ones to tell.
   */
  registerExistingCustomer(
    ctx: ShopContext,
    request: RegistrationRequest,
    administratorRoles: readonly string[],
  ): Promise<StoredAccessRequest>;
  /** Post codes of ctx's tenant whose code (blanks ignored) or place begins with `query`, by code. */
  postCodes(ctx: ShopContext, query: string, page: number, limit: number): Promise<PostCodePage>;
}

/** Injection token of RegistrationPort. */
export const REGISTRATION_PORT = Symbol('REGISTRATION_PORT');
