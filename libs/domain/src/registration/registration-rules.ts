import { isPostalCodeOf } from '../address/shipping-address';

/**
 * The registration form's rules (docs/rules/validation.md, registration form; decision 0092): the one
 * rule set the web form shows and the BFF enforces. Values are checked as typed (trimmed); every
 * failure names its field and a translatable message key.
 */

/** A field description of the shop configuration: which extra field the form shows, and whether it is required. */
export interface FieldDescription {
  parameterName: string;
  /** Visible: shown, optional. Mandatory: shown, required. Any other status: not shown. */
  status: string;
}

/** The configured lists the coded fields must take their codes from, and the field descriptions. */
export interface RegistrationOptions {
  /** Customer group codes (field `group`). */
  groups: readonly string[];
  salutations: readonly string[];
  /** Organizational level codes (field `position`). */
  positions: readonly string[];
  fieldDescriptions: readonly FieldDescription[];
  /** ISO 3166 country of the tenant: the post code must have its format. */
  countryCode: string;
}

/** What the rules need of a shop configuration (ShopConfig: code lists, field descriptions, country). */
export interface RegistrationConfigLists {
  countryCode: string;
  customerGroups: readonly { code: string }[];
  salutations: readonly { code: string }[];
  organizationalLevels: readonly { code: string }[];
  fieldDescriptions: readonly FieldDescription[];
}

/** The configured lists as the rules take them (decision 0092); the web and the BFF build them alike. */
export function registrationOptionsOf(config: RegistrationConfigLists): RegistrationOptions {
  return {
    groups: config.customerGroups.map((g) => g.code),
    salutations: config.salutations.map((s) => s.code),
    positions: config.organizationalLevels.map((o) => o.code),
    fieldDescriptions: config.fieldDescriptions,
    countryCode: config.countryCode,
  };
}

/** One failed rule: the field (`dynamicFields.<parameterName>` for a configured extra field) and its message key. */
export interface RegistrationFieldError {
  field: string;
  messageKey: RegistrationMessageKey;
}

export const REGISTRATION_MESSAGES = {
  required: 'error.field-required',
  tooLong: 'error.field-too-long',
  invalidString: 'error.field-invalid-string',
  invalidEnum: 'error.field-invalid-option',
  invalidEmail: 'error.field-invalid-email',
  invalidPostCode: 'error.invalid-postal-code',
  unknownField: 'error.unknown-field',
} as const;
export type RegistrationMessageKey = (typeof REGISTRATION_MESSAGES)[keyof typeof REGISTRATION_MESSAGES];

/**
 * Maximum lengths. customerNumber 20; companyStreetNumber, companyPhone, firstName, lastName and
 * personalPhone 30; loginMail and personalMail 80 are the spec's; the others are decision 0092's.
 */
export const REGISTRATION_MAX_LENGTH = {
  companyName: 80,
  companyStreetNumber: 30,
  companyPostal: 10,
  companyCity: 50,
  companyPhone: 30,
  companyMail: 80,
  customerNumber: 20,
  firstName: 30,
  lastName: 30,
  personalPhone: 30,
  loginMail: 80,
  personalMail: 80,
  comment: 1000,
  /** Every configured extra field (dynamicFields). */
  dynamic: 80,
} as const;

/** Fields of the new-customer form. */
export interface NewCustomerForm {
  companyName: string;
  companyStreetNumber: string;
  companyPostal: string;
  companyCity: string;
  companyPhone: string;
  companyMail: string;
  group: string;
  customerNumber: string;
  salutation: string;
  firstName: string;
  lastName: string;
  position: string;
  personalPhone: string;
  /** The signed-in login (decision 0092: prefilled, not editable). */
  loginMail: string;
  /** The additional-contact-mail option: the contact has an e-mail of its own besides the login. */
  additionalContactMail: boolean;
  personalMail: string;
  comment: string;
  /** Configured extra fields by parameterName. */
  dynamicFields: Record<string, string>;
}

/** The registrant's own fields, in both forms. */
export type RegistrationContactForm = Pick<
  NewCustomerForm,
  | 'salutation'
  | 'firstName'
  | 'lastName'
  | 'position'
  | 'personalPhone'
  | 'loginMail'
  | 'additionalContactMail'
  | 'personalMail'
  | 'comment'
>;

