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

/** Whether tokens of an API client work (decision 0090). */
export type ApiClientState =
  /** It gets tokens and its tokens are accepted. */
  | 'ACTIVE'
  /** Revoked: no token, and its tokens already issued are refused. */
  | 'REVOKED';

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

/** A location’s fields at the version seen. */
export type ChangeBusinessUnitInput = {
  /** City, 1 to 60 characters. */
  city: Scalars['String']['input'];
  /** Mail address of the location; null or empty: none. */
  contactMail: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 country code, e.g. AT. */
  countryCode: Scalars['String']['input'];
  /** The location's id. */
  id: Scalars['ID']['input'];
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** Name, 1 to 100 characters, unique among the customer's locations. */
  name: Scalars['String']['input'];
  /** Post code, 1 to 20 characters. */
  postCode: Scalars['String']['input'];
  /** Street and number, 1 to 100 characters. */
  street: Scalars['String']['input'];
  /** BusinessUnit.version seen; another one gets CONFLICT. */
  version: Scalars['Int']['input'];
};

/** changePerson (docs/rules/calls.md): a contact of the session customer, changed at its version. */
export type ChangePersonInput = {
  /** The contact's number (Contact.contactNumber); another one answers NOT_FOUND. */
  contactNumber: Scalars['String']['input'];
  /** The session customer's number (Contact.customerNumber); another one answers NOT_FOUND. */
  customerNumber: Scalars['String']['input'];
  /** The contact's own e-mail address (besides the login). */
  email: InputMaybe<Scalars['String']['input']>;
  /** First name, 1 to 50 characters. */
  firstName: Scalars['String']['input'];
  /** The contact's id. */
  id: Scalars['ID']['input'];
  /** Last name, 1 to 50 characters. */
  lastName: Scalars['String']['input'];
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** The e-mail address the contact signs in with; unique among the contacts of the shop. */
  loginEmail: Scalars['String']['input'];
  /** The tenant's company code (docs/rules/data-model.md mandantCode), e.g. 20HHAT: the session's own, else FORBIDDEN. */
  mandantCode: Scalars['String']['input'];
  /** Middle name, up to 50 characters. */
  middleName: InputMaybe<Scalars['String']['input']>;
  /** An organizational level code of the shop configuration (shopConfig.organizationalLevels). */
  organizationalLevelCode: InputMaybe<Scalars['String']['input']>;
  /** Phone number, up to 30 characters. */
  phone: InputMaybe<Scalars['String']['input']>;
  /** Position (job title), up to 80 characters. */
  position: InputMaybe<Scalars['String']['input']>;
  /** A salutation code of the shop configuration. */
  salutation: InputMaybe<Scalars['String']['input']>;
  /** The Contact.version the administrator saw; another one gets CONFLICT. */
  version: Scalars['Int']['input'];
  /** A role code of the tenant's configured web roles (shopConfig.webRoles). */
  webRole: Scalars['String']['input'];
};

/** The contact form (docs/decisions/0096). */
export type ContactFormInput = {
  /** The terms consent (AGB): must be true. */
  agb: Scalars['Boolean']['input'];
  /** The sender's e-mail (up to 80 characters); the service answers it. */
  email: Scalars['String']['input'];
  /** First name (1 to 30 characters). */
  firstName: Scalars['String']['input'];
  /** A UUID the page makes once per form: sending it again (a double click, a retry) mails nothing twice. */
  id: Scalars['ID']['input'];
  /** Last name (1 to 30 characters). */
  lastName: Scalars['String']['input'];
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** The message (1 to 4000 characters). */
  message: Scalars['String']['input'];
  /** Phone (up to 30 characters). */
  phone: InputMaybe<Scalars['String']['input']>;
  /** A salutation code of the tenant's configured list. */
  salutation: Scalars['String']['input'];
};

/** What the contact list is sorted by: name (last, first), login e-mail, role or creation time. */
export type ContactSort =
  /** When the contact was created. */
  | 'createdAt'
  /** The login e-mail (case ignored). */
  | 'loginEmail'
  /** Last name, then first name (case ignored). */
  | 'name'
  /** The role code; contacts without a role first. */
  | 'role';

/** A new location of the session’s customer. */
export type CreateBusinessUnitInput = {
  /** City, 1 to 60 characters. */
  city: Scalars['String']['input'];
  /** Mail address of the location; null or empty: none. */
  contactMail: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 country code, e.g. AT. */
  countryCode: Scalars['String']['input'];
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** Name, 1 to 100 characters, unique among the customer's locations. */
  name: Scalars['String']['input'];
  /** Post code, 1 to 20 characters. */
  postCode: Scalars['String']['input'];
  /** Street and number, 1 to 100 characters. */
  street: Scalars['String']['input'];
};

/** createContact (docs/rules/calls.md): a new contact of the session customer, invited by mail. */
export type CreateContactInput = {
  /** The contact's own e-mail address (besides the login). */
  email: InputMaybe<Scalars['String']['input']>;
  /** First name, 1 to 50 characters. */
  firstName: Scalars['String']['input'];
  /** The shop locale of the invitation mail and its link, one of the tenant's locales; left out: the request's locale. */
  invitationLocale: InputMaybe<Scalars['String']['input']>;
  /** Last name, 1 to 50 characters. */
  lastName: Scalars['String']['input'];
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** The e-mail address the contact signs in with; unique among the contacts of the shop. */
  loginEmail: Scalars['String']['input'];
  /** The tenant's company code (docs/rules/data-model.md mandantCode), e.g. 20HHAT: the session's own, else FORBIDDEN. */
  mandantCode: Scalars['String']['input'];
  /** Middle name, up to 50 characters. */
  middleName: InputMaybe<Scalars['String']['input']>;
  /** An organizational level code of the shop configuration (shopConfig.organizationalLevels). */
  organizationalLevelCode: InputMaybe<Scalars['String']['input']>;
  /** Phone number, up to 30 characters. */
  phone: InputMaybe<Scalars['String']['input']>;
  /** Position (job title), up to 80 characters. */
  position: InputMaybe<Scalars['String']['input']>;
  /** A salutation code of the shop configuration. */
  salutation: InputMaybe<Scalars['String']['input']>;
  /** A role code of the tenant's configured web roles (shopConfig.webRoles). */
  webRole: Scalars['String']['input'];
};

