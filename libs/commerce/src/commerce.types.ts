import type { FieldDescription, MinimumSurchargeRule, Money, ProductSort, WebRole } from '@shop/domain';
import type { LocaleCode } from '@shop/locales';

export interface WebRoleConfig {
  code: WebRole;
  /** The role's code in the commerce backend (ERP), e.g. for an integrator mapping roles. */
  externalCode: string;
  description: string;
  isAdministrator: boolean;
  accessLevel: number;
}

export interface ShopConfig {
  mandantCode: string;
  /** The tenant's languages and the countries it delivers to, names in the context's language. */
  languages: { code: string; name: string }[];
  countries: { code: string; name: string }[];
  /** The service partner programme (docs/decisions/0118); null when the tenant has none. */
  partner: { name: string; contentSlug: string } | null;
  /** The newsletter mail template per language at the mail service. */
  hubspotTemplates: { language: string; templateId: string }[];
  name: string;
  countryCode: string;
  currency: string;
  taxPercent: number;
  webRoles: WebRoleConfig[];
  /** Code lists of the shop configuration, labels in the context's language. */
  salutations: { code: string; name: string }[];
  customerGroups: { code: string; name: string }[];
  /** Organizational levels a contact may have (createContact's organizationalLevelCode). */
  organizationalLevels: { code: string; name: string }[];
  shippingAgents: { code: string; name: string }[];
  /** Extra fields of the registration form and whether they are shown or required (decision 0092). */
  fieldDescriptions: FieldDescription[];
  /** ISO 3166-1 alpha-2 codes of the countries the tenant delivers to (decision 0077). */
  deliveryCountries: string[];
  /** The minimum-quantity surcharge (decision 0043); null: the tenant charges none. */
  minimumSurcharge: MinimumSurchargeRule | null;
  /**
   * Where the contact form's mail goes (docs/decisions/0096): the service address of the tenant's
   * letterhead; null when the tenant has none configured.
   */
  serviceEmail: string | null;
}

/** One attribute of a variant with its definition (docs/decisions/0117). */
export interface VariantAttribute {
  name: string;
  /** In the context's language. */
  label: string;
  type: string;
  originalType: string;
  group: string;
  /** As stored: text, number, boolean or a list; localized texts already in the context's language. */
  value: unknown;
  isVariantAttribute: boolean;
}

export interface CategoryNode {
  id: string;
  key: string;
  name: string;
  slug: string;
  orderHint: number;
  depth: number;
  parentId: string | null;
  /** Search-engine texts in the context's language (migration 0035); null where none is kept. */
  seoTitle: string | null;
  seoDescription: string | null;
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
  /** Search-engine texts in the context's language (migration 0035); null where none is kept. */
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  /** Extra words the product is found by, in the context's language. */
  searchKeywords: string[];
  /** consumable, device or training (migration 0035). */
  productType: string;
  /** The tax category; every tenant taxes one rate on the cart's net (decision 0117). */
  taxCategory: string;
  /** The stored order hint within its category; null reads as the default (libs/domain order-hints). */
  categoryOrderHint: number | null;
  /** The defined attributes as the product's (only) variant lists them, labels in the context's language. */
  variantAttributes: VariantAttribute[];
  /**
   * The product's slug in every shop locale whose tenant carries it (same SKU), when the call that
   * returned it looked them up (getProductBySlug does); otherwise ask getProductAlternates.
   */
  alternates?: LocaleSlug[];
}

/**
 * The slug of a product or category in one shop locale (in that locale's language), for the
 * language switcher and hreflang links. Only locales whose tenant carries the product, or has
 * products in the category, are listed.
 */
export interface LocaleSlug {
  locale: LocaleCode;
  slug: string;
}

/** A category with where it sits: its ancestors from the root down (for breadcrumbs). */
export interface CategoryDetail {
  category: CategoryNode;
  /** Root first, the category itself not included. */
  ancestors: CategoryNode[];
}

/** An attribute filter of a listing: the attribute's name and the values any of which it may have. */
export interface AttributeFilter {
  name: string;
  values: string[];
}

export interface ProductListQuery {
  /** The category (slug in ctx.language) whose products, descendants included, are listed. */
  categorySlug?: string;
  /** Full-text search in ctx.language; results are ranked by relevance. */
  searchTerm?: string;
  /** 1-based. */
  page: number;
  limit: number;
  sort: ProductSort;
  /** The user's facet selections: applied to the results; each facet's counts ignore its own selection. */
  filters?: AttributeFilter[];
  /** Fixed restrictions (e.g. of a content block): applied before anything else, facets included. */
  queryFilters?: AttributeFilter[];
}

export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  /** Attribute name, e.g. container, unit, hazardous_material, energy_option_required. */
  name: string;
  values: FacetValue[];
}

export interface ProductList {
  items: Product[];
  total: number;
  page: number;
  limit: number;
  lastPage: number;
  facets: Facet[];
}

/** One type-ahead suggestion: enough to show and link a product. */
export interface ProductSuggestion {
  sku: string;
  name: string;
  slug: string;
  imageUrl: string;
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
  /** Pays no minimum-quantity surcharge (docs/rules/data-model.md). */
  exclFromMinQtyCharge: boolean;
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
  /** An operations person (ops_operator, docs/decisions/0138-operations-role.md): no tenant, no customer. */
  | { kind: 'operator'; operator: { loginEmail: string; name: string } }
  | { kind: 'unknown' };
