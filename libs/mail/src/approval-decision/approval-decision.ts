import type { ValidApprovalDecisionMailJob } from '@shop/jobs';
import { LOCALES } from '@shop/locales';
import { escapeHtml } from '../html';
import { mailFormatOf } from '../mail-format';
import { ORDER_CONFIRMATION_TEXTS } from '../order-confirmation/order-confirmation.texts';
import type { RenderedMail } from '../rendered-mail';
import { APPROVAL_DECISION_TEXTS } from './approval-decision.texts';

interface Row {
  label: string;
  value: string;
}

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
  const facts: Row[] = [
    { label: t.decidedBy, value: decision.decidedByName },
    { label: t.decidedAt, value: format.dateTime(decision.decidedAt) },
    ...(decision.orderNumber ? [{ label: t.orderNumber, value: decision.orderNumber }] : []),
  ];
  const intro = t.intro[decision.decision];

  const text = [
    greeting,
    '',
    intro,
    '',
    ...facts.map(({ label, value }) => `${label}: ${value}`),
    ...(decision.comment ? ['', `${t.comment}:`, decision.comment] : []),
    '',
    `${t.button}: ${decision.cartsUrl}`,
    '',
    regards,
    team,
    '',
  ].join('\n');

  const e = escapeHtml;
  const cell = 'padding:4px 8px;border-bottom:1px solid #ddd;vertical-align:top';
  const rows = [...facts, ...(decision.comment ? [{ label: t.comment, value: decision.comment }] : [])]
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
    `<p>${e(intro)}</p>`,
    `<table style="border-collapse:collapse">${rows}</table>`,
    `<p style="margin:24px 0"><a href="${e(decision.cartsUrl)}" style="${button}">${e(t.button)}</a></p>`,
    `<p>${e(regards)}<br>${e(team)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');

  return { subject, text, html };
}