/** The value of a configured extra field (ShopConfig.fieldDescriptions). */
export type DynamicFieldInput = {
  /** The field description’s parameterName. */
  parameterName: Scalars['String']['input'];
  /** The value, at most 80 characters. */
  value: Scalars['String']['input'];
};

/** What the essence list is narrowed to. */
export type EssenceListFilters = {
  /** Part of the article number or of the product name (case-insensitive), up to 100 characters; empty: every entry. */
  search: InputMaybe<Scalars['String']['input']>;
};

/** Where the essence list comes from (decision 0101). */
export type EssenceListSource =
  /** The skus the customer's account names (set by the provider). */
  | 'CONFIGURED'
  /** No skus are set: what the customer ordered in at least 2 orders of the last 365 days. */
  | 'ORDER_HISTORY';

/** registerExistingCustomer (docs/rules/calls.md): a newcomer asks the administrators of an existing customer for access. */
export type ExistingCustomerRegistrationInput = {
  /** The additional-contact-mail option: the contact gives an e-mail of its own (personalMail, then required). */
  additionalContactMail: Scalars['Boolean']['input'];
  /** A remark for whoever decides, at most 1000 characters. */
  comment: InputMaybe<Scalars['String']['input']>;
  /** The customer's number, at most 20 characters. */
  customerNumber: Scalars['String']['input'];
  /** First name, at most 30 characters. */
  firstName: Scalars['String']['input'];
  /** Last name, at most 30 characters. */
  lastName: Scalars['String']['input'];
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** The tenant's company code (docs/rules/data-model.md mandantCode), e.g. 20HHAT: the locale's own, else FORBIDDEN. */
  mandantCode: Scalars['String']['input'];
  /** The contact's own e-mail, at most 80 characters. */
  personalMail: InputMaybe<Scalars['String']['input']>;
  /** The contact's own phone, at most 30 characters. */
  personalPhone: InputMaybe<Scalars['String']['input']>;
  /** The position: a code of ShopConfig.organizationalLevels. */
  position: Scalars['String']['input'];
  /** A code of ShopConfig.salutations. */
  salutation: Scalars['String']['input'];
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

/** Where an accepted invitation continues (decision 0086). */
export type InvitationNextStep =
  /** The identity provider's page to choose the password (single use, 30 minutes). */
  | 'SET_PASSWORD'
  /** The login has a password already: the shop sign-in. */
  | 'SIGN_IN';

/** What an invitation link is worth (decision 0085). */
export type InvitationState =
  /** Past its lifetime, or replaced by a newer invitation of the contact. */
  | 'EXPIRED'
  /** Unknown, forged, of another tenant, or its contact was removed: nothing more is said. */
  | 'NOT_FOUND'
  /** Used once already; a link works one time only. */
  | 'USED'
  /** Not used and not expired: the person may set up the login. */
  | 'VALID';

/** mergeShoppingList (docs/rules/calls.md): the lines of the lists of keysToMerge summed into the list of `key`; the merged lists are emptied (decision 0100). */
export type MergeShoppingListInput = {
  /** A list key of the session (shoppingListKeys): its shopping list or its scan-me list. Any other key (another contact's, customer's or tenant's) is NOT_FOUND. */
  key: Scalars['String']['input'];
  /** Keys of the session's other lists (1 to 10); a key that is not the session's is NOT_FOUND. */
  keysToMerge: Array<Scalars['String']['input']>;
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** The ShoppingList.version the client saw; another one gets CONFLICT. */
  version: Scalars['Int']['input'];
};

/** createCustomer (docs/rules/calls.md): a newcomer asks for a new customer account; the rules are libs/domain newCustomerFormErrors (decision 0092). */
export type NewCustomerRegistrationInput = {
  /** The additional-contact-mail option: the contact gives an e-mail of its own (personalMail, then required). */
  additionalContactMail: Scalars['Boolean']['input'];
  /** A remark for whoever decides, at most 1000 characters. */
  comment: InputMaybe<Scalars['String']['input']>;
  /** Place, at most 50 characters. */
  companyCity: Scalars['String']['input'];
  /** Company e-mail, at most 80 characters. */
  companyMail: Scalars['String']['input'];
  /** Company name, at most 80 characters. */
  companyName: Scalars['String']['input'];
  /** Company phone, at most 30 characters. */
  companyPhone: Scalars['String']['input'];
  /** Post code, in the format of the tenant's country. */
  companyPostal: Scalars['String']['input'];
  /** Street and number, at most 30 characters. */
  companyStreetNumber: Scalars['String']['input'];
  /** A customer number the company already has, at most 20 characters. */
  customerNumber: InputMaybe<Scalars['String']['input']>;
  /** Values of the shown extra fields (ShopConfig.fieldDescriptions, Visible or Mandatory). */
  dynamicFields: Array<DynamicFieldInput>;
  /** First name, at most 30 characters. */
  firstName: Scalars['String']['input'];
  /** The customer group: a code of ShopConfig.customerGroups. */
  group: Scalars['String']['input'];
  /** Last name, at most 30 characters. */
  lastName: Scalars['String']['input'];
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** The tenant's company code (docs/rules/data-model.md mandantCode), e.g. 20HHAT: the locale's own, else FORBIDDEN. */
  mandantCode: Scalars['String']['input'];
  /** The contact's own e-mail, at most 80 characters. */
  personalMail: InputMaybe<Scalars['String']['input']>;
  /** The contact's own phone, at most 30 characters. */
  personalPhone: InputMaybe<Scalars['String']['input']>;
  /** The position: a code of ShopConfig.organizationalLevels. */
  position: Scalars['String']['input'];
  /** A code of ShopConfig.salutations. */
  salutation: Scalars['String']['input'];
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

/** Where a product's price comes from (docs/decisions/0117). */
export type PriceMode =
  /** The tenant's list price kept with the product (customer prices may override it). */
  | 'EMBEDDED'
  /** The price service prices it (has_ivp_prices): buyable without a list price. */
  | 'STANDALONE';

/** SKU: the code is the product's article number; EAN: its EAN-13. */
export type QuickOrderMatchKind =
  /** The code is the product's EAN-13. */
  | 'EAN'
  /** The code is the product's article number. */
  | 'SKU';

/** A new customer account, or access to an existing customer. */
export type RegistrationKind =
  /** Access to an existing customer, approved by that customer's administrators. */
  | 'EXISTING_CUSTOMER'
  /** A new customer account, confirmed or declined by staff. */
  | 'NEW_CUSTOMER';

/** Waiting for a decision, confirmed, or declined. */
export type RegistrationStatus =
  /** Confirmed: the contact (and for a new customer the customer) was created. */
  | 'CONFIRMED'
  /** Declined; the login may register again. */
  | 'DECLINED'
  /** Waiting for a decision (one per login and tenant). */
  | 'PENDING';

/** How often approvers are reminded of a cart waiting for their decision (docs/rules/data-model.md, Reminder period; decision 0045). */
export type ReminderPeriod =
  /** Five days after the hand-over, then every five days. */
  | 'FIVE_DAYS'
  /** Fourteen days after the hand-over, then every fourteen days. */
  | 'FOURTEEN_DAYS'
  /** No reminders. */
  | 'NEVER'
  /** One day after the hand-over, then every day. */
  | 'ONE_DAY'
  /** Seven days after the hand-over, then every seven days. */
  | 'SEVEN_DAYS'
  /** Three days after the hand-over, then every three days (the default). */
  | 'THREE_DAYS';

/** removePerson (docs/rules/calls.md): a contact of the session customer, removed at its version. */
export type RemovePersonInput = {
  /** The contact's id. */
  id: Scalars['ID']['input'];
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** The tenant's company code (docs/rules/data-model.md mandantCode), e.g. 20HHAT: the session's own, else FORBIDDEN. */
  mandantCode: Scalars['String']['input'];
  /** The Contact.version the administrator saw; another one gets CONFLICT. */
  version: Scalars['Int']['input'];
};

/** A new invitation mail for a contact that has not accepted one yet (earlier links stop working). */
export type ResendInvitationInput = {
  /** The contact's id. */
  contactId: Scalars['ID']['input'];
  /** The shop locale of the mail and its link, one of the tenant's locales; left out: the locale of the contact's latest invitation. */
  invitationLocale: InputMaybe<Scalars['String']['input']>;
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** The tenant's company code (docs/rules/data-model.md mandantCode), e.g. 20HHAT: the session's own, else FORBIDDEN. */
  mandantCode: Scalars['String']['input'];
};

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

/** setCustomerConfiguration (docs/rules/calls.md): the reminder period, at the version seen. */
export type SetCustomerConfigurationInput = {
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** The approval reminder period. */
  reminderMailInterval: ReminderPeriod;
  /** CustomerConfiguration.version seen; another one gets CONFLICT. */
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

/** A sku to put on a list: its quantity is added to the line of that sku (a new line when none). */
export type ShoppingListAddLineInput = {
  /** Units to add (at least 1). */
  quantity: Scalars['Int']['input'];
  /** The product's sku (one the tenant sells). */
  sku: Scalars['String']['input'];
};

/** One attribute of a list: a name and a text value. */
export type ShoppingListAttrInput = {
  /** The attribute's name (1 to 200 characters). */
  name: Scalars['String']['input'];
  /** Its value (up to 200 characters). */
  value: Scalars['String']['input'];
};

/** A new quantity of a line of the list, by its key; 0 removes the line. */
export type ShoppingListChangeLineInput = {
  /** ShoppingListLineItem.key. */
  lineItemKey: Scalars['String']['input'];
  /** The new quantity; 0 removes the line. */
  quantity: Scalars['Int']['input'];
};

/** A counted product of a location. */
export type StockLineInput = {
  /** Minimum quantity, 0 to 99999 (0: never reorder). */
  minimumQuantity: Scalars['Int']['input'];
  /** Counted quantity, 0 to 99999. */
  quantity: Scalars['Int']['input'];
  /** Product sku of the tenant. */
  sku: Scalars['String']['input'];
};

/** updateShoppingList (docs/rules/calls.md): lines added (summed into a line of the same sku), line quantities changed (0 removes) and a new name, in one write at `version`. */
export type UpdateShoppingListInput = {
  /** Skus to add, up to 100. */
  addLineItems: InputMaybe<Array<ShoppingListAddLineInput>>;
  /** Line quantities to set, up to 100; an unknown line key changes nothing. */
  changeLineItems: InputMaybe<Array<ShoppingListChangeLineInput>>;
  /** A list key of the session (shoppingListKeys): its shopping list or its scan-me list. Any other key (another contact's, customer's or tenant's) is NOT_FOUND. */
  key: Scalars['String']['input'];
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** A new name (1 to 100 characters); left out: unchanged. */
  name: InputMaybe<Scalars['String']['input']>;
  /** The ShoppingList.version the client saw; another one gets CONFLICT. */
  version: Scalars['Int']['input'];
};

/** Where a webhook delivery stands (decision 0137). */
export type WebhookDeliveryStatus =
  /** The subscription was disabled or deleted before it was delivered. */
  | 'CANCELLED'
  /** Every attempt over 24 hours failed; the subscription was disabled. */
  | 'EXHAUSTED'
  /** The last attempt failed; a retry follows (back-off up to 24 hours). */
  | 'FAILED'
  /** Waits for its (next) attempt. */
  | 'PENDING'
  /** An attempt is under way. */
  | 'SENDING'
  /** The receiver answered 2xx. */
  | 'SUCCEEDED';

/** writeBusinessUnitStock: the whole count sheet of a location at its stock version. */
export type WriteBusinessUnitStockInput = {
  /** The location's id. */
  id: Scalars['ID']['input'];
  /** The counted lines (replace the sheet), at most 200. */
  lines: Array<StockLineInput>;
  /** Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant. */
  locale: Scalars['String']['input'];
  /** BusinessUnitStock.version seen; another one gets CONFLICT. */
  version: Scalars['Int']['input'];
};

export type CustomerOrderCountQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type CustomerOrderCountQuery = { orders: { total: number } };

export type ApiClientFieldsFragment = { clientId: string, name: string, role: string | null, contactNumber: string, createdAt: string, createdByName: string | null, lastUsedAt: string | null, state: ApiClientState, revokedAt: string | null, rotationGraceEndsAt: string | null, version: number };

export type ApiClientsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type ApiClientsQuery = { apiClients: Array<{ clientId: string, name: string, role: string | null, contactNumber: string, createdAt: string, createdByName: string | null, lastUsedAt: string | null, state: ApiClientState, revokedAt: string | null, rotationGraceEndsAt: string | null, version: number }>, shopConfig: { mandantCode: string, webRoles: Array<{ code: string, isAdministrator: boolean }> } };

export type CreateApiClientMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  name: Scalars['String']['input'];
  role: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
}>;


export type CreateApiClientMutation = { createApiClient: { secret: string | null, client: { clientId: string, name: string, role: string | null, contactNumber: string, createdAt: string, createdByName: string | null, lastUsedAt: string | null, state: ApiClientState, revokedAt: string | null, rotationGraceEndsAt: string | null, version: number } } };

export type RotateApiClientSecretMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  clientId: Scalars['String']['input'];
  version: Scalars['Int']['input'];
}>;


export type RotateApiClientSecretMutation = { rotateApiClientSecret: { secret: string | null, client: { clientId: string, name: string, role: string | null, contactNumber: string, createdAt: string, createdByName: string | null, lastUsedAt: string | null, state: ApiClientState, revokedAt: string | null, rotationGraceEndsAt: string | null, version: number } } };

export type RevokeApiClientMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  clientId: Scalars['String']['input'];
  version: Scalars['Int']['input'];
}>;


