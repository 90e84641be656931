import type { ValidRegistrationAccessRequestMailJob, ValidRegistrationReceivedMailJob } from '@shop/jobs';
import { LOCALES } from '@shop/locales';
import { renderFactsMail, type MailFact } from '../facts-mail';
import { mailFormatOf } from '../mail-format';
import { ORDER_CONFIRMATION_TEXTS } from '../order-confirmation/order-confirmation.texts';
import type { RenderedMail } from '../rendered-mail';
import { REGISTRATION_TEXTS } from './registration.texts';

/**
 * The mail telling a registrant its registration was received and that a decision follows by mail
 * (decision 0094), in the language of the locale it registered in.
 */
export function renderRegistrationReceived(job: ValidRegistrationReceivedMailJob): RenderedMail {
  const language = LOCALES[job.locale].language;
  const t = REGISTRATION_TEXTS[language].received;
  const { greeting, regards, team } = ORDER_CONFIRMATION_TEXTS[language];
  const { registration } = job;
  const facts: MailFact[] = [
    ...(registration.companyName ? [{ label: t.companyName, value: registration.companyName }] : []),
    ...(registration.customerNumber ? [{ label: t.customerNumber, value: registration.customerNumber }] : []),
    { label: t.receivedAt, value: mailFormatOf(job.locale).dateTime(registration.receivedAt) },
  ];
  return renderFactsMail({
    language,
    subject: t.subject[registration.kind],
    greeting,
    intro: t.intro[registration.kind],
    facts,
    link: { label: t.button, url: registration.shopUrl },
    regards,
    team,
  });
}

/**
 * The mail asking an administrator of an existing customer to approve or decline someone's access
 * request by the link (decision 0094), in the customer's language.
 */
export function renderRegistrationAccessRequest(job: ValidRegistrationAccessRequestMailJob): RenderedMail {
  const language = LOCALES[job.locale].language;
  const t = REGISTRATION_TEXTS[language].accessRequest;
  const { greeting, regards, team } = ORDER_CONFIRMATION_TEXTS[language];
  const { request } = job;
  return renderFactsMail({
    language,
    subject: t.subject,
    greeting,
    intro: t.intro,
    facts: [
      { label: t.registrant, value: request.registrantName },
      { label: t.email, value: request.registrantEmail },
      { label: t.customerNumber, value: request.customerNumber },
      { label: t.requestedAt, value: mailFormatOf(job.locale).dateTime(request.requestedAt) },
    ],
    comment: request.comment ? { label: t.comment, text: request.comment } : null,
    link: { label: t.button, url: request.approvalUrl },
    footnote: t.footnote,
    regards,
    team,
  });
}
