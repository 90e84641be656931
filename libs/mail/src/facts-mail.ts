import { escapeHtml } from './html';
import type { RenderedMail } from './rendered-mail';

/** One labelled fact of a mail ("Requested by: …"). */
export interface MailFact {
  label: string;
  value: string;
}

/** What a short notice mail says: a greeting, an intro, a table of facts, an optional comment, one link. */
export interface FactsMail {
  /** `lang` of the HTML part. */
  language: string;
  subject: string;
  greeting: string;
  intro: string;
  facts: MailFact[];
  /** The person's own words (a requester's or approver's comment), shown below the facts. */
  comment?: { label: string; text: string } | null;
  link: { label: string; url: string };
  /** A small line below the link, e.g. why the mail was sent. */
  footnote?: string;
  regards: string;
  team: string;
}

const CELL = 'padding:4px 8px;border-bottom:1px solid #ddd;vertical-align:top';
const BUTTON =
  'display:inline-block;padding:10px 18px;background:#0b5cab;color:#ffffff;' +
  'text-decoration:none;border-radius:4px;font-weight:bold';

/**
 * The text and HTML parts of a notice mail in the shop's one layout (the approval reminder and the
 * approval decision): every value escaped in the HTML, line breaks of a comment kept.
 */
export function renderFactsMail(mail: FactsMail): RenderedMail {
  const { comment, link, footnote } = mail;
  const text = [
    mail.greeting,
    '',
    mail.intro,
    '',
    ...mail.facts.map(({ label, value }) => `${label}: ${value}`),
    ...(comment ? ['', `${comment.label}:`, comment.text] : []),
    '',
    `${link.label}: ${link.url}`,
    ...(footnote ? ['', footnote] : []),
    '',
    mail.regards,
    mail.team,
    '',
  ].join('\n');

  const e = escapeHtml;
  const rows = [...mail.facts, ...(comment ? [{ label: comment.label, value: comment.text }] : [])]
    .map(
      ({ label, value }) =>
        `<tr><th style="${CELL};text-align:left">${e(label)}</th>` +
        `<td style="${CELL}">${e(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html>',
    `<html lang="${mail.language}">`,
    `<head><meta charset="utf-8"><title>${e(mail.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">',
    `<p>${e(mail.greeting)}</p>`,
    `<p>${e(mail.intro)}</p>`,
    `<table style="border-collapse:collapse">${rows}</table>`,
    `<p style="margin:24px 0"><a href="${e(link.url)}" style="${BUTTON}">${e(link.label)}</a></p>`,
    ...(footnote ? [`<p style="font-size:12px;color:#555">${e(footnote)}</p>`] : []),
    `<p>${e(mail.regards)}<br>${e(mail.team)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');

  return { subject: mail.subject, text, html };
}
