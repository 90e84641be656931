import { BGN_EUR_FACTOR } from '@shop/domain';

/** The twelve locales (docs/rules/routes-and-guards.md) with their tenant data (docs/rules/data-model.md, docs/rules/constants.md). */
export const LOCALE_CODES = [
  'de-at',
  'de-de',
  'cs-cz',
  'sk-sk',
  'it-it',
  'it-de',
  'sr-rs',
  'sl-si',
  'ro-ro',
  'hu-hu',
  'hr-hr',
  'bg-bg',
] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** Languages the shop has content and translations in. */
export const LANGUAGES = ['de', 'cs', 'sk', 'it', 'bg'] as const;
export type Language = (typeof LANGUAGES)[number];

export const MANDANT_CODES = ['20HHAT', '30HHDE', '80HHCZ', '50HHSK', '41HHIC', '57HHBG'] as const;
export type MandantCode = (typeof MANDANT_CODES)[number];

export interface LocaleInfo {
  code: LocaleCode;
  name: string;
  /** Language of texts and route words. */
  language: Language;
  /** Tenant company code; null for the five countries that redirect to external shops. */
  mandantCode: MandantCode | null;
  countryCode: string;
  /**
   * The locale's language tag as the back end's locale map knows it (BC_LANGUAGE_CODES): e.g. de-AT,
   * it-DE for Südtirol, sr-Latn-CS for Serbia.
   */
  languageCode: string;
  /** Back-end language code (docs/rules/constants.md): BC_LANGUAGE_CODES[languageCode]. */
  bcLanguageCode: string;
  /** BCP 47 tag for number and date formatting. */
  intlLocale: string;
  currency: string;
  taxPercent: number;
  /** Default for the external regional shop; overridable by the BFF setting EXTERNAL_SHOP_URLS. */
  redirectUrl: string | null;
  showAlternativePrice?: { currency: string; factor: number };
}

export const LOCALES: Record<LocaleCode, LocaleInfo> = {
  'de-at': {
    code: 'de-at',
    name: 'Österreich',
    language: 'de',
    mandantCode: '20HHAT',
    countryCode: 'AT',
    languageCode: 'de-AT',
    bcLanguageCode: 'DEA',
    intlLocale: 'de-AT',
    currency: 'EUR',
    taxPercent: 20,
    redirectUrl: null,
  },
  'de-de': {
    code: 'de-de',
    name: 'Deutschland',
    language: 'de',
    mandantCode: '30HHDE',
    countryCode: 'DE',
    languageCode: 'de-DE',
    bcLanguageCode: 'DEA',
    intlLocale: 'de-DE',
    currency: 'EUR',
    taxPercent: 19,
    redirectUrl: null,
  },
  'cs-cz': {
    code: 'cs-cz',
    name: 'Česko',
    language: 'cs',
    mandantCode: '80HHCZ',
    countryCode: 'CZ',
    languageCode: 'cs-CZ',
    bcLanguageCode: 'CSY',
    intlLocale: 'cs-CZ',
    currency: 'CZK',
    taxPercent: 21,
    redirectUrl: null,
  },
  'sk-sk': {
    code: 'sk-sk',
    name: 'Slovensko',
    language: 'sk',
    mandantCode: '50HHSK',
    countryCode: 'SK',
    languageCode: 'sk-SK',
    bcLanguageCode: 'SKY',
    intlLocale: 'sk-SK',
    currency: 'EUR',
    taxPercent: 23,
    redirectUrl: null,
  },
  'it-it': {
    code: 'it-it',
    name: 'Italia',
    language: 'it',
    mandantCode: '41HHIC',
    countryCode: 'IT',
    languageCode: 'it-IT',
    bcLanguageCode: 'ITA',
    intlLocale: 'it-IT',
    currency: 'EUR',
    taxPercent: 22,
    redirectUrl: null,
  },
  'it-de': {
    code: 'it-de',
    name: 'Südtirol',
    language: 'de',
    mandantCode: '41HHIC',
    countryCode: 'IT',
    languageCode: 'it-DE',
    bcLanguageCode: 'DEA',
    intlLocale: 'de-IT',
    currency: 'EUR',
    taxPercent: 22,
    redirectUrl: null,
  },
  'sr-rs': {
    code: 'sr-rs',
    name: 'Srbija',
    language: 'de',
    mandantCode: null,
    countryCode: 'RS',
    languageCode: 'sr-Latn-CS',
    bcLanguageCode: 'SPB',
    intlLocale: 'sr-Latn-RS',
    currency: 'RSD',
    taxPercent: 20,
    redirectUrl: 'https://shop.example.rs/',
  },
  'sl-si': {
    code: 'sl-si',
    name: 'Slovenija',
    language: 'de',
    mandantCode: null,
    countryCode: 'SI',
    languageCode: 'sl-SI',
    bcLanguageCode: 'SLV',
    intlLocale: 'sl-SI',
    currency: 'EUR',
    taxPercent: 22,
    redirectUrl: 'https://shop.example.si/',
  },
  'ro-ro': {
    code: 'ro-ro',
    name: 'România',
    language: 'de',
    mandantCode: null,
    countryCode: 'RO',
    languageCode: 'ro-RO',
    bcLanguageCode: 'ROM',
    intlLocale: 'ro-RO',
    currency: 'RON',
    taxPercent: 19,
    redirectUrl: 'https://shop.example.ro/',
  },
  'hu-hu': {
    code: 'hu-hu',
    name: 'Magyarország',
    language: 'de',
    mandantCode: null,
    countryCode: 'HU',
    languageCode: 'hu-HU',
    bcLanguageCode: 'HUN',
    intlLocale: 'hu-HU',
    currency: 'HUF',
    taxPercent: 27,
    redirectUrl: 'https://shop.example.hu/',
  },
  'hr-hr': {
    code: 'hr-hr',
    name: 'Hrvatska',
    language: 'de',
    mandantCode: null,
    countryCode: 'HR',
    languageCode: 'hr-HR',
    bcLanguageCode: 'HRV',
    intlLocale: 'hr-HR',
    currency: 'EUR',
    taxPercent: 25,
    redirectUrl: 'https://shop.example.hr/',
  },
  'bg-bg': {
    code: 'bg-bg',
    name: 'България',
    language: 'bg',
    mandantCode: '57HHBG',
    countryCode: 'BG',
    languageCode: 'bg-BG',
    bcLanguageCode: 'BGR',
    intlLocale: 'bg-BG',
    currency: 'BGN',
    taxPercent: 20,
    redirectUrl: null,
    showAlternativePrice: { currency: 'EUR', factor: BGN_EUR_FACTOR },
  },
};

