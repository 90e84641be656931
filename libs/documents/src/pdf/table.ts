import { COLORS, type Canvas, type TextStyle } from './canvas';

export interface TableColumn {
  header: string;
  align?: 'left' | 'right' | 'center';
  /** A fixed width in points (e.g. the day columns of a control sheet). */
  fixed?: number;
  /** Takes the space left over once every column has its natural width (e.g. the article name). */
  grow?: boolean;
}

/** A cell: text, or an empty tick box to mark by hand (`disabled`: greyed, e.g. the 31st of June). */
export type TableCell = string | { tickBox: true; disabled?: boolean };

export type TableRow =
  | { kind: 'cells'; cells: TableCell[]; bold?: boolean }
  /** A band across the whole table with a heading (a section of a plan). */
  | { kind: 'band'; text: string };

export interface TableStyle {
  fontSize: number;
  paddingX: number;
  paddingY: number;
  /** Vertical lines between the columns and a frame (plans), or only rules between rows (business documents). */
  grid: boolean;
  /** Least height of a row (room to write or tick by hand). */
  minRowHeight?: number;
  /** Side of a tick box. */
  tickBoxSize?: number;
}

/** Where a table may run: its left edge and width, the lowest y of a page, and how to start the next page. */
export interface TableFrame {
  x: number;
  width: number;
  bottom: number;
  /** Adds a page (with its running header) and returns the y where the table continues. */
  newPage(): number;
}

const WORD_BREAK = /[ \t\n]+/; // not \s: the non-breaking spaces inside amounts keep them whole

function cellText(cell: TableCell | undefined): string {
  return typeof cell === 'string' ? cell : '';
}

/**
 * Column widths as a browser lays out an automatic table: every column gets at least its longest word,
 * then the rest of the width by how much more its longest cell needs; leftover space goes to `grow` columns.
 */
export function columnWidths(
  canvas: Canvas,
  columns: TableColumn[],
  rows: TableRow[],
  style: TableStyle,
  totalWidth: number,
): number[] {
  const pad = 2 * style.paddingX;
  const regular: TextStyle = { size: style.fontSize };
  const bold: TextStyle = { size: style.fontSize, bold: true };
  const least: number[] = [];
  const most: number[] = [];
  columns.forEach((column, index) => {
    if (column.fixed !== undefined) {
      least.push(column.fixed);
      most.push(column.fixed);
      return;
    }
    let word = 0;
    let whole = 0;
    const measure = (text: string, textStyle: TextStyle) => {
      if (text === '') return;
      whole = Math.max(whole, canvas.widthOf(text, textStyle));
      for (const part of text.split(WORD_BREAK)) word = Math.max(word, canvas.widthOf(part, textStyle));
    };
    measure(column.header, bold);
    for (const row of rows)
      if (row.kind === 'cells') {
        const cell = row.cells[index];
        if (typeof cell === 'string') measure(cell, row.bold ? bold : regular);
        else if (cell) word = Math.max(word, style.tickBoxSize ?? style.fontSize);
      }
    least.push(word + pad + 1);
    most.push(Math.max(word, whole) + pad + 1);
  });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const flexible = columns.map((column) => column.fixed === undefined);
  if (sum(most) <= totalWidth) {
    const growing = columns.map((column, index) => (column.grow ? index : -1)).filter((index) => index >= 0);
    const receivers =
      growing.length > 0 ? growing : columns.map((_, index) => index).filter((i) => flexible[i]);
    const extra = (totalWidth - sum(most)) / Math.max(receivers.length, 1);
    return most.map((width, index) => (receivers.includes(index) ? width + extra : width));
  }
  if (sum(least) <= totalWidth) {
    const slack = most.map((width, index) => width - least[index]);
    const share = (totalWidth - sum(least)) / sum(slack);
    return least.map((width, index) => width + slack[index] * share);
  }
  // Not even the longest words fit: fixed columns keep their width, the others shrink alike (words break).
  const fixedWidth = sum(least.filter((_, index) => !flexible[index]));
  const scale = Math.max(totalWidth - fixedWidth, 0) / sum(least.filter((_, index) => flexible[index]));
  return least.map((width, index) => (flexible[index] ? width * scale : width));
}

/**
 * Draws a table from `y` down, breaking onto new pages where a row does not fit and repeating the header
 * on each page; a band is kept on the page of the row after it. Returns the y below the last row.
 */
