import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rememberListing } from '../../features/catalogue/last-listing';
import './catalogue-layouts.css';

/**
 * The "listing" layout (category root and categories, product finder, search; docs/decisions/0115):
 * remembers the listing with its filters and page for the detail layout's way back, and ends long
 * grids with a link back to the top of the page.
 */
export function ListingLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  useEffect(() => rememberListing(pathname + search), [pathname, search]);
  return (
    <>
      <Outlet />
      <div className="container listing-layout__end">
        <a href="#main" className="listing-layout__top">
          {t('layouts.backToTop')}
        </a>
      </div>
    </>
  );
}
