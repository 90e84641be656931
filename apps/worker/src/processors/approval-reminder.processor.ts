import type { Job, JobsOptions } from 'bullmq';
import type { ApprovalReminderPort, DueApprovalReminder } from '@shop/commerce';
import {
  approvalReminderJobId,
  HOUSEKEEPING_JOBS,
  InvalidJobError,
  MAIL_JOB_OPTIONS,
  MAIL_JOBS,
  validateCartHousekeepingJob,
  type ApprovalReminderMailJob,
  type CartHousekeepingJob,
  type CartHousekeepingTrigger,
} from '@shop/jobs';
import { buildPath, customerLocaleOf, isMandantCode, type LocaleCode, type MandantCode } from '@shop/locales';

/** Carts read and marked at a time: a few short statements, each far inside the 5 s deadline. */
export const APPROVAL_REMINDER_BATCH = 100;
/** Batches of one run (10,000 carts); what is left is reminded by the next run, an hour later. */
export const APPROVAL_REMINDER_MAX_BATCHES = 100;

/** The mail queue as the processor uses it: BullMQ's Queue#addBulk. */
export interface MailQueue {
  addBulk(jobs: { name: string; data: ApprovalReminderMailJob; opts: JobsOptions }[]): Promise<unknown>;
}

export interface ApprovalReminderDeps {
  reminders: ApprovalReminderPort;
  mails: MailQueue;
  /** The shop's origin (PUBLIC_URL, no trailing slash): the mails link to the cart under it. */
  publicUrl: string;
  now?: () => Date;
  batchSize?: number;
  maxBatches?: number;
}

export interface ApprovalReminderOutcome {
  trigger: CartHousekeepingTrigger;
  /** Carts whose approvers were reminded. */
  reminded: number;
  /** Mail jobs enqueued (one per recipient of each cart). */
  mails: number;
  /** Mandant code → carts reminded. */
  byTenant: Record<string, number>;
  batches: number;
  /** The run stopped with reminders still due (at maxBatches, or carts it could not mark now). */
  more: boolean;
}

/** The shop locale a customer is written to in (libs/locales customerLocaleOf, shared with the BFF's decision mails). */
export const mailLocaleOf: (mandantCode: MandantCode, language: string) => LocaleCode = customerLocaleOf;

/** The mail jobs of one due cart: one per recipient, in the customer's shop locale. */
export function approvalReminderMails(
  due: DueApprovalReminder,
  publicUrl: string,
): { name: string; data: ApprovalReminderMailJob; opts: JobsOptions }[] {
  if (!isMandantCode(due.mandantCode))
    throw new Error(`cart ${due.cartId} has an unknown tenant ${due.mandantCode}`);
  const locale = mailLocaleOf(due.mandantCode, due.customerLanguage);
  const slot = due.lastRemindedAt ?? due.requestedAt;
  const reminder = {
    cartId: due.cartId,
    customerName: due.customerName,
    requesterName: `${due.requester.firstName} ${due.requester.lastName}`.trim(),
    requestedAt: due.requestedAt.toISOString(),
    lineCount: due.lineCount,
    comment: due.comment,
    cartUrl: `${publicUrl}${buildPath('account-carts-cart', locale, { cartId: due.cartId })}`,
  };
  return due.recipients.map((recipient) => ({
    name: MAIL_JOBS.approvalReminder,
    data: { to: recipient.email, locale, mandantCode: due.mandantCode, reminder },
    opts: {
      ...MAIL_JOB_OPTIONS,
      jobId: approvalReminderJobId(due.mandantCode, due.cartId, recipient.contactId, slot),
    },
  }));
}

/**
 * HOUSEKEEPING_JOBS.approvalReminders (decision 0045): reminds the approvers of every cart whose
 * reminder is due at the run's start, batch after batch: read the due carts, enqueue one mail per
 * recipient, then mark the carts reminded. Mails go in before the mark, with a job id per cart,
 * recipient and slot: a run that fails in between is repeated by the next one without a second mail.
 * Stops when a batch comes back short, when it could mark none of a batch, or after maxBatches.
 */
export async function processApprovalReminders(
  job: Pick<Job<CartHousekeepingJob>, 'name' | 'data'>,
  deps: ApprovalReminderDeps,
): Promise<ApprovalReminderOutcome> {
  if (job.name !== HOUSEKEEPING_JOBS.approvalReminders) throw new InvalidJobError(`unknown job ${job.name}`);
  const { trigger } = validateCartHousekeepingJob(job.data);
  const now = (deps.now ?? (() => new Date()))();
  const batchSize = deps.batchSize ?? APPROVAL_REMINDER_BATCH;
  const maxBatches = deps.maxBatches ?? APPROVAL_REMINDER_MAX_BATCHES;
  const outcome: ApprovalReminderOutcome = {
    trigger,
    reminded: 0,
    mails: 0,
    byTenant: {},
    batches: 0,
    more: false,
  };
  for (;;) {
    const due = await deps.reminders.dueApprovalReminders(now, batchSize);
    outcome.batches += 1;
    if (due.length === 0) return outcome;
    const mails = due.flatMap((cart) => approvalReminderMails(cart, deps.publicUrl));
    if (mails.length > 0) await deps.mails.addBulk(mails);
    const marked = new Set(
      await deps.reminders.markApprovalReminded(
        due.map((cart) => cart.cartId),
        now,
      ),
    );
    for (const cart of due.filter((candidate) => marked.has(candidate.cartId))) {
      outcome.reminded += 1;
      outcome.mails += cart.recipients.length;
      outcome.byTenant[cart.mandantCode] = (outcome.byTenant[cart.mandantCode] ?? 0) + 1;
    }
    if (due.length < batchSize) return outcome;
    // Carts another transaction holds stay due and would come first again: the next run takes them.
    if (marked.size === 0 || outcome.batches >= maxBatches) return { ...outcome, more: true };
  }
}
