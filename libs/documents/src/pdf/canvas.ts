import PDFDocument from 'pdfkit';
import { documentFonts, type FontFace } from './fonts';

export const COLORS = {
  text: '#1a1a1a',
  muted: '#5c6670',
  rule: '#c5ccd3',
  strongRule: '#5c6670',
  headerFill: '#e8edf2',
  bandFill: '#d6e0ea',
  disabledFill: '#d9d9d9',
} as const;

/** Page sizes in PDF points (1/72 in). */
export const PAGE_SIZES = {
  A4: { width: 595.28, height: 841.89 },
  A3: { width: 841.89, height: 1190.55 },
} as const;

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

export interface PdfMetadata {
  title: string;
  author: string;
  subject: string;
  /** BCP 47 tag of the text, written as the document's language (screen readers, search). */
  locale: string;
  createdAt: Date;
}

/**
 * A PDFKit document with the document fonts and our page geometry: every text is placed in an explicit box
 * (x, y, width, height), so PDFKit never breaks a page by itself; the renderers decide where pages end.
 */
export class Canvas {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<Buffer>;

  constructor(
    readonly width: number,
    readonly height: number,
    meta: PdfMetadata,
  ) {
    this.doc = new PDFDocument({
      autoFirstPage: false,
      bufferPages: true,
      // No standard font: the DejaVu faces are registered below.
      font: '',
      lang: meta.locale,
      displayTitle: true,
      info: {
        Title: meta.title,
        Author: meta.author,
        Subject: meta.subject,
        Creator: meta.author,
        CreationDate: meta.createdAt,
      },
    });
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    const fonts = documentFonts();
    this.doc.registerFont('regular', fonts.regular);
    this.doc.registerFont('bold', fonts.bold);
  }

  addPage(): void {
    this.doc.addPage({ size: [this.width, this.height], margin: 0 });
  }

  get pageCount(): number {
    return this.doc.bufferedPageRange().count;
  }

  /** Runs `draw` on every page (page numbers, footers once the page count is known). */
  eachPage(draw: (index: number, count: number) => void): void {
    const count = this.pageCount;
    for (let index = 0; index < count; index += 1) {
      this.doc.switchToPage(index);
      draw(index, count);
    }
  }

  private use(style: TextStyle): void {
    const face: FontFace = style.bold ? 'bold' : 'regular';
    this.doc
      .font(face)
      .fontSize(style.size)
      .fillColor(style.color ?? COLORS.text);
  }

  widthOf(text: string, style: TextStyle): number {
    this.use(style);
    return this.doc.widthOfString(text);
  }

  /** Height the text takes wrapped at `width`. */
  heightOf(text: string, width: number, style: TextStyle): number {
    if (text === '') return this.lineHeight(style);
    this.use(style);
    return this.doc.heightOfString(text, { width });
  }

  lineHeight(style: TextStyle): number {
    this.use(style);
    return this.doc.currentLineHeight(true);
  }

  /**
   * Writes `text` wrapped into the box; returns the height used. Text beyond `maxHeight` (default: what is
   * left of the page) is cut with an ellipsis instead of running onto a new page.
   */
  text(text: string, x: number, y: number, width: number, style: TextStyle, maxHeight?: number): number {
    if (text === '') return this.lineHeight(style);
    const height = this.heightOf(text, width, style);
    const limit = Math.max(maxHeight ?? this.height - y, this.lineHeight(style));
    this.use(style);
    this.doc.text(text, x, y, { width, height: limit, align: style.align ?? 'left', ellipsis: true });
    return Math.min(height, limit);
  }

  /** Writes `text` into a box whose height the caller measured (table cells): no second measuring. */
  textBox(text: string, x: number, y: number, width: number, height: number, style: TextStyle): void {
    if (text === '') return;
    this.use(style);
    this.doc.text(text, x, y, {
      width,
      height: Math.max(height, this.doc.currentLineHeight(true)),
      align: style.align ?? 'left',
      ellipsis: true,
    });
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string = COLORS.rule, lineWidth = 0.5): void {
    this.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(lineWidth).strokeColor(color).stroke().restore();
  }

  fillRect(x: number, y: number, width: number, height: number, color: string): void {
    this.doc.save().rect(x, y, width, height).fillColor(color).fill().restore();
  }

  strokeRect(x: number, y: number, width: number, height: number, color: string, lineWidth = 0.75): void {
    this.doc.save().rect(x, y, width, height).lineWidth(lineWidth).strokeColor(color).stroke().restore();
  }

  /** Ends the document; resolves with the complete PDF. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.ended;
  }
}
