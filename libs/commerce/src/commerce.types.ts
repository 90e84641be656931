import type { Money, WebRole } from '@shop/domain';

export interface WebRoleConfig {
  code: WebRole;
  description: string;
  isAdministrator: boolean;
  accessLevel: number;
}

export interface ShopConfig {
  mandantCode: string;
  name: string;
  countryCode: string;
  currency: string;
  taxPercent: number;
  webRoles: WebRoleConfig[];
  /** Code lists of the shop configuration, labels in the context's language. */
  salutations: { code: string; name: string }[];
  customerGroups: { code: string; name: string }[];
  shippingAgents: { code: string; name: string }[];
}

export interface CategoryNode {
  id: string;
  key: string;
  name: string;
  slug: string;
  orderHint: number;
  depth: number;
  parentId: string | null;
  /** Products of the context's tenant in this category and its descendants. */
  productCount: number;
  children: CategoryNode[];
}

export interface Product {
  id: string;
  sku: string;
  ean: string;
  name: string;
  description: string;
  slug: string;
  categoryId: string;
  unit: string;
  packSize: number;
  /** List price of the tenant; customer prices come from the pricing port. */
  listPrice: Money;
  imageUrl: string;
  attributes: Record<string, unknown>;
}

export interface CustomerRecord {
  id: string;
  mandantCode: string;
  customerNo: string;
  name: string;
  street: string;
  postCode: string;
  city: string;
  countryCode: string;
}

export interface ContactRecord {
  id: string;
  customerId: string;
  mandantCode: string;
  contactNo: string;
  loginEmail: string;
  firstName: string;
  lastName: string;
  email: string | null;
  role: WebRole | null;
}

export interface EmployeeRecord {
  id: string;
  mandantCode: string;
  employeeNo: string;
  loginEmail: string;
  firstName: string;
  lastName: string;
}

/** A contact together with the customer it belongs to (both of one tenant). */
export interface TenantContact {
  contact: ContactRecord;
  customer: CustomerRecord;
}

export interface CustomerSearch {
  /** Customer number prefix or part of the name; at least 1 character. */
  query: string;
  /** 1-based. */
  page: number;
  limit: number;
}

export interface CustomerPage {
  items: CustomerRecord[];
  total: number;
  page: number;
  limit: number;
}

/** Who a login e-mail belongs to in the shop. */
export type ShopIdentity =
  | { kind: 'contact'; contact: ContactRecord; customer: CustomerRecord }
  | { kind: 'employee'; employee: EmployeeRecord }
  | { kind: 'unknown' };
