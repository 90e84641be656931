/** Most characters of the reason a registration is declined with (docs/decisions/0095). */
export const MAX_DECLINE_REASON_LENGTH = 1000;

/** The contact form's field maxima (docs/decisions/0096), as the registration's for the same fields. */
export const CONTACT_FORM_LIMITS = {
  name: 30,
  phone: 30,
  email: 80,
  message: 4000,
} as const;
