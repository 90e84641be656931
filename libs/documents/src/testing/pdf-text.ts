import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Page size in points as pdfinfo reads it. */
export interface PageSize {
  width: number;
  height: number;
}

function withPdfFile<T>(content: Buffer, read: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'shop-documents-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, content);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(tool: 'pdftotext' | 'pdfinfo', args: string[]): string {
  try {
    // env given explicitly: the PATH of the calling code (jest gives a test its own process.env).
    return execFileSync(tool, args, { encoding: 'utf8', env: process.env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        `The document tests read the PDFs with ${tool} (poppler-utils), which is not installed: ` +
          'apt-get install poppler-utils (Debian/Ubuntu) or brew install poppler (macOS).',
      );
    throw error;
  }
}

/**
 * The text of every page of a PDF, as poppler's pdftotext extracts it in reading layout (the parser a
 * user's viewer or a search index would use, not ours). Non-breaking spaces are kept.
 */
export function pdfPages(content: Buffer): string[] {
  const text = withPdfFile(content, (file) => run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']));
  const pages = text.split('\f');
  // pdftotext ends every page with a form feed: the last piece is empty.
  if (pages.length > 1 && pages[pages.length - 1].trim() === '') pages.pop();
  return pages;
}

/** The whole text of a PDF, pages one after another. */
export function pdfText(content: Buffer): string {
  return pdfPages(content).join('\n');
}

/** Size of every page in points, read by pdfinfo. */
export function pdfPageSizes(content: Buffer): PageSize[] {
  const info = withPdfFile(content, (file) => {
    const pages = /^Pages:\s+(\d+)/m.exec(run('pdfinfo', [file]))?.[1] ?? '0';
    return run('pdfinfo', ['-f', '1', '-l', pages, file]);
  });
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => ({
    width: Number(match[1]),
    height: Number(match[2]),
  }));
}

/** Document metadata as pdfinfo reads it (Title, Author, CreationDate …). */
export function pdfInfo(content: Buffer): Record<string, string> {
  const info = withPdfFile(content, (file) => run('pdfinfo', ['-isodates', file]));
  return Object.fromEntries(
    info
      .split('\n')
      .map((line) => /^([A-Za-z ]+):\s+(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1].trim(), match[2].trim()]),
  );
}
