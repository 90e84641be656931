import type { ShopContext, WebRole } from '@shop/domain';

/**
 * Someone working at a location (docs/rules/data-model.md, associate): a contact of the customer, or
 * with includeEmployees an employee of the tenant who looks after the customer (decision 0089).
 */
export interface AssociateRecord {
  mandantCode: string;
  customerNo: string;
  contactId: string | null;
  contactNo: string | null;
  employee: boolean;
  employeeNo: string | null;
  name: string;
  loginEmail: string | null;
  personalEmail: string | null;
  phone: string | null;
  role: WebRole | null;
}

/** A location (business unit) of a customer (migration 0028, decision 0089). */
export interface BusinessUnitRecord extends BusinessUnitFields {
  id: string;
  mandantCode: string;
  customerNo: string;
  version: number;
  stockVersion: number;
  changedAt: string;
  /** The associates listed (at most the query's associatesLimit), and how many match in all. */
  associates: AssociateRecord[];
  associatesTotal: number;
}

/** businessUnits (docs/rules/calls.md): page, limit, search, roles, includeEmployees, associatesLimit. */
export interface BusinessUnitQuery {
  page: number;
  limit: number;
  /** Part of the name, street, post code or city (case-insensitive); null: every location. */
  search: string | null;
  /** Only associates with one of these roles are listed and counted; null: every role. */
  roles: readonly WebRole[] | null;
  includeEmployees: boolean;
  associatesLimit: number;
}

export interface BusinessUnitPage {
  items: BusinessUnitRecord[];
  total: number;
}

/** What an administrator sets of a location. */
export interface BusinessUnitFields {
  name: string;
  street: string;
  postCode: string;
  city: string;
  countryCode: string;
  contactMail: string | null;
}

/** A counted stock line of a location (decision 0089). */
export interface StockLineRecord {
  sku: string;
  productName: string;
  quantity: number;
  minimumQuantity: number;
  countedAt: string;
}

export interface BusinessUnitStockRecord {
  businessUnitId: string;
  version: number;
  lines: StockLineRecord[];
}

export interface StockLineChange {
  sku: string;
  quantity: number;
  minimumQuantity: number;
}

/** A change named a version the location (or its stock) no longer has. */
export class BusinessUnitConflictError extends Error {
  override readonly name = 'BusinessUnitConflictError';
  constructor(readonly currentVersion: number) {
    super(`location is at version ${currentVersion}`);
  }
}

/** Another location of the customer has this name already. */
export class BusinessUnitNameTakenError extends Error {
  override readonly name = 'BusinessUnitNameTakenError';
  constructor(readonly locationName: string) {
    super(`a location is called ${locationName} already`);
  }
}

/** A stock line names a product the tenant does not have. */
export class UnknownStockSkuError extends Error {
  override readonly name = 'UnknownStockSkuError';
  constructor(readonly skus: string[]) {
    super(`unknown skus: ${skus.join(', ')}`);
  }
}

/**
 * Locations of the session's customer with their associates and stock. Every method is scoped to
 * ctx's tenant and customer: another customer's location is null (not found), nothing changed. Writes
 * check the version, record the acting contact and employee and append to the company's activity in
 * the same transaction (subject 'location').
 */
export interface BusinessUnitPort {
  listBusinessUnits(ctx: ShopContext, query: BusinessUnitQuery): Promise<BusinessUnitPage>;
  getBusinessUnit(ctx: ShopContext, id: string): Promise<BusinessUnitRecord | null>;
  createBusinessUnit(ctx: ShopContext, fields: BusinessUnitFields): Promise<BusinessUnitRecord>;
  changeBusinessUnit(
    ctx: ShopContext,
    id: string,
    fields: BusinessUnitFields,
    expectedVersion: number,
  ): Promise<BusinessUnitRecord | null>;
  /** Removes the location with its associates and stock; false when it is not the customer's. */
  removeBusinessUnit(ctx: ShopContext, id: string, expectedVersion: number): Promise<boolean>;
  /**
   * Adds (assign true) or removes a contact of the customer (by number) as associate; null when the
   * location or the contact is not the customer's. Moves the location's version.
   */
  setAssociate(
    ctx: ShopContext,
    id: string,
    contactNo: string,
    assign: boolean,
    expectedVersion: number,
  ): Promise<BusinessUnitRecord | null>;
  businessUnitStock(ctx: ShopContext, id: string): Promise<BusinessUnitStockRecord | null>;
  /** Replaces the location's count sheet at `expectedVersion` (its stock version). */
  writeBusinessUnitStock(
    ctx: ShopContext,
    id: string,
    lines: readonly StockLineChange[],
    expectedVersion: number,
  ): Promise<BusinessUnitStockRecord | null>;
}

/** Injection token of BusinessUnitPort. */
export const BUSINESS_UNIT_PORT = Symbol('BUSINESS_UNIT_PORT');
