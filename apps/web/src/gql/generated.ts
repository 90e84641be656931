export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A product attribute filter of a listing: the attribute name and the values it may have. */
export type AttributeFilterInput = {
  /** Attribute name, e.g. container, unit, hazardous_material, energy_option_required. */
  name: Scalars['String']['input'];
  /** The product must have one of these values. */
  values: Array<Scalars['String']['input']>;
};

/** How long a budget period runs. Periods are calendar blocks from January (UTC days, decision 0062) (docs/rules/validation.md, Interval). */
export type BudgetInterval =
  /** January–June and July–December. */
  | 'HALF_YEARLY'
  /** A calendar month. */
  | 'MONTHLY'
  /** No period: the value caps each order on its own; nothing is consumed. */
  | 'PER_ORDER'
  /** A calendar quarter. */
  | 'QUARTERLY'
  /** Two calendar months: January–February, March–April … */
  | 'TWO_MONTH'
  /** A calendar year. */
  | 'YEARLY';

/** One line of a cart change: a sku and its quantity (add: units to add; set: the new quantity, 0 removes). */
export type CartLineInput = {
  /** 0 removes the line (with mode set). */
  quantity: Scalars['Int']['input'];
  /** The product's sku. */
  sku: Scalars['String']['input'];
};

/** A cart to merge at the version the approver saw. */
export type CartToMergeInput = {
  /** Id of one of the session customer's carts (Cart.id). */
  cartId: Scalars['ID']['input'];
  /** The version of the cart the approver saw; another one leaves it out. */
  version: Scalars['Int']['input'];
};

/** A chosen facet of a listing: the facet key and the selected values. */
export type FacetFilterInput = {
  /** One of: container, unit, hazardous_material, energy_option_required. */
  name: Scalars['String']['input'];
  /** The product must have one of these values. */
  values: Array<Scalars['String']['input']>;
};

/** A display plan to print, and how. */
export type GeneratePlanPdfInput = {
  /** Echoed in the payload (Relay convention). */
  clientMutationId: InputMaybe<Scalars['String']['input']>;
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** The plan, as customerPlans lists it. */
  planId: Scalars['ID']['input'];
  /** Print format: A3_LANDSCAPE, A3_PORTRAIT, A4_LANDSCAPE, A4_PORTRAIT, CONTROL (CONTROL: the monthly control sheet). */
  printFormat: Scalars['String']['input'];
};

/** A newsletter sign-up: the e-mail address. */
export type NewsletterSignupInput = {
  /** The e-mail address to sign up. */
  email: Scalars['String']['input'];
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
};

/** SALES_PRICE: the customer's own price; SALES_PRICE_LIST: the tenant's list price. */
export type PriceChannel =
  /** The customer's own price. */
  | 'SALES_PRICE'
  /** The tenant's list price (no own price for the customer). */
  | 'SALES_PRICE_LIST';

/** SKU: the code is the product's article number; EAN: its EAN-13. */
export type QuickOrderMatchKind =
  /** The code is the product's EAN-13. */
  | 'EAN'
  /** The code is the product's article number. */
  | 'SKU';

/** What a rich-text node is. */
export type RichTextNodeKind =
  /** A heading; its level says which. */
  | 'HEADING'
  /** A list of items. */
  | 'LIST'
  /** A paragraph of spans. */
  | 'PARAGRAPH';

/** SetBudget (docs/rules/calls.md): a contact's budget as an approver sets it up or changes it. */
export type SetBudgetInput = {
  /** Whether orders and hand-overs may go beyond the budget. */
  canExceedBudget: Scalars['Boolean']['input'];
  /** The contact's number (Budget.contactNumber), a contact of the session's customer. */
  contactNumber: Scalars['String']['input'];
  /** What each new period starts with, in cents; left out: the value when the budget is new or its period kind changes, else unchanged. */
  initialValue: InputMaybe<Scalars['Int']['input']>;
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** The tenant's company code (docs/rules/data-model.md mandantCode), e.g. 20HHAT: the session's own, else FORBIDDEN. */
  mandantCode: Scalars['String']['input'];
  /** The period kind; another one starts the period of today. */
  period: BudgetInterval;
  /** What the current period may spend, in cents (net). */
  value: Scalars['Int']['input'];
  /** The Budget.version the approver saw (0: none set up yet); another one gets CONFLICT. */
  version: Scalars['Int']['input'];
};