export type RevokeApiClientMutation = { revokeApiClient: { clientId: string, name: string, role: string | null, contactNumber: string, createdAt: string, createdByName: string | null, lastUsedAt: string | null, state: ApiClientState, revokedAt: string | null, rotationGraceEndsAt: string | null, version: number } };

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


export type CartByIdQuery = { cartById: { ownedBySession: boolean, lastModifiedAt: string, cartProcessComment: string | null, id: string, key: string, version: number, academyOnly: boolean, cartState: string, cartProcessStatus: string, totalLineItemQuantity: number, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shipsToCustomerAddress: boolean, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, surchargeWaiver: { from: { centAmount: number, currency: string }, missing: { centAmount: number, currency: string } } | null, budget: { contactNumber: string, period: BudgetInterval, exceeds: boolean, canExceedBudget: boolean, periodEnd: string | null, value: { centAmount: number, currency: string }, remaining: { centAmount: number, currency: string }, remainingAfterCart: { centAmount: number, currency: string } } | null, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, lineItems: Array<{ key: string, sku: string, quantity: number, unitPrice: { centAmount: number, currency: string } | null, linePrice: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, successorArticleNumber: string | null, badges: Array<string> } } | null }> } };

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

export type CartFieldsFragment = { id: string, key: string, version: number, academyOnly: boolean, cartState: string, cartProcessStatus: string, totalLineItemQuantity: number, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shipsToCustomerAddress: boolean, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, surchargeWaiver: { from: { centAmount: number, currency: string }, missing: { centAmount: number, currency: string } } | null, budget: { contactNumber: string, period: BudgetInterval, exceeds: boolean, canExceedBudget: boolean, periodEnd: string | null, value: { centAmount: number, currency: string }, remaining: { centAmount: number, currency: string }, remainingAfterCart: { centAmount: number, currency: string } } | null, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, lineItems: Array<{ key: string, sku: string, quantity: number, unitPrice: { centAmount: number, currency: string } | null, linePrice: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, successorArticleNumber: string | null, badges: Array<string> } } | null }> };

