import type { ValidRegistrationDecisionMailJob } from '@shop/jobs';
import { LOCALES } from '@shop/locales';
import { renderFactsMail } from '../facts-mail';
import { ORDER_CONFIRMATION_TEXTS } from '../order-confirmation/order-confirmation.texts';
import type { RenderedMail } from '../rendered-mail';
import { REGISTRATION_DECISION_TEXTS } from './registration-decision.texts';

/**
 * The mail to a registrant about its registration (decision 0095): confirmed, with the link to sign
 * in, or declined, with the reason. Expects a payload checked by validateRegistrationDecisionMailJob.
 */
export function renderRegistrationDecision(job: ValidRegistrationDecisionMailJob): RenderedMail {
  const language = LOCALES[job.locale].language;
  const t = REGISTRATION_DECISION_TEXTS[language];
  const { greeting, regards, team } = ORDER_CONFIRMATION_TEXTS[language];
  const { registration } = job;
  return renderFactsMail({
    language,
    subject: t.subject[registration.decision],
    greeting,
    intro: t.intro[registration.kind][registration.decision],
    facts: [{ label: t.company, value: registration.companyName }],
    comment: registration.reason ? { label: t.reason, text: registration.reason } : null,
    link: { label: t.button[registration.decision], url: registration.url },
    regards,
    team,
  });
}
