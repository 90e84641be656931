import type { ValidContactFormMailJob } from '@shop/jobs';
import { LOCALES } from '@shop/locales';
import { renderFactsMail } from '../facts-mail';
import { mailFormatOf } from '../mail-format';
import type { RenderedMail } from '../rendered-mail';
import { CONTACT_FORM_TEXTS } from './contact-form.texts';

/**
 * The contact form's mail to the tenant's service address (decision 0096), in the service team's
 * language: who wrote (every field), from which shop locale and when, the message, and a reply link
 * to the sender (the mail's Reply-To is the sender too). Expects a payload checked by
 * validateContactFormMailJob.
 */
export function renderContactForm(job: ValidContactFormMailJob): RenderedMail {
  const language = LOCALES[job.locale].language;
  const t = CONTACT_FORM_TEXTS[language];
  const { form } = job;
  const name = `${form.firstName} ${form.lastName}`;
  return renderFactsMail({
    language,
    subject: `${t.subject} ${name}`,
    greeting: t.greeting,
    intro: t.intro,
    facts: [
      { label: t.salutation, value: form.salutation },
      { label: t.name, value: name },
      { label: t.email, value: form.email },
      ...(form.phone ? [{ label: t.phone, value: form.phone }] : []),
      { label: t.sentFrom, value: form.sentFromLocale },
      { label: t.sentAt, value: mailFormatOf(job.locale).dateTime(form.sentAt) },
    ],
    comment: { label: t.message, text: form.message },
    link: { label: t.reply, url: `mailto:${form.email}` },
    footnote: t.footnote,
    regards: '',
    team: '',
  });
}