export type CartQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type CartQuery = { cart: { id: string, key: string, version: number, academyOnly: boolean, cartState: string, cartProcessStatus: string, totalLineItemQuantity: number, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shipsToCustomerAddress: boolean, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, surchargeWaiver: { from: { centAmount: number, currency: string }, missing: { centAmount: number, currency: string } } | null, budget: { contactNumber: string, period: BudgetInterval, exceeds: boolean, canExceedBudget: boolean, periodEnd: string | null, value: { centAmount: number, currency: string }, remaining: { centAmount: number, currency: string }, remainingAfterCart: { centAmount: number, currency: string } } | null, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, lineItems: Array<{ key: string, sku: string, quantity: number, unitPrice: { centAmount: number, currency: string } | null, linePrice: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, successorArticleNumber: string | null, badges: Array<string> } } | null }> } };

export type ChangeCartLinesMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  mode: Scalars['String']['input'];
  lines: Array<CartLineInput> | CartLineInput;
}>;


export type ChangeCartLinesMutation = { changeCartLines: { id: string, key: string, version: number, academyOnly: boolean, cartState: string, cartProcessStatus: string, totalLineItemQuantity: number, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shipsToCustomerAddress: boolean, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, surchargeWaiver: { from: { centAmount: number, currency: string }, missing: { centAmount: number, currency: string } } | null, budget: { contactNumber: string, period: BudgetInterval, exceeds: boolean, canExceedBudget: boolean, periodEnd: string | null, value: { centAmount: number, currency: string }, remaining: { centAmount: number, currency: string }, remainingAfterCart: { centAmount: number, currency: string } } | null, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, lineItems: Array<{ key: string, sku: string, quantity: number, unitPrice: { centAmount: number, currency: string } | null, linePrice: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, successorArticleNumber: string | null, badges: Array<string> } } | null }> } };

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


export type ProductListingQuery = { products: { total: number, page: number, limit: number, lastPage: number, items: Array<{ id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, successorArticleNumber: string | null, badges: Array<string> } }>, facets: Array<{ name: string, values: Array<{ value: string, count: number, selected: boolean }> }> } };

