import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { externalShopUrlOf, LOCALES, type LocaleCode } from '@shop/locales';
import { replaceLocation } from '../ui/full-page-navigation';
import { useExternalShops } from '../features/navigation/use-external-shops';

/**
 * Countries without a shop here: a full page load to their regional shop (docs/rules/routes-and-guards.md), at the URL
 * the BFF is configured with (EXTERNAL_SHOP_URLS), else the default of libs/locales.
 */
export function ExternalLocaleRedirect({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation();
  const { urls, settled } = useExternalShops();
  const url = externalShopUrlOf(locale, urls) ?? '/';
  useEffect(() => {
    if (settled) replaceLocation(url);
  }, [settled, url]);
  return (
    <main className="container redirect-notice">
      <p role="status">{t('locale.redirecting', { country: LOCALES[locale].name })}</p>
      <a className="button button--primary" href={url}>
        {t('locale.continue')}
      </a>
    </main>
  );
}
