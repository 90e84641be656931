import { documentFormatOf, utcDayOf } from '../document-format';
import { DOCUMENT_TEXTS } from '../document-texts';
import {
  PRINT_FORMATS,
  type PlanDocument,
  type PrintFormat,
  type RenderedFile,
  type RenderOptions,
} from '../document.types';
import { fileNameOf } from '../file-names';
import { check, DocumentInputError } from '../input-checks';
import { drawParagraph } from '../pdf/blocks';
import { Canvas, COLORS, PAGE_SIZES } from '../pdf/canvas';
import { drawFooter, drawRunningHeader, footerHeight, type PageSetup } from '../pdf/furniture';
import { drawTable, type TableCell, type TableColumn, type TableRow } from '../pdf/table';

type PosterFormat = Exclude<PrintFormat, 'CONTROL'>;

/** Paper and orientation of each poster format; type grows with the paper (A3 is A4 × √2). */
const POSTERS: Record<PosterFormat, { paper: 'A3' | 'A4'; landscape: boolean }> = {
  A3_LANDSCAPE: { paper: 'A3', landscape: true },
  A3_PORTRAIT: { paper: 'A3', landscape: false },
  A4_LANDSCAPE: { paper: 'A4', landscape: true },
  A4_PORTRAIT: { paper: 'A4', landscape: false },
};
const DAYS = 31;
/** A day column holds "31" in bold 7.5 pt and a 9 pt tick box; what is left of A4 landscape goes to the areas. */
const DAY_WIDTH = 17.5;
const SIGNATURE_WIDTH = 60;

function checkPlan(plan: PlanDocument, format: PrintFormat): void {
  check.oneOf('format', format, PRINT_FORMATS);
  check.language('language', plan.language);
  check.locale('locale', plan.locale);
  check.letterhead('letterhead', plan.letterhead);
  check.text('customerName', plan.customerName);
  check.text('planName', plan.planName);
  check.day('date', plan.date);
  if (!Array.isArray(plan.columns) || plan.columns.length === 0)
    throw new DocumentInputError('columns', 'at least one column');
  plan.columns.forEach((column, index) => check.text(`columns[${index}]`, column));
  if (!Array.isArray(plan.rows)) throw new DocumentInputError('rows', 'not a list');
  plan.rows.forEach((row, index) => {
    if (row.section != null) check.text(`rows[${index}].section`, row.section);
    if (!Array.isArray(row.cells))
      throw new DocumentInputError(`rows[${index}].cells`, 'not a list of texts');
    if (row.cells.length > plan.columns.length)
      throw new DocumentInputError(`rows[${index}].cells`, `more than ${plan.columns.length} cells`);
    row.cells.forEach((cell, column) => check.text(`rows[${index}].cells[${column}]`, cell));
  });
}

/** The plan's rows with their section bands before them. */
function planRows(plan: PlanDocument, cellsOf: (cells: string[]) => TableCell[]): TableRow[] {
  return plan.rows.flatMap((row): TableRow[] => [
    ...(row.section ? [{ kind: 'band' as const, text: row.section }] : []),
    { kind: 'cells', cells: cellsOf(row.cells) },
  ]);
}

async function renderPoster(plan: PlanDocument, posterFormat: PosterFormat, options: RenderOptions) {
  const texts = DOCUMENT_TEXTS[plan.language];
  const format = documentFormatOf(plan.locale, plan.language);
  const { paper, landscape } = POSTERS[posterFormat];
  const size = PAGE_SIZES[paper];
  const [width, height] = landscape ? [size.height, size.width] : [size.width, size.height];
  const scale = paper === 'A3' ? Math.SQRT2 : 1;
  const margin = 36 * scale;
  const canvas = new Canvas(width, height, {
    title: plan.planName,
    author: plan.letterhead.companyName,
    subject: `${texts.plan.customer} ${plan.customerName} · ${texts.plan.asOf} ${format.day(plan.date)}`,
    locale: plan.locale,
    createdAt: options.createdAt ?? new Date(),
  });
  const setup: PageSetup = {
    canvas,
    letterhead: plan.letterhead,
    texts,
    format,
    left: margin,
    right: width - margin,
  };
  const contentWidth = width - 2 * margin;
  const footerRule = height - margin * 0.6 - footerHeight(scale);
  const bottom = footerRule - 20 * scale;
  const newPage = () => {
    canvas.addPage();
    return drawRunningHeader(setup, plan.planName, margin, scale);
  };

  canvas.addPage();
  let y = margin;
  y += canvas.text(plan.letterhead.companyName, margin, y, contentWidth, {
    size: 10 * scale,
    bold: true,
    color: COLORS.muted,
  });
  y += 8 * scale;
  y += canvas.text(plan.planName, margin, y, contentWidth, { size: 26 * scale, bold: true }) + 4 * scale;
  const subtitle = `${texts.plan.customer}: ${plan.customerName} · ${texts.plan.asOf}: ${format.day(plan.date)}`;
  y += canvas.text(subtitle, margin, y, contentWidth, { size: 12 * scale }) + 16 * scale;

  if (plan.rows.length === 0) {
    drawParagraph(canvas, null, texts.plan.empty, margin, y, contentWidth, { bottom, newPage });
  } else {
    const columns: TableColumn[] = plan.columns.map((header) => ({ header }));
    const rows = planRows(plan, (cells) => plan.columns.map((_, index) => cells[index] ?? ''));
    const style = { fontSize: 12 * scale, paddingX: 6 * scale, paddingY: 5 * scale, grid: true };
    drawTable(canvas, columns, rows, style, { x: margin, width: contentWidth, bottom, newPage }, y);
  }
  drawFooter(setup, footerRule, scale);
  return {
    content: await canvas.finish(),
    fileName: fileNameOf([texts.plan.fileName, plan.planName, paper], 'pdf'),
  };
}

