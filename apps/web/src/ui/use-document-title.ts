import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title as "<page> | Hygiene Shop"; without a page title only the shop name. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const siteName = t('meta.siteName');
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