export type ProductPageQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  slug: Scalars['String']['input'];
}>;


export type ProductPageQuery = { product: { ean: string, description: string, id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { container: string | null, subtitle: string | null, minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, academyIndustry: string | null, academyType: string | null, successorArticleNumber: string | null, badges: Array<string> }, alternates: Array<{ locale: string, path: string }>, breadcrumbs: Array<{ id: string, name: string, slug: string, alternates: Array<{ locale: string, path: string }> }>, relatedProducts: Array<{ id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, successorArticleNumber: string | null, badges: Array<string> } }> } };

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


export type UpdateCartMutation = { updateCart: { id: string, key: string, version: number, academyOnly: boolean, cartState: string, cartProcessStatus: string, totalLineItemQuantity: number, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shipsToCustomerAddress: boolean, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, surchargeWaiver: { from: { centAmount: number, currency: string }, missing: { centAmount: number, currency: string } } | null, budget: { contactNumber: string, period: BudgetInterval, exceeds: boolean, canExceedBudget: boolean, periodEnd: string | null, value: { centAmount: number, currency: string }, remaining: { centAmount: number, currency: string }, remainingAfterCart: { centAmount: number, currency: string } } | null, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, lineItems: Array<{ key: string, sku: string, quantity: number, unitPrice: { centAmount: number, currency: string } | null, linePrice: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, successorArticleNumber: string | null, badges: Array<string> } } | null }> } };

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

export type CompanyDataQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type CompanyDataQuery = { shopConfig: { locale: string, customerGroups: Array<{ code: string, name: string }>, shippingAgents: Array<{ code: string, name: string }> }, me: { customer: { id: string, customerNo: string, name: string, name2: string | null, name3: string | null, languageCode: string, customerGroupCode: string, shippingAgentCode: string | null, email: string, phoneNo: string, currencyCode: string, isChain: boolean, isChainGroup: boolean, isBilltoCustomer: boolean, onlyItemsFromEssenceList: boolean, essenceListSkus: Array<string>, responsibilityCenterCode: string | null, exclFromMinQtyCharge: boolean, address: { street: string, address2: string | null, postCode: string, city: string, countryCode: string }, billTo: { billtoNo: string, name1: string, name2: string | null, name3: string | null, address: { street: string, postCode: string, city: string, countryCode: string } } | null, bankAccount: { iban: string | null, bic: string | null } } | null } | null };

export type CustomerConfigurationQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type CustomerConfigurationQuery = { customerConfiguration: { reminderMailInterval: ReminderPeriod, version: number } };

export type SetCustomerConfigurationMutationVariables = Exact<{
  input: SetCustomerConfigurationInput;
}>;


export type SetCustomerConfigurationMutation = { setCustomerConfiguration: { reminderMailInterval: ReminderPeriod, version: number } };

export type AccountActivityQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type AccountActivityQuery = { accountActivity: Array<{ id: string, subjectKind: string, subjectId: string, action: string, at: string, subjectName: string | null, changes: Array<{ field: string, before: string | null, after: string | null }>, contact: { id: string, name: string } | null, employee: { id: string, name: string } | null }> };

export type BusinessUnitFieldsFragment = { id: string, name: string, street: string, postCode: string, city: string, countryCode: string, contactMail: string | null, version: number, stockVersion: number, associatesTotal: number, associates: Array<{ contactNumber: string | null, employee: boolean, name: string, role: string | null }> };

export type BusinessUnitsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  search: InputMaybe<Scalars['String']['input']>;
  page: Scalars['Int']['input'];
}>;


export type BusinessUnitsQuery = { businessUnits: { total: number, page: number, limit: number, items: Array<{ id: string, name: string, street: string, postCode: string, city: string, countryCode: string, contactMail: string | null, version: number, stockVersion: number, associatesTotal: number, associates: Array<{ contactNumber: string | null, employee: boolean, name: string, role: string | null }> }> } };

export type CreateBusinessUnitMutationVariables = Exact<{
  input: CreateBusinessUnitInput;
}>;


export type CreateBusinessUnitMutation = { createBusinessUnit: { id: string, name: string, street: string, postCode: string, city: string, countryCode: string, contactMail: string | null, version: number, stockVersion: number, associatesTotal: number, associates: Array<{ contactNumber: string | null, employee: boolean, name: string, role: string | null }> } };

export type RemoveBusinessUnitMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
}>;


export type RemoveBusinessUnitMutation = { removeBusinessUnit: boolean };

export type BusinessUnitStockFieldsFragment = { businessUnitId: string, version: number, lines: Array<{ sku: string, productName: string, quantity: number, minimumQuantity: number, needsReorder: boolean, reorderQuantity: number }> };

export type BusinessUnitStockQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type BusinessUnitStockQuery = { businessUnitStock: { businessUnitId: string, version: number, lines: Array<{ sku: string, productName: string, quantity: number, minimumQuantity: number, needsReorder: boolean, reorderQuantity: number }> } };

export type ChangeBusinessUnitMutationVariables = Exact<{
  input: ChangeBusinessUnitInput;
}>;


export type ChangeBusinessUnitMutation = { changeBusinessUnit: { id: string, name: string, street: string, postCode: string, city: string, countryCode: string, contactMail: string | null, version: number, stockVersion: number, associatesTotal: number, associates: Array<{ contactNumber: string | null, employee: boolean, name: string, role: string | null }> } };

export type AssignBusinessUnitAssociateMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  contactNumber: Scalars['String']['input'];
}>;


export type AssignBusinessUnitAssociateMutation = { assignBusinessUnitAssociate: { id: string, name: string, street: string, postCode: string, city: string, countryCode: string, contactMail: string | null, version: number, stockVersion: number, associatesTotal: number, associates: Array<{ contactNumber: string | null, employee: boolean, name: string, role: string | null }> } };

export type UnassignBusinessUnitAssociateMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  contactNumber: Scalars['String']['input'];
}>;


