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

export type SessionMeFieldsFragment = { userType: string, mandantCode: string | null, role: string, accessLevel: number, loginEmailHash: string | null, needsCustomerSelection: boolean, customer: { id: string, customerNo: string, name: string, city: string | null } | null, contact: { id: string, contactNo: string, firstName: string, lastName: string, email: string, role: string } | null, employee: { id: string, employeeNo: string, name: string } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { userType: string, mandantCode: string | null, role: string, accessLevel: number, loginEmailHash: string | null, needsCustomerSelection: boolean, customer: { id: string, customerNo: string, name: string, city: string | null } | null, contact: { id: string, contactNo: string, firstName: string, lastName: string, email: string, role: string } | null, employee: { id: string, employeeNo: string, name: string } | null } | null };

export type CategoryTreeQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type CategoryTreeQuery = { categoryTree: { categories: Array<{ id: string, key: string, name: string, slug: string, orderHint: number, productCount: number, children: Array<{ id: string, key: string, name: string, slug: string, orderHint: number, productCount: number, children: Array<{ id: string, key: string, name: string, slug: string, orderHint: number, productCount: number }> }> }> } };

export type NavCategoryFragment = { id: string, key: string, name: string, slug: string, orderHint: number, productCount: number };

export type ContentPageQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  slug: Scalars['String']['input'];
}>;


export type ContentPageQuery = { content: { id: string, slug: string, locale: string, title: string, seoDescription: string, blocks: Array<
      | { __typename: 'CategorySliderBlock', id: string, headline: string, categories: Array<{ id: string, key: string, name: string, slug: string, productCount: number }> }
      | { __typename: 'HeroBannerBlock', id: string, headline: string, text: string, image: string, ctaLabel: string, ctaLink: string }
      | { __typename: 'ProductSliderBlock', id: string, headline: string, products: Array<{ id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, price: { centAmount: number, currency: string } | null }> }
    > } };

export type ProductCardFragment = { id: string, sku: string, name: string, slug: string, unit: string, packSize: number, imageUrl: string, price: { centAmount: number, currency: string } | null };

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

export type ShopConfigQueryVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type ShopConfigQuery = { shopConfig: { locale: string, mandantCode: string, name: string, currency: string, intlLocale: string, alternativePrice: { currency: string, factor: number } | null } };

export type RouteResolutionQueryVariables = Exact<{
  path: Scalars['String']['input'];
}>;


export type RouteResolutionQuery = { route: { path: string, name: string | null, notFound: boolean, redirect: { to: string, external: boolean } | null } };

export type ExternalShopsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExternalShopsQuery = { externalShops: Array<{ locale: string, countryCode: string, url: string }> };