export const DEFAULT_LOCALE: LocaleCode = 'de-at';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function isMandantCode(value: unknown): value is MandantCode {
  return typeof value === 'string' && (MANDANT_CODES as readonly string[]).includes(value);
}

/** Locales that have a shop of their own (the others redirect to external regional shops). */
export const SHOP_LOCALES = LOCALE_CODES.filter((code) => LOCALES[code].mandantCode !== null);

/** The locale a tenant's users land in by default. */
export function primaryLocaleOf(mandantCode: MandantCode): LocaleCode {
  const found = SHOP_LOCALES.find((code) => LOCALES[code].mandantCode === mandantCode);
  if (!found) throw new Error(`No locale for mandant ${mandantCode}`);
  return found;
}

/**
 * The shop locale a customer is written to in (mails, decisions 0045 and 0070): its tenant's locale in
 * the customer's language (41HHIC has it-it and it-de), else the tenant's primary one. Contacts carry
 * no language of their own.
 */
export function customerLocaleOf(mandantCode: MandantCode, language: string): LocaleCode {
  return (
    SHOP_LOCALES.find(
      (code) => LOCALES[code].mandantCode === mandantCode && LOCALES[code].language === language,
    ) ?? primaryLocaleOf(mandantCode)
  );
}

/**
 * The back end's locale map (docs/rules/constants.md): a language tag to its language code. Besides the
 * twelve locales' tags it knows Bosnian and English, which contacts and documents may carry
 * (docs/decisions/0118).
 */
export const BC_LANGUAGE_CODES: Readonly<Record<string, string>> = {
  'de-DE': 'DEA',
  'de-AT': 'DEA',
  'cs-CZ': 'CSY',
  'sk-SK': 'SKY',
  'it-IT': 'ITA',
  'it-DE': 'DEA',
  'sr-Latn-CS': 'SPB',
  'sl-SI': 'SLV',
  'ro-RO': 'ROM',
  'hu-HU': 'HUN',
  'hr-HR': 'HRV',
  'bg-BG': 'BGR',
  'bs-BA': 'BIH',
  'en-US': 'ENU',
  'en-GB': 'ENU',
};

/** The back-end language code of a language tag (case ignored, `_` read as `-`); null when the map has none. */
export function bcLanguageCodeOf(languageTag: string): string | null {
  const wanted = languageTag.replace(/_/g, '-').toLowerCase();
  const found = Object.keys(BC_LANGUAGE_CODES).find((tag) => tag.toLowerCase() === wanted);
  return found ? BC_LANGUAGE_CODES[found]! : null;
}
