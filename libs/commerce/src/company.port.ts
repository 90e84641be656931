import type { ReminderPeriod, ShopContext } from '@shop/domain';

/** A postal address of the company data. */
export interface CompanyAddress {
  street: string;
  address2: string | null;
  postCode: string;
  city: string;
  countryCode: string;
}

/** Who the customer's invoices go to (a chain's head office), when not the customer itself. */
export interface CompanyBillTo {
  billtoNo: string;
  name1: string;
  name2: string | null;
  name3: string | null;
  address: CompanyAddress;
}

/**
 * The full session customer (docs/rules/data-model.md, session customer; migration 0028, decision
 * 0087): master data of the ERP, read-only in the shop.
 */
export interface CompanyRecord {
  id: string;
  customerNo: string;
  name1: string;
  name2: string | null;
  name3: string | null;
  address: CompanyAddress;
  languageCode: string;
  customerGroupCode: string;
  shippingAgentCode: string | null;
  email: string;
  phoneNo: string;
  currencyCode: string;
  iban: string | null;
  bic: string | null;
  billTo: CompanyBillTo | null;
  isChain: boolean;
  isChainGroup: boolean;
  isBilltoCustomer: boolean;
  onlyItemsFromEssenceList: boolean;
  essenceListSkus: string[];
  responsibilityCenterCode: string | null;
}

/** The customer configuration (docs/rules/data-model.md): the approval reminder period, versioned. */
export interface CustomerConfiguration {
  reminderMailInterval: ReminderPeriod;
  version: number;
}

/** A person of an activity row: a contact of the customer or an employee of the tenant. */
export interface ActivityPerson {
  id: string;
  name: string;
}

/** One row of the company's activity (account_event, migration 0025). */
export interface AccountActivityRecord {
  id: string;
  subjectKind: string;
  subjectId: string;
  action: string;
  at: string;
  details: Record<string, unknown>;
  contact: ActivityPerson | null;
  employee: ActivityPerson | null;
}

/** A change named a configuration version the customer no longer has; `current` is it now. */
export class ConfigurationVersionConflictError extends Error {
  override readonly name = 'ConfigurationVersionConflictError';
  constructor(readonly current: CustomerConfiguration) {
    super(`customer configuration is at version ${current.version}`);
  }
}

/**
 * The company of the session's customer: its data, its configuration and its activity. Every method
 * is scoped to ctx's tenant and customer; writes record the acting contact and employee.
 */
export interface CompanyPort {
  /** The session customer's full company data; null without a customer. */
  companyData(ctx: ShopContext): Promise<CompanyRecord | null>;
  customerConfiguration(ctx: ShopContext): Promise<CustomerConfiguration>;
  /**
   * Sets the configuration at `expectedVersion` and appends the change to the activity in the same
   * transaction (subject 'settings'); ConfigurationVersionConflictError when it moved meanwhile.
   */
  setCustomerConfiguration(
    ctx: ShopContext,
    change: { reminderMailInterval: ReminderPeriod },
    expectedVersion: number,
  ): Promise<CustomerConfiguration>;
  /** The last `limit` changes to the company, newest first, with who made them. */
  accountActivity(ctx: ShopContext, limit: number): Promise<AccountActivityRecord[]>;
}

/** Injection token of CompanyPort. */
export const COMPANY_PORT = Symbol('COMPANY_PORT');
