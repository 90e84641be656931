import type { ValidAccessChangedMailJob } from '@shop/jobs';
import { LOCALES } from '@shop/locales';
import { renderFactsMail, type MailFact } from '../facts-mail';
import { mailFormatOf } from '../mail-format';
import { ORDER_CONFIRMATION_TEXTS } from '../order-confirmation/order-confirmation.texts';
import type { RenderedMail } from '../rendered-mail';
import { ACCESS_CHANGED_TEXTS } from './access-changed.texts';

/**
 * The mail to a contact whose role an administrator changed, or who was removed (decision 0147): who
 * did it and when, the roles before and after a change, and a link into the shop. In the language of
 * the job's locale. Expects a payload checked by validateAccessChangedMailJob.
 */
export function renderAccessChanged(job: ValidAccessChangedMailJob): RenderedMail {
  const language = LOCALES[job.locale].language;
  const t = ACCESS_CHANGED_TEXTS[language];
  const { greeting, regards, team } = ORDER_CONFIRMATION_TEXTS[language];
  const { access } = job;
  const { kind } = access;
  const roles: MailFact[] =
    access.roleBefore && access.roleAfter
      ? [
          { label: t.roleBefore, value: t.roles[access.roleBefore] },
          { label: t.roleAfter, value: t.roles[access.roleAfter] },
        ]
      : [];
  return renderFactsMail({
    language,
    subject: t.subject[kind](access.customerName),
    greeting,
    intro: t.intro[kind](access.changedByName, access.customerName),
    facts: [
      { label: t.person, value: access.personName },
      { label: t.company, value: access.customerName },
      ...roles,
      { label: t.changedBy[kind], value: access.changedByName },
      { label: t.changedAt[kind], value: mailFormatOf(job.locale).dateTime(access.changedAt) },
    ],
    link: { label: t.button[kind], url: access.shopUrl },
    footnote: t.why,
    regards,
    team,
  });
}