/** Where a cart ships to (docs/rules/data-model.md, cartShippingAddress). */
export type ShippingAddressInput = {
  /** City. */
  city: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2 country code, one of shopConfig.deliveryCountries. */
  country: Scalars['String']['input'];
  /** First name of the recipient. */
  firstName: Scalars['String']['input'];
  /** Last name of the recipient. */
  lastName: Scalars['String']['input'];
  /** Postal code (checked by the country's format). */
  postalCode: Scalars['String']['input'];
  /** Street and number. */
  streetName: Scalars['String']['input'];
};

export type RequestCartApprovalMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  comment: InputMaybe<Scalars['String']['input']>;
}>;


export type RequestCartApprovalMutation = { requestCartApproval: { id: string, version: number, cartState: string, cartProcessStatus: string } };

export type ApproveCartMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  comment: InputMaybe<Scalars['String']['input']>;
}>;


export type ApproveCartMutation = { approveCart: { orderNumber: string } };

export type DeclineCartMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  comment: InputMaybe<Scalars['String']['input']>;
}>;


export type DeclineCartMutation = { declineCart: { cartId: string } };

export type CartDecisionQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
}>;


export type CartDecisionQuery = { cartDecision: { decision: string, comment: string | null, orderNumber: string | null, mergedCartId: string | null } };

export type BudgetFieldsFragment = { id: string | null, contactNumber: string, contactName: string, period: BudgetInterval | null, initialized: boolean, canExceedBudget: boolean, version: number, budgetPeriodStartDate: string | null, budgetPeriodEndDate: string | null, value: { centAmount: number, currency: string }, initialValue: { centAmount: number, currency: string }, consumedValue: { centAmount: number, currency: string }, reservedValue: { centAmount: number, currency: string }, remainingValue: { centAmount: number, currency: string } };

export type BudgetsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  mandantCode: Scalars['String']['input'];
}>;


export type BudgetsQuery = { getBudgets: Array<{ id: string | null, contactNumber: string, contactName: string, period: BudgetInterval | null, initialized: boolean, canExceedBudget: boolean, version: number, budgetPeriodStartDate: string | null, budgetPeriodEndDate: string | null, value: { centAmount: number, currency: string }, initialValue: { centAmount: number, currency: string }, consumedValue: { centAmount: number, currency: string }, reservedValue: { centAmount: number, currency: string }, remainingValue: { centAmount: number, currency: string } }> };

export type SetBudgetMutationVariables = Exact<{
  input: SetBudgetInput;
}>;


export type SetBudgetMutation = { setBudget: { id: string | null, contactNumber: string, contactName: string, period: BudgetInterval | null, initialized: boolean, canExceedBudget: boolean, version: number, budgetPeriodStartDate: string | null, budgetPeriodEndDate: string | null, value: { centAmount: number, currency: string }, initialValue: { centAmount: number, currency: string }, consumedValue: { centAmount: number, currency: string }, reservedValue: { centAmount: number, currency: string }, remainingValue: { centAmount: number, currency: string } } };

export type ListedCartFragment = { id: string, key: string, version: number, cartState: string, cartProcessStatus: string, cartProcessType: string, ownedBySession: boolean, totalLineItemQuantity: number, lastModifiedAt: string, createdAt: string, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null };

export type CartsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
  sorting: Scalars['String']['input'];
  sortDirection: Scalars['String']['input'];
}>;


export type CartsQuery = { carts: { total: number, page: number, lastPage: number, items: Array<{ id: string, key: string, version: number, cartState: string, cartProcessStatus: string, cartProcessType: string, ownedBySession: boolean, totalLineItemQuantity: number, lastModifiedAt: string, createdAt: string, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null }> } };

export type CartByIdQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
}>;