export type UnassignBusinessUnitAssociateMutation = { unassignBusinessUnitAssociate: { id: string, name: string, street: string, postCode: string, city: string, countryCode: string, contactMail: string | null, version: number, stockVersion: number, associatesTotal: number, associates: Array<{ contactNumber: string | null, employee: boolean, name: string, role: string | null }> } };

export type WriteBusinessUnitStockMutationVariables = Exact<{
  input: WriteBusinessUnitStockInput;
}>;


export type WriteBusinessUnitStockMutation = { writeBusinessUnitStock: { businessUnitId: string, version: number, lines: Array<{ sku: string, productName: string, quantity: number, minimumQuantity: number, needsReorder: boolean, reorderQuantity: number }> } };

export type LocationContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationContactsQuery = { me: { customer: { id: string, contacts: Array<{ id: string, contactNo: string, firstName: string, lastName: string }> } | null } | null };

export type SetContactFormMutationVariables = Exact<{
  input: ContactFormInput;
}>;


export type SetContactFormMutation = { setContactForm: { id: string, accepted: boolean } };

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
      | { __typename: 'ProductListingBlock', id: string, headline: string, limit: number, category: { id: string, name: string, slug: string } | null, products: Array<{ id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, successorArticleNumber: string | null, badges: Array<string> } }> }
      | { __typename: 'ProductSliderBlock', id: string, headline: string, products: Array<{ id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, successorArticleNumber: string | null, badges: Array<string> } }> }
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

export type EssenceListQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
  filters: InputMaybe<EssenceListFilters>;
}>;


export type EssenceListQuery = { essenceList: { total: number, page: number, limit: number, lastPage: number, source: EssenceListSource, onlyItemsFromEssenceList: boolean, items: Array<{ essenceCode: string, itemNo: string, identifier: string, productSlug: string, purchases: Array<{ date: string, quantity: number }>, product: { sku: string, name: string } | null }> } };

export type EssenceRestrictionQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type EssenceRestrictionQuery = { essenceRestriction: { onlyItemsFromEssenceList: boolean, skus: Array<string> } };

export type FooterQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type FooterQuery = { footer: { legal: string, usps: Array<string>, columns: Array<{ title: string, links: Array<{ label: string, to: string }> }> } };

export type InvitationQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  token: Scalars['String']['input'];
}>;


export type InvitationQuery = { invitation: { state: InvitationState, companyName: string | null, role: string | null, loginEmail: string | null, firstName: string | null, expiresAt: string | null } };

export type AcceptInvitationMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  token: Scalars['String']['input'];
}>;


export type AcceptInvitationMutation = { acceptInvitation: { next: InvitationNextStep, url: string, contactNo: string } };

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


export type ReorderMutation = { reorder: { added: number, skipped: Array<{ sku: string, name: string, reason: string }>, cart: { id: string, key: string, version: number, academyOnly: boolean, cartState: string, cartProcessStatus: string, totalLineItemQuantity: number, customerIdentifier: string | null, customerComment: string | null, shippingAgent: string, shipsToCustomerAddress: boolean, lockedByOther: boolean, lockedByName: string | null, lockedUntil: string | null, totalPrice: { centAmount: number, currency: string } | null, taxedPrice: { taxPercent: number, totalNet: { centAmount: number, currency: string }, totalTax: { centAmount: number, currency: string }, totalGross: { centAmount: number, currency: string } } | null, customLineItem: { key: string, name: string, price: { centAmount: number, currency: string } } | null, surchargeWaiver: { from: { centAmount: number, currency: string }, missing: { centAmount: number, currency: string } } | null, budget: { contactNumber: string, period: BudgetInterval, exceeds: boolean, canExceedBudget: boolean, periodEnd: string | null, value: { centAmount: number, currency: string }, remaining: { centAmount: number, currency: string }, remainingAfterCart: { centAmount: number, currency: string } } | null, shippingAddress: { firstName: string, lastName: string, streetName: string, postalCode: string, city: string, country: string }, lineItems: Array<{ key: string, sku: string, quantity: number, unitPrice: { centAmount: number, currency: string } | null, linePrice: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, hazardousMaterial: boolean, energyOption: string | null, successorArticleNumber: string | null, badges: Array<string> } } | null }> } } };

export type CustPrice1UnitsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  skus: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type CustPrice1UnitsQuery = { custPrice1Units: Array<{ id: string, sku: string, channel: PriceChannel, price: { centAmount: number, currency: string } }> };

export type ProductCardFragment = { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, attributes: { minimumOrderQuantity: number, qtyInOverpack: number | null, successorArticleNumber: string | null, badges: Array<string> } };

export type QuickOrderLookupQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  codes: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type QuickOrderLookupQuery = { quickOrderLookup: Array<{ code: string, product: { sku: string, name: string, attributes: { minimumOrderQuantity: number, successorArticleNumber: string | null } } | null }> };

export type RegistrationReviewFieldsFragment = { id: string, kind: string, status: string, version: number, locale: string, createdAt: string, decidedAt: string | null, declineReason: string | null, companyName: string, address1: string, postCode: string, city: string, countryCode: string, phone: string, email: string, customerGroupCode: string, customerNumber: string | null, comments: Array<string>, dynamicFields: Array<{ name: string, value: string }>, contact: { salutation: string, firstName: string, lastName: string, loginEmail: string, phone: string | null, email: string | null, organizationalLevelCode: string, webRole: string } };

export type StaffRegistrationsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  status: InputMaybe<Scalars['String']['input']>;
  page: Scalars['Int']['input'];
}>;


export type StaffRegistrationsQuery = { staffRegistrations: { total: number, page: number, lastPage: number, items: Array<{ id: string, status: string, createdAt: string, decidedAt: string | null, companyName: string, city: string, contact: { firstName: string, lastName: string, loginEmail: string } }> } };

export type StaffRegistrationQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type StaffRegistrationQuery = { staffRegistration: { id: string, kind: string, status: string, version: number, locale: string, createdAt: string, decidedAt: string | null, declineReason: string | null, companyName: string, address1: string, postCode: string, city: string, countryCode: string, phone: string, email: string, customerGroupCode: string, customerNumber: string | null, comments: Array<string>, dynamicFields: Array<{ name: string, value: string }>, contact: { salutation: string, firstName: string, lastName: string, loginEmail: string, phone: string | null, email: string | null, organizationalLevelCode: string, webRole: string } } };

