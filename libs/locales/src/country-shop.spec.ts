import { countryShopOf } from './country-shop';
import { BC_LANGUAGE_CODES, bcLanguageCodeOf, LOCALE_CODES, LOCALES } from './locales';

describe('locale map', () => {
  it("maps every locale's language tag to its back-end language code", () => {
    for (const code of LOCALE_CODES) {
      expect(bcLanguageCodeOf(LOCALES[code].languageCode)).toBe(LOCALES[code].bcLanguageCode);
    }
    expect(LOCALES['it-de'].languageCode).toBe('it-DE');
    expect(LOCALES['sr-rs'].languageCode).toBe('sr-Latn-CS');
  });

  it('knows Bosnian and both English tags besides the locales', () => {
    expect(bcLanguageCodeOf('bs-BA')).toBe('BIH');
    expect(bcLanguageCodeOf('en-US')).toBe('ENU');
    expect(bcLanguageCodeOf('en-GB')).toBe('ENU');
    expect(bcLanguageCodeOf('en_gb')).toBe('ENU');
    expect(bcLanguageCodeOf('EN-us')).toBe('ENU');
    expect(bcLanguageCodeOf('fr-FR')).toBeNull();
    expect(Object.keys(BC_LANGUAGE_CODES)).toHaveLength(15);
  });
});

describe('countryShopOf', () => {
  it('gives a shop locale its fallback, tag, tax text, newsletter page and contact word', () => {
    expect(countryShopOf('cs-cz')).toMatchObject({
      fallbackLocale: 'de-at',
      languageCode: 'cs-CZ',
      tax: '21%',
      newsletterUrl: '/cs-cz',
      contactSlug: 'kontakt',
    });
    expect(countryShopOf('de-at').fallbackLocale).toBeNull();
    expect(countryShopOf('it-it').contactSlug).toBe('contatto');
  });

  it('lists every other country shop in the footer, external ones with their configured address', () => {
    const shop = countryShopOf('de-at', { HU: 'https://hu.example.test/' });
    expect(shop.footerLocations.map((l) => l.locale)).toEqual(LOCALE_CODES.filter((c) => c !== 'de-at'));
    expect(shop.footerLocations.find((l) => l.locale === 'hu-hu')).toEqual({
      locale: 'hu-hu',
      name: 'Magyarország',
      countryCode: 'HU',
      url: 'https://hu.example.test/',
    });
    expect(shop.footerLocations.find((l) => l.locale === 'sr-rs')?.url).toBe('https://shop.example.rs/');
    expect(shop.footerLocations.find((l) => l.locale === 'bg-bg')?.url).toBe('/bg-bg');
    expect(countryShopOf('hu-hu').newsletterUrl).toBe('https://shop.example.hu/');
  });
});
