/**
 * One mail job as the mail outbox keeps it (migration 0040, decision 0146): what is needed to add the
 * same job again when Redis lost it.
 */
export interface OutboxMail {
  /** The BullMQ job id (e.g. contactFormJobId): one row, and one mail, per id. */
  jobId: string;
  mandantCode: string;
  /** The job name on QUEUES.mail (MAIL_JOBS). */
  name: string;
  data: unknown;
  /** The job's options without its id (MAIL_JOB_OPTIONS, CONTACT_INVITATION_JOB_OPTIONS). */
  options: Record<string, unknown>;
}

/** A mail the outbox has not seen sent, nor failed for good. */
export interface UnsentMail extends OutboxMail {
  /** ISO time it was stored. */
  createdAt: string;
}

/**
 * Where mail jobs are kept until they were sent (MailOutboxStore of libs/db): the BFF stores each before
 * it enqueues it, the worker marks it sent (or failed for good), and the worker's sweep adds again the
 * unsent ones whose job Redis no longer has (decision 0146).
 */
export interface MailOutbox {
  /** Stores the mail unless its job id is stored already; whether it was new. */
  store(mail: OutboxMail): Promise<boolean>;
  /** Whether the mail of this job id went out already. */
  isSent(jobId: string): Promise<boolean>;
  /** The mail went out: marked sent and its payload cleared. */
  markSent(jobId: string): Promise<void>;
  /** The mail can never go out (refused, or every attempt failed): marked failed, its payload cleared. */
  markFailed(jobId: string): Promise<void>;
  /**
   * Unsent mails stored at least `olderThanMs` ago, by job id after `after` (the last of the previous
   * page; null for the first), at most `limit`.
   */
  unsent(olderThanMs: number, after: string | null, limit: number): Promise<UnsentMail[]>;
  /** Deletes up to `limit` rows of mails sent or failed more than `olderThanMs` ago; how many. */
  deleteDone(olderThanMs: number, limit: number): Promise<number>;
}

/**
 * How long the row of a mail sent or failed is kept (decision 0146): its id still answers a contact
 * form sent again, and ops can see what went out; then the worker deletes it.
 */
export const MAIL_OUTBOX_KEEP_MS = 30 * 24 * 3600_000;
