import { asciiFileNamePart, fileNameOf } from './file-names';
import { DOCUMENT_TEXTS } from './document-texts';
import { LANGUAGES } from '@shop/locales';

describe('file names', () => {
  it('keeps readable ASCII: diacritics dropped, Cyrillic transliterated, the rest one dash', () => {
    expect(fileNameOf(['Rechnung', 'R2026-000123'], 'pdf')).toBe('Rechnung-R2026-000123.pdf');
    expect(fileNameOf(['faktura', 'Kuchyně / Sociální zařízení'], 'pdf')).toBe(
      'faktura-Kuchyne-Socialni-zarizeni.pdf',
    );
    expect(fileNameOf(['grafik', 'Хигиенен план: кухня'], 'pdf')).toBe('grafik-Higienen-plan-kuhnya.pdf');
    expect(asciiFileNamePart('Einkaufsliste Büro (März)')).toBe('Einkaufsliste-Buero-Maerz');
    expect(asciiFileNamePart('../../etc/passwd')).toBe('etc-passwd');
  });

  it('is never empty and never longer than 80 characters a part', () => {
    expect(asciiFileNamePart('★☆')).toBe('file');
    expect(asciiFileNamePart('a'.repeat(200))).toHaveLength(80);
    expect(asciiFileNamePart(`${'b'.repeat(79)} c`)).toBe('b'.repeat(79));
  });

  it('has an ASCII file name word for every kind, report and plan in every language', () => {
    for (const language of LANGUAGES) {
      const texts = DOCUMENT_TEXTS[language];
      const words = [
        ...Object.values(texts.kinds).map((kind) => kind.fileName),
        texts.report.fileName,
        texts.plan.fileName,
        texts.control.fileName,
      ];
      for (const word of words) expect(word).toBe(asciiFileNamePart(word));
    }
  });
});
