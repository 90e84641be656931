/**
 * The user administration's rules (docs/decisions/0082-user-administration.md), shared by the BFF (which
 * enforces them) and the web (whose form checks the same before sending).
 */

/** The situation of a change that would leave a customer without an administrator (MISSING_ADMIN_CONTACT). */
export const MISSING_ADMIN_CONTACT = 'MISSING_ADMIN_CONTACT';
/** Its message key: the BFF answers CONFLICT with it, the web shows its text. */
export const MISSING_ADMIN_CONTACT_KEY = 'error.missing-admin-contact';

/** Longest name part (first, middle, last name) a contact may have. */
export const CONTACT_NAME_MAX = 50;
/** Longest e-mail address (login or personal): RFC 5321's path limit. */
export const CONTACT_EMAIL_MAX = 254;
/** Longest phone number. */
export const CONTACT_PHONE_MAX = 30;
/** Longest position (job title). */
export const CONTACT_POSITION_MAX = 80;

/** An e-mail address as the forms accept it: one @, no blanks or separators a mail header could misuse. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\.]+(\.[^\s@<>,;:"()[\]\\.]+)+$/;
/** A phone number: digits, blanks, +, /, -, ( and ), at least one digit. */
export const CONTACT_PHONE_PATTERN = /^(?=.*\d)[\d +/()-]+$/;

/** What the contact list sorts by (docs/rules: user administration sorting). */
export const CONTACT_SORT_FIELDS = ['name', 'loginEmail', 'role', 'createdAt'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];

/** Contacts on one page of the user administration by default, and at most. */
export const CONTACTS_PAGE_SIZE = 20;
export const CONTACTS_PAGE_SIZE_MAX = 100;
/** Longest search text (name, login e-mail or contact number). */
export const CONTACT_SEARCH_MAX = 100;

/** getTemporaryAssociates: the spec reads page 1 with limit 100. */
export const TEMPORARY_ASSOCIATES_PAGE = 1;
export const TEMPORARY_ASSOCIATES_LIMIT = 100;

/** A contact as the last-admin rule sees it. */
export interface AdminCandidate {
  id: string;
  isAdministrator: boolean;
}

/**
 * Whether the customer still has an administrator when `contactId` leaves (removed) or gets a
 * role that does not administer: another administrator that is not removed must remain.
 */
export function keepsAnAdministrator(
  admins: readonly AdminCandidate[],
  contactId: string,
  becomesAdministrator: boolean,
): boolean {
  if (becomesAdministrator) return true;
  return admins.some((contact) => contact.isAdministrator && contact.id !== contactId);
}
