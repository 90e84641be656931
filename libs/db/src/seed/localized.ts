import type { Language } from '@shop/locales';

/** A text in every shop language; stored as jsonb keyed by language. */
export type Localized = Record<Language, string>;

/** Builds a Localized from the five languages in the fixed order de, cs, sk, it, bg. */
export function l10n(de: string, cs: string, sk: string, it: string, bg: string): Localized {
  return { de, cs, sk, it, bg };
}

export function mapLocalized(value: Localized, fn: (text: string, language: Language) => string): Localized {
  return {
    de: fn(value.de, 'de'),
    cs: fn(value.cs, 'cs'),
    sk: fn(value.sk, 'sk'),
    it: fn(value.it, 'it'),
    bg: fn(value.bg, 'bg'),
  };
}
