import { use } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@shop/locales';
import { i18nFor, isLanguageLoaded, loadLanguage } from './i18n';

/**
 * The i18next instance of a language, suspending until its texts are loaded (a switch to another
 * language; the first page's language is loaded before the app renders, main.tsx).
 */
export function useLanguage(language: Language): I18n {
  if (!isLanguageLoaded(language)) use(loadLanguage(language));
  return i18nFor(language);
}
