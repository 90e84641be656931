import { showsSurchargeLabel } from '@shop/domain';
import type { MailPostalAddress, ValidOrderConfirmationMailJob } from '@shop/jobs';
import { LOCALES } from '@shop/locales';
import { escapeHtml } from '../html';
import { mailFormatOf, type MailFormat } from '../mail-format';
import type { RenderedMail } from '../rendered-mail';
import { ORDER_CONFIRMATION_TEXTS, type OrderConfirmationTexts } from './order-confirmation.texts';

interface Row {
  label: string;
  value: string;
}

function addressLines(address: MailPostalAddress, format: MailFormat): string[] {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.streetName,
    `${address.postalCode} ${address.city}`.trim(),
    format.country(address.country),
  ].filter((line) => line !== '');
}

function textOf(
  job: ValidOrderConfirmationMailJob,
  t: OrderConfirmationTexts,
  format: MailFormat,
  facts: Row[],
  totals: Row[],
): string {
  const { order } = job;
  const row = ({ label, value }: Row) => `${label}: ${value}`;
  return [
    t.greeting,
    '',
    t.intro,
    '',
    ...facts.map(row),
    '',
    t.lines,
    ...order.lines.flatMap((line) => [
      `- ${line.name}`,
      `  ${t.sku}: ${line.sku} · ${t.quantity}: ${line.quantity} · ${format.money(line.linePrice)}`,
    ]),
    '',
    ...totals.map(row),
    '',
    t.address,
    ...addressLines(order.shippingAddress, format),
    '',
    t.history,
    '',
    t.regards,
    t.team,
    '',
  ].join('\n');
}

function htmlOf(
  job: ValidOrderConfirmationMailJob,
  t: OrderConfirmationTexts,
  format: MailFormat,
  facts: Row[],
  totals: Row[],
  subject: string,
): string {
  const { order } = job;
  const e = escapeHtml;
  const cell = 'padding:4px 8px;border-bottom:1px solid #ddd;vertical-align:top';
  const right = `${cell};text-align:right;white-space:nowrap`;
  const factRows = facts
    .map(
      ({ label, value }) =>
        `<tr><th style="${cell};text-align:left">${e(label)}</th><td style="${cell}">${e(value)}</td></tr>`,
    )
    .join('');
  const lineRows = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${e(line.name)}<br>` +
        `<small>${e(t.sku)}: ${e(line.sku)} · ${e(t.quantity)}: ${line.quantity}</small></td>` +
        `<td style="${right}">${e(format.money(line.linePrice))}</td></tr>`,
    )
    .join('');
  const totalRows = totals
    .map(
      ({ label, value }, i) =>
        `<tr${i === totals.length - 1 ? ' style="font-weight:bold"' : ''}><td style="${cell}">${e(label)}</td>` +
        `<td style="${right}">${e(value)}</td></tr>`,
    )
    .join('');
  const address = addressLines(order.shippingAddress, format).map(e).join('<br>');
  return [
    '<!doctype html>',
    `<html lang="${LOCALES[job.locale].language}">`,
    `<head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">',
    `<p>${e(t.greeting)}</p>`,
    `<p>${e(t.intro)}</p>`,
    `<table style="border-collapse:collapse">${factRows}</table>`,
    `<h2 style="font-size:16px">${e(t.lines)}</h2>`,
    '<table style="border-collapse:collapse;width:100%">',
    `<tbody>${lineRows}</tbody>`,
    `<tfoot>${totalRows}</tfoot>`,
    '</table>',
    `<h2 style="font-size:16px">${e(t.address)}</h2>`,
    `<p>${address}</p>`,
    `<p>${e(t.history)}</p>`,
    `<p>${e(t.regards)}<br>${e(t.team)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The order confirmation in the language of the order's shop locale, with its amounts, date and
 * country formatted for that locale. Expects a payload checked by validateOrderConfirmationMailJob.
 */
export function renderOrderConfirmation(job: ValidOrderConfirmationMailJob): RenderedMail {
  const t = ORDER_CONFIRMATION_TEXTS[LOCALES[job.locale].language];
  const format = mailFormatOf(job.locale);
  const { order } = job;
  const subject = t.subject(order.orderNumber);
  const facts: Row[] = [
    { label: t.orderNumber, value: order.orderNumber },
    { label: t.orderedAt, value: format.dateTime(order.orderedAt) },
    ...(order.customerIdentifier ? [{ label: t.customerIdentifier, value: order.customerIdentifier }] : []),
  ];
  const surcharge = order.customLineItem;
  const totals: Row[] = [
    ...(surcharge
      ? [
          {
            label: showsSurchargeLabel(surcharge) ? t.minimumSurcharge : surcharge.name,
            value: format.money(surcharge.price),
          },
        ]
      : []),
    { label: t.totalNet, value: format.money(order.totals.net) },
    { label: t.totalTax(format.percent(order.taxPercent)), value: format.money(order.totals.tax) },
    { label: t.totalGross, value: format.money(order.totals.gross) },
  ];
  return {
    subject,
    text: textOf(job, t, format, facts, totals),
    html: htmlOf(job, t, format, facts, totals, subject),
  };
}
