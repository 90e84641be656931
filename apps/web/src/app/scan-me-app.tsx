import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { LOCALES, type LocaleCode, type RouteMatch } from '@shop/locales';
import { pageTypeOf, pageView } from '../features/analytics/analytics';
import { loadThirdPartyScripts, scriptsFor } from '../features/analytics/third-party-scripts';
import { startErrorReporting } from '../features/error-reporting/start-error-reporting';
import { writeLanguageCookie } from '../features/locale/language-cookie';
import { LocaleContext, localeContextOf } from '../features/locale/locale-context';
import { useFetchedMe, type FetchedMe } from '../features/session/fetch-me';
import { clientSettings } from '../features/shop/client-settings';
import { ScanMeLayout } from '../pages/layouts/scan-me-layout';
import { ScanMePage } from '../pages/scan-me/scan-me-page';
import { useScanMeGuards } from '../routes/scan-me-guards';
import { ToastProvider, ToastViewport } from '../ui/toast';

// Customers with a guest scan list only: its code loads when it shows (as in the shop's session runtime).
const GuestListDialog = lazy(() =>
  import('../features/scan-me/guest-list-dialog').then((m) => ({ default: m.GuestListDialog })),
);

/**
 * Scan-me's page of its own (scan-me.html, decision 0125): the scan page with a light header, no
 * Apollo, no router, the scan page's texts only. What the shop's shell does for every page and
 * matters here is done here too: the route guards, the language cookie and <html lang>, error
 * reporting, the page view and third-party scripts (decision 0114), and the guest-list dialog
 * after a sign-in. Links into the shop are full page loads.
 */
export function ScanMeApp({ locale, match, i18n }: { locale: LocaleCode; match: RouteMatch; i18n: I18n }) {
  const me = useFetchedMe();
  const context = useMemo(() => localeContextOf(locale), [locale]);
  const { language } = LOCALES[locale];
  useEffect(() => {
    document.documentElement.lang = language;
    writeLanguageCookie(locale);
  }, [locale, language]);
  // Window errors and unhandled rejections to POST /api/log (decision 0112).
  useEffect(() => startErrorReporting(), []);
  usePageAnalytics(me);

  return (
    <LocaleContext.Provider value={context}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <ScanMeScreen locale={locale} match={match} me={me} />
        </ToastProvider>
      </I18nextProvider>
    </LocaleContext.Provider>
  );
}

function ScanMeScreen({ locale, match, me }: { locale: LocaleCode; match: RouteMatch; me: FetchedMe }) {
  const outcome = useScanMeGuards(locale, match, me);
  // Leaving for the shop page a guard named (a full page load is under way).
  if (outcome.kind === 'redirect') return null;
  const signedIn = me.data?.me ?? null;
  return (
    <ScanMeLayout me={me}>
      <ScanMePage me={me} />
      <ToastViewport />
      {/* docs/rules/routes-and-guards.md: the guest-list dialog, never for employees. */}
      <Suspense fallback={null}>
        {signedIn && !signedIn.employee && <GuestListDialog me={signedIn} />}
      </Suspense>
    </ScanMeLayout>
  );
}

/**
 * The shop's page-level analytics for this page (AnalyticsRuntime, decision 0114): one page_view of
 * type `other` once the user is known, then the third-party scripts. The login event stays with the
 * shop's pages, which report it on the next one.
 */
function usePageAnalytics(me: FetchedMe) {
  const userType = me.data ? (me.data.me?.userType ?? null) : undefined;
  const done = useRef(false);
  useEffect(() => {
    if (done.current || userType === undefined) return;
    done.current = true;
    pageView(userType, pageTypeOf('scan-me'), window.location.pathname);
    void clientSettings().then((settings) =>
      loadThirdPartyScripts(scriptsFor(settings.thirdPartyScripts, userType)),
    );
  }, [userType]);
}
