import type { DocumentFormat } from '../document-format';
import type { DocumentTexts } from '../document-texts';
import type { DocumentAddress, Letterhead } from '../document.types';
import { COLORS, type Canvas } from './canvas';

/** The parts every page of a document shares: the tenant's letterhead, texts and formats, the margins. */
export interface PageSetup {
  canvas: Canvas;
  letterhead: Letterhead;
  texts: DocumentTexts;
  format: DocumentFormat;
  left: number;
  right: number;
}

/** "Company · Street · 1010 Wien · Österreich": the sender line above a window address. */
export function senderLine({ letterhead, format }: PageSetup): string {
  const { companyName, street, postalCode, city, country } = letterhead;
  return [companyName, street, `${postalCode} ${city}`, format.country(country)].join(' · ');
}

/** The letterhead of a first page: company name left, address and contact right. Returns the y below it. */
export function drawLetterhead(setup: PageSetup, top: number, scale = 1): number {
  const { canvas, letterhead, texts, format, left, right } = setup;
  const width = right - left;
  const nameHeight = canvas.text(letterhead.companyName, left, top, width * 0.55, {
    size: 15 * scale,
    bold: true,
  });
  const contact = [
    letterhead.street,
    `${letterhead.postalCode} ${letterhead.city}`,
    format.country(letterhead.country),
    `${texts.phone} ${letterhead.phone}`,
    `${texts.email} ${letterhead.email}`,
    `${texts.website} ${letterhead.website}`,
  ].join('\n');
  const contactHeight = canvas.text(contact, left + width * 0.55, top, width * 0.45, {
    size: 7.5 * scale,
    color: COLORS.muted,
    align: 'right',
  });
  return top + Math.max(nameHeight, contactHeight);
}

/** The header of a following page: company left, what the document is right, a rule. Returns the y below it. */
export function drawRunningHeader(setup: PageSetup, caption: string, top: number, scale = 1): number {
  const { canvas, letterhead, left, right } = setup;
  const width = right - left;
  const size = 9 * scale;
  const height = Math.max(
    canvas.text(letterhead.companyName, left, top, width * 0.4, { size, bold: true }),
    canvas.text(caption, left + width * 0.4, top, width * 0.6, { size, align: 'right' }),
  );
  const ruleY = top + height + 4 * scale;
  canvas.line(left, ruleY, right, ruleY, COLORS.strongRule, 0.75);
  return ruleY + 12 * scale;
}

/** An address block with a small label above it. Returns the y below it. */
export function drawAddress(
  setup: PageSetup,
  label: string,
  address: DocumentAddress,
  x: number,
  top: number,
  width: number,
  size = 9.5,
): number {
  const { canvas } = setup;
  let y = top + canvas.text(label, x, top, width, { size: 7, color: COLORS.muted });
  y += canvas.text(address.name, x, y, width, { size, bold: true });
  if (address.lines.length > 0) y += canvas.text(address.lines.join('\n'), x, y, width, { size });
  return y;
}

/** Height of the footer drawn by drawFooter, from its rule down. */
export function footerHeight(scale = 1): number {
  return 44 * scale;
}

/**
 * On every page: the page number ("Seite 2 von 3") above a rule and the company's data in three columns
 * below it (address; phone, e-mail, web; VAT id). `ruleY` is where the rule is drawn.
 */
export function drawFooter(setup: PageSetup, ruleY: number, scale = 1): void {
  const { canvas, letterhead, texts, format, left, right } = setup;
  const size = 7 * scale;
  const columnWidth = (right - left) / 3;
  canvas.eachPage((index, count) => {
    canvas.text(texts.page(index + 1, count), left, ruleY - 13 * scale, right - left, {
      size: 7.5 * scale,
      color: COLORS.muted,
      align: 'right',
    });
    canvas.line(left, ruleY, right, ruleY, COLORS.rule, 0.5);
    const top = ruleY + 5 * scale;
    const style = { size, color: COLORS.muted };
    canvas.text(
      [
        letterhead.companyName,
        letterhead.street,
        `${letterhead.postalCode} ${letterhead.city}`,
        format.country(letterhead.country),
      ].join('\n'),
      left,
      top,
      columnWidth - 6,
      style,
    );
    canvas.text(
      [
        `${texts.phone} ${letterhead.phone}`,
        `${texts.email} ${letterhead.email}`,
        `${texts.website} ${letterhead.website}`,
      ].join('\n'),
      left + columnWidth,
      top,
      columnWidth - 6,
      { ...style, align: 'center' },
    );
    canvas.text(`${texts.vatId} ${letterhead.vatId}`, left + 2 * columnWidth, top, columnWidth, {
      ...style,
      align: 'right',
    });
  });
}
