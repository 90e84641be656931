import type { ContactSortField, ShopContext, SortDirection, WebRole } from '@shop/domain';

/** The fields of a contact an administrator sets (createContact, changePerson). */
export interface ContactFields {
  loginEmail: string;
  salutation: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  organizationalLevelCode: string | null;
  role: WebRole;
}

/**
 * A contact of a customer as the user administration shows and changes it (docs/rules/data-model.md,
 * customer or contact): the fields an administrator sets, and what the shop keeps beside them. `key` is
 * `<customerNo>-<contactNo>`, unique in the tenant (docs/decisions/0082-user-administration.md).
 */
export interface CompanyContact extends Omit<ContactFields, 'role'> {
  id: string;
  customerId: string;
  customerNumber: string;
  contactNumber: string;
  /** Null for a contact without a role (it signs in as ROLE_AUTHENTICATED). */
  role: WebRole | null;
  deletionState: boolean;
  externalId: string | null;
  key: string;
  /** Moves with every change; a change naming another one is refused (ContactVersionConflictError). */
  version: number;
  createdAt: string;
}

/** What the contact list asks for: a search text, a sort and a page (1-based). */
export interface ContactListQuery {
  /** Part of the name, the login e-mail or the contact number (case ignored); empty: all. */
  search: string;
  sort: ContactSortField;
  direction: SortDirection;
  page: number;
  limit: number;
}

export interface ContactListPage {
  items: CompanyContact[];
  total: number;
}

/**
 * A temporary associate (docs/decisions/0082-user-administration.md): a contact invited in the shop that
 * has not accepted an invitation yet, with its latest invitation.
 */
export interface TemporaryAssociate {
  contactId: string;
  loginEmail: string;
  invitedAt: string;
  /** When the latest invitation stops working (it may have expired already). */
  expiresAt: string;
}

/** A new contact with the invitation mailed to it: the token exists only here (its hash is stored). */
export interface InvitedContact {
  contact: CompanyContact;
  invitation: { id: string; token: string; expiresAt: Date; locale: string };
}

/** The contact is no longer at the version the change names; `current` is how it is now. */
export class ContactVersionConflictError extends Error {
  override readonly name = 'ContactVersionConflictError';
  constructor(readonly current: CompanyContact) {
    super(`contact is at version ${current.version}`);
  }
}

/** The change would leave the customer without an administrator (MISSING_ADMIN_CONTACT). */
export class MissingAdminContactError extends Error {
  override readonly name = 'MissingAdminContactError';
  constructor() {
    super('the customer would have no administrator left');
  }
}

/** An invitation was asked for a contact that has accepted one already (or was never invited). */
export class ContactAlreadyActiveError extends Error {
  override readonly name = 'ContactAlreadyActiveError';
  constructor() {
    super('the contact has signed in already');
  }
}

/**
 * The user administration of the commerce backend (docs/rules/calls.md createContact, changePerson,
 * removePerson, getTemporaryAssociates). Every method is scoped to ctx.mandantCode and ctx.customer:
 * a contact of another customer or tenant is never found, read or changed (null). Every write
 * records the context's contact and employee in the company's activity, in its own transaction.
 */
export interface CompanyUsersPort {
  /** The customer's non-deleted contacts matching the query, sorted and paged. */
  listContacts(ctx: ShopContext, query: ContactListQuery): Promise<ContactListPage>;
  /** The customer's contacts invited that have not accepted an invitation yet, newest first. */
  getTemporaryAssociates(
    ctx: ShopContext,
    paging: { page: number; limit: number },
  ): Promise<TemporaryAssociate[]>;
  /** A non-deleted contact of the customer; null for unknown, removed or foreign ones. */
  getContact(ctx: ShopContext, contactId: string): Promise<CompanyContact | null>;
  /**
   * The shop locale of the latest invitation of a contact of the customer (removed ones too): the
   * language an administrator chose for it. Null for a contact never invited in the shop (decision 0147).
   */
  contactLocale(ctx: ShopContext, contactId: string): Promise<string | null>;
  /**
   * Creates a contact of the customer and its invitation (link written for `locale`), in one
   * transaction. ContactLoginTakenError when a non-deleted contact signs in with the login e-mail.
   */
  createContact(ctx: ShopContext, fields: ContactFields, locale: string): Promise<InvitedContact>;
  /**
   * Changes a contact of the customer at `expectedVersion`. ContactVersionConflictError when it moved
   * on, MissingAdminContactError when it is the last administrator and would lose that role,
   * ContactLoginTakenError for a login e-mail of another contact; null for a foreign contact.
   */
  changeContact(
    ctx: ShopContext,
    contactId: string,
    fields: ContactFields,
    expectedVersion: number,
  ): Promise<CompanyContact | null>;
  /**
   * Removes a contact of the customer (deletion state) at `expectedVersion`; its open invitations end.
   * The same errors as changeContact; null for a foreign contact.
   */
  removeContact(ctx: ShopContext, contactId: string, expectedVersion: number): Promise<CompanyContact | null>;
  /**
   * A new invitation for a contact that has not accepted one (earlier links stop working), written for
   * `locale` (null: the locale of its latest invitation). ContactAlreadyActiveError for a contact that
   * has; null for a foreign contact.
   */
  resendInvitation(
    ctx: ShopContext,
    contactId: string,
    locale: string | null,
  ): Promise<InvitedContact | null>;
}

/** Injection token of CompanyUsersPort: a class injects only the ports it uses (docs/architecture.md). */
export const COMPANY_USERS_PORT = Symbol('COMPANY_USERS_PORT');