export type CartByIdQuery = { cartById: { ownedBySession: boolean, lastModifiedAt: string, cartProcessComment: string | null, id: string, key: string, version: number, cartState: string, cartProcessStatus: string, totalLineItemQuantity: number, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shipsToCustomerAddress: boolean, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, surchargeWaiver: { from: { centAmount: number, currency: string }, missing: { centAmount: number, currency: string } } | null, budget: { contactNumber: string, period: BudgetInterval, exceeds: boolean, canExceedBudget: boolean, periodEnd: string | null, value: { centAmount: number, currency: string }, remaining: { centAmount: number, currency: string }, remainingAfterCart: { centAmount: number, currency: string } } | null, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, lineItems: Array<{ key: string, sku: string, quantity: number, unitPrice: { centAmount: number, currency: string } | null, linePrice: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, successorArticleNumber: string | null } } | null }> } };

export type CreateCartMutationVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type CreateCartMutation = { createCart: { id: string, key: string, version: number, cartState: string, cartProcessStatus: string, cartProcessType: string, ownedBySession: boolean, totalLineItemQuantity: number, lastModifiedAt: string, createdAt: string, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null } };

export type SwitchCartMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
}>;


export type SwitchCartMutation = { switchCart: { id: string, key: string, version: number, cartState: string, cartProcessStatus: string, cartProcessType: string, ownedBySession: boolean, totalLineItemQuantity: number, lastModifiedAt: string, createdAt: string, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null } };

export type DeleteCartMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
}>;


export type DeleteCartMutation = { deleteCart: { cartId: string } };

export type MergeCartsMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  carts: Array<CartToMergeInput> | CartToMergeInput;
  comment: InputMaybe<Scalars['String']['input']>;
}>;


export type MergeCartsMutation = { executeMergeCarts: { mergedCart: { id: string, key: string, version: number, cartState: string, cartProcessStatus: string, cartProcessType: string, ownedBySession: boolean, totalLineItemQuantity: number, lastModifiedAt: string, createdAt: string, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null }, failedCarts: Array<{ cartId: string, messageKey: string }> } };

export type RecentCartDecisionsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  limit: Scalars['Int']['input'];
}>;


export type RecentCartDecisionsQuery = { recentCartDecisions: Array<{ cartId: string, decision: string, requesterName: string, decidedByName: string, comment: string | null, orderNumber: string | null, at: string }> };

export type TaxedPriceFieldsFragment = { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } };

export type CartLockFragment = { lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null };

export type CustomLineItemFieldsFragment = { key: string, name: string, price: { centAmount: number, currency: string } };

export type CartFieldsFragment = { id: string, key: string, version: number, cartState: string, cartProcessStatus: string, totalLineItemQuantity: number, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shipsToCustomerAddress: boolean, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, surchargeWaiver: { from: { centAmount: number, currency: string }, missing: { centAmount: number, currency: string } } | null, budget: { contactNumber: string, period: BudgetInterval, exceeds: boolean, canExceedBudget: boolean, periodEnd: string | null, value: { centAmount: number, currency: string }, remaining: { centAmount: number, currency: string }, remainingAfterCart: { centAmount: number, currency: string } } | null, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, lineItems: Array<{ key: string, sku: string, quantity: number, unitPrice: { centAmount: number, currency: string } | null, linePrice: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, successorArticleNumber: string | null } } | null }> };

export type CartQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type CartQuery = { cart: { id: string, key: string, version: number, cartState: string, cartProcessStatus: string, totalLineItemQuantity: number, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shipsToCustomerAddress: boolean, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, surchargeWaiver: { from: { centAmount: number, currency: string }, missing: { centAmount: number, currency: string } } | null, budget: { contactNumber: string, period: BudgetInterval, exceeds: boolean, canExceedBudget: boolean, periodEnd: string | null, value: { centAmount: number, currency: string }, remaining: { centAmount: number, currency: string }, remainingAfterCart: { centAmount: number, currency: string } } | null, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, lineItems: Array<{ key: string, sku: string, quantity: number, unitPrice: { centAmount: number, currency: string } | null, linePrice: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, successorArticleNumber: string | null } } | null }> } };

export type ChangeCartLinesMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  mode: Scalars['String']['input'];
  lines: Array<CartLineInput> | CartLineInput;
}>;


