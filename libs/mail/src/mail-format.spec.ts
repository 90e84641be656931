import { mailFormatOf } from './mail-format';

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('mailFormatOf', () => {
  it('formats amounts in cents with the locale’s separators and currency', () => {
    expect(spaced(mailFormatOf('de-at').money({ centAmount: 123_456, currency: 'EUR' }))).toBe('€ 1.234,56');
    expect(spaced(mailFormatOf('it-it').money({ centAmount: 5, currency: 'EUR' }))).toBe('0,05 €');
    expect(spaced(mailFormatOf('cs-cz').money({ centAmount: 123_456, currency: 'CZK' }))).toBe('1 234,56 Kč');
  });

  it('adds the EUR amount in Bulgaria, and only there', () => {
    expect(spaced(mailFormatOf('bg-bg').money({ centAmount: 195_583, currency: 'BGN' }))).toBe(
      '1955,83 лв. (1000,00 €)',
    );
    expect(spaced(mailFormatOf('bg-bg').money({ centAmount: 100, currency: 'EUR' }))).toBe('1,00 €');
    expect(mailFormatOf('sk-sk').money({ centAmount: 100, currency: 'EUR' })).not.toContain('(');
  });

  it('shows the time on the clock of the shop country', () => {
    const iso = '2026-07-01T08:00:00.000Z';
    expect(mailFormatOf('de-de').dateTime(iso)).toContain('10:00');
    expect(mailFormatOf('bg-bg').dateTime(iso)).toContain('11:00');
    expect(mailFormatOf('it-it').dateTime(iso)).toContain('1 luglio 2026');
  });

  it('names countries in the locale’s language and keeps unknown codes', () => {
    expect(mailFormatOf('de-at').country('CZ')).toBe('Tschechien');
    expect(mailFormatOf('sk-sk').country('AT')).toBe('Rakúsko');
    expect(mailFormatOf('de-at').country('Austria')).toBe('Austria');
    expect(mailFormatOf('cs-cz').percent(21)).toBe('21 %');
    expect(mailFormatOf('de-de').percent(9.5)).toBe('9,5 %');
  });
});
