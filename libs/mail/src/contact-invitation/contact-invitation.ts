import type { ValidContactInvitationMailJob } from '@shop/jobs';
import { LOCALES } from '@shop/locales';
import { renderFactsMail } from '../facts-mail';
import { mailFormatOf } from '../mail-format';
import { ORDER_CONFIRMATION_TEXTS } from '../order-confirmation/order-confirmation.texts';
import type { RenderedMail } from '../rendered-mail';
import { CONTACT_INVITATION_TEXTS } from './contact-invitation.texts';

/**
 * The mail inviting a new contact (docs/decisions/0083-contact-invitation-mail.md): who invited it to
 * which company, until when the single-use link works, and the link to the invitation page. In the
 * language of the locale the administrator chose for the invitee. Expects a payload checked by
 * validateContactInvitationMailJob.
 */
export function renderContactInvitation(job: ValidContactInvitationMailJob): RenderedMail {
  const language = LOCALES[job.locale].language;
  const t = CONTACT_INVITATION_TEXTS[language];
  const { greeting, regards, team } = ORDER_CONFIRMATION_TEXTS[language];
  const format = mailFormatOf(job.locale);
  const { invitation } = job;
  const fill = (template: string) =>
    template.replace('{customer}', invitation.customerName).replace('{invitedBy}', invitation.invitedByName);
  return renderFactsMail({
    language,
    subject: fill(t.subject),
    greeting,
    intro: fill(t.intro),
    facts: [
      { label: t.company, value: invitation.customerName },
      { label: t.invitedBy, value: invitation.invitedByName },
      { label: t.validUntil, value: format.dateTime(invitation.expiresAt) },
    ],
    link: { label: t.button, url: invitation.invitationUrl },
    footnote: t.why,
    regards,
    team,
  });
}
