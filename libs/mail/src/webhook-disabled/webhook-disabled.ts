import type { ValidWebhookDisabledMailJob } from '@shop/jobs';
import { LOCALES } from '@shop/locales';
import { renderFactsMail } from '../facts-mail';
import { mailFormatOf } from '../mail-format';
import { ORDER_CONFIRMATION_TEXTS } from '../order-confirmation/order-confirmation.texts';
import type { RenderedMail } from '../rendered-mail';
import { WEBHOOK_DISABLED_TEXTS } from './webhook-disabled.texts';

/**
 * The mail to a company administrator that a webhook subscription of one of its API clients was
 * disabled after 24 hours of failed deliveries (decision 0137), in the language of the customer's shop
 * locale. Expects a payload checked by validateWebhookDisabledMailJob.
 */
export function renderWebhookDisabled(job: ValidWebhookDisabledMailJob): RenderedMail {
  const language = LOCALES[job.locale].language;
  const t = WEBHOOK_DISABLED_TEXTS[language];
  const { greeting, regards, team } = ORDER_CONFIRMATION_TEXTS[language];
  const { webhook } = job;
  return renderFactsMail({
    language,
    subject: t.subject(webhook.clientName),
    greeting,
    intro: t.intro,
    facts: [
      { label: t.customer, value: webhook.customerName },
      { label: t.client, value: webhook.clientName },
      { label: t.url, value: webhook.url },
      { label: t.disabledAt, value: mailFormatOf(job.locale).dateTime(webhook.disabledAt) },
    ],
    link: { label: t.button, url: webhook.companyUrl },
    footnote: t.why,
    regards,
    team,
  });
}
