import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '../../ui/icons';
import { lastListing } from '../../features/catalogue/last-listing';
import { useLocale } from '../../features/locale/locale-context';
import './catalogue-layouts.css';

/**
 * The "detail" layout (product pages, docs/decisions/0115): a way back to the listing the product was
 * found in — its filters, sorting and page kept — above the page, when this tab came from one.
 */
export function DetailLayout() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const back = lastListing(locale);
  return (
    <>
      {back && (
        <div className="container detail-layout__back">
          <Link to={back} className="detail-layout__back-link">
            <ChevronLeftIcon aria-hidden="true" />
            {t('layouts.backToList')}
          </Link>
        </div>
      )}
      <Outlet />
    </>
  );
}
