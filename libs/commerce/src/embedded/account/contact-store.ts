import { randomUUID } from 'node:crypto';
import type { Db } from '@shop/db';
import type { WebRole } from '@shop/domain';
import { appendAccountEvent, type AccountActor } from './account-events';

/** A new contact of a customer, as the user administration and a confirmed registration create it. */
export interface NewContact {
  loginEmail: string;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  salutation?: string | null;
  email?: string | null;
  phone?: string | null;
  position?: string | null;
  organizationalLevelCode?: string | null;
  externalId?: string | null;
  /** A role of the tenant's configured web roles; the caller checks it against shopConfig.webRoles. */
  role: WebRole;
}

export interface InsertedContact {
  id: string;
  contactNo: string;
}

/** Another non-deleted contact of the tenant already signs in with this e-mail. */
export class ContactLoginTakenError extends Error {
  constructor() {
    super('login e-mail already used by a contact');
  }
}

/**
 * Inserts a contact of `actor.customerId` in `actor.mandantCode` with the next contact number and
 * appends 'created' to the company's activity, in `db`'s transaction. The one way a contact comes to
 * be in the shop, so that numbering, the unique login e-mail and the record are never skipped.
 */
export async function insertContact(
  db: Db,
  actor: AccountActor,
  contact: NewContact,
  details: object = {},
): Promise<InsertedContact> {
  const id = `co-${actor.mandantCode}-${randomUUID()}`;
  const taken = await db.one(
    `select 1 from contact where lower(login_email) = lower($1) and not deletion_state`,
    [contact.loginEmail],
  );
  if (taken) throw new ContactLoginTakenError();
  const row = await db.one<{ contact_no: string }>(
    `insert into contact (id, customer_id, mandant_code, contact_no, login_email, salutation, first_name,
                          middle_name, last_name, email, phone, position, organizational_level_code, external_id, role)
     values ($1, $2, $3, 'KT' || nextval('contact_no_seq')::text, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     returning contact_no`,
    [
      id,
      actor.customerId,
      actor.mandantCode,
      contact.loginEmail.trim(),
      contact.salutation ?? null,
      contact.firstName,
      contact.middleName ?? null,
      contact.lastName,
      contact.email ?? null,
      contact.phone ?? null,
      contact.position ?? null,
      contact.organizationalLevelCode ?? null,
      contact.externalId ?? null,
      contact.role,
    ],
  );
  await appendAccountEvent(db, actor, {
    subjectKind: 'contact',
    subjectId: id,
    action: 'created',
    details: { loginEmail: contact.loginEmail, role: contact.role, ...details },
  });
  return { id, contactNo: row!.contact_no };
}
