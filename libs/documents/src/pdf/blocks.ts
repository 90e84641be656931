import { COLORS, type Canvas } from './canvas';

/** A label with its value (facts of a document, lines of a totals block). */
export interface LabelledValue {
  label: string;
  value: string;
  /** Bold, with a rule above (the total to pay). */
  strong?: boolean;
  /** A small line below (e.g. the conversion rate). */
  note?: string;
}

/** Where a block may go: the lowest y of a page, and how to start the next page (returns its first y). */
export interface Flow {
  bottom: number;
  newPage(): number;
}

/** The facts beside the address: labels left, values right-aligned. Returns the y below them. */
export function drawFacts(
  canvas: Canvas,
  facts: LabelledValue[],
  x: number,
  top: number,
  width: number,
): number {
  const labelWidth = width * 0.5;
  let y = top;
  for (const fact of facts) {
    const height = Math.max(
      canvas.text(fact.label, x, y + 0.5, labelWidth - 4, { size: 8, color: COLORS.muted }),
      canvas.text(fact.value, x + labelWidth, y, width - labelWidth, {
        size: 8.5,
        bold: fact.strong,
        align: 'right',
      }),
    );
    y += height + 3;
  }
  return y;
}

const TOTALS_WIDTH = 300;
const TOTALS_LABEL_WIDTH = 165;

function totalsRowHeight(canvas: Canvas, row: LabelledValue): number {
  const size = row.strong ? 10 : 9;
  const main = Math.max(
    canvas.heightOf(row.label, TOTALS_LABEL_WIDTH - 6, { size, bold: row.strong }),
    canvas.heightOf(row.value, TOTALS_WIDTH - TOTALS_LABEL_WIDTH, { size, bold: row.strong }),
  );
  const note = row.note ? canvas.heightOf(row.note, TOTALS_WIDTH, { size: 7 }) + 1 : 0;
  return main + note + (row.strong ? 6 : 3);
}

/**
 * The totals block, right-aligned at `right`, kept together on one page. Returns the y below it.
 */
export function drawTotals(
  canvas: Canvas,
  rows: LabelledValue[],
  right: number,
  top: number,
  flow: Flow,
): number {
  const height = rows.reduce((sum, row) => sum + totalsRowHeight(canvas, row), 0);
  let y = top + height > flow.bottom ? flow.newPage() : top;
  const x = right - TOTALS_WIDTH;
  for (const row of rows) {
    const size = row.strong ? 10 : 9;
    if (row.strong) {
      canvas.line(x, y + 1, right, y + 1, COLORS.strongRule, 0.75);
      y += 4;
    }
    const main = Math.max(
      canvas.text(row.label, x, y, TOTALS_LABEL_WIDTH - 6, { size, bold: row.strong }),
      canvas.text(row.value, x + TOTALS_LABEL_WIDTH, y, TOTALS_WIDTH - TOTALS_LABEL_WIDTH, {
        size,
        bold: row.strong,
        align: 'right',
      }),
    );
    y += main + (row.strong ? 2 : 3);
    if (row.note)
      y += canvas.text(row.note, x, y, TOTALS_WIDTH, { size: 7, color: COLORS.muted, align: 'right' }) + 1;
  }
  return y;
}

/** A paragraph with an optional bold label, moved to a new page when it does not fit. Returns the y below it. */
export function drawParagraph(
  canvas: Canvas,
  label: string | null,
  text: string,
  x: number,
  top: number,
  width: number,
  flow: Flow,
): number {
  const labelHeight = label ? canvas.heightOf(label, width, { size: 9, bold: true }) + 2 : 0;
  const height = labelHeight + canvas.heightOf(text, width, { size: 9 });
  let y = top + height > flow.bottom ? flow.newPage() : top;
  if (label) y += canvas.text(label, x, y, width, { size: 9, bold: true }) + 2;
  y += canvas.text(text, x, y, width, { size: 9 }, flow.bottom - y);
  return y + 8;
}
