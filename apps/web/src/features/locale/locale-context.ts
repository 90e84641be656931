import { createContext, useContext } from 'react';
import { LOCALES, type LocaleCode, type LocaleInfo } from '@shop/locales';

export interface LocaleContextValue {
  locale: LocaleCode;
  info: LocaleInfo;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

export function localeContextOf(locale: LocaleCode): LocaleContextValue {
  return { locale, info: LOCALES[locale] };
}

/** The locale of the current route; every page renders below a locale route. */
export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used below a locale route');
  return value;
}
