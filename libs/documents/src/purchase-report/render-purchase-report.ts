import { ORDER_SOURCES } from '@shop/domain';
import { documentFormatOf } from '../document-format';
import { DOCUMENT_TEXTS } from '../document-texts';
import type { PurchaseReport, PurchaseReportProduct, RenderedFile, RenderOptions } from '../document.types';
import { fileNameOf } from '../file-names';
import { check, DocumentInputError } from '../input-checks';
import { drawFacts, drawParagraph, drawTotals, type LabelledValue } from '../pdf/blocks';
import { Canvas, PAGE_SIZES } from '../pdf/canvas';
import {
  drawAddress,
  drawFooter,
  drawLetterhead,
  drawRunningHeader,
  footerHeight,
  type PageSetup,
} from '../pdf/furniture';
import { drawTable, type TableColumn, type TableRow } from '../pdf/table';

const PAGE = PAGE_SIZES.A4;
const LEFT = 56.7;
const RIGHT = PAGE.width - 42.5;
const TOP = 40;
const FOOTER_RULE = PAGE.height - 28 - footerHeight();
const CONTENT_BOTTOM = FOOTER_RULE - 22;
const TABLE_STYLE = { fontSize: 8.5, paddingX: 4, paddingY: 3, grid: false } as const;
/** A section heading starts a new page unless it and this much of its table fit below it. */
const KEEP_WITH_HEADING = 60;

function checkPurchaseReport(report: PurchaseReport): void {
  check.language('language', report.language);
  check.locale('locale', report.locale);
  check.letterhead('letterhead', report.letterhead);
  check.address('customer', report.customer);
  check.text('customer.customerNumber', report.customer.customerNumber);
  check.day('fromDate', report.fromDate);
  check.day('untilDate', report.untilDate);
  if (report.fromDate > report.untilDate) throw new DocumentInputError('untilDate', 'before fromDate');
  if (!Array.isArray(report.orders)) throw new DocumentInputError('orders', 'not a list');
  report.orders.forEach((order, index) => {
    check.text(`orders[${index}].orderNumber`, order.orderNumber);
    check.day(`orders[${index}].date`, order.date, { dateTime: true });
    check.oneOf(`orders[${index}].source`, order.source, ORDER_SOURCES);
    check.money(`orders[${index}].net`, order.net);
    check.money(`orders[${index}].gross`, order.gross);
  });
  if (!Array.isArray(report.products)) throw new DocumentInputError('products', 'not a list');
  report.products.forEach((product, index) => {
    check.text(`products[${index}].sku`, product.sku);
    check.text(`products[${index}].name`, product.name);
    check.number(`products[${index}].quantity`, product.quantity);
    check.money(`products[${index}].net`, product.net);
  });
  check.money('totals.net', report.totals?.net);
  check.money('totals.gross', report.totals?.gross);
  check.alternative('alternativeCurrency', report.alternativeCurrency);
}

/** Largest net amount first; equal amounts by article number, so the order never depends on the input's. */
function byNetDescending(a: PurchaseReportProduct, b: PurchaseReportProduct): number {
  return b.net.centAmount - a.net.centAmount || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0);
}

/**
 * What a customer bought in a date range as a PDF (A4): letterhead, customer and period, the orders
 * (number, day, source, net, gross) with their sum, the articles bought by net amount, the totals.
 */