export type ChangeCartLinesMutation = { changeCartLines: { id: string, key: string, version: number, cartState: string, cartProcessStatus: string, totalLineItemQuantity: number, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shipsToCustomerAddress: boolean, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, surchargeWaiver: { from: { centAmount: number, currency: string }, missing: { centAmount: number, currency: string } } | null, budget: { contactNumber: string, period: BudgetInterval, exceeds: boolean, canExceedBudget: boolean, periodEnd: string | null, value: { centAmount: number, currency: string }, remaining: { centAmount: number, currency: string }, remainingAfterCart: { centAmount: number, currency: string } } | null, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, lineItems: Array<{ key: string, sku: string, quantity: number, unitPrice: { centAmount: number, currency: string } | null, linePrice: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, successorArticleNumber: string | null } } | null }> } };

export type LockCartMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
}>;


export type LockCartMutation = { lockCart: { id: string, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null } };

export type UnlockCartMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
}>;


export type UnlockCartMutation = { unlockCart: { id: string, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null } };

export type CategoryPageQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  slug: Scalars['String']['input'];
}>;


export type CategoryPageQuery = { category: { id: string, key: string, name: string, slug: string, productCount: number, alternates: Array<{ locale: string, path: string }>, breadcrumbs: Array<{ id: string, name: string, slug: string, alternates: Array<{ locale: string, path: string }> }>, subcategories: Array<{ id: string, name: string, slug: string, productCount: number }> } };

export type ProductListingQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
  sort: Scalars['String']['input'];
  searchTerm: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<Array<FacetFilterInput> | FacetFilterInput>;
  queryFilter: InputMaybe<Array<AttributeFilterInput> | AttributeFilterInput>;
}>;


export type ProductListingQuery = { products: { total: number, page: number, limit: number, lastPage: number, items: Array<{ id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, successorArticleNumber: string | null } }>, facets: Array<{ name: string, values: Array<{ value: string, count: number, selected: boolean }> }> } };

export type ProductPageQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  slug: Scalars['String']['input'];
}>;


export type ProductPageQuery = { product: { ean: string, description: string, id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { container: string | null, subtitle: string | null, minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, academyIndustry: string | null, academyType: string | null, successorArticleNumber: string | null, badges: Array<string> }, alternates: Array<{ locale: string, path: string }>, breadcrumbs: Array<{ id: string, name: string, slug: string, alternates: Array<{ locale: string, path: string }> }>, relatedProducts: Array<{ id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, successorArticleNumber: string | null } }> } };

export type ProductSuggestionsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  searchTerm: Scalars['String']['input'];
}>;


export type ProductSuggestionsQuery = { productSuggestions: Array<{ sku: string, name: string, slug: string, imageUrl: string }> };

export type CategoryTreeQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type CategoryTreeQuery = { categoryTree: { categories: Array<{ id: string, key: string, name: string, slug: string, orderHint: number, productCount: number, children: Array<{ id: string, key: string, name: string, slug: string, orderHint: number, productCount: number, children: Array<{ id: string, key: string, name: string, slug: string, orderHint: number, productCount: number }> }> }> } };

export type NavCategoryFragment = { id: string, key: string, name: string, slug: string, orderHint: number, productCount: number };

export type UpdateCartMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  customerIdentifier: InputMaybe<Scalars['String']['input']>;
  customerComment: InputMaybe<Scalars['String']['input']>;
  shippingAgent: InputMaybe<Scalars['String']['input']>;
  shippingAddress: InputMaybe<ShippingAddressInput>;
  useCustomerAddress: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpdateCartMutation = { updateCart: { id: string, key: string, version: number, cartState: string, cartProcessStatus: string, totalLineItemQuantity: number, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shipsToCustomerAddress: boolean, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, surchargeWaiver: { from: { centAmount: number, currency: string }, missing: { centAmount: number, currency: string } } | null, budget: { contactNumber: string, period: BudgetInterval, exceeds: boolean, canExceedBudget: boolean, periodEnd: string | null, value: { centAmount: number, currency: string }, remaining: { centAmount: number, currency: string }, remainingAfterCart: { centAmount: number, currency: string } } | null, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, lineItems: Array<{ key: string, sku: string, quantity: number, unitPrice: { centAmount: number, currency: string } | null, linePrice: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, successorArticleNumber: string | null } } | null }> } };

