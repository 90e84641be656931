import { documentFormatOf, utcDayOf } from './document-format';

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('documentFormatOf', () => {
  it('formats amounts in cents with the locale’s separators and currency', () => {
    expect(spaced(documentFormatOf('de-AT', 'de').money({ centAmount: 123_456, currency: 'EUR' }))).toBe(
      '€ 1.234,56',
    );
    expect(spaced(documentFormatOf('cs-CZ', 'cs').money({ centAmount: 123_456, currency: 'CZK' }))).toBe(
      '1 234,56 Kč',
    );
    expect(spaced(documentFormatOf('bg-BG', 'bg').money({ centAmount: 5, currency: 'BGN' }))).toBe(
      '0,05 лв.',
    );
    expect(spaced(documentFormatOf('it-IT', 'it').money({ centAmount: -990, currency: 'EUR' }))).toBe(
      '-9,90 €',
    );
  });

  it('converts into a second currency at the fixed rate, rounded to whole cents, and prints the rate', () => {
    const format = documentFormatOf('bg-BG', 'bg');
    const euro = { currency: 'EUR', factor: 1.95583 };
    expect(spaced(format.converted({ centAmount: 195_583, currency: 'BGN' }, euro))).toBe('1000,00 €');
    expect(spaced(format.converted({ centAmount: 100, currency: 'BGN' }, euro))).toBe('0,51 €');
    expect(spaced(format.rate('BGN', euro))).toBe('1 EUR = 1,95583 лв.');
  });

  it('writes quantities with up to three decimals and rates as percent', () => {
    const format = documentFormatOf('de-DE', 'de');
    expect(format.quantity(12)).toBe('12');
    expect(format.quantity(2.5)).toBe('2,5');
    expect(format.quantity(1234.5678)).toBe('1.234,568');
    expect(spaced(format.percent(20))).toBe('20 %');
    expect(spaced(documentFormatOf('it-IT', 'it').percent(22))).toBe('22%');
  });

  it('prints days numerically in the locale without shifting them by the time zone', () => {
    expect(documentFormatOf('de-AT', 'de').day('2026-06-01')).toBe('01.06.2026');
    expect(spaced(documentFormatOf('cs-CZ', 'cs').day('2026-06-01'))).toBe('01. 06. 2026');
    expect(documentFormatOf('it-IT', 'it').day('2026-12-31T23:30:00.000Z')).toBe('31/12/2026');
    expect(spaced(documentFormatOf('bg-BG', 'bg').day('2026-06-01'))).toBe('01.06.2026 г.');
    expect(documentFormatOf('de-AT', 'de').month('2026-06-14')).toBe('Juni 2026');
    expect(spaced(documentFormatOf('bg-BG', 'bg').month('2026-02-01'))).toBe('февруари 2026 г.');
  });

  it('names country codes in the document language and keeps anything else', () => {
    expect(documentFormatOf('sk-SK', 'sk').country('AT')).toBe('Rakúsko');
    expect(documentFormatOf('bg-BG', 'bg').country('BG')).toBe('България');
    expect(documentFormatOf('de-AT', 'de').country('Österreich')).toBe('Österreich');
  });

  it('reads the calendar day of an ISO day or date-time', () => {
    expect(utcDayOf('2026-02-28').toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(utcDayOf('2026-02-28T23:59:59+01:00').toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});
