import { useEffect, useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { LOCALES, type LocaleCode } from '@shop/locales';
import { writeLanguageCookie } from '../features/locale/language-cookie';
import { LocaleContext, localeContextOf } from '../features/locale/locale-context';
import { PageAlternatesProvider } from '../features/locale/page-alternates';
import { MaintenanceProvider } from '../features/maintenance/maintenance-provider';
import { useLanguage } from '../i18n/use-language';

interface LocaleRootProps {
  locale: LocaleCode;
  /** Whether to remember the locale in the language cookie (not for the 404 of unknown prefixes). */
  remember?: boolean;
  children?: ReactNode;
}

/**
 * Everything below /{locale}: its language, <html lang>, the language cookie, the tenant's live
 * maintenance state (guard 5 of the guard runner acts on it) and the page's locale alternates (for
 * the language switcher).
 */
export function LocaleRoot({ locale, remember = true, children }: LocaleRootProps) {
  const { language } = LOCALES[locale];
  const context = useMemo(() => localeContextOf(locale), [locale]);
  const i18n = useLanguage(language);

  useEffect(() => {
    document.documentElement.lang = language;
    if (remember) writeLanguageCookie(locale);
  }, [locale, language, remember]);

  return (
    <LocaleContext.Provider value={context}>
      <I18nextProvider i18n={i18n}>
        <MaintenanceProvider locale={locale}>
          <PageAlternatesProvider>{children ?? <Outlet />}</PageAlternatesProvider>
        </MaintenanceProvider>
      </I18nextProvider>
    </LocaleContext.Provider>
  );
}
