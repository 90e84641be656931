import { documentFormatOf } from '../document-format';
import { DOCUMENT_TEXTS } from '../document-texts';
import {
  DOCUMENT_KINDS,
  type BusinessDocument,
  type RenderedFile,
  type RenderOptions,
} from '../document.types';
import { fileNameOf } from '../file-names';
import { check, DocumentInputError } from '../input-checks';
import { Canvas, COLORS, PAGE_SIZES } from '../pdf/canvas';
import {
  drawAddress,
  drawFooter,
  drawLetterhead,
  drawRunningHeader,
  footerHeight,
  senderLine,
  type PageSetup,
} from '../pdf/furniture';
import { drawTable, type TableColumn, type TableRow } from '../pdf/table';
import { drawFacts, drawParagraph, drawTotals, type LabelledValue } from '../pdf/blocks';

/** A4 portrait with DIN 5008 margins: 20 mm left (punching), 15 mm right. */
const PAGE = PAGE_SIZES.A4;
const LEFT = 56.7;
const RIGHT = PAGE.width - 42.5;
const TOP = 40;
const FOOTER_RULE = PAGE.height - 28 - footerHeight();
const CONTENT_BOTTOM = FOOTER_RULE - 22;
/** The address window of a DIN envelope starts 45 mm from the top. */
const ADDRESS_TOP = 122;
const TABLE_STYLE = { fontSize: 8.5, paddingX: 4, paddingY: 3, grid: false } as const;

function checkBusinessDocument(doc: BusinessDocument): void {
  check.oneOf('kind', doc.kind, DOCUMENT_KINDS);
  check.language('language', doc.language);
  check.locale('locale', doc.locale);
  check.text('number', doc.number);
  check.day('date', doc.date);
  check.text('orderNumber', doc.orderNumber);
  check.text('customerNumber', doc.customerNumber);
  if (doc.customerReference != null) check.text('customerReference', doc.customerReference);
  check.letterhead('letterhead', doc.letterhead);
  check.address('billTo', doc.billTo);
  if (doc.shipTo != null) check.address('shipTo', doc.shipTo);
  if (!Array.isArray(doc.lines)) throw new DocumentInputError('lines', 'not a list');
  doc.lines.forEach((line, index) => {
    check.number(`lines[${index}].position`, line.position);
    check.text(`lines[${index}].sku`, line.sku);
    check.text(`lines[${index}].name`, line.name);
    check.number(`lines[${index}].quantity`, line.quantity);
    check.money(`lines[${index}].unitPrice`, line.unitPrice);
    check.money(`lines[${index}].linePrice`, line.linePrice);
  });
  check.number('taxPercent', doc.taxPercent);
  check.money('totals.net', doc.totals?.net);
  check.money('totals.tax', doc.totals?.tax);
  check.money('totals.gross', doc.totals?.gross);
  if (doc.surcharge != null) {
    check.text('surcharge.name', doc.surcharge.name);
    check.money('surcharge.amount', doc.surcharge.amount);
  }
  if (doc.dueDate != null) check.day('dueDate', doc.dueDate);
  if (doc.note != null) check.text('note', doc.note);
  check.alternative('alternativeCurrency', doc.alternativeCurrency);
}

/**
 * An order, invoice or credit memo as a PDF (A4): letterhead, bill-to and ship-to addresses, the facts
 * (number, date, order, customer, reference, due date), the lines with a header repeated on every page, the
 * totals, the payment sentence or the note, and on every page "Seite x von y" and the company's data.
 */
