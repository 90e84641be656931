import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@shop/db';
import { appendAccountEvent, type AccountActor } from './account-events';

/** How long an invitation link works (decision record of the invitations). */
export const INVITATION_LIFETIME_DAYS = 7;

/** SHA-256 (hex) of a token: what the database keeps of invitation and approval tokens. */
export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh single-use token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface CreatedInvitation {
  id: string;
  /** The token for the mail's link; only its hash is stored, so this is the one chance to send it. */
  token: string;
  expiresAt: Date;
}

/**
 * Invites a contact of `actor.customerId`: a new single-use token, valid INVITATION_LIFETIME_DAYS,
 * whose link is written for `locale`. Earlier open invitations of the contact stop working (a new
 * invitation replaces them). Appends 'invited' to the company's activity in `db`'s transaction.
 */
export async function createInvitation(
  db: Db,
  actor: AccountActor,
  contactId: string,
  locale: string,
): Promise<CreatedInvitation> {
  const id = randomUUID();
  const token = newToken();
  await db.query(
    `update contact_invitation set expires_at = least(expires_at, now())
      where contact_id = $1 and used_at is null`,
    [contactId],
  );
  const row = await db.one<{ expires_at: Date }>(
    `insert into contact_invitation (id, token_hash, mandant_code, customer_id, contact_id, locale, expires_at,
                                     invited_by_contact_id, invited_by_employee_id)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7), $8, $9)
     returning expires_at`,
    [
      id,
      tokenHashOf(token),
      actor.mandantCode,
      actor.customerId,
      contactId,
      locale,
      INVITATION_LIFETIME_DAYS,
      actor.contactId,
      actor.employeeId,
    ],
  );
  await appendAccountEvent(db, actor, {
    subjectKind: 'invitation',
    subjectId: contactId,
    action: 'invited',
    details: { locale, expiresAt: row!.expires_at },
  });
  return { id, token, expiresAt: row!.expires_at };
}