export type ShopOrderFieldsFragment = { orderNumber: string, orderedAt: string, status: string, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, lineItems: Array<{ position: number, sku: string, name: string, quantity: number, linePrice: { centAmount: number, currency: string } | null }> };

export type FinalizeCartMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
}>;


export type FinalizeCartMutation = { finalizeCart: { orderNumber: string, orderedAt: string, status: string, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, lineItems: Array<{ position: number, sku: string, name: string, quantity: number, linePrice: { centAmount: number, currency: string } | null }> } };

export type ShopOrderQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  orderNumber: Scalars['String']['input'];
}>;


export type ShopOrderQuery = { shopOrder: { orderNumber: string, orderedAt: string, status: string, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, lineItems: Array<{ position: number, sku: string, name: string, quantity: number, linePrice: { centAmount: number, currency: string } | null }> } };

export type ContentPageQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  preview?: InputMaybe<Scalars['Boolean']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
  fallback?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ContentPageQuery = { content: { id: string, slug: string, locale: string, title: string, seoDescription: string, draft: boolean, isFallback: boolean, blocks: Array<
      | { __typename: 'AccordionBlock', id: string, headline: string, items: Array<{ title: string, body: Array<{ kind: RichTextNodeKind, level: number | null, ordered: boolean | null, spans: Array<{ text: string, bold: boolean, italic: boolean, href: string | null }>, items: Array<{ spans: Array<{ text: string, bold: boolean, italic: boolean, href: string | null }> }> }> }> }
      | { __typename: 'CategorySliderBlock', id: string, headline: string, categories: Array<{ id: string, key: string, name: string, slug: string, productCount: number }> }
      | { __typename: 'HeroBannerBlock', id: string, headline: string, text: string, image: string, ctaLabel: string, ctaLink: string }
      | { __typename: 'HotlineBoxBlock', id: string, headline: string, text: string, phone: string, phoneHref: string, email: string, hours: string }
      | { __typename: 'NewsletterFormBlock', id: string, headline: string, text: string, privacyLink: string }
      | { __typename: 'ProductListingBlock', id: string, headline: string, limit: number, category: { id: string, name: string, slug: string } | null, products: Array<{ id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, successorArticleNumber: string | null } }> }
      | { __typename: 'ProductSliderBlock', id: string, headline: string, products: Array<{ id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, successorArticleNumber: string | null } }> }
      | { __typename: 'QuoteSliderBlock', id: string, headline: string, quotes: Array<{ text: string, author: string, company: string }> }
      | { __typename: 'RichTextBlock', id: string, nodes: Array<{ kind: RichTextNodeKind, level: number | null, ordered: boolean | null, spans: Array<{ text: string, bold: boolean, italic: boolean, href: string | null }>, items: Array<{ spans: Array<{ text: string, bold: boolean, italic: boolean, href: string | null }> }> }> }
      | { __typename: 'TableBlock', id: string, headline: string, caption: string, head: Array<string>, rows: Array<Array<string>>, rowHeaders: boolean }
      | { __typename: 'VideoTeaserBlock', id: string, headline: string, text: string, poster: string, videoUrl: string, durationSeconds: number | null }
    > } };

export type RichTextNodeFragment = { kind: RichTextNodeKind, level: number | null, ordered: boolean | null, spans: Array<{ text: string, bold: boolean, italic: boolean, href: string | null }>, items: Array<{ spans: Array<{ text: string, bold: boolean, italic: boolean, href: string | null }> }> };

export type RichTextSpanFragment = { text: string, bold: boolean, italic: boolean, href: string | null };

export type SubscribeNewsletterMutationVariables = Exact<{
  input: NewsletterSignupInput;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: { ok: boolean } };

export type CustomerPlansQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
  orderField: Scalars['String']['input'];
  orderDirection: Scalars['String']['input'];
}>;


export type CustomerPlansQuery = { customerPlans: { collection: Array<{ id: string, name: string, date: string, type: { id: string, name: string, columns: Array<string>, rootCategory: string }, language: { id: string, languageIdentifier: string, name: string } }>, paginationInfo: { totalCount: number, lastPage: number, itemsPerPage: number } } };

