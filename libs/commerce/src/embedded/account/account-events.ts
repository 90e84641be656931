import type { Db } from '@shop/db';
import type { AccountSubjectKind } from '@shop/domain';

/** Who changed something of a company: the contact, and the employee acting as it (decision 0014). */
export interface AccountActor {
  mandantCode: string;
  customerId: string;
  /** Null when staff decided (a registration) or the system acted. */
  contactId: string | null;
  employeeId: string | null;
}

/** What was changed (libs/domain ACCOUNT_SUBJECT_KINDS, one list for the writers and the activity page). */
export type { AccountSubjectKind };

export interface AccountEventInput {
  subjectKind: AccountSubjectKind;
  subjectId: string;
  action: string;
  /** What changed (field names, before and after); never a secret or a token. */
  details?: object;
}

/**
 * Appends one row to the company's activity (account_event, migration 0025). Call it with the
 * transaction of the change it records, so that a change and its record land together or not at all.
 */
export async function appendAccountEvent(
  db: Db,
  actor: AccountActor,
  event: AccountEventInput,
): Promise<void> {
  await db.query(
    `insert into account_event (mandant_code, customer_id, subject_kind, subject_id, action, contact_id, employee_id, details)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      actor.mandantCode,
      actor.customerId,
      event.subjectKind,
      event.subjectId,
      event.action,
      actor.contactId,
      actor.employeeId,
      JSON.stringify(event.details ?? {}),
    ],
  );
}
