import type { TFunction } from 'i18next';
import {
  isFormFieldShown,
  maxLengthOf,
  type RegistrationContactForm,
  type RegistrationOptions,
  type FieldDescription,
  type NewCustomerForm,
  type RegistrationFieldError,
} from '@shop/domain';

/** What the form needs of the shop configuration (RegistrationOptions query). */
export interface RegistrationConfig {
  countryCode: string;
  salutations: { code: string; name: string }[];
  customerGroups: { code: string; name: string }[];
  organizationalLevels: { code: string; name: string }[];
  fieldDescriptions: FieldDescription[];
}

export function emptyNewCustomerForm(loginMail: string): NewCustomerForm {
  return {
    companyName: '',
    companyStreetNumber: '',
    companyPostal: '',
    companyCity: '',
    companyPhone: '',
    companyMail: '',
    group: '',
    customerNumber: '',
    salutation: '',
    firstName: '',
    lastName: '',
    position: '',
    personalPhone: '',
    loginMail,
    additionalContactMail: false,
    personalMail: '',
    comment: '',
    dynamicFields: {},
  };
}

/** Field errors by field path (the first per field), as the rules or the BFF gave them. */
export function errorsByField(errors: readonly RegistrationFieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) byField[error.field] ??= error.messageKey;
  return byField;
}

/** The translated message of a field's rule; "too long" names the field's maximum. */
export function fieldMessage(t: TFunction, field: string, key: string): string {
  const max = maxLengthOf(field) ?? undefined;
  return t(key as 'error.internal', { max, defaultValue: '' }) || t('error.internal');
}

/** A trimmed value, or null when empty (what the BFF takes for an optional field). */
export const optional = (value: string): string | null => value.trim() || null;

/** The registrant's part of either mutation's input; fields that are not shown are sent empty. */
export function contactInputOf(values: RegistrationContactForm, options: RegistrationOptions) {
  return {
    salutation: values.salutation,
    firstName: values.firstName,
    lastName: values.lastName,
    position: values.position,
    personalPhone: isFormFieldShown(options, 'personalPhone') ? optional(values.personalPhone) : null,
    additionalContactMail: values.additionalContactMail,
    personalMail: values.additionalContactMail ? optional(values.personalMail) : null,
    comment: isFormFieldShown(options, 'comment') ? optional(values.comment) : null,
  };
}
