import type { ValidApprovalReminderMailJob } from '@shop/jobs';
import { LOCALES } from '@shop/locales';
import { renderFactsMail, type MailFact } from '../facts-mail';
import { mailFormatOf } from '../mail-format';
import { ORDER_CONFIRMATION_TEXTS } from '../order-confirmation/order-confirmation.texts';
import type { RenderedMail } from '../rendered-mail';
import { APPROVAL_REMINDER_TEXTS } from './approval-reminder.texts';

/**
 * The reminder to an approver of a cart waiting for the decision (decision 0045), in the language of
 * the tenant's shop locale: who handed it over and when, how many lines, the requester's comment and
 * a link to the cart in cart administration. Expects a payload checked by validateApprovalReminderMailJob.
 */
export function renderApprovalReminder(job: ValidApprovalReminderMailJob): RenderedMail {
  const language = LOCALES[job.locale].language;
  const t = APPROVAL_REMINDER_TEXTS[language];
  // Greeting and closing as in the shop's other mails.
  const { greeting, regards, team } = ORDER_CONFIRMATION_TEXTS[language];
  const format = mailFormatOf(job.locale);
  const { reminder } = job;
  const subject = t.subject(reminder.requesterName);
  const facts: MailFact[] = [
    { label: t.customer, value: reminder.customerName },
    { label: t.requester, value: reminder.requesterName },
    { label: t.requestedAt, value: format.dateTime(reminder.requestedAt) },
    { label: t.lineCount, value: String(reminder.lineCount) },
  ];

  return renderFactsMail({
    language,
    subject,
    greeting,
    intro: t.intro,
    facts,
    comment: reminder.comment ? { label: t.comment, text: reminder.comment } : null,
    link: { label: t.button, url: reminder.cartUrl },
    footnote: t.why,
    regards,
    team,
  });
}
