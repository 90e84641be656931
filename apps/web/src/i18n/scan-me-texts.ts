import { createInstance, type i18n as I18n } from 'i18next';
import type { Language } from '@shop/locales';

type Texts = Record<string, unknown>;

/**
 * The texts scan-me's page of its own shows (decision 0125), one small chunk per language: the
 * build picks them out of the language files (apps/web/vite-texts.ts, SCAN_ME_TEXT_KEYS of
 * text-parts.ts), so every text stays in one place and the translations spec covers them.
 */
const LOADERS: Record<Language, () => Promise<{ default: Texts }>> = {
  de: () => import('virtual:texts/de-scan-me'),
  cs: () => import('virtual:texts/cs-scan-me'),
  sk: () => import('virtual:texts/sk-scan-me'),
  it: () => import('virtual:texts/it-scan-me'),
  bg: () => import('virtual:texts/bg-scan-me'),
};

/** An i18next instance with the scan-me texts of `texts`, for the first render and for specs. */
export function scanMeI18nOf(language: Language, texts: Texts | null): I18n {
  const instance = createInstance({
    lng: language,
    resources: texts ? { [language]: { translation: texts } } : {},
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  void instance.init();
  return instance;
}

/** Loads a language's scan-me texts; a failed load (a chunk of an old build) renders all the same. */
export async function loadScanMeI18n(language: Language): Promise<I18n> {
  const texts = await LOADERS[language]().then(
    (module) => module.default,
    () => null,
  );
  return scanMeI18nOf(language, texts);
}