/** Days in the month of an ISO day (28–31). */
function daysInMonth(iso: string): number {
  const day = utcDayOf(iso);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).getUTCDate();
}

/**
 * The control sheet for cleaning staff (A4 landscape): each row of the plan with a tick box for every day
 * 1–31 of the plan's month (days the month lacks greyed) and a column to sign, a "checked by" line below.
 */
async function renderControlSheet(plan: PlanDocument, options: RenderOptions) {
  const texts = DOCUMENT_TEXTS[plan.language];
  const format = documentFormatOf(plan.locale, plan.language);
  const width = PAGE_SIZES.A4.height;
  const height = PAGE_SIZES.A4.width;
  const margin = 28;
  const title = `${texts.control.title}: ${plan.planName}`;
  const month = format.month(plan.date);
  const canvas = new Canvas(width, height, {
    title,
    author: plan.letterhead.companyName,
    subject: `${texts.plan.customer} ${plan.customerName} · ${texts.control.month} ${month}`,
    locale: plan.locale,
    createdAt: options.createdAt ?? new Date(),
  });
  const right = width - margin;
  const setup: PageSetup = { canvas, letterhead: plan.letterhead, texts, format, left: margin, right };
  const contentWidth = right - margin;
  const footerRule = height - 16 - footerHeight();
  const bottom = footerRule - 20;
  const newPage = () => {
    canvas.addPage();
    return drawRunningHeader(setup, `${title} · ${month}`, margin);
  };

  canvas.addPage();
  let y = margin;
  y +=
    canvas.text(plan.letterhead.companyName, margin, y, contentWidth, {
      size: 8,
      bold: true,
      color: COLORS.muted,
    }) + 4;
  y += canvas.text(title, margin, y, contentWidth, { size: 15, bold: true }) + 3;
  const facts = `${texts.plan.customer}: ${plan.customerName} · ${texts.control.month}: ${month}`;
  y += canvas.text(facts, margin, y, contentWidth, { size: 10 }) + 2;
  y += canvas.text(texts.control.hint, margin, y, contentWidth, { size: 8, color: COLORS.muted }) + 8;

  const monthDays = daysInMonth(plan.date);
  const columns: TableColumn[] = [
    { header: plan.columns[0], grow: true },
    ...Array.from({ length: DAYS }, (_, index) => ({
      header: String(index + 1),
      align: 'center' as const,
      fixed: DAY_WIDTH,
    })),
    { header: texts.control.signature, fixed: SIGNATURE_WIDTH },
  ];
  const rows = planRows(plan, (cells) => {
    const [area = '', ...details] = cells;
    const rest = details.filter((detail) => detail.trim() !== '').join(' · ');
    return [
      rest === '' ? area : `${area}\n${rest}`,
      ...Array.from({ length: DAYS }, (_, index) => ({
        tickBox: true as const,
        disabled: index + 1 > monthDays,
      })),
      '',
    ];
  });
  const style = { fontSize: 7.5, paddingX: 2.5, paddingY: 3, grid: true, minRowHeight: 22, tickBoxSize: 9 };
  y = drawTable(canvas, columns, rows, style, { x: margin, width: contentWidth, bottom, newPage }, y) + 18;

  const signHeight = 14;
  if (y + signHeight > bottom) y = newPage();
  const half = contentWidth / 2;
  for (const [label, x] of [
    [texts.control.checkedBy, margin],
    [texts.control.date, margin + half],
  ] as const) {
    const labelWidth = canvas.widthOf(`${label}:`, { size: 9 }) + 6;
    canvas.text(`${label}:`, x, y, labelWidth, { size: 9 });
    canvas.line(x + labelWidth, y + 10, x + half - 24, y + 10, COLORS.strongRule, 0.6);
  }
  drawFooter(setup, footerRule);
  return {
    content: await canvas.finish(),
    fileName: fileNameOf([texts.control.fileName, plan.planName, plan.date.slice(0, 7)], 'pdf'),
  };
}

/**
 * A display plan as a PDF: a poster in A3 or A4, portrait or landscape (title, customer, date, the table
 * with section bands, large type), or with CONTROL the monthly control sheet (A4 landscape).
 */
export async function renderPlan(
  plan: PlanDocument,
  format: PrintFormat,
  options: RenderOptions = {},
): Promise<RenderedFile> {
  checkPlan(plan, format);
  const rendered =
    format === 'CONTROL'
      ? await renderControlSheet(plan, options)
      : await renderPoster(plan, format, options);
  return { ...rendered, mimeType: 'application/pdf' };
}
