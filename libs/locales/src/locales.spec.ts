import { isLocaleCode, LOCALE_CODES, LOCALES, MANDANT_CODES, primaryLocaleOf, SHOP_LOCALES } from './locales';

describe('locale table', () => {
  it('has the twelve locales of the spec', () => {
    expect(LOCALE_CODES).toHaveLength(12);
    for (const code of LOCALE_CODES) expect(LOCALES[code].code).toBe(code);
  });

  it('maps shop locales to the spec mandant codes and taxes', () => {
    expect(LOCALES['de-at']).toMatchObject({ mandantCode: '20HHAT', taxPercent: 20 });
    expect(LOCALES['de-de']).toMatchObject({ mandantCode: '30HHDE', taxPercent: 19 });
    expect(LOCALES['cs-cz']).toMatchObject({ mandantCode: '80HHCZ', taxPercent: 21, bcLanguageCode: 'CSY' });
    expect(LOCALES['sk-sk']).toMatchObject({ mandantCode: '50HHSK', taxPercent: 23 });
    expect(LOCALES['it-it'].mandantCode).toBe('41HHIC');
    expect(LOCALES['it-de']).toMatchObject({ mandantCode: '41HHIC', language: 'de', taxPercent: 22 });
    expect(LOCALES['bg-bg']).toMatchObject({
      mandantCode: '57HHBG',
      showAlternativePrice: { factor: 1.95583 },
    });
  });

  it('sends the five countries without a shop to external shops', () => {
    const external = LOCALE_CODES.filter((code) => LOCALES[code].mandantCode === null);
    expect(external).toEqual(['sr-rs', 'sl-si', 'ro-ro', 'hu-hu', 'hr-hr']);
    for (const code of external) expect(LOCALES[code].redirectUrl).toMatch(/^https:\/\//);
  });

  it('gives every tenant a primary locale', () => {
    expect(SHOP_LOCALES).toHaveLength(7);
    expect(MANDANT_CODES.map(primaryLocaleOf)).toEqual([
      'de-at',
      'de-de',
      'cs-cz',
      'sk-sk',
      'it-it',
      'bg-bg',
    ]);
  });

  it('rejects unknown locale codes', () => {
    expect(isLocaleCode('de-at')).toBe(true);
    expect(isLocaleCode('en-us')).toBe(false);
  });
});