export async function renderBusinessDocument(
  doc: BusinessDocument,
  options: RenderOptions = {},
): Promise<RenderedFile> {
  checkBusinessDocument(doc);
  const texts = DOCUMENT_TEXTS[doc.language];
  const kind = texts.kinds[doc.kind];
  const format = documentFormatOf(doc.locale, doc.language);
  const title = `${kind.title} ${doc.number}`;
  const canvas = new Canvas(PAGE.width, PAGE.height, {
    title,
    author: doc.letterhead.companyName,
    subject: `${texts.orderNumber} ${doc.orderNumber} · ${texts.customerNumber} ${doc.customerNumber}`,
    locale: doc.locale,
    createdAt: options.createdAt ?? new Date(),
  });
  const setup: PageSetup = { canvas, letterhead: doc.letterhead, texts, format, left: LEFT, right: RIGHT };
  const width = RIGHT - LEFT;
  const newPage = () => {
    canvas.addPage();
    return drawRunningHeader(setup, `${title} · ${format.day(doc.date)}`, TOP);
  };

  canvas.addPage();
  const letterheadBottom = drawLetterhead(setup, TOP);

  // Left: the sender line and the addresses (the billing address sits in the envelope window).
  const addressWidth = 250;
  let left = Math.max(ADDRESS_TOP, letterheadBottom + 16);
  const sender = senderLine(setup);
  left += canvas.text(sender, LEFT, left, addressWidth, { size: 6.5, color: COLORS.muted }) + 6;
  left = drawAddress(setup, texts.billTo, doc.billTo, LEFT, left, addressWidth);
  if (doc.shipTo) left = drawAddress(setup, texts.shipTo, doc.shipTo, LEFT, left + 10, addressWidth);

  // Right: the facts.
  const facts: LabelledValue[] = [
    { label: kind.numberLabel, value: doc.number },
    { label: kind.dateLabel, value: format.day(doc.date) },
  ];
  if (doc.kind !== 'ORDER') facts.push({ label: texts.orderNumber, value: doc.orderNumber });
  facts.push({ label: texts.customerNumber, value: doc.customerNumber });
  if (doc.customerReference) facts.push({ label: texts.customerReference, value: doc.customerReference });
  if (doc.kind === 'INVOICE' && doc.dueDate)
    facts.push({ label: texts.dueDate, value: format.day(doc.dueDate) });
  const factsWidth = 215;
  const right = drawFacts(
    canvas,
    facts,
    RIGHT - factsWidth,
    Math.max(ADDRESS_TOP, letterheadBottom + 16),
    factsWidth,
  );

  let y = Math.max(left, right) + 26;
  y += canvas.text(title, LEFT, y, width, { size: 16, bold: true }) + 6;
  y += canvas.text(kind.intro, LEFT, y, width, { size: 9 }) + 10;

  const columns: TableColumn[] = [
    { header: texts.columns.position, align: 'right' },
    { header: texts.columns.sku },
    { header: texts.columns.name, grow: true },
    { header: texts.columns.quantity, align: 'right' },
    { header: texts.columns.unitPrice, align: 'right' },
    { header: texts.columns.amount, align: 'right' },
  ];
  const rows: TableRow[] = doc.lines.map((line) => ({
    kind: 'cells',
    cells: [
      String(line.position),
      line.sku,
      line.name,
      format.quantity(line.quantity),
      format.money(line.unitPrice),
      format.money(line.linePrice),
    ],
  }));
  if (doc.surcharge)
    rows.push({
      kind: 'cells',
      cells: ['', '', doc.surcharge.name, '', '', format.money(doc.surcharge.amount)],
    });
  const frame = { x: LEFT, width, bottom: CONTENT_BOTTOM, newPage };
  y = drawTable(canvas, columns, rows, TABLE_STYLE, frame, y) + 12;

  const totals: LabelledValue[] = [
    { label: texts.totalNet, value: format.money(doc.totals.net) },
    { label: texts.tax(format.percent(doc.taxPercent)), value: format.money(doc.totals.tax) },
    { label: texts.totalGross, value: format.money(doc.totals.gross), strong: true },
  ];
  const alternative = doc.alternativeCurrency;
  if (alternative && alternative.currency !== doc.totals.gross.currency)
    totals.push({
      label: texts.totalIn(alternative.currency),
      value: format.converted(doc.totals.gross, alternative),
      note: texts.conversionRate(format.rate(doc.totals.gross.currency, alternative)),
    });
  y = drawTotals(canvas, totals, RIGHT, y, { bottom: CONTENT_BOTTOM, newPage }) + 14;

  if (doc.kind === 'INVOICE' && doc.dueDate)
    y = drawParagraph(canvas, null, texts.paymentDue(format.day(doc.dueDate)), LEFT, y, width, {
      bottom: CONTENT_BOTTOM,
      newPage,
    });
  if (doc.note)
    drawParagraph(
      canvas,
      doc.kind === 'CREDIT_MEMO' ? texts.creditReason : texts.note,
      doc.note,
      LEFT,
      y,
      width,
      {
        bottom: CONTENT_BOTTOM,
        newPage,
      },
    );

  drawFooter(setup, FOOTER_RULE);
  return {
    content: await canvas.finish(),
    fileName: fileNameOf([kind.fileName, doc.number], 'pdf'),
    mimeType: 'application/pdf',
  };
}