export type DocumentJobFieldsFragment = { id: string, kind: string, status: string, errorKey: string | null, file: { id: string, fileName: string, mimeType: string, content: string } | null };

export type PrintOrderQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  orderNo: Scalars['String']['input'];
  mandantCode: Scalars['String']['input'];
}>;


export type PrintOrderQuery = { printOrder: { id: string, kind: string, status: string, errorKey: string | null, file: { id: string, fileName: string, mimeType: string, content: string } | null } };

export type PrintOrderInvoiceQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  invoiceNumber: Scalars['String']['input'];
}>;


export type PrintOrderInvoiceQuery = { printOrderInvoice: { id: string, kind: string, status: string, errorKey: string | null, file: { id: string, fileName: string, mimeType: string, content: string } | null } };

export type PrintOrderCreditMemoQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  memoNumber: Scalars['String']['input'];
}>;


export type PrintOrderCreditMemoQuery = { printOrderCreditMemo: { id: string, kind: string, status: string, errorKey: string | null, file: { id: string, fileName: string, mimeType: string, content: string } | null } };

export type PurchaseReportQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
  endDate: Scalars['String']['input'];
  mandantCode: Scalars['String']['input'];
}>;


export type PurchaseReportQuery = { purchaseReport: { id: string, kind: string, status: string, errorKey: string | null, file: { id: string, fileName: string, mimeType: string, content: string } | null } };

export type DocumentJobQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type DocumentJobQuery = { documentJob: { id: string, kind: string, status: string, errorKey: string | null, file: { id: string, fileName: string, mimeType: string, content: string } | null } };

export type GeneratePlanPdfMutationVariables = Exact<{
  input: GeneratePlanPdfInput;
}>;


export type GeneratePlanPdfMutation = { generatePlanPdfEncodedFileContent: { clientMutationId: string | null, document: { id: string, kind: string, status: string, errorKey: string | null, file: { id: string, fileName: string, mimeType: string, content: string } | null } } };

export type EmployeeCustomersQueryVariables = Exact<{
  query: Scalars['String']['input'];
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
}>;


export type EmployeeCustomersQuery = { employeeCustomers: { total: number, page: number, limit: number, lastPage: number, items: Array<{ id: string, customerNo: string, name: string, city: string | null, contacts: Array<{ id: string, contactNo: string, firstName: string, lastName: string, email: string, role: string }> }> } };

export type SelectCustomerMutationVariables = Exact<{
  contactId: Scalars['ID']['input'];
  customerId: InputMaybe<Scalars['ID']['input']>;
}>;


export type SelectCustomerMutation = { selectCustomer: { userType: string, mandantCode: string | null, role: string, accessLevel: number, loginEmailHash: string | null, needsCustomerSelection: boolean, customer: { id: string, customerNo: string, name: string, city: string | null } | null, contact: { id: string, contactNo: string, firstName: string, lastName: string, email: string, role: string } | null, employee: { id: string, employeeNo: string, name: string } | null } };

export type ClearCustomerSelectionMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearCustomerSelectionMutation = { clearCustomerSelection: { userType: string, mandantCode: string | null, role: string, accessLevel: number, loginEmailHash: string | null, needsCustomerSelection: boolean, customer: { id: string, customerNo: string, name: string, city: string | null } | null, contact: { id: string, contactNo: string, firstName: string, lastName: string, email: string, role: string } | null, employee: { id: string, employeeNo: string, name: string } | null } };

export type FooterQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type FooterQuery = { footer: { legal: string, columns: Array<{ title: string, links: Array<{ label: string, to: string }> }> } };

export type RouteResolutionQueryVariables = Exact<{
  path: Scalars['String']['input'];
}>;


export type RouteResolutionQuery = { route: { path: string, name: string | null, notFound: boolean, redirect: { to: string, external: boolean } | null } };

export type ExternalShopsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExternalShopsQuery = { externalShops: Array<{ locale: string, countryCode: string, url: string }> };

export type OrderHistoryQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
  orderDirection: Scalars['String']['input'];
  status: InputMaybe<Scalars['String']['input']>;
  source: InputMaybe<Scalars['String']['input']>;
  fromDate: InputMaybe<Scalars['String']['input']>;
  untilDate: InputMaybe<Scalars['String']['input']>;
}>;


