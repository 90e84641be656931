import type { Job } from 'bullmq';
import {
  InvalidJobError,
  MAIL_JOBS,
  validateApprovalDecisionMailJob,
  validateApprovalReminderMailJob,
  validateContactInvitationMailJob,
  validateOrderConfirmationMailJob,
  validateRegistrationAccessRequestMailJob,
  validateRegistrationReceivedMailJob,
  type ApprovalDecisionMailJob,
  type ApprovalReminderMailJob,
  type ContactInvitationMailJob,
  type OrderConfirmationMailJob,
  type RegistrationAccessRequestMailJob,
  type RegistrationReceivedMailJob,
  validateContactFormMailJob,
  validateRegistrationDecisionMailJob,
  type ContactFormMailJob,
  type RegistrationDecisionMailJob,
  validateWebhookDisabledMailJob,
  type MailOutbox,
  type WebhookDisabledMailJob,
  validateAccessChangedMailJob,
  type AccessChangedMailJob,
} from '@shop/jobs';
import {
  renderApprovalDecision,
  renderApprovalReminder,
  renderContactInvitation,
  renderOrderConfirmation,
  renderRegistrationAccessRequest,
  renderRegistrationReceived,
  renderContactForm,
  renderRegistrationDecision,
  renderWebhookDisabled,
  renderAccessChanged,
  type RenderedMail,
} from '@shop/mail';

export type MailJob =
  | OrderConfirmationMailJob
  | ApprovalReminderMailJob
  | ApprovalDecisionMailJob
  | ContactInvitationMailJob
  | RegistrationReceivedMailJob
  | RegistrationAccessRequestMailJob
  | RegistrationDecisionMailJob
  | ContactFormMailJob
  | WebhookDisabledMailJob
  | AccessChangedMailJob;

export interface OutgoingMail extends RenderedMail {
  from: string;
  to: string;
  /** Where a reply goes when not to `from` (the contact form: its sender, decision 0096). */
  replyTo?: string;
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
  /**
   * The mail outbox (decision 0146): a mail it has as sent is not sent again (a job the sweep added
   * again after its first one had run), and a mail sent is marked so. None without a database.
   */
  outbox?: Pick<MailOutbox, 'isSent' | 'markSent'> | null;
  /** The outbox could not be read (the mail is sent regardless) or marked (it was sent). */
  outboxFailed?: (step: 'read' | 'mark', error: unknown) => void;
}

export interface MailOutcome {
  /** sent-before: the outbox had it as sent; nothing was sent again. */
  kind: 'sent' | 'sent-before';
  /** What the mail was about: the order of a confirmation, the cart of a reminder or a decision. */
  orderNumber?: string;
  cartId?: string;
  /** The registration a received or access-request mail is about. */
  registrationId?: string;
  messageId?: string;
}

/** The mail of a job, rendered, with its recipient and what it is about; the payload checked first. */
function mailOf(job: Pick<Job<MailJob>, 'name' | 'data'>): {
  to: string;
  replyTo?: string;
  mail: RenderedMail;
  about: Pick<MailOutcome, 'orderNumber' | 'cartId' | 'registrationId'>;
} {
  switch (job.name) {
    case MAIL_JOBS.orderConfirmation: {
      const data = validateOrderConfirmationMailJob(job.data);
      return {
        to: data.to,
        mail: renderOrderConfirmation(data),
        about: { orderNumber: data.order.orderNumber },
      };
    }
    case MAIL_JOBS.approvalReminder: {
      const data = validateApprovalReminderMailJob(job.data);
      return { to: data.to, mail: renderApprovalReminder(data), about: { cartId: data.reminder.cartId } };
    }
    case MAIL_JOBS.approvalDecision: {
      const data = validateApprovalDecisionMailJob(job.data);
      return { to: data.to, mail: renderApprovalDecision(data), about: { cartId: data.decision.cartId } };
    }
    case MAIL_JOBS.contactInvitation: {
      const data = validateContactInvitationMailJob(job.data);
      // The outcome is kept in Redis and logged: nothing of the invitee, and never the link's token.
      return { to: data.to, mail: renderContactInvitation(data), about: {} };
    }
    case MAIL_JOBS.registrationReceived: {
      const data = validateRegistrationReceivedMailJob(job.data);
      return {
        to: data.to,
        mail: renderRegistrationReceived(data),
        about: { registrationId: data.registration.id },
      };
    }
    case MAIL_JOBS.registrationAccessRequest: {
      const data = validateRegistrationAccessRequestMailJob(job.data);
      return {
        to: data.to,
        mail: renderRegistrationAccessRequest(data),
        about: { registrationId: data.request.registrationId },
      };
    }
    case MAIL_JOBS.registrationDecision: {
      const data = validateRegistrationDecisionMailJob(job.data);
      return { to: data.to, mail: renderRegistrationDecision(data), about: {} };
    }
    case MAIL_JOBS.contactForm: {
      const data = validateContactFormMailJob(job.data);
      return { to: data.to, replyTo: data.replyTo, mail: renderContactForm(data), about: {} };
    }
    case MAIL_JOBS.webhookDisabled: {
      const data = validateWebhookDisabledMailJob(job.data);
      return { to: data.to, mail: renderWebhookDisabled(data), about: {} };
    }
    case MAIL_JOBS.accessChanged: {
      const data = validateAccessChangedMailJob(job.data);
      return { to: data.to, mail: renderAccessChanged(data), about: {} };
    }
    default:
      throw new InvalidJobError(`unknown mail job: ${job.name}`);
  }
}

/**
 * The processor of QUEUES.mail: renders the mail of the job (an order confirmation, an approval
 * reminder, a decision told to its requester, a new contact's invitation) in the job's language and hands it to the mail server. A payload that can never be sent, and a mail the server refuses for good, fail
 * reminder, a decision told to its requester, a registration decision, a contact form) in the job's language and hands it to the mail server. A payload that can never be sent, and a mail the server refuses for good, fail
 * with InvalidJobError (not retried); anything else is retried by the queue (MAIL_JOB_OPTIONS).
 */
export async function processMail(
  job: Pick<Job<MailJob>, 'id' | 'name' | 'data'>,
  deps: MailDeps,
): Promise<MailOutcome> {
  const { to, replyTo, mail, about } = mailOf(job);
  const jobId = job.id;
  const { outbox } = deps;
  if (outbox && jobId) {
    const sentBefore = await outbox.isSent(jobId).catch((error: unknown) => {
      deps.outboxFailed?.('read', error);
      return false;
    });
    if (sentBefore) return { kind: 'sent-before', ...about };
  }
  const outgoing: OutgoingMail = { ...mail, from: deps.from, to, ...(replyTo ? { replyTo } : {}) };
  const sent = await deps.transport.send(outgoing).catch((error: unknown) => {
    throw error instanceof MailRefusedError ? new InvalidJobError(error.message) : error;
  });
  // The mail is out: a failed mark must not fail the job (its retry would send it a second time).
  if (outbox && jobId)
    await outbox.markSent(jobId).catch((error: unknown) => deps.outboxFailed?.('mark', error));
  return { kind: 'sent', ...about, messageId: sent.messageId };
}
