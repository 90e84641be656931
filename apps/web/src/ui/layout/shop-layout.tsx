import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '../../features/footer/site-footer';
import { SiteHeader } from './site-header';
import './shop-layout.css';

/** The default layout: skip link, header with navigation, the page as main landmark, footer. */
export function ShopLayout() {
  const { t } = useTranslation();
  return (
    <div className="shop-layout">
      <a href="#main" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="shop-layout__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