/** Fields of the existing-customer form: the customer's number and the contact. */
export type ExistingCustomerForm = RegistrationContactForm & Pick<NewCustomerForm, 'customerNumber'>;

/** Form fields whose showing (and for optional ones, requiring) a field description may decide. */
export const DESCRIBED_FORM_FIELDS = [
  'customerNumber',
  'companyPhone',
  'personalPhone',
  'personalMail',
  'comment',
] as const;

const ALWAYS_REQUIRED_NEW = [
  'companyName',
  'companyPostal',
  'companyCity',
  'companyMail',
  'group',
  'salutation',
  'loginMail',
  'position',
  'companyStreetNumber',
  'companyPhone',
  'firstName',
  'lastName',
] as const;

const ALWAYS_REQUIRED_EXISTING = [
  'customerNumber',
  'salutation',
  'loginMail',
  'position',
  'firstName',
  'lastName',
] as const;

const EMAIL = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\.]+(?:\.[^\s@<>,;:"()[\]\\.]+)+$/;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK = /[\r\n\t]/;

/** Whether a field description shows its field. */
export function isShown(description: FieldDescription | undefined): boolean {
  return description?.status === 'Visible' || description?.status === 'Mandatory';
}

/** The field descriptions the form shows, in configured order. */
export function shownFieldDescriptions(options: Pick<RegistrationOptions, 'fieldDescriptions'>) {
  return options.fieldDescriptions.filter(isShown);
}

/** Described extra fields (not fields of the form itself): the dynamicFields the form shows. */
export function dynamicFieldDescriptions(options: Pick<RegistrationOptions, 'fieldDescriptions'>) {
  return shownFieldDescriptions(options).filter(
    (d) => !(DESCRIBED_FORM_FIELDS as readonly string[]).includes(d.parameterName),
  );
}

/**
 * Whether an optional form field (customerNumber, personalPhone, personalMail, comment) is shown:
 * a form field without a field description is shown; one with a description only when Visible or Mandatory.
 */
export function isFormFieldShown(options: Pick<RegistrationOptions, 'fieldDescriptions'>, field: string) {
  const description = options.fieldDescriptions.find((d) => d.parameterName === field);
  return description === undefined || isShown(description);
}

function isMandatory(options: Pick<RegistrationOptions, 'fieldDescriptions'>, field: string) {
  return options.fieldDescriptions.some((d) => d.parameterName === field && d.status === 'Mandatory');
}

type Check = (value: unknown) => RegistrationMessageKey | null;

function fieldCheck({
  required,
  max,
  email = false,
  codes,
  multiline = false,
}: {
  required: boolean;
  max: number;
  email?: boolean;
  codes?: readonly string[];
  multiline?: boolean;
}): Check {
  return (value) => {
    if (value === undefined || value === null) return required ? REGISTRATION_MESSAGES.required : null;
    if (typeof value !== 'string') return REGISTRATION_MESSAGES.invalidString;
    if (CONTROL.test(value) || (!multiline && LINE_BREAK.test(value)))
      return REGISTRATION_MESSAGES.invalidString;
    const text = value.trim();
    if (!text) return required ? REGISTRATION_MESSAGES.required : null;
    if (text.length > max) return REGISTRATION_MESSAGES.tooLong;
    if (codes && !codes.includes(text)) return REGISTRATION_MESSAGES.invalidEnum;
    if (email && !EMAIL.test(text)) return REGISTRATION_MESSAGES.invalidEmail;
    return null;
  };
}

const M = REGISTRATION_MAX_LENGTH;

function contactChecks(
  options: RegistrationOptions,
  values: Partial<Record<keyof NewCustomerForm, unknown>>,
  required: readonly string[],
): Record<string, Check> {
  const req = (field: string) => required.includes(field) || isMandatory(options, field);
  const withOwnMail = values.additionalContactMail === true || isMandatory(options, 'personalMail');
  return {
    salutation: fieldCheck({ required: true, max: 80, codes: options.salutations }),
    firstName: fieldCheck({ required: true, max: M.firstName }),
    lastName: fieldCheck({ required: true, max: M.lastName }),
    position: fieldCheck({ required: true, max: 80, codes: options.positions }),
    personalPhone: fieldCheck({ required: req('personalPhone'), max: M.personalPhone }),
    loginMail: fieldCheck({ required: true, max: M.loginMail, email: true }),
    personalMail: fieldCheck({ required: withOwnMail, max: M.personalMail, email: true }),
    comment: fieldCheck({ required: req('comment'), max: M.comment, multiline: true }),
  };
}

function run(
  checks: Record<string, Check>,
  values: Record<string, unknown>,
  options: RegistrationOptions,
): RegistrationFieldError[] {
  const errors: RegistrationFieldError[] = [];
  for (const [field, check] of Object.entries(checks)) {
    // A described optional field that is not shown is not asked for, so it is not checked (its value is dropped).
    if ((DESCRIBED_FORM_FIELDS as readonly string[]).includes(field) && !isFormFieldShown(options, field))
      continue;
    const messageKey = check(values[field]);
    if (messageKey) errors.push({ field, messageKey });
  }
  return errors;
}

function dynamicErrors(options: RegistrationOptions, dynamic: unknown): RegistrationFieldError[] {
  const shown = dynamicFieldDescriptions(options);
  const values = (dynamic && typeof dynamic === 'object' ? dynamic : {}) as Record<string, unknown>;
  const errors: RegistrationFieldError[] = [];
  for (const description of shown) {
    const messageKey = fieldCheck({
      required: description.status === 'Mandatory',
      max: M.dynamic,
    })(values[description.parameterName]);
    if (messageKey) errors.push({ field: `dynamicFields.${description.parameterName}`, messageKey });
  }
  for (const name of Object.keys(values))
    if (!shown.some((d) => d.parameterName === name))
      errors.push({ field: `dynamicFields.${name}`, messageKey: REGISTRATION_MESSAGES.unknownField });
  return errors;
}

/** Every rule the new-customer form breaks; empty when it may be sent. */
export function newCustomerFormErrors(
  values: Partial<Record<keyof NewCustomerForm, unknown>>,
  options: RegistrationOptions,
): RegistrationFieldError[] {
  const req = (field: string) =>
    (ALWAYS_REQUIRED_NEW as readonly string[]).includes(field) || isMandatory(options, field);
  const checks: Record<string, Check> = {
    companyName: fieldCheck({ required: true, max: M.companyName }),
    companyStreetNumber: fieldCheck({ required: true, max: M.companyStreetNumber }),
    companyPostal: fieldCheck({ required: true, max: M.companyPostal }),
    companyCity: fieldCheck({ required: true, max: M.companyCity }),
    companyPhone: fieldCheck({ required: true, max: M.companyPhone }),
    companyMail: fieldCheck({ required: true, max: M.companyMail, email: true }),
    group: fieldCheck({ required: true, max: 80, codes: options.groups }),
    customerNumber: fieldCheck({ required: req('customerNumber'), max: M.customerNumber }),
    ...contactChecks(options, values, ALWAYS_REQUIRED_NEW),
  };
  const errors = run(checks, values, options);
  const postal = values.companyPostal;
  if (
    !errors.some((e) => e.field === 'companyPostal') &&
    typeof postal === 'string' &&
    !isPostalCodeOf(options.countryCode, postal.trim())
  )
    errors.push({ field: 'companyPostal', messageKey: REGISTRATION_MESSAGES.invalidPostCode });
  return [...errors, ...dynamicErrors(options, values.dynamicFields)];
}

/** Every rule the existing-customer form breaks; empty when it may be sent. */
export function existingCustomerFormErrors(
  values: Partial<Record<keyof ExistingCustomerForm, unknown>>,
  options: RegistrationOptions,
): RegistrationFieldError[] {
  const checks: Record<string, Check> = {
    customerNumber: fieldCheck({ required: true, max: M.customerNumber }),
    ...contactChecks(options, values, ALWAYS_REQUIRED_EXISTING),
  };
  // The existing customer's number is always asked for, whatever its field description says.
  const fieldDescriptions = options.fieldDescriptions.filter((d) => d.parameterName !== 'customerNumber');
  return run(checks, values, { ...options, fieldDescriptions });
}

/** The maximum a too-long message names, by field (`dynamicFields.x` → the dynamic maximum). */
export function maxLengthOf(field: string): number | null {
  if (field.startsWith('dynamicFields.')) return M.dynamic;
  return (M as Record<string, number>)[field] ?? null;
}

/** A trimmed value, or null when empty. */
export function trimmedOrNull(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text ? text : null;
}
