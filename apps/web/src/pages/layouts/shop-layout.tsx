import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CartProvider } from '../../features/cart/cart-provider';
import { SiteFooter } from '../../features/footer/site-footer';
import { UspBanner } from '../../features/footer/usp-banner';
import { SessionRuntime } from './session-runtime';
import { ToastViewport } from '../../ui/toast';
import { PageSuspense } from './page-suspense';
import { loadPageLanguage } from '../../i18n/i18n';
import { SiteHeader } from './site-header';
import './shop-layout.css';

// What draws nothing at first (page analytics, third-party scripts, cart decision notices) loads
// after the first render (decision 0129).
const AnalyticsRuntime = lazy(() =>
  import('../../features/analytics/analytics-runtime').then((module) => ({
    default: module.AnalyticsRuntime,
  })),
);
// Its texts are not in the shell part: ready once all texts of the page's language are (decision 0127).
const DecisionNotices = lazy(() =>
  Promise.all([import('../../features/approval/use-decision-notices'), loadPageLanguage()]).then(
    ([module]) => ({ default: module.DecisionNotices }),
  ),
);

/**
 * The default layout: skip link, header with navigation, the page (children or route outlet) as main
 * landmark, footer. While a page's code loads, a skeleton stands in for it inside main (decision 0108).
 */
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
          <UspBanner />
          <main id="main" tabIndex={-1} className="shop-layout__main">
            <PageSuspense layout="shop">{children ?? <Outlet />}</PageSuspense>
          </main>
          <SiteFooter />
          <ToastViewport />
          <Suspense fallback={null}>
            <DecisionNotices />
            <AnalyticsRuntime />
          </Suspense>
        </div>
      </CartProvider>
    </SessionRuntime>
  );
}
