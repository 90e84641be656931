import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { MAIL_JOB_OPTIONS, type MailOutbox } from '@shop/jobs';
import { withDeadline } from '@shop/redis';

/** How long a write that sends a mail waits for its mail job to be enqueued. */
export const MAIL_ENQUEUE_DEADLINE_MS = 3000;
/** How long it waits for the mail outbox's row (decision 0146). */
export const MAIL_OUTBOX_DEADLINE_MS = 3000;

/**
 * Stores the mail in the mail outbox (so a Redis that loses its queue does not lose the mail: the
 * worker's sweep adds it again, decision 0146), then enqueues one mail job for the worker under its
 * own id (so a repeat enqueues nothing); whether it was enqueued. Never fails:
 * what the mail tells of (an order, a decision) stands whether or not it could be enqueued, so a
 * failure is logged with `log`'s fields as `<what> not enqueued`, for ops. A mail the outbox cannot
 * store (the database away) is still enqueued, logged as `<what> not stored in the mail outbox`.
 */
export async function enqueueMail<T extends { mandantCode: string }>(
  queue: Pick<Queue, 'add'>,
  outbox: Pick<MailOutbox, 'store'>,
  logger: Logger,
  mail: {
    name: string;
    data: T;
    jobId: string;
    log: Record<string, unknown>;
    what: string;
    /** The job's options when they differ from MAIL_JOB_OPTIONS (e.g. a payload holding a token). */
    options?: typeof MAIL_JOB_OPTIONS | Record<string, unknown>;
    /**
     * A job id the outbox has already is a request taken before (the contact form's submission id,
     * decision 0146): nothing is enqueued, and true is answered.
     */
    once?: boolean;
  },
): Promise<boolean> {
  const options = mail.options ?? MAIL_JOB_OPTIONS;
  let stored: boolean | null = null;
  try {
    stored = await withDeadline(
      outbox.store({
        jobId: mail.jobId,
        mandantCode: mail.data.mandantCode,
        name: mail.name,
        data: mail.data,
        options: { ...options },
      }),
      MAIL_OUTBOX_DEADLINE_MS,
      'the mail outbox',
    );
  } catch (error) {
    logger.error({ ...mail.log, err: error }, `${mail.what} not stored in the mail outbox`);
  }
  if (stored === false && mail.once) {
    logger.info({ ...mail.log, jobId: mail.jobId }, `${mail.what} taken before: not enqueued again`);
    return true;
  }
  try {
    await withDeadline(
      queue.add(mail.name, mail.data, { ...options, jobId: mail.jobId }),
      MAIL_ENQUEUE_DEADLINE_MS,
      'the mail queue',
    );
    return true;
  } catch (error) {
    logger.error({ ...mail.log, err: error }, `${mail.what} not enqueued`);
    return false;
  }
}
