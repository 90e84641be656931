import type { ValidApprovalDecisionMailJob } from '@shop/jobs';
import { LOCALES } from '@shop/locales';
import { renderFactsMail, type MailFact } from '../facts-mail';
import { mailFormatOf } from '../mail-format';
import { ORDER_CONFIRMATION_TEXTS } from '../order-confirmation/order-confirmation.texts';
import type { RenderedMail } from '../rendered-mail';
import { APPROVAL_DECISION_TEXTS } from './approval-decision.texts';

/**
 * The mail to a requester about the decision on the cart it handed over (decision 0070): approved,
 * changed and approved, or declined; who decided when, the order number of an approval, the reason,
 * and a link to cart administration (where the customer's recent decisions are listed). Expects a
 * payload checked by validateApprovalDecisionMailJob.
 */
export function renderApprovalDecision(job: ValidApprovalDecisionMailJob): RenderedMail {
  const language = LOCALES[job.locale].language;
  const t = APPROVAL_DECISION_TEXTS[language];
  const { greeting, regards, team } = ORDER_CONFIRMATION_TEXTS[language];
  const format = mailFormatOf(job.locale);
  const { decision } = job;
  const subject = t.subject[decision.decision];
  const facts: MailFact[] = [
    { label: t.decidedBy, value: decision.decidedByName },
    { label: t.decidedAt, value: format.dateTime(decision.decidedAt) },
    ...(decision.orderNumber ? [{ label: t.orderNumber, value: decision.orderNumber }] : []),
  ];

  return renderFactsMail({
    language,
    subject,
    greeting,
    intro: t.intro[decision.decision],
    facts,
    comment: decision.comment ? { label: t.comment, text: decision.comment } : null,
    link: { label: t.button, url: decision.cartsUrl },
    regards,
    team,
  });
}
