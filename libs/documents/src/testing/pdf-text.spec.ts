import { pdfPages } from './pdf-text';

describe('pdf-text test support', () => {
  it('fails with a message naming poppler-utils when pdftotext is not installed', () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(() => pdfPages(Buffer.from('%PDF-1.3\n'))).toThrow(/pdftotext \(poppler-utils\).*not installed/);
    } finally {
      process.env.PATH = path;
    }
  });
});
