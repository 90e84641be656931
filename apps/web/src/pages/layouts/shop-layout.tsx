import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DecisionNotices } from '../../features/approval/use-decision-notices';
import { CartProvider } from '../../features/cart/cart-provider';
import { SiteFooter } from '../../features/footer/site-footer';
import { SessionRuntime } from './session-runtime';
import { ToastViewport } from '../../ui/toast';
import { SiteHeader } from './site-header';
import './shop-layout.css';

/** The default layout: skip link, header with navigation, the page (children or route outlet) as main landmark, footer. */
export function ShopLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SessionRuntime>
      <CartProvider>
        <div className="shop-layout">
          <a href="#main" className="skip-link">
            {t('a11y.skipToContent')}
          </a>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="shop-layout__main">
            {children ?? <Outlet />}
          </main>
          <SiteFooter />
          <ToastViewport />
          <DecisionNotices />
        </div>
      </CartProvider>
    </SessionRuntime>
  );
}
