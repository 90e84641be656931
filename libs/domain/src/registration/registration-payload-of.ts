import type { WebRole } from '../roles';
import type { RegistrationPayload } from './registration-payload';
import {
  dynamicFieldDescriptions,
  isFormFieldShown,
  trimmedOrNull,
  type ExistingCustomerForm,
  type NewCustomerForm,
  type RegistrationOptions,
} from './registration-rules';

interface PayloadTenant {
  mandantCode: string;
  /** The role the registrant's contact is to get. */
  webRole: WebRole;
}

const text = (value: string | undefined) => value?.trim() ?? '';

/** The contact part and comments of a checked form; optional fields that are not shown are dropped. */
function contactOf(form: ExistingCustomerForm, options: RegistrationOptions, webRole: WebRole) {
  const shown = (field: string) => isFormFieldShown(options, field);
  const ownMail =
    form.additionalContactMail ||
    options.fieldDescriptions.some((d) => d.parameterName === 'personalMail' && d.status === 'Mandatory');
  const comment = shown('comment') ? trimmedOrNull(form.comment) : null;
  return {
    contact: {
      salutation: text(form.salutation),
      firstName: text(form.firstName),
      lastName: text(form.lastName),
      loginEmail: text(form.loginMail),
      phone: shown('personalPhone') ? trimmedOrNull(form.personalPhone) : null,
      organizationalLevelCode: text(form.position),
      webRole,
      email: ownMail && shown('personalMail') ? trimmedOrNull(form.personalMail) : null,
    },
    comments: comment ? [{ text: comment }] : [],
  };
}

/**
 * The stored payload of a new-customer form that passed newCustomerFormErrors (decision 0092):
 * dynamicFields holds one key per shown field description — the configured extra fields and the
 * described form fields alike — so staff see what the configuration asked for.
 */
export function newCustomerPayloadOf(
  form: NewCustomerForm,
  options: RegistrationOptions,
  tenant: PayloadTenant,
): RegistrationPayload {
  const dynamicFields: Record<string, string> = {};
  for (const description of options.fieldDescriptions) {
    const name = description.parameterName;
    if (dynamicFieldDescriptions(options).some((d) => d.parameterName === name))
      dynamicFields[name] = text(form.dynamicFields[name]);
    else if (
      name in form &&
      isFormFieldShown(options, name) &&
      typeof form[name as keyof NewCustomerForm] === 'string'
    )
      dynamicFields[name] = text(form[name as keyof NewCustomerForm] as string);
  }
  return {
    mandantCode: tenant.mandantCode,
    customer: {
      name1: text(form.companyName),
      address: {
        address1: text(form.companyStreetNumber),
        postCode: text(form.companyPostal),
        city: text(form.companyCity),
        countryCode: options.countryCode,
      },
      phone: text(form.companyPhone),
      email: text(form.companyMail),
      customerGroupCode: text(form.group),
      // A new customer gets its number on confirmation; one typed here is kept in dynamicFields.
      customerNumber: null,
    },
    dynamicFields,
    ...contactOf(form, options, tenant.webRole),
  };
}

/** The stored payload of an existing-customer form that passed existingCustomerFormErrors. */
export function existingCustomerPayloadOf(
  form: ExistingCustomerForm,
  options: RegistrationOptions,
  tenant: PayloadTenant,
): RegistrationPayload {
  return {
    mandantCode: tenant.mandantCode,
    customer: {
      name1: '',
      address: { address1: '', postCode: '', city: '', countryCode: options.countryCode },
      phone: '',
      email: '',
      customerGroupCode: '',
      customerNumber: text(form.customerNumber),
    },
    dynamicFields: {},
    ...contactOf(form, options, tenant.webRole),
  };
}
