import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocaleCode } from '@shop/locales';
import { LOCALES } from '@shop/locales';
import { replaceLocation } from '../ui/full-page-navigation';

/** Countries without a shop here: a full page load to their regional shop (spec 01 §2). */
export function ExternalLocaleRedirect({ locale, url }: { locale: LocaleCode; url: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    replaceLocation(url);
  }, [url]);
  return (
    <main className="container redirect-notice">
      <p role="status">{t('locale.redirecting', { country: LOCALES[locale].name })}</p>
      <a className="button button--primary" href={url}>
        {t('locale.continue')}
      </a>
    </main>
  );
}