export async function renderPurchaseReport(
  report: PurchaseReport,
  options: RenderOptions = {},
): Promise<RenderedFile> {
  checkPurchaseReport(report);
  const texts = DOCUMENT_TEXTS[report.language];
  const format = documentFormatOf(report.locale, report.language);
  const period = texts.report.period(format.day(report.fromDate), format.day(report.untilDate));
  const canvas = new Canvas(PAGE.width, PAGE.height, {
    title: `${texts.report.title} ${report.customer.name}`,
    author: report.letterhead.companyName,
    subject: `${period} · ${texts.customerNumber} ${report.customer.customerNumber}`,
    locale: report.locale,
    createdAt: options.createdAt ?? new Date(),
  });
  const setup: PageSetup = { canvas, letterhead: report.letterhead, texts, format, left: LEFT, right: RIGHT };
  const width = RIGHT - LEFT;
  const newPage = () => {
    canvas.addPage();
    return drawRunningHeader(setup, `${texts.report.title} · ${period}`, TOP);
  };
  const flow = { bottom: CONTENT_BOTTOM, newPage };
  const frame = { x: LEFT, width, bottom: CONTENT_BOTTOM, newPage };
  const heading = (text: string, top: number) => {
    const y = top + KEEP_WITH_HEADING > CONTENT_BOTTOM ? newPage() : top;
    return y + canvas.text(text, LEFT, y, width, { size: 11, bold: true }) + 6;
  };

  canvas.addPage();
  let y = drawLetterhead(setup, TOP) + 28;
  y += canvas.text(texts.report.title, LEFT, y, width, { size: 16, bold: true }) + 4;
  y += canvas.text(period, LEFT, y, width, { size: 10 }) + 14;
  const customerBottom = drawAddress(setup, texts.report.customer, report.customer, LEFT, y, 250);
  const facts: LabelledValue[] = [
    { label: texts.customerNumber, value: report.customer.customerNumber },
    { label: texts.report.orderCount, value: format.quantity(report.orders.length) },
  ];
  const factsBottom = drawFacts(canvas, facts, RIGHT - 215, y + 9, 215);
  y = Math.max(customerBottom, factsBottom) + 22;

  y = heading(texts.report.orders, y);
  if (report.orders.length === 0) {
    y = drawParagraph(canvas, null, texts.report.noOrders, LEFT, y, width, flow);
  } else {
    const orderColumns: TableColumn[] = [
      { header: texts.orderNumber },
      { header: texts.report.date },
      { header: texts.report.source, grow: true },
      { header: texts.report.net, align: 'right' },
      { header: texts.report.gross, align: 'right' },
    ];
    const orderRows: TableRow[] = report.orders.map((order) => ({
      kind: 'cells',
      cells: [
        order.orderNumber,
        format.day(order.date),
        texts.report.sources[order.source],
        format.money(order.net),
        format.money(order.gross),
      ],
    }));
    orderRows.push({
      kind: 'cells',
      bold: true,
      cells: [texts.report.total, '', '', format.money(report.totals.net), format.money(report.totals.gross)],
    });
    y = drawTable(canvas, orderColumns, orderRows, TABLE_STYLE, frame, y) + 22;
  }

  if (report.products.length > 0) {
    y = heading(texts.report.products, y);
    const productColumns: TableColumn[] = [
      { header: texts.columns.sku },
      { header: texts.columns.name, grow: true },
      { header: texts.columns.quantity, align: 'right' },
      { header: texts.report.net, align: 'right' },
    ];
    const productRows: TableRow[] = [...report.products].sort(byNetDescending).map((product) => ({
      kind: 'cells',
      cells: [product.sku, product.name, format.quantity(product.quantity), format.money(product.net)],
    }));
    y = drawTable(canvas, productColumns, productRows, TABLE_STYLE, frame, y) + 16;
  }

  const totals: LabelledValue[] = [
    { label: texts.totalNet, value: format.money(report.totals.net) },
    { label: texts.totalGross, value: format.money(report.totals.gross), strong: true },
  ];
  const alternative = report.alternativeCurrency;
  if (alternative && alternative.currency !== report.totals.gross.currency)
    totals.push({
      label: texts.totalIn(alternative.currency),
      value: format.converted(report.totals.gross, alternative),
      note: texts.conversionRate(format.rate(report.totals.gross.currency, alternative)),
    });
  drawTotals(canvas, totals, RIGHT, y, flow);

  drawFooter(setup, FOOTER_RULE);
  return {
    content: await canvas.finish(),
    fileName: fileNameOf(
      [texts.report.fileName, report.customer.customerNumber, report.fromDate, report.untilDate],
      'pdf',
    ),
    mimeType: 'application/pdf',
  };
}