export type OrderHistoryQuery = { orderHistories: { total: number, page: number, limit: number, lastPage: number, items: Array<{ identifier: string, type: string, state: string, date: string, key: string, origin: string, totalGross: { centAmount: number, currency: string } | null }> } };

export type OrderInformationsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  orderNumbers: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type OrderInformationsQuery = { orderInformations: Array<{ orderNumber: string, state: string, origin: string, documents: Array<{ type: string, number: string, date: string, totalGross: { centAmount: number, currency: string } | null }> }> };

export type ReorderMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  orderNumber: Scalars['String']['input'];
}>;


export type ReorderMutation = { reorder: { added: number, skipped: Array<{ sku: string, name: string, reason: string }>, cart: { id: string, key: string, version: number, cartState: string, cartProcessStatus: string, totalLineItemQuantity: number, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shipsToCustomerAddress: boolean, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, surchargeWaiver: { from: { centAmount: number, currency: string }, missing: { centAmount: number, currency: string } } | null, budget: { contactNumber: string, period: BudgetInterval, exceeds: boolean, canExceedBudget: boolean, periodEnd: string | null, value: { centAmount: number, currency: string }, remaining: { centAmount: number, currency: string }, remainingAfterCart: { centAmount: number, currency: string } } | null, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, lineItems: Array<{ key: string, sku: string, quantity: number, unitPrice: { centAmount: number, currency: string } | null, linePrice: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, successorArticleNumber: string | null } } | null }> } } };

export type CustPrice1UnitsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  skus: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type CustPrice1UnitsQuery = { custPrice1Units: Array<{ id: string, sku: string, channel: PriceChannel, price: { centAmount: number, currency: string } }> };

export type ProductCardFragment = { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, successorArticleNumber: string | null } };

export type QuickOrderLookupQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  codes: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type QuickOrderLookupQuery = { quickOrderLookup: Array<{ code: string, product: { sku: string, name: string, attributes: { minimumOrderQuantity: number, successorArticleNumber: string | null } } | null }> };

export type SalesContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type SalesContactsQuery = { me: { customer: { id: string, salesContacts: { salesperson: { employeeNo: string, salutation: string | null, name: string, email: string, phone: string | null } | null, serviceContact: { employeeNo: string, salutation: string | null, name: string, email: string, phone: string | null } | null, shipmentContact: { employeeNo: string, salutation: string | null, name: string, email: string, phone: string | null } | null } } | null } | null };

export type SalesContactFieldsFragment = { employeeNo: string, salutation: string | null, name: string, email: string, phone: string | null };

export type ServiceReportQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  fromDate: Scalars['String']['input'];
  untilDate: Scalars['String']['input'];
}>;


export type ServiceReportQuery = { serviceReportCategories: Array<{ type: string, categoryServiceCount: number, categoryServiceValue: { centAmount: number, currency: string }, services: Array<{ code: string, name: string, serviceCount: number, serviceValue: { centAmount: number, currency: string }, entries: Array<{ date: string, attachmentNumber: string, time: number, value: { centAmount: number, currency: string } }> }> }> };

export type SessionMeFieldsFragment = { userType: string, mandantCode: string | null, role: string, accessLevel: number, loginEmailHash: string | null, needsCustomerSelection: boolean, customer: { id: string, customerNo: string, name: string, city: string | null } | null, contact: { id: string, contactNo: string, firstName: string, lastName: string, email: string, role: string } | null, employee: { id: string, employeeNo: string, name: string } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { userType: string, mandantCode: string | null, role: string, accessLevel: number, loginEmailHash: string | null, needsCustomerSelection: boolean, customer: { id: string, customerNo: string, name: string, city: string | null } | null, contact: { id: string, contactNo: string, firstName: string, lastName: string, email: string, role: string } | null, employee: { id: string, employeeNo: string, name: string } | null } | null };

export type ShopConfigQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type ShopConfigQuery = { shopConfig: { locale: string, mandantCode: string, name: string, currency: string, intlLocale: string, taxPercent: number, deliveryCountries: Array<string>, alternativePrice: { currency: string, factor: number } | null, shippingAgents: Array<{ code: string, name: string }> } };