export type ConfirmRegistrationMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
}>;


export type ConfirmRegistrationMutation = { confirmRegistration: { id: string, kind: string, status: string, version: number, locale: string, createdAt: string, decidedAt: string | null, declineReason: string | null, companyName: string, address1: string, postCode: string, city: string, countryCode: string, phone: string, email: string, customerGroupCode: string, customerNumber: string | null, comments: Array<string>, dynamicFields: Array<{ name: string, value: string }>, contact: { salutation: string, firstName: string, lastName: string, loginEmail: string, phone: string | null, email: string | null, organizationalLevelCode: string, webRole: string } } };

export type DeclineRegistrationMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
}>;


export type DeclineRegistrationMutation = { declineRegistration: { id: string, kind: string, status: string, version: number, locale: string, createdAt: string, decidedAt: string | null, declineReason: string | null, companyName: string, address1: string, postCode: string, city: string, countryCode: string, phone: string, email: string, customerGroupCode: string, customerNumber: string | null, comments: Array<string>, dynamicFields: Array<{ name: string, value: string }>, contact: { salutation: string, firstName: string, lastName: string, loginEmail: string, phone: string | null, email: string | null, organizationalLevelCode: string, webRole: string } } };

export type ReadTokenCustomObjectQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  token: Scalars['String']['input'];
  customer: Scalars['String']['input'];
}>;


export type ReadTokenCustomObjectQuery = { readTokenCustomObject: { id: string, kind: string, status: string, version: number, locale: string, createdAt: string, decidedAt: string | null, declineReason: string | null, companyName: string, address1: string, postCode: string, city: string, countryCode: string, phone: string, email: string, customerGroupCode: string, customerNumber: string | null, comments: Array<string>, dynamicFields: Array<{ name: string, value: string }>, contact: { salutation: string, firstName: string, lastName: string, loginEmail: string, phone: string | null, email: string | null, organizationalLevelCode: string, webRole: string } } };

export type CreateContactWithTokenMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  token: Scalars['String']['input'];
  customer: Scalars['String']['input'];
  version: Scalars['Int']['input'];
  webRole: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateContactWithTokenMutation = { createContactWithToken: { id: string, kind: string, status: string, version: number, locale: string, createdAt: string, decidedAt: string | null, declineReason: string | null, companyName: string, address1: string, postCode: string, city: string, countryCode: string, phone: string, email: string, customerGroupCode: string, customerNumber: string | null, comments: Array<string>, dynamicFields: Array<{ name: string, value: string }>, contact: { salutation: string, firstName: string, lastName: string, loginEmail: string, phone: string | null, email: string | null, organizationalLevelCode: string, webRole: string } } };

export type DeclineRegistrationCustomObjectMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  token: Scalars['String']['input'];
  customer: Scalars['String']['input'];
  version: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
}>;


export type DeclineRegistrationCustomObjectMutation = { declineRegistrationCustomObject: { id: string, kind: string, status: string, version: number, locale: string, createdAt: string, decidedAt: string | null, declineReason: string | null, companyName: string, address1: string, postCode: string, city: string, countryCode: string, phone: string, email: string, customerGroupCode: string, customerNumber: string | null, comments: Array<string>, dynamicFields: Array<{ name: string, value: string }>, contact: { salutation: string, firstName: string, lastName: string, loginEmail: string, phone: string | null, email: string | null, organizationalLevelCode: string, webRole: string } } };

export type RegistrationConfigQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type RegistrationConfigQuery = { shopConfig: { mandantCode: string, salutations: Array<{ code: string, name: string }>, customerGroups: Array<{ code: string, name: string }>, organizationalLevels: Array<{ code: string, name: string }>, webRoles: Array<{ code: string, isAdministrator: boolean }> } };

export type RegistrationOptionsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type RegistrationOptionsQuery = { shopConfig: { mandantCode: string, countryCode: string, salutations: Array<{ code: string, name: string }>, customerGroups: Array<{ code: string, name: string }>, organizationalLevels: Array<{ code: string, name: string }>, fieldDescriptions: Array<{ parameterName: string, status: string }> } };

export type RegistrationFieldsFragment = { id: string, kind: RegistrationKind, status: RegistrationStatus, loginEmail: string, companyName: string, customerNumber: string | null, createdAt: string };

export type RegistrationStateQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type RegistrationStateQuery = { registrationState: { loginEmail: string, registration: { id: string, kind: RegistrationKind, status: RegistrationStatus, loginEmail: string, companyName: string, customerNumber: string | null, createdAt: string } | null } };

export type CreateCustomerMutationVariables = Exact<{
  input: NewCustomerRegistrationInput;
}>;


export type CreateCustomerMutation = { createCustomer: { id: string, kind: RegistrationKind, status: RegistrationStatus, loginEmail: string, companyName: string, customerNumber: string | null, createdAt: string } };

export type RegisterExistingCustomerMutationVariables = Exact<{
  input: ExistingCustomerRegistrationInput;
}>;


export type RegisterExistingCustomerMutation = { registerExistingCustomer: { id: string, kind: RegistrationKind, status: RegistrationStatus, loginEmail: string, companyName: string, customerNumber: string | null, createdAt: string } };

export type PostCodesQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  mandantCode: Scalars['String']['input'];
  query: Scalars['String']['input'];
  limit: InputMaybe<Scalars['Int']['input']>;
}>;


export type PostCodesQuery = { postCodes: { items: Array<{ code: string, city: string }> } };

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

export type ShoppingListFieldsFragment = { id: string, key: string, name: string, version: number, isScanMe: boolean, hasNotBuyableItems: boolean, totalLineItemQuantity: number, lineItems: Array<{ key: string, sku: string | null, quantity: number, addedAt: string, buyable: boolean, price: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, imageUrl: string } | null }> };

