import type { ValidApprovalReminderMailJob } from '@shop/jobs';
import { LOCALES } from '@shop/locales';
import { escapeHtml } from '../html';
import { mailFormatOf } from '../mail-format';
import { ORDER_CONFIRMATION_TEXTS } from '../order-confirmation/order-confirmation.texts';
import type { RenderedMail } from '../rendered-mail';
import { APPROVAL_REMINDER_TEXTS } from './approval-reminder.texts';

interface Row {
  label: string;
  value: string;
}

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
  const facts: Row[] = [
    { label: t.customer, value: reminder.customerName },
    { label: t.requester, value: reminder.requesterName },
    { label: t.requestedAt, value: format.dateTime(reminder.requestedAt) },
    { label: t.lineCount, value: String(reminder.lineCount) },
  ];

  const text = [
    greeting,
    '',
    t.intro,
    '',
    ...facts.map(({ label, value }) => `${label}: ${value}`),
    ...(reminder.comment ? ['', `${t.comment}:`, reminder.comment] : []),
    '',
    `${t.button}: ${reminder.cartUrl}`,
    '',
    t.why,
    '',
    regards,
    team,
    '',
  ].join('\n');

  const e = escapeHtml;
  const cell = 'padding:4px 8px;border-bottom:1px solid #ddd;vertical-align:top';
  const rows = [...facts, ...(reminder.comment ? [{ label: t.comment, value: reminder.comment }] : [])]
    .map(
      ({ label, value }) =>
        `<tr><th style="${cell};text-align:left">${e(label)}</th>` +
        `<td style="${cell}">${e(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const button =
    'display:inline-block;padding:10px 18px;background:#0b5cab;color:#ffffff;' +
    'text-decoration:none;border-radius:4px;font-weight:bold';
  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">',
    `<p>${e(greeting)}</p>`,
    `<p>${e(t.intro)}</p>`,
    `<table style="border-collapse:collapse">${rows}</table>`,
    `<p style="margin:24px 0"><a href="${e(reminder.cartUrl)}" style="${button}">${e(t.button)}</a></p>`,
    `<p style="font-size:12px;color:#555">${e(t.why)}</p>`,
    `<p>${e(regards)}<br>${e(team)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');

  return { subject, text, html };
}
