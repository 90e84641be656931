import type { Job } from 'bullmq';
import {
  InvalidJobError,
  MAIL_JOBS,
  validateOrderConfirmationMailJob,
  type OrderConfirmationMailJob,
} from '@shop/jobs';
import { renderOrderConfirmation, type RenderedMail } from '@shop/mail';

export type MailJob = OrderConfirmationMailJob;

export interface OutgoingMail extends RenderedMail {
  from: string;
  to: string;
}

/** The server refused the mail for good (e.g. 550 no such mailbox): sending it again cannot help. */
export class MailRefusedError extends Error {
  override readonly name = 'MailRefusedError';
}

/**
 * Hands a mail to a mail server. Rejects with MailRefusedError when the server refuses it for good;
 * any other rejection (server away, timeout, a temporary refusal) may pass on a later attempt.
 */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

export interface MailDeps {
  transport: MailTransport;
  /** Sender of every mail (MAIL_FROM). */
  from: string;
}

export interface MailOutcome {
  kind: 'sent';
  orderNumber: string;
  messageId: string;
}

/**
 * The processor of QUEUES.mail: renders the mail of the job in the order's language and hands it to
 * the mail server. A payload that can never be sent, and a mail the server refuses for good, fail
 * with InvalidJobError (not retried); anything else is retried by the queue (MAIL_JOB_OPTIONS).
 */
export async function processMail(
  job: Pick<Job<MailJob>, 'name' | 'data'>,
  deps: MailDeps,
): Promise<MailOutcome> {
  if (job.name !== MAIL_JOBS.orderConfirmation) throw new InvalidJobError(`unknown mail job: ${job.name}`);
  const data = validateOrderConfirmationMailJob(job.data);
  const mail = renderOrderConfirmation(data);
  const sent = await deps.transport
    .send({ ...mail, from: deps.from, to: data.to })
    .catch((error: unknown) => {
      throw error instanceof MailRefusedError ? new InvalidJobError(error.message) : error;
    });
  return { kind: 'sent', orderNumber: data.order.orderNumber, messageId: sent.messageId };
}