export type ShoppingListKeysQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type ShoppingListKeysQuery = { shoppingListKeys: { shoppingList: string, scanMe: string } };

export type ShoppingListQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  key: Scalars['String']['input'];
}>;


export type ShoppingListQuery = { shoppingList: { id: string, key: string, name: string, version: number, isScanMe: boolean, hasNotBuyableItems: boolean, totalLineItemQuantity: number, lineItems: Array<{ key: string, sku: string | null, quantity: number, addedAt: string, buyable: boolean, price: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, imageUrl: string } | null }> } };

export type UpdateShoppingListMutationVariables = Exact<{
  input: UpdateShoppingListInput;
}>;


export type UpdateShoppingListMutation = { updateShoppingList: { id: string, key: string, name: string, version: number, isScanMe: boolean, hasNotBuyableItems: boolean, totalLineItemQuantity: number, lineItems: Array<{ key: string, sku: string | null, quantity: number, addedAt: string, buyable: boolean, price: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, imageUrl: string } | null }> } };

export type MergeShoppingListMutationVariables = Exact<{
  input: MergeShoppingListInput;
}>;


export type MergeShoppingListMutation = { mergeShoppingList: { id: string, key: string, name: string, version: number, isScanMe: boolean, hasNotBuyableItems: boolean, totalLineItemQuantity: number, lineItems: Array<{ key: string, sku: string | null, quantity: number, addedAt: string, buyable: boolean, price: { centAmount: number, currency: string } | null, product: { id: string, sku: string, name: string, slug: string, imageUrl: string } | null }> } };

export type ShoppingListCsvQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  key: Scalars['String']['input'];
}>;


export type ShoppingListCsvQuery = { generateShoppingListCsvEncodedFileContent: { fileName: string, content: string, mimeType: string } };

export type AddShoppingListToCartMutationVariables = Exact<{
  locale: Scalars['String']['input'];
  key: Scalars['String']['input'];
  cartId: InputMaybe<Scalars['ID']['input']>;
  cartVersion: InputMaybe<Scalars['Int']['input']>;
}>;


export type AddShoppingListToCartMutation = { addShoppingListToCart: { added: number, notAdded: Array<{ sku: string | null, lineItemKey: string, name: string, reason: string }>, cart: { id: string, version: number } } };

export type CompanyContactFieldsFragment = { id: string, contactNumber: string | null, customerNumber: string | null, loginEmail: string | null, salutation: string | null, firstName: string, middleName: string | null, lastName: string, personalEmail: string | null, phone: string | null, position: string | null, organizationalLevelCode: string | null, role: string, deletionState: boolean | null, version: number | null, createdAt: string | null, isTemporary: boolean | null, invitationExpiresAt: string | null };

export type CompanyContactsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  mandantCode: Scalars['String']['input'];
  search: InputMaybe<Scalars['String']['input']>;
  sort: InputMaybe<ContactSort>;
  direction: InputMaybe<Scalars['String']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
}>;


export type CompanyContactsQuery = { companyContacts: { temporaryAssociatesKnown: boolean, items: Array<{ id: string, contactNumber: string | null, customerNumber: string | null, loginEmail: string | null, salutation: string | null, firstName: string, middleName: string | null, lastName: string, personalEmail: string | null, phone: string | null, position: string | null, organizationalLevelCode: string | null, role: string, deletionState: boolean | null, version: number | null, createdAt: string | null, isTemporary: boolean | null, invitationExpiresAt: string | null }>, paginationInfo: { totalCount: number, lastPage: number, itemsPerPage: number } } };

export type CompanyContactQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  mandantCode: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type CompanyContactQuery = { companyContact: { id: string, contactNumber: string | null, customerNumber: string | null, loginEmail: string | null, salutation: string | null, firstName: string, middleName: string | null, lastName: string, personalEmail: string | null, phone: string | null, position: string | null, organizationalLevelCode: string | null, role: string, deletionState: boolean | null, version: number | null, createdAt: string | null, isTemporary: boolean | null, invitationExpiresAt: string | null } };

export type ContactFormOptionsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type ContactFormOptionsQuery = { shopConfig: { webRoles: Array<{ code: string, isAdministrator: boolean, accessLevel: number }>, salutations: Array<{ code: string, name: string }>, organizationalLevels: Array<{ code: string, name: string }> } };

export type CreateContactMutationVariables = Exact<{
  input: CreateContactInput;
}>;


export type CreateContactMutation = { createContact: { id: string, contactNumber: string | null, customerNumber: string | null, loginEmail: string | null, salutation: string | null, firstName: string, middleName: string | null, lastName: string, personalEmail: string | null, phone: string | null, position: string | null, organizationalLevelCode: string | null, role: string, deletionState: boolean | null, version: number | null, createdAt: string | null, isTemporary: boolean | null, invitationExpiresAt: string | null } };

export type ChangePersonMutationVariables = Exact<{
  input: ChangePersonInput;
}>;


export type ChangePersonMutation = { changePerson: { id: string, contactNumber: string | null, customerNumber: string | null, loginEmail: string | null, salutation: string | null, firstName: string, middleName: string | null, lastName: string, personalEmail: string | null, phone: string | null, position: string | null, organizationalLevelCode: string | null, role: string, deletionState: boolean | null, version: number | null, createdAt: string | null, isTemporary: boolean | null, invitationExpiresAt: string | null } };

export type RemovePersonMutationVariables = Exact<{
  input: RemovePersonInput;
}>;


export type RemovePersonMutation = { removePerson: { id: string, deletionState: boolean | null, version: number | null } };

export type ResendInvitationMutationVariables = Exact<{
  input: ResendInvitationInput;
}>;


export type ResendInvitationMutation = { resendInvitation: { id: string, contactNumber: string | null, customerNumber: string | null, loginEmail: string | null, salutation: string | null, firstName: string, middleName: string | null, lastName: string, personalEmail: string | null, phone: string | null, position: string | null, organizationalLevelCode: string | null, role: string, deletionState: boolean | null, version: number | null, createdAt: string | null, isTemporary: boolean | null, invitationExpiresAt: string | null } };
