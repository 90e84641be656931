import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { MAIL_JOB_OPTIONS } from '@shop/jobs';
import { withDeadline } from '@shop/redis';

/** How long a write that sends a mail waits for its mail job to be enqueued. */
export const MAIL_ENQUEUE_DEADLINE_MS = 3000;

/**
 * Enqueues one mail job for the worker under its own id (so a repeat enqueues nothing); whether it was
 * enqueued. Never fails:
 * what the mail tells of (an order, a decision) stands whether or not it could be enqueued, so a
 * failure is logged with `log`'s fields as `<what> not enqueued`, for ops.
 */
export async function enqueueMail<T>(
  queue: Pick<Queue, 'add'>,
  logger: Logger,
  mail: {
    name: string;
    data: T;
    jobId: string;
    log: Record<string, unknown>;
    what: string;
    /** The job's options when they differ from MAIL_JOB_OPTIONS (e.g. a payload holding a token). */
    options?: typeof MAIL_JOB_OPTIONS | Record<string, unknown>;
  },
): Promise<boolean> {
  try {
    await withDeadline(
      queue.add(mail.name, mail.data, { ...(mail.options ?? MAIL_JOB_OPTIONS), jobId: mail.jobId }),
      MAIL_ENQUEUE_DEADLINE_MS,
      'the mail queue',
    );
    return true;
  } catch (error) {
    logger.error({ ...mail.log, err: error }, `${mail.what} not enqueued`);
    return false;
  }
}
