import type { ContactFormValues } from './contact-form';

/** The form's values as createContact and changePerson take them: empty optional fields are null. */
export function contactInputOf(values: ContactFormValues) {
  const optional = (value: string) => (value.trim() ? value.trim() : null);
  return {
    firstName: values.firstName.trim(),
    middleName: optional(values.middleName),
    lastName: values.lastName.trim(),
    loginEmail: values.loginEmail.trim(),
    webRole: values.webRole,
    salutation: optional(values.salutation),
    organizationalLevelCode: optional(values.organizationalLevelCode),
    phone: optional(values.phone),
    email: optional(values.email),
    position: optional(values.position),
  };
}
