import type { WebRole } from '../roles';

/**
 * What a registration sends and stores (docs/rules/data-model.md, the customer registration payload),
 * after validation: codes are codes of the tenant's configured lists, lengths within their maxima.
 * A new customer fills `customer`; an existing customer names its `customer.customerNumber` and the
 * rest of `customer` stays as the registrant typed it (shown to the approving administrator).
 */
export interface RegistrationPayload {
  mandantCode: string;
  customer: {
    name1: string;
    address: { address1: string; postCode: string; city: string; countryCode: string };
    phone: string;
    email: string;
    customerGroupCode: string;
    /** Existing customer: the number asked for (max 20). New customer: empty. */
    customerNumber: string | null;
  };
  /** One entry per configured field description (parameterName → value) that is Visible or Mandatory. */
  dynamicFields: Record<string, string>;
  contact: {
    salutation: string;
    firstName: string;
    lastName: string;
    loginEmail: string;
    phone: string | null;
    organizationalLevelCode: string;
    /** The role the contact gets: the tenant's administrator role for a new customer's first contact. */
    webRole: WebRole;
    email: string | null;
  };
  comments: { text: string }[];
}

export type RegistrationKind = 'new-customer' | 'existing-customer';
export type RegistrationStatus = 'pending' | 'confirmed' | 'declined';