export function drawTable(
  canvas: Canvas,
  columns: TableColumn[],
  rows: TableRow[],
  style: TableStyle,
  frame: TableFrame,
  startY: number,
): number {
  const widths = columnWidths(canvas, columns, rows, style, frame.width);
  const lefts = widths.map((_, index) => frame.x + widths.slice(0, index).reduce((a, b) => a + b, 0));
  const right = frame.x + frame.width;
  const regular: TextStyle = { size: style.fontSize };
  const bold: TextStyle = { size: style.fontSize, bold: true };
  const innerWidth = (index: number) => widths[index] - 2 * style.paddingX;
  const minHeight = style.minRowHeight ?? 0;

  const headerHeight =
    Math.max(...columns.map((column, index) => canvas.heightOf(column.header, innerWidth(index), bold))) +
    2 * style.paddingY;
  const heightOfRow = (row: TableRow): number => {
    if (row.kind === 'band')
      return canvas.heightOf(row.text, frame.width - 2 * style.paddingX, bold) + 2 * style.paddingY;
    const textStyle = row.bold ? bold : regular;
    const content = Math.max(
      ...columns.map((_, index) => canvas.heightOf(cellText(row.cells[index]), innerWidth(index), textStyle)),
    );
    return Math.max(content + 2 * style.paddingY, minHeight);
  };

  const verticals = (top: number, bottom: number) => {
    if (!style.grid) return;
    for (const left of [...lefts, right]) canvas.line(left, top, left, bottom, COLORS.strongRule, 0.5);
  };

  const drawHeader = (top: number): number => {
    canvas.fillRect(frame.x, top, frame.width, headerHeight, COLORS.headerFill);
    columns.forEach((column, index) =>
      canvas.textBox(
        column.header,
        lefts[index] + style.paddingX,
        top + style.paddingY,
        innerWidth(index),
        headerHeight - 2 * style.paddingY,
        { ...bold, align: column.align },
      ),
    );
    if (style.grid) canvas.line(frame.x, top, right, top, COLORS.strongRule, 0.5);
    canvas.line(frame.x, top + headerHeight, right, top + headerHeight, COLORS.strongRule, 0.75);
    verticals(top, top + headerHeight);
    return top + headerHeight;
  };

  const drawRow = (row: TableRow, top: number, height: number) => {
    if (row.kind === 'band') {
      canvas.fillRect(frame.x, top, frame.width, height, COLORS.bandFill);
      canvas.textBox(
        row.text,
        frame.x + style.paddingX,
        top + style.paddingY,
        frame.width - 2 * style.paddingX,
        height,
        bold,
      );
    } else {
      columns.forEach((column, index) => {
        const cell = row.cells[index];
        if (typeof cell === 'string') {
          canvas.textBox(
            cell,
            lefts[index] + style.paddingX,
            top + style.paddingY,
            innerWidth(index),
            height - 2 * style.paddingY,
            {
              ...(row.bold ? bold : regular),
              align: column.align,
            },
          );
        } else if (cell) {
          const side = Math.min(style.tickBoxSize ?? style.fontSize, widths[index] - 2, height - 2);
          const x = lefts[index] + (widths[index] - side) / 2;
          const y = top + (height - side) / 2;
          if (cell.disabled) canvas.fillRect(lefts[index], top, widths[index], height, COLORS.disabledFill);
          else canvas.strokeRect(x, y, side, side, COLORS.strongRule, 0.6);
        }
      });
    }
    canvas.line(
      frame.x,
      top + height,
      right,
      top + height,
      style.grid ? COLORS.strongRule : COLORS.rule,
      0.5,
    );
    if (row.kind === 'cells') verticals(top, top + height);
    else if (style.grid) {
      canvas.line(frame.x, top, frame.x, top + height, COLORS.strongRule, 0.5);
      canvas.line(right, top, right, top + height, COLORS.strongRule, 0.5);
    }
  };

  let y = drawHeader(startY);
  let pageTop = y;
  const heights = rows.map(heightOfRow);
  rows.forEach((row, index) => {
    // A band needs the row after it on the same page.
    const needed = heights[index] + (row.kind === 'band' && index + 1 < rows.length ? heights[index + 1] : 0);
    if (y + needed > frame.bottom && y > pageTop) {
      y = drawHeader(frame.newPage());
      pageTop = y;
    }
    // A row taller than a whole page is cut at the page end (never happens with real articles).
    const height = Math.min(heights[index], frame.bottom - y);
    drawRow(row, y, height);
    y += height;
  });
  return y;
}
